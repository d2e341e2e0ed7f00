/** Keys are made by the file store: a random UUID and the extension of the sniffed type (ASVS 5.3.2). */
export const FILE_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp|pdf)$/;

export const isFileKey = (key: string | null | undefined): key is string => typeof key === 'string' && FILE_KEY.test(key);

/** Throws unless `key` is one this server could have made: nothing else reaches a path or an object name. */
export function checkedKey(key: string): string {
  if (!isFileKey(key)) throw new Error(`not a stored file key: ${key}`);
  return key;
}

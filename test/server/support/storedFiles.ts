import type { FileStore, StoredEntry } from '../../../server/files/store';
import type { FileKind } from '../../../server/files/types';

/** Reading a file store in tests: every opened body is read whole, never left open (an S3 socket, a file descriptor). */

/** The file stored under `key`, its body read whole, or null when it is not there. */
export async function readStored(store: FileStore, key: string | null | undefined): Promise<{ size: number; kind: FileKind; data: Buffer } | null> {
  const file = await store.open(key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  return { size: file.size, kind: file.kind, data: Buffer.concat(chunks) };
}

/** The bytes stored under `key`, or null when it is not there. */
export async function bytesOf(store: FileStore, key: string | null | undefined): Promise<Buffer | null> {
  return (await readStored(store, key))?.data ?? null;
}

/** Whether `key` is stored; the body opened to check is closed at once. */
export async function hasFile(store: FileStore, key: string): Promise<boolean> {
  const file = await store.open(key);
  file?.stream.destroy();
  return file !== null;
}

/** Every stored file as the listing shows it, by key. */
export async function storedEntries(store: FileStore): Promise<StoredEntry[]> {
  const entries: StoredEntry[] = [];
  for await (const entry of store.entries()) entries.push(entry);
  return entries.sort((a, b) => a.key.localeCompare(b.key));
}

/** Every stored key, sorted. */
export async function storedKeys(store: FileStore): Promise<string[]> {
  return (await storedEntries(store)).map((entry) => entry.key);
}

import type { Validator } from 'react-admin';
import { FILE_TYPES } from '../../../domain/files';

/** What a file field takes: its types (MIME) and size; checked before sending, and again by the server by the bytes. */
export interface FilePolicy {
  types: readonly string[];
  maxMb: number;
}

const KNOWN = Object.values(FILE_TYPES);
/** How people know the types, as the server's messages name them. */
const TYPE_LABELS: Record<string, string> = Object.fromEntries(KNOWN.map((t) => [t.mime, t.label]));
const EXTENSIONS: Record<string, readonly string[]> = Object.fromEntries(KNOWN.map((t) => [t.mime, t.extensions]));


/** "JPEG, PNG o WebP" in the interface language. */
export const typeNames = (policy: FilePolicy, locale: string): string =>
  new Intl.ListFormat(locale, { type: 'disjunction' }).format(policy.types.map((type) => TYPE_LABELS[type] ?? type));

/** The file picker's `accept` attribute: the types and their extensions. */
export const acceptAttribute = (policy: FilePolicy): string => policy.types.flatMap((type) => [type, ...(EXTENSIONS[type] ?? [])]).join(',');

/** What is wrong with a picked file, as a react-admin validation message; undefined when it fits. */
export const checkFile = (file: File, policy: FilePolicy, locale: string) => {
  if (!policy.types.includes(file.type)) return { message: 'app.validation.file_type', args: { types: typeNames(policy, locale) } };
  if (file.size > policy.maxMb * 1024 * 1024) return { message: 'app.validation.file_size', args: { count: policy.maxMb } };
  return undefined;
};

/** A FileInput/ImageInput validator: a newly picked file (`rawFile`) must fit the policy. */
export const fitsPolicy =
  (policy: FilePolicy, locale: string): Validator =>
  (value) => {
    const file = (value as { rawFile?: unknown } | null | undefined)?.rawFile;
    return file instanceof File ? checkFile(file, policy, locale) : undefined;
  };

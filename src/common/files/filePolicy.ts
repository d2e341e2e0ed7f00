import type { Validator } from 'react-admin';

/** What a file field takes: its types (MIME) and size; checked before sending, and again by the server by the bytes. */
export interface FilePolicy {
  types: readonly string[];
  maxMb: number;
}

/** How people know the types (as the server's messages name them, server/files/types.ts). */
const TYPE_LABELS: Record<string, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'application/pdf': 'PDF',
};

const EXTENSIONS: Record<string, string[]> = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
  'application/pdf': ['.pdf'],
};

/** Photos (profile, vehicle, audit item): JPEG, PNG or WebP up to 10 MB. */
export const IMAGE_FILES: FilePolicy = { types: ['image/jpeg', 'image/png', 'image/webp'], maxMb: 10 };
/** Scanned or photographed documents (licence, permits, insurance): those or PDF, up to 10 MB. */
export const DOCUMENT_FILES: FilePolicy = { types: [...IMAGE_FILES.types, 'application/pdf'], maxMb: 10 };

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

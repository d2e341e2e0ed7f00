/**
 * File types the API stores and the forms accept, with the size limit: the server tells a file's
 * type by its bytes (server/files/types.ts), the client checks a picked file before sending
 * (src/common/files/filePolicy.ts); both read these.
 */
export const FILE_TYPES = {
  jpeg: { mime: 'image/jpeg', ext: 'jpg', extensions: ['.jpg', '.jpeg'], label: 'JPEG' },
  png: { mime: 'image/png', ext: 'png', extensions: ['.png'], label: 'PNG' },
  webp: { mime: 'image/webp', ext: 'webp', extensions: ['.webp'], label: 'WebP' },
  pdf: { mime: 'application/pdf', ext: 'pdf', extensions: ['.pdf'], label: 'PDF' },
} as const;

export type FileKind = keyof typeof FILE_TYPES;

/** A declared file of kind `image` (a profile picture, a vehicle photo). */
export const IMAGE_KINDS: readonly FileKind[] = ['jpeg', 'png', 'webp'];
/** A declared file of kind `document`: scanned or photographed (a licence, a road permit). */
export const DOCUMENT_KINDS: readonly FileKind[] = ['jpeg', 'png', 'webp', 'pdf'];

/** Largest file by default, in MB. */
export const MAX_FILE_MB = 10;

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

/** The form field carrying a document's expiry date unless its declaration names another (SPEC §7 `vencimiento`). */
export const EXPIRY_FORM_FIELD = 'vencimiento';

/**
 * A stored file of a resource, as both sides need it: the server serves it (server/kit/files.ts:
 * upload or replace at POST {base}{id}/{upload}/, blob at GET {base}{id}/{read}/, removed with its
 * record, documents expiring daily) and the screens upload and show it (src/common/files/).
 */
export interface FileSpec {
  /** Column holding the stored file's key (`imagen`, `licencia`). */
  field: string;
  /** Upload path (SPEC §7: `foto_perfil`, `licencia`). */
  upload: string;
  /** Multipart field carrying the file; `field` by default. */
  formField?: string;
  /** Types allowed, told by the bytes: `image` (IMAGE_KINDS) or `document` (DOCUMENT_KINDS). */
  kind: 'image' | 'document';
  /** Largest file in MB; MAX_FILE_MB by default. */
  maxMb?: number;
  /** DOMAIN §1 action of the upload (`photo`, `licence`), also its audit action. */
  access: string;
  /** Path serving the file (`imagen`); `field` by default. */
  read?: string;
  /** A document's expiry date and states. */
  expiry?: {
    /** Date column (`vencimiento`; vehicles `<doc>_vencimiento`). */
    field: string;
    /** Form field carrying the date; EXPIRY_FORM_FIELD by default. */
    formField?: string;
    /** Whether an upload must carry the date. */
    required: boolean;
    /** DOMAIN §2 document state column (`licencia_status`): Pending on a new upload, then accepted, expiring, expired. */
    status: string;
  };
}

/**
 * File types the API stores, told by their first bytes (never by the name or the declared
 * Content-Type, both chosen by the sender; ASVS 5.2.2).
 */
import { FILE_TYPES, type FileKind } from '../../domain/files';

export { DOCUMENT_KINDS, FILE_TYPES, IMAGE_KINDS, type FileKind } from '../../domain/files';

const startsWith = (data: Uint8Array, bytes: number[], offset = 0) =>
  data.length >= offset + bytes.length && bytes.every((b, i) => data[offset + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** The type of `data` from its magic bytes, or null when it is none of FILE_TYPES. */
export function sniff(data: Uint8Array): FileKind | null {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(data, ascii('%PDF-'))) return 'pdf';
  return null;
}

/** The kind a stored key names by its extension (keys are made by FileStore from the sniffed kind). */
export function kindOfKey(key: string): FileKind | null {
  const ext = key.slice(key.lastIndexOf('.') + 1);
  const found = Object.entries(FILE_TYPES).find(([, t]) => t.ext === ext);
  return found ? (found[0] as FileKind) : null;
}

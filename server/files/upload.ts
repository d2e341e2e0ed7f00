import { MAX_FILE_MB } from '../../domain/files';
import { hasUnsafeCharacter } from '../../domain/fields';
import type { FastifyRequest } from 'fastify';
import { ApiError, FieldErrors, type Message } from '../http/errors';
import type { Readable } from 'node:stream';
import { sanitize } from './sanitize';
import { turns } from './turns';
import { FILE_TYPES, sniff, type FileKind } from './types';

/** Largest file accepted (10 MB); a larger one is refused with a clear message. */
export { MAX_FILE_MB };

/** Busboy limits of every multipart route: one or two files, a few short fields. */
export const MULTIPART_LIMITS = {
  fileSize: MAX_FILE_MB * 1024 * 1024,
  files: 2,
  fields: 10,
  parts: 12,
  fieldSize: 64 * 1024,
  fieldNameSize: 100,
  headerPairs: 100,
};

export interface FormSpec {
  /** File fields and the kinds each takes by its bytes; null: any content (the caller checks it). */
  files: Record<string, readonly FileKind[] | null>;
  /** Plain text fields. */
  fields?: readonly string[];
  /** Largest file in MB, for this form only; MAX_FILE_MB by default. */
  maxMb?: number;
  /** Files the form may leave out (absent from `files`, no error): the caller decides what is required. */
  optional?: readonly string[];
  /**
   * Largest sum of all its files in MB (an audit holds one photo per item in memory until it is
   * checked): past it, reading stops with `validation.files_total` under non_field_errors.
   */
  maxTotalMb?: number;
}

export interface Form {
  files: Record<string, { data: Buffer; kind: FileKind | null }>;
  fields: Record<string, string>;
  /** Field errors found so far: the caller adds its own and throws them all at once. */
  errors: Record<string, Message[]>;
}

/** Adds one field error to a form's (or any field-error map), beside those already there. */
export const addFieldError = (errors: Record<string, Message[]>, field: string, message: Message) => (errors[field] ??= []).push(message);

/**
 * The file to keep, or null with its error: `Choose a file.` for a missing or empty one, a type
 * message naming the kinds allowed, a damaged-file message for an image whose structure is
 * broken. An image is kept cut to its own end (server/files/sanitize.ts: nothing rides after it).
 */
function checkFile(errors: Record<string, Message[]>, field: string, data: Buffer | undefined, kinds: readonly FileKind[] | null) {
  if (!data || data.length === 0) {
    addFieldError(errors, field, { key: 'validation.file' });
    return null;
  }
  if (!kinds) return { data, kind: null };
  const kind = sniff(data);
  if (!kind || !kinds.includes(kind)) {
    addFieldError(errors, field, { key: 'validation.file_type', params: { types: kinds.map((k) => FILE_TYPES[k].label).join(', ') } });
    return null;
  }
  const clean = sanitize(data, kind);
  if (!clean) {
    addFieldError(errors, field, { key: 'validation.file_broken', params: { type: FILE_TYPES[kind].label } });
    return null;
  }
  return { data: clean, kind };
}

/**
 * A file part's bytes in one buffer, joined a slice of time at a time. Why not the part's
 * toBuffer(): it joins every piece in one go, and writing that much fresh memory costs page
 * faults that hold the event loop, so uploads ending together would stall every other request.
 * A file cut at the size limit throws like toBuffer().
 */
async function readFilePart(part: { file: Readable & { truncated?: boolean }; fieldname: string }) {
  const pieces: Buffer[] = [];
  let length = 0;
  for await (const piece of part.file as AsyncIterable<Buffer>) {
    pieces.push(piece);
    length += piece.length;
  }
  // Past the limit busboy drops the rest and ends the stream marked truncated.
  if (part.file.truncated) throw Object.assign(new Error('file too large'), { code: 'FST_REQ_FILE_TOO_LARGE', part });
  if (pieces.length === 1) return pieces[0];
  const whole = Buffer.allocUnsafe(length);
  const turn = turns();
  let offset = 0;
  for (const piece of pieces) {
    await turn();
    whole.set(piece, offset);
    offset += piece.length;
  }
  return whole;
}

/**
 * Reads a multipart body (or a JSON one, which has no files) as `spec` says: every file into
 * memory (≤ 10 MB each), its type told by its bytes. A file too large answers at once with a
 * field error on its field; unknown fields are field errors, as in JSON bodies.
 */
export async function readForm(req: FastifyRequest, spec: FormSpec): Promise<Form> {
  const errors: Record<string, Message[]> = Object.create(null);
  const buffers: Record<string, Buffer> = Object.create(null);
  const fields: Record<string, string> = Object.create(null);
  const allowedFields = spec.fields ?? [];
  const maxMb = spec.maxMb ?? MAX_FILE_MB;
  let totalBytes = 0;

  if (req.isMultipart()) {
    try {
      // A form with more files or fields than the default limits (a bundle upload) gets room for them.
      const fileCount = Math.max(MULTIPART_LIMITS.files, Object.keys(spec.files).length);
      const fieldCount = Math.max(MULTIPART_LIMITS.fields, allowedFields.length);
      const parts = Math.max(MULTIPART_LIMITS.parts, fileCount + fieldCount);
      const limits = { ...MULTIPART_LIMITS, fileSize: maxMb * 1024 * 1024, files: fileCount, fields: fieldCount, parts };
      for await (const part of req.parts({ limits })) {
        if (part.type === 'file') {
          if (!Object.hasOwn(spec.files, part.fieldname) || buffers[part.fieldname]) {
            part.file.resume();
            addFieldError(errors, part.fieldname, { key: 'validation.unknown_field' });
            continue;
          }
          buffers[part.fieldname] = await readFilePart(part);
          totalBytes += buffers[part.fieldname].length;
          if (spec.maxTotalMb !== undefined && totalBytes > spec.maxTotalMb * 1024 * 1024)
            throw FieldErrors.one('non_field_errors', 'files_total', { count: spec.maxTotalMb });
        } else if (allowedFields.includes(part.fieldname)) {
          const value = String(part.value ?? '');
          // Multipart text skips the JSON hook (server/http/inputSafety.ts): same check here.
          if (hasUnsafeCharacter(value)) addFieldError(errors, part.fieldname, { key: 'validation.characters' });
          else fields[part.fieldname] = value;
        } else {
          addFieldError(errors, part.fieldname, { key: 'validation.unknown_field' });
        }
      }
    } catch (err) {
      if (err instanceof FieldErrors) throw err;
      const e = err as { code?: string; statusCode?: number; part?: { fieldname?: string } };
      if (e.code === 'FST_REQ_FILE_TOO_LARGE') throw FieldErrors.one(e.part?.fieldname ?? 'non_field_errors', 'file_size', { count: maxMb });
      // Limits (413) keep their status; a body that is not well-formed multipart is the caller's fault.
      if (typeof e.statusCode === 'number') throw err;
      throw new ApiError(400, 'invalid');
    }
  } else if (req.body !== undefined && req.body !== null) {
    // A JSON body carries no file; its keys still have to be known ones.
    if (typeof req.body !== 'object' || Array.isArray(req.body)) addFieldError(errors, 'non_field_errors', { key: 'errors.invalid' });
    else
      for (const [key, value] of Object.entries(req.body)) {
        if (allowedFields.includes(key) && (typeof value === 'string' || typeof value === 'number')) fields[key] = String(value);
        else if (!Object.hasOwn(spec.files, key)) addFieldError(errors, key, { key: 'validation.unknown_field' });
      }
  }

  const files: Form['files'] = Object.create(null);
  for (const [field, kinds] of Object.entries(spec.files)) {
    if (!buffers[field] && spec.optional?.includes(field)) continue;
    const file = checkFile(errors, field, buffers[field], kinds);
    if (file && !errors[field]) files[field] = file;
  }
  return { files, fields, errors };
}

/** Throws the collected field errors, if any. */
export function throwIfAny(errors: Record<string, Message[]>) {
  if (Object.keys(errors).length) throw new FieldErrors(errors);
}

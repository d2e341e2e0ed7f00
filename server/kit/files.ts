import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { z } from 'zod';
import { EXPIRY_FORM_FIELD } from '../../domain/files';
import type { AppContext } from '../context';
import { DOCUMENT_KINDS, FILE_TYPES, IMAGE_KINDS, type FileKind } from '../files/types';
import { MAX_FILE_MB, readForm, throwIfAny } from '../files/upload';
import { notFound } from '../http/errors';
import { fileAnswer } from './schemas';
import { columnOf, type ActionArgs, type FileDeclaration, type RecordAction, type ResourceDeclaration } from './define';
import { discard, readExpiry, storeFiles, writeUploads } from './fileWrites';
import type { Row } from './records';

/** The declared files of a resource as record calls: upload or replace, and serve as a blob. */

export const KINDS = { image: IMAGE_KINDS, document: DOCUMENT_KINDS } as const;

const formFieldOf = (file: FileDeclaration) => file.formField ?? file.field;
const readPathOf = (file: FileDeclaration) => file.read ?? file.field;

/**
 * POST {base}{id}/{upload}/: stores the file, then records it in one transaction with its audit
 * row (server/kit/fileWrites.ts). A document goes back to Pending, or to its state by date when
 * its declaration says the uploader reviews it.
 */
async function upload(args: ActionArgs, file: FileDeclaration) {
  const { ctx, req, records, id } = args;
  const formField = formFieldOf(file);
  const form = await readForm(req, {
    files: { [formField]: KINDS[file.kind] },
    fields: [...(file.expiry ? [file.expiry.formField ?? EXPIRY_FORM_FIELD] : []), ...(file.ignoredFields ?? [])],
    maxMb: file.maxMb,
  });
  const date = readExpiry(file, form);
  throwIfAny(form.errors);
  await records.find(ctx.database.db, id as number, req); // 404 (or an app session's 409) before anything is stored
  const { data, kind } = form.files[formField];
  const uploads = await storeFiles(ctx.files, [{ file, data, kind: kind!, date }], req.log);
  return writeUploads(args, file.access, uploads);
}

/** `usuarios` → `usuario`: a served file's name starts with its record's kind. */
const singular = (base: string) => base.split('/')[0].replace(/s$/, '');

/**
 * `inline` for an image (the screens draw it), `attachment` for anything else (a PDF can carry
 * script: it is saved, never opened in the app's origin); the name in ASCII and RFC 5987 form.
 */
export function contentDisposition(kind: FileKind, name: string): string {
  const disposition = IMAGE_KINDS.includes(kind) ? 'inline' : 'attachment';
  const ascii = name.replace(/[^\w.-]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Headers of every served file: its type told by its bytes and never sniffed again, readable by
 * this origin only, and, should the browser ever render it as a page, a sandbox with no script,
 * plugin or fetch.
 */
const FILE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "sandbox; default-src 'none'",
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Cache-Control': 'private, no-store',
};

/**
 * A stored file as the answer: its type told by its bytes, FILE_HEADERS, and `<name>.<ext>`
 * as its download name; 404 without one. Declared files and other stored photos (audit items,
 * incidents) are all served through here.
 */
export async function sendStoredFile(ctx: AppContext, reply: FastifyReply, key: string | null | undefined, name: string) {
  const stored = await ctx.files.open(key ?? null);
  if (!stored) throw notFound();
  const type = FILE_TYPES[stored.kind];
  return reply
    .headers(FILE_HEADERS)
    .header('Content-Type', type.mime)
    .header('Content-Length', stored.size)
    .header('Content-Disposition', contentDisposition(stored.kind, `${name}.${type.ext}`))
    .send(stored.stream);
}

/** GET {base}{id}/{read}/: the stored file, to a caller who may see the record; 404 without one. */
async function serve({ ctx, reply, records, id }: ActionArgs, file: FileDeclaration) {
  const row = await records.find(ctx.database.db, id as number);
  return sendStoredFile(ctx, reply, row[file.field] as string | null, `${singular(records.declaration.base)}-${id}-${file.field}`);
}

/** An upload's multipart body and one line, for the OpenAPI document (server/kit/schemas.ts). */
function uploadDocs(file: FileDeclaration): Pick<RecordAction, 'body' | 'summary'> {
  const types = KINDS[file.kind].map((k) => FILE_TYPES[k].label).join(', ');
  const limit = `${types}; up to ${file.maxMb ?? MAX_FILE_MB} MB`;
  // The file is a form part (a string to the document); the date is yyyy-MM-dd.
  const shape: Record<string, z.ZodType> = { [formFieldOf(file)]: z.string() };
  if (file.expiry) shape[file.expiry.formField ?? EXPIRY_FORM_FIELD] = file.expiry.required ? z.iso.date() : z.iso.date().optional();
  const pending = file.expiry ? `; the document goes back to Pending${file.reviewed ? ' (to its state by date on a record its uploader reviews)' : ''}` : '';
  for (const field of file.ignoredFields ?? []) shape[field] = z.string().optional().describe('accepted and ignored');
  return { body: z.object(shape), summary: `Upload or replace ${file.field} (${limit})${pending}` };
}

/** The files this declaration serves: those without `servedBy` or served by its base. */
const servedFiles = (declaration: ResourceDeclaration) =>
  (declaration.files ?? []).filter((file) => (file.servedBy ?? declaration.base) === declaration.base);

/**
 * The record calls of a declaration's files (registered with its other actions, uploads as
 * multipart). Every named column is checked here, so a wrong declaration fails at start-up.
 */
export function fileActions(declaration: ResourceDeclaration): RecordAction[] {
  for (const file of declaration.files ?? []) {
    for (const column of [file.field, file.expiry?.field, file.expiry?.status]) if (column) columnOf(declaration, column);
  }
  return servedFiles(declaration).flatMap((file): RecordAction[] => [
    { path: file.upload, method: 'POST', access: file.access, multipart: true, ...uploadDocs(file), answerSchema: 'record', handler: (args) => upload(args, file) },
    {
      path: readPathOf(file),
      // The upload may share its path (licencia/): the read is named apart.
      name: `read_${readPathOf(file)}`,
      method: 'GET',
      access: 'show',
      summary: `The stored ${file.field} as a blob, its type told by its bytes (404 without one)`,
      answerSchema: fileAnswer(KINDS[file.kind], `The stored ${file.field}`),
      handler: (args) => serve(args, file),
    },
  ]);
}

/** After a committed delete (single or multiple): the deleted rows' stored files go too. */
export async function removeFilesOf(ctx: AppContext, declaration: ResourceDeclaration, rows: Row[], log?: FastifyBaseLogger) {
  const fields = (declaration.files ?? []).map((file) => file.field);
  if (!fields.length || !rows.length) return;
  await discard(ctx.files, rows.flatMap((row) => fields.map((field) => row[field] as string | null)), log);
}

/**
 * A row's answer with each declared file's key replaced by the API path serving it (null
 * without a file), for a declaration's `output`: keys are the server's, never the client's.
 */
export const withFilePaths = (base: string, files: readonly FileDeclaration[]) => {
  const paths = files.map((file) => ({ field: file.field, before: `/api/${file.servedBy ?? base}/`, after: `/${readPathOf(file)}/` }));
  // One copy of the row, written in place: a list answers it for every row of every page.
  return (row: Row): Row => {
    const out = { ...row };
    for (const { field, before, after } of paths) out[field] = row[field] ? before + row.id + after : null;
    return out;
  };
};

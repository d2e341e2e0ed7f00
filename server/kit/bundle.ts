import { z } from 'zod';
import { FILE_TYPES } from '../files/types';
import { addFieldError, readForm, throwIfAny, type Form } from '../files/upload';
import type { Db } from '../db/client';
import type { Message } from '../http/errors';
import type { ActionArgs, FileDeclaration, RecordAction } from './define';
import { KINDS } from './files';
import { readExpiry, storeFiles, writeUploads } from './fileWrites';
import type { Row } from './records';

/**
 * A bundle upload: several declared files of a record and a few text fields in one multipart
 * call (SPEC §7 vehiculos/{id}/cargar_documentos/), all or nothing. Each file is sent under its
 * own field name; a document's date under its expiry column's name (`<doc>_vencimiento`).
 */

const dateFieldOf = (file: FileDeclaration) => file.expiry?.field ?? null;

/** A text field of a bundle, stored in the column of the same name when sent (an empty one is not sent). */
export interface BundleField {
  /** The value to store, or the message refusing it. */
  read(value: string): { value: unknown } | { error: Message };
  /**
   * The field error when the value read cannot be stored beside the other records (one holds
   * it), or null; the declaration words it as its create and edit do.
   */
  taken?(db: Db, value: unknown, id: number): Promise<Message | null>;
}

export interface BundleDeclaration {
  path: string;
  /** DOMAIN §1 action, also the audit and history action. */
  access: string;
  /** The declared files the call takes (the resource's `files`), each under its own field name. */
  files: readonly FileDeclaration[];
  /** Files a record must hold once the call is done: required unless already stored. */
  required?: readonly string[];
  fields?: Record<string, BundleField>;
  summary?: string;
}

/**
 * The text fields as stored, errors added to the form's: each sent one read, then checked
 * against the other records by its `taken` (a unique index still refuses a race).
 */
async function readFields({ ctx, id }: ActionArgs, bundle: BundleDeclaration, form: Form) {
  const values: Row = {};
  for (const [name, field] of Object.entries(bundle.fields ?? {})) {
    const sent = (form.fields[name] ?? '').trim();
    if (!sent || form.errors[name]) continue;
    const read = field.read(sent);
    if ('error' in read) {
      addFieldError(form.errors, name, read.error);
      continue;
    }
    const taken = await field.taken?.(ctx.database.db, read.value, id as number);
    if (taken) addFieldError(form.errors, name, taken);
    values[name] = read.value;
  }
  return values;
}

/**
 * Reads and checks the whole call before anything is written (files by their bytes and sizes,
 * dates, fields, what the record must hold), answering every error at once under its field;
 * then stores the files and writes them with the fields in one transaction (server/kit/fileWrites.ts).
 */
async function bundleUpload(args: ActionArgs, bundle: BundleDeclaration) {
  const { ctx, req, records, id } = args;
  const names = bundle.files.map((file) => file.field);
  const dateFields = bundle.files.flatMap((file) => dateFieldOf(file) ?? []);
  const form = await readForm(req, {
    files: Object.fromEntries(bundle.files.map((file) => [file.field, KINDS[file.kind]])),
    optional: names,
    fields: [...dateFields, ...Object.keys(bundle.fields ?? {})],
  });
  const row = await records.find(ctx.database.db, id as number, req);
  const sent = [];
  for (const file of bundle.files) {
    const dateField = dateFieldOf(file);
    const stored = form.files[file.field];
    const refused = Boolean(form.errors[file.field]);
    // A document sent (kept or refused) needs its date, checked either way so every error shows at once.
    const date = dateField && (stored || refused) ? readExpiry(file, form, { formField: dateField, required: true }) : null;
    if (stored) sent.push({ file, data: stored.data, kind: stored.kind!, date });
    else if (!refused) {
      // A date belongs to the document sent with it; a required file must be sent unless stored.
      const missing = (dateField && form.fields[dateField]?.trim()) || (bundle.required?.includes(file.field) && !row[file.field]);
      if (missing) addFieldError(form.errors, file.field, { key: 'validation.file' });
    }
  }
  const values = await readFields(args, bundle, form);
  throwIfAny(form.errors);
  if (!sent.length && !Object.keys(values).length) return records.output(row);
  const uploads = await storeFiles(ctx.files, sent, req.log);
  return writeUploads(args, bundle.access, uploads, values);
}

/** The bundle's multipart body, for the OpenAPI document. */
function bundleBody(bundle: BundleDeclaration) {
  const shape: Record<string, z.ZodType> = {};
  for (const file of bundle.files) {
    const types = KINDS[file.kind].map((k) => FILE_TYPES[k].label).join(', ');
    shape[file.field] = z.string().optional().describe(types);
    if (file.expiry) shape[file.expiry.field] = z.iso.date().optional().describe(`required with ${file.field}`);
  }
  for (const name of Object.keys(bundle.fields ?? {})) shape[name] = z.string().optional();
  return z.object(shape);
}

/** The record call of a bundle upload, multipart, checked by DOMAIN §1 `access`. */
export function bundleAction(bundle: BundleDeclaration): RecordAction {
  const required = bundle.required?.length ? `; ${bundle.required.join(', ')} required unless already stored` : '';
  return {
    path: bundle.path,
    method: 'POST',
    access: bundle.access,
    multipart: true,
    body: bundleBody(bundle),
    summary: bundle.summary ?? `Upload ${bundle.files.map((f) => f.field).join(', ')} together, all or nothing${required}`,
    answerSchema: 'record',
    handler: (args) => bundleUpload(args, bundle),
  };
}

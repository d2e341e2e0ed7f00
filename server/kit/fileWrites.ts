import type { FastifyBaseLogger } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { EXPIRY_FORM_FIELD } from '../../domain/files';
import { DATE_YEARS, readApiDate } from '../../domain/dates';
import { DOCUMENT_STATUS } from '../../domain/status';
import type { FileStore } from '../files/store';
import { addFieldError, type Form } from '../files/upload';
import { recordAudit } from '../http/audit';
import { notify, raiserOf } from '../notifications/notify';
import { columnOf, type ActionArgs, type FileDeclaration } from './define';
import { documentStateFor, today } from './documents';
import { addHistory } from './history';
import type { Row } from './records';

/**
 * What every upload call shares (a declared file's own call and a bundle of several, server/kit/
 * files.ts and bundle.ts): reading a document's date, storing the files, then one transaction
 * writing the columns with their audit, history and notifications, and removing what a failed
 * or committed write leaves behind.
 */

/** A declared file the call carries: its stored key and, for a document, its date. */
export interface Upload {
  file: FileDeclaration;
  key: string;
  date?: string | null;
}

/**
 * A document's date from `formField` (its declared one by default), errors added to the form's:
 * required when declared so (or told), yyyy-MM-dd within DATE_YEARS (year 0 reached PostgreSQL as a 500).
 */
export function readExpiry(file: FileDeclaration, form: Form, options: { formField?: string; required?: boolean } = {}): string | null {
  if (!file.expiry) return null;
  const { formField = file.expiry.formField ?? EXPIRY_FORM_FIELD, required = file.expiry.required } = options;
  const value = (form.fields[formField] ?? '').trim();
  // A value refused while reading (characters) is not also "empty".
  if (!value && required && !form.errors[formField]) addFieldError(form.errors, formField, { key: 'validation.required' });
  const read = value ? readApiDate(value) : null;
  if (read && (!read.ok || read.day !== value)) {
    const key = read.ok ? 'date' : read.key;
    addFieldError(form.errors, formField, { key: `validation.${key}`, params: key === 'date_range' ? { ...DATE_YEARS } : undefined });
  }
  return value || null;
}

/**
 * DOMAIN §2: a new document waits for its reviewer (Pending), unless the declaration says the
 * record's uploader reviews it (an admin on an accepted vehicle): then it starts in its state by date.
 */
const stateOnUpload = (file: FileDeclaration, before: Row, date: string | null | undefined) =>
  file.reviewed?.(before) ? documentStateFor(date ?? null, today()) : DOCUMENT_STATUS.pending;

/** Saves each file, answering its key; if one fails, those already saved are removed (`discard`). */
export async function storeFiles(
  store: FileStore,
  files: { file: FileDeclaration; data: Buffer; kind: Parameters<FileStore['save']>[1]; date?: string | null }[],
  log: FastifyBaseLogger,
) {
  const uploads: Upload[] = [];
  try {
    for (const { file, data, kind, date } of files) uploads.push({ file, key: await store.save(data, kind), date });
  } catch (err) {
    await discard(store, uploads.map((u) => u.key), log);
    throw err;
  }
  return uploads;
}

/**
 * Records stored files (and `values`, other columns) on a record in one transaction: the
 * columns, one audit row under `action`, a history row for each document whose state moved,
 * and each file's declared notification (first or replacement). A failed write removes the new
 * files and leaves the record as it was; the replaced files go once the new ones are committed.
 */
export async function writeUploads({ ctx, req, records, id }: ActionArgs, action: string, uploads: Upload[], values: Row = {}) {
  const { declaration } = records;
  const base = declaration.base;
  const recordId = id as number;
  const store = ctx.files;
  let result: { before: Row; after: Row };
  try {
    result = await ctx.database.db.transaction(async (tx) => {
      const before = await records.lock(tx, req, recordId);
      const set: Row = { ...values };
      for (const { file, key, date } of uploads) {
        set[file.field] = key;
        if (file.expiry) Object.assign(set, { [file.expiry.field]: date ?? null, [file.expiry.status]: stateOnUpload(file, before, date) });
      }
      const [after] = await tx
        .update(declaration.table)
        .set({ ...set, updated_at: sql`now()` })
        .where(eq(columnOf(declaration, 'id'), recordId))
        .returning(records.selection);
      const changes = Object.fromEntries(Object.keys(set).map((k) => [k, [before[k], after[k]]]));
      await recordAudit(tx, req, { resource: base, action, recordId, changes });
      for (const { file } of uploads) {
        const resource = file.servedBy ?? base;
        // A new document moves its state: a transition, so the record's history shows it.
        const status = file.expiry?.status;
        if (status && before[status] !== after[status]) {
          await addHistory(tx, req, { resource, recordId, action, field: status, from: before[status] as number | null, to: after[status] as number });
        }
        // DOMAIN §5: a first file and a replacement may each raise a notification, with the write.
        const type = before[file.field] ? file.notify?.replaced : file.notify?.added;
        if (type !== undefined) await notify(tx, type, { resource, recordId, params: file.notify!.params(after), raisedBy: raiserOf(req) });
      }
      return { before, after };
    });
  } catch (err) {
    await discard(store, uploads.map((u) => u.key), req.log);
    throw err;
  }
  await discard(store, uploads.map((u) => result.before[u.file.field] as string | null), req.log);
  return records.output(result.after);
}

/**
 * Removes stored files whose change is committed, or that a failed write leaves behind. A
 * failure (a file the server cannot unlink, the store down) is logged for the operator, never
 * the caller's error: that stays the write's own (a 409, a field error), and the hourly sweep
 * (server/jobs/fileSweep.ts) takes what is left.
 */
export async function discard(store: FileStore, keys: (string | null)[], log: FastifyBaseLogger | undefined) {
  await Promise.all(keys.map((key) => store.remove(key).catch((err: unknown) => log?.error({ err }, 'A stored file could not be removed'))));
}

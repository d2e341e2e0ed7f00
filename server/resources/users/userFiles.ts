import { eq, sql } from 'drizzle-orm';
import { DOCUMENT_STATUS } from '../../../domain/status';
import { usuarios } from '../../db/schema';
import { FileStore } from '../../files/store';
import { FILE_TYPES, DOCUMENT_KINDS, IMAGE_KINDS, type FileKind } from '../../files/types';
import { readForm, throwIfAny } from '../../files/upload';
import { recordAudit } from '../../http/audit';
import { notFound } from '../../http/errors';
import type { ActionArgs, RecordAction } from '../../kit/define';
import type { Row } from '../../kit/records';

const RESOURCE = 'usuarios';
const idOf = (args: ActionArgs) => args.id as number;

/**
 * Stores `data` as the user's `field` file, then records it in one transaction with `extra`
 * changes. Stored first, so a failed write removes the new file and leaves the record as it
 * was; the replaced file goes once the new one is committed.
 */
async function replaceFile(
  { ctx, req, records }: ActionArgs,
  id: number,
  field: 'imagen' | 'licencia',
  file: { data: Buffer; kind: FileKind | null },
  extra: Record<string, unknown> = {},
) {
  const store = new FileStore(ctx.config.dataDir);
  await records.find(ctx.database.db, id); // 404 before anything is stored
  const key = await store.save(file.data, file.kind!);
  let result: { before: Row; after: Row };
  try {
    result = await ctx.database.db.transaction(async (tx) => {
      const before = await records.lock(tx, req, id);
      const [after] = await tx
        .update(usuarios)
        .set({ [field]: key, ...extra, updated_at: sql`now()` })
        .where(eq(usuarios.id, id))
        .returning(records.selection);
      const changes = Object.fromEntries(Object.keys({ [field]: key, ...extra }).map((k) => [k, [before[k], after[k]]]));
      await recordAudit(tx, req, { resource: RESOURCE, action: field === 'imagen' ? 'photo' : 'licence', recordId: id, changes });
      return { before, after };
    });
  } catch (err) {
    await store.remove(key);
    throw err;
  }
  await store.remove(result.before[field] as string | null);
  return records.output(result.after);
}

/** GET {id}/imagen/ and {id}/licencia/: the stored file, to a signed-in caller allowed to see users. */
async function serveFile({ ctx, reply, records }: ActionArgs, id: number, field: 'imagen' | 'licencia') {
  const row = await records.find(ctx.database.db, id);
  const file = await new FileStore(ctx.config.dataDir).open(row[field] as string | null);
  if (!file) throw notFound();
  const type = FILE_TYPES[file.kind];
  return reply
    .header('Content-Type', type.mime)
    .header('Content-Length', file.size)
    .header('Content-Disposition', `inline; filename="usuario-${id}-${field}.${type.ext}"`)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .send(file.stream);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (v: string) => ISO_DATE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

/** The user's photo and licence: upload, replace and serve (SPEC §7 usuarios/). */
export function userFileActions(): RecordAction[] {
  return [
    {
      path: 'foto_perfil',
      method: 'POST',
      access: 'photo',
      multipart: true,
      async handler(args) {
        const form = await readForm(args.req, { files: { imagen: IMAGE_KINDS } });
        throwIfAny(form.errors);
        return replaceFile(args, idOf(args), 'imagen', form.files.imagen);
      },
    },
    {
      path: 'licencia',
      method: 'POST',
      access: 'licence',
      multipart: true,
      async handler(args) {
        const form = await readForm(args.req, { files: { licencia: DOCUMENT_KINDS }, fields: ['vencimiento'] });
        const vencimiento = (form.fields.vencimiento ?? '').trim();
        if (!vencimiento) (form.errors.vencimiento ??= []).push({ key: 'validation.required' });
        else if (!isDate(vencimiento)) (form.errors.vencimiento ??= []).push({ key: 'validation.date' });
        throwIfAny(form.errors);
        // A new licence waits for HR's review (DOMAIN §2: 0 Pending).
        return replaceFile(args, idOf(args), 'licencia', form.files.licencia, { vencimiento, licencia_status: DOCUMENT_STATUS.pending });
      },
    },
    { path: 'imagen', method: 'GET', access: 'show', handler: (args) => serveFile(args, idOf(args), 'imagen') },
    { path: 'licencia', method: 'GET', access: 'show', handler: (args) => serveFile(args, idOf(args), 'licencia') },
  ];
}

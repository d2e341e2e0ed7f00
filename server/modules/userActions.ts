import type { FastifyRequest } from 'fastify';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { DOCUMENT_STATUS } from '../../domain/status';
import type { Db } from '../db/client';
import { puntos_ledger, refresh_tokens, usuarios } from '../db/schema';
import { FileStore } from '../files/store';
import { FILE_TYPES, DOCUMENT_KINDS, IMAGE_KINDS, type FileKind } from '../files/types';
import { readForm, throwIfAny } from '../files/upload';
import { recordAudit } from '../http/audit';
import { ApiError, FieldErrors, notFound } from '../http/errors';
import { parse } from '../http/validate';
import type { ActionArgs, RecordAction } from '../resources/define';
import { readPage } from '../resources/query';
import type { Row } from '../resources/records';
import { licenceStateFor, today } from './licences';

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

/** A licence transition (DOMAIN §2 documents) in one transaction; 409 invalid_transition without a licence. */
async function moveLicence({ ctx, req, records }: ActionArgs, id: number, next: (row: Row) => number, action: string) {
  return ctx.database.db.transaction(async (tx) => {
    const before = await records.lock(tx, req, id);
    if (!before.licencia) throw new ApiError(409, 'invalid_transition');
    const status = next(before);
    const [after] = await tx
      .update(usuarios)
      .set({ licencia_status: status, updated_at: sql`now()` })
      .where(eq(usuarios.id, id))
      .returning(records.selection);
    await recordAudit(tx, req, { resource: RESOURCE, action, recordId: id, changes: { licencia_status: [before.licencia_status, status] } });
    return records.output(after);
  });
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (v: string) => ISO_DATE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

const redeemSchema = z.object({ puntos: z.number().int().min(1).max(1_000_000_000) }).strict();

/** Appends a ledger row for a change of `delta` points that left `balance`. */
export async function addLedgerRow(tx: Db, req: FastifyRequest | null, usuario: number, delta: number, balance: number, reason: string) {
  await tx.insert(puntos_ledger).values({ usuario, delta, balance, reason, created_by: req?.user?.id ?? null });
}

/** POST {id}/canjear_puntos/ {puntos}: refused with SPEC §5's message when the balance is short. */
async function redeemPoints({ ctx, req, records, body }: ActionArgs, id: number) {
  const { puntos } = parse(redeemSchema, body);
  return ctx.database.db.transaction(async (tx) => {
    const user = await records.lock(tx, req, id);
    const before = user.puntos as number;
    if (before < puntos) throw FieldErrors.one('puntos', 'points_short');
    const balance = before - puntos;
    await tx.update(usuarios).set({ puntos: balance, updated_at: sql`now()` }).where(eq(usuarios.id, id));
    await addLedgerRow(tx, req, id, -puntos, balance, 'redeem');
    await recordAudit(tx, req, { resource: RESOURCE, action: 'redeem_points', recordId: id, changes: { puntos: [before, balance] } });
    return { puntos: balance };
  });
}

/** GET {id}/puntos/?page&limit: the ledger, newest first. */
async function ledger({ ctx, req, records }: ActionArgs, id: number) {
  const db = ctx.database.db;
  const { page, limit } = readPage(req.query as Record<string, unknown>);
  await records.find(db, id);
  const where = eq(puntos_ledger.usuario, id);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: puntos_ledger.id,
        delta: puntos_ledger.delta,
        balance: puntos_ledger.balance,
        reason: puntos_ledger.reason,
        created_at: puntos_ledger.created_at,
        created_by: puntos_ledger.created_by,
      })
      .from(puntos_ledger)
      .where(where)
      .orderBy(desc(puntos_ledger.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(puntos_ledger).where(where),
  ]);
  return { count: total, next: page * limit < total ? page + 1 : null, previous: page > 1 ? page - 1 : null, results: rows };
}

/**
 * GET {id}/quitar_permisos/: no back-office group, no longer platform staff, and every token of
 * that user dies at once (token_version, refresh tokens revoked). Not on oneself: the last
 * administrator could lock everyone out.
 */
async function removePermissions({ ctx, req, records }: ActionArgs, id: number) {
  if (req.user?.id === id) throw new ApiError(409, 'invalid_transition');
  return ctx.database.db.transaction(async (tx) => {
    const before = await records.lock(tx, req, id);
    const [after] = await tx
      .update(usuarios)
      .set({ groups: [], plataforma: false, token_version: sql`${usuarios.token_version} + 1`, updated_at: sql`now()` })
      .where(eq(usuarios.id, id))
      .returning(records.selection);
    await tx.update(refresh_tokens).set({ revoked_at: sql`now()` }).where(and(eq(refresh_tokens.user_id, id), isNull(refresh_tokens.revoked_at)));
    await recordAudit(tx, req, {
      resource: RESOURCE,
      action: 'remove_permissions',
      recordId: id,
      changes: { groups: [before.groups, []], plataforma: [before.plataforma, false] },
    });
    return records.output(after);
  });
}

/** SPEC §7 user calls beyond CRUD; DOMAIN §1 decides who (domain/access.ts). */
export function userActions(): RecordAction[] {
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
    {
      path: 'aceptar_licencia',
      method: 'GET',
      access: 'accept_licence',
      // Accepted, or at once expiring / expired when its date is that close (DOMAIN §4).
      handler: (args) => moveLicence(args, idOf(args), (row) => licenceStateFor(row.vencimiento as string | null, today()), 'accept_licence'),
    },
    {
      path: 'rechazar_licencia',
      method: 'GET',
      access: 'reject_licence',
      handler: (args) => moveLicence(args, idOf(args), () => DOCUMENT_STATUS.rejected, 'reject_licence'),
    },
    { path: 'canjear_puntos', method: 'POST', access: 'redeem_points', handler: (args) => redeemPoints(args, idOf(args)) },
    { path: 'puntos', method: 'GET', access: 'show', handler: (args) => ledger(args, idOf(args)) },
    {
      path: 'quitar_permisos',
      method: 'GET',
      access: 'remove_permissions',
      accessResource: 'usuarios/plataforma',
      handler: (args) => removePermissions(args, idOf(args)),
    },
  ];
}

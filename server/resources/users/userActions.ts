import type { FastifyRequest } from 'fastify';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { DOCUMENT_STATUS } from '../../../domain/status';
import type { Db } from '../../db/client';
import { puntos_ledger, refresh_tokens, usuarios } from '../../db/schema';
import { recordAudit } from '../../http/audit';
import { ApiError, FieldErrors } from '../../http/errors';
import { parse } from '../../http/validate';
import type { ActionArgs, RecordAction } from '../../kit/define';
import { readPage } from '../../kit/query';
import type { Row } from '../../kit/records';
import { licenceStateFor, today } from './licences';

const RESOURCE = 'usuarios';
const idOf = (args: ActionArgs) => args.id as number;

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

import type { FastifyRequest } from 'fastify';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { LICENCE_TRANSITIONS } from '../../../domain/licences';
import type { Db } from '../../db/client';
import { puntos_ledger, refresh_tokens, usuarios } from '../../db/schema';
import { FieldErrors } from '../../http/errors';
import type { ActionArgs, RecordAction } from '../../kit/define';
import { answerPage, countUpTo, readPage } from '../../kit/query';
import { moves } from '../../kit/machines';
import { pageOf, rowSchema } from '../../kit/schemas';
import { defineTransition, type TransitionDeclaration } from '../../kit/transitions';
import { documentStateFor, today } from '../../kit/documents';
import { adminGroupChanges } from '../../../domain/reauth';
import { requireRecentAuth } from '../../auth/reauth';

/** Appends a ledger row for a change of `delta` points that left `balance`. */
export async function addLedgerRow(tx: Db, req: FastifyRequest | null, usuario: number, delta: number, balance: number, reason: string) {
  await tx.insert(puntos_ledger).values({ usuario, delta, balance, reason, created_by: req?.user?.id ?? null });
}

/**
 * Adds `delta` points to a user's balance and its ledger row, in the caller's transaction (a
 * trip's credit); the update locks the user, so overlapping credits follow one another. Answers the balance.
 */
export async function addPoints(tx: Db, req: FastifyRequest | null, usuario: number, delta: number, reason: string) {
  const [row] = await tx
    .update(usuarios)
    .set({ puntos: sql`${usuarios.puntos} + ${delta}`, updated_at: sql`now()` })
    .where(eq(usuarios.id, usuario))
    .returning({ puntos: usuarios.puntos });
  await addLedgerRow(tx, req, usuario, delta, row.puntos, reason);
  return row.puntos;
}

/**
 * SPEC §7 user calls that change the record, declared for the kit's transitions (lock, check,
 * write, audit, history in one transaction); DOMAIN §1 decides who (domain/access.ts).
 */
export function userTransitions(): TransitionDeclaration[] {
  return [
    // domain/licences.ts: which licence takes which decision.
    {
      ...moves(LICENCE_TRANSITIONS.aceptar_licencia),
      // Accepted, or at once expiring / expired when its date is that close (DOMAIN §4).
      to: (row) => documentStateFor(row.vencimiento as string | null, today()),
    },
    moves(LICENCE_TRANSITIONS.rechazar_licencia),
    // SPEC §5: refused with "not enough points" when the balance is short; every change is in the ledger.
    defineTransition({
      path: 'canjear_puntos',
      method: 'POST',
      access: 'redeem_points',
      body: z.object({ puntos: z.number().int().min(1).max(1_000_000_000) }),
      async effect(tx, { req, before, body }) {
        const balance = (before.puntos as number) - body.puntos;
        if (balance < 0) throw FieldErrors.one('puntos', 'points_short');
        await addLedgerRow(tx, req, before.id as number, -body.puntos, balance, 'redeem');
        return { puntos: balance };
      },
      answer: (after) => ({ puntos: after.puntos }),
      answerSchema: z.object({ puntos: z.number().int().describe('The new balance') }),
    }),
    // No back-office group, no longer platform staff, and every token of that user dies at once.
    // Only from someone who has permissions; account safety (protect) refuses it on oneself
    // (own_account) and on the last active administrator (last_admin).
    {
      path: 'quitar_permisos',
      method: 'GET',
      access: 'remove_permissions',
      accessResource: 'usuarios/plataforma',
      when: (row) => row.plataforma === true || (row.groups as string[]).length > 0,
      async effect(tx, { req, before }) {
        // Taking the Administrador group away needs a recent password or code (ASVS 7.5.1).
        if (adminGroupChanges(before, { groups: [] })) await requireRecentAuth(tx, req);
        await tx.update(refresh_tokens).set({ revoked_at: sql`now()` }).where(and(eq(refresh_tokens.user_id, before.id as number), isNull(refresh_tokens.revoked_at)));
        return { groups: [], plataforma: false, token_version: sql`${usuarios.token_version} + 1` };
      },
    },
  ];
}

/** GET {id}/puntos/?page&limit: the ledger, newest first. */
async function ledger({ ctx, req, records }: ActionArgs, id: number) {
  const db = ctx.database.db;
  const page = readPage(req.query as Record<string, unknown>);
  await records.find(db, id);
  const where = eq(puntos_ledger.usuario, id);
  return answerPage(
    page,
    (limit, offset) =>
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
        .orderBy(desc(puntos_ledger.created_at), desc(puntos_ledger.id))
        .limit(limit)
        .offset(offset),
    countUpTo(db, puntos_ledger, where),
  );
}

/** SPEC §7 user reads beyond CRUD. */
export function userActions(): RecordAction[] {
  return [{ path: 'puntos', method: 'GET', access: 'show', answerSchema: pageOf(rowSchema(puntos_ledger, ['usuario'])), handler: (args) => ledger(args, args.id as number) }];
}

import type { FastifyRequest } from 'fastify';
import { and, asc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { CARD_LOAN_STATES } from '../../../domain/loans';
import { ACTIVE_STATUS } from '../../../domain/status';
import type { Db } from '../../db/client';
import { prestamos, type tarjeta_gasolina, type tarjeta_tag } from '../../db/schema';
import { recordAudit } from '../../http/audit';
import { ApiError, blockingOf, FieldErrors } from '../../http/errors';
import type { ActionArgs, GuardedChange } from '../../kit/define';
import { anyOf } from '../../kit/filterValues';
import { addHistory } from '../../kit/history';
import { answerPage, countUpTo, readPage } from '../../kit/query';
import type { Row } from '../../kit/records';

export type CardTable = typeof tarjeta_gasolina | typeof tarjeta_tag;
export type CardBase = 'tarjeta_gasolina' | 'tarjeta_tag';

/** The loan history's action for a card received: its kind, which the card's number alone does not say. */
const LOAN_CARD_HISTORY: Record<CardBase, string> = { tarjeta_gasolina: 'assign_fuel_card', tarjeta_tag: 'assign_tag_card' };

/** numero is unique: a field error in the card's own words rather than the index's. */
export function uniqueNumero(table: CardTable) {
  return async (tx: Db, data: Row, id: number | null) => {
    const same = and(eq(table.numero, data.numero as string), id === null ? undefined : ne(table.id, id));
    const [taken] = await tx.select({ id: table.id }).from(table).where(same).limit(1);
    if (taken) throw FieldErrors.one('numero', 'card_numero_taken');
  };
}

/** Whether `change` takes a card out of service: deleted, or its status set to anything but active. */
const disables = (change: GuardedChange) =>
  change.kind === 'status' ? change.value !== ACTIVE_STATUS.active : change.kind === 'update' && change.data.status !== undefined && change.data.status !== ACTIVE_STATUS.active;

/**
 * A card held by a loan is neither deleted nor deactivated (409, one by one or in bulk): the loan
 * ends first, which releases it. Nothing changes when one of the selected cards is held.
 */
export function keepCardsOnLoans(table: CardTable) {
  return async (tx: Db, _req: FastifyRequest, ids: number[], change: GuardedChange) => {
    if (change.kind !== 'delete' && !disables(change)) return;
    const held = await tx.select({ id: table.id }).from(table).where(and(anyOf(table.id, ids), isNotNull(table.prestamo)));
    const message = change.kind === 'delete' ? 'card_on_loan' : 'card_on_loan_status';
    if (held.length) throw new ApiError(409, 'in_use', message, { count: held.length }, blockingOf(ids, held.map((row) => row.id)));
  };
}

/** GET {base}disponibles/?page&limit: active cards on no loan, by numero. */
export function availableCards(table: CardTable) {
  return async ({ ctx, req, records }: ActionArgs) => {
    const where = records.where(eq(table.status, ACTIVE_STATUS.active), isNull(table.prestamo));
    const db = ctx.database.db;
    return answerPage(
      readPage(req.query as Record<string, unknown>),
      async (limit, offset) => (await db.select(records.selection).from(table).where(where).orderBy(asc(table.numero), asc(table.id)).limit(limit).offset(offset)).map(records.output),
      countUpTo(db, table, where),
    );
  };
}

/** A card leaving its loan (swapped for another, or the loan ended): audited and in the card's history. */
export async function recordCardRelease(tx: Db, req: FastifyRequest, base: CardBase, card: number, loan: number) {
  await recordAudit(tx, req, { resource: base, action: 'release_card', recordId: card, changes: { prestamo: [loan, null] } });
  await addHistory(tx, req, { resource: base, recordId: card, action: 'release_card' });
}

/**
 * asignar_prestamo's work beside setting card.prestamo: the loan must be in 7 or 2; a loan
 * keeps one card of each kind, so the card it held is released (audited and in its history),
 * and the loan's own column points at the new card (audited on the loan).
 */
export async function takeCard(tx: Db, req: FastifyRequest, base: CardBase, table: CardTable, card: Row, loan: Row) {
  if (!CARD_LOAN_STATES.includes(loan.status as number)) throw new ApiError(409, 'invalid_transition', 'card_loan_state');
  const loanId = loan.id as number;
  const released = await tx
    .update(table)
    .set({ prestamo: null, updated_at: sql`now()` })
    .where(and(eq(table.prestamo, loanId), ne(table.id, card.id as number)))
    .returning({ id: table.id });
  for (const { id } of released) await recordCardRelease(tx, req, base, id, loanId);
  const column = base === 'tarjeta_gasolina' ? prestamos.tarjeta_gasolina : prestamos.tarjeta_tag;
  await tx.update(prestamos).set({ [column.name]: card.id, updated_at: sql`now()` }).where(eq(prestamos.id, loanId));
  await recordAudit(tx, req, { resource: 'prestamos', action: 'assign_card', recordId: loanId, changes: { [base]: [loan[base] ?? null, card.id] } });
  // The loan's timeline shows which card it received, and of which kind (the card's own row is the kit's).
  await addHistory(tx, req, { resource: 'prestamos', recordId: loanId, action: LOAN_CARD_HISTORY[base], reason: String(card.numero) });
  return { prestamo: loanId };
}

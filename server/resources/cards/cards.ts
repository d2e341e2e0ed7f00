import { z } from 'zod';
import { ACTIVE_STATUS, ACTIVE_STATUS_VALUES } from '../../../domain/status';
import { LOAN_TEXT } from '../../../domain/loans';
import { tarjeta_gasolina, tarjeta_tag } from '../../db/schema';
import { defineResource } from '../../kit/define';
import { activeStatus, isoDate, optionalText, requiredText } from '../../kit/fields';
import { defineTransition } from '../../kit/transitions';
import { loans } from '../loans/loans';
import { availableCards, keepCardsOnLoans, takeCard, uniqueNumero, type CardBase, type CardTable } from './cardRules';

/**
 * A card resource (DOMAIN §5 Cards): numero (unique), proveedor, status, vencimiento (the day it
 * expires, optional), and `prestamo`, the loan holding it, set only by asignar_prestamo and
 * cleared when that loan ends. Fuel cards and toll tags have the same columns, so one declaration
 * serves both. GET {base}disponibles/
 * lists the active cards on no loan (the list itself has no "free" filter: the kit has no IS NULL filter).
 */
const cardResource = (base: CardBase, table: CardTable) =>
  defineResource({
    base,
    table,
    input: z.object({
      numero: requiredText(LOAN_TEXT.card_numero),
      proveedor: optionalText(LOAN_TEXT.proveedor),
      status: activeStatus(),
      // The day it expires, if it does (the expiry centre lists an active card within 30 days of it, or past it).
      vencimiento: isoDate().nullable().default(null),
    }),
    readOnly: ['prestamo'],
    // No `prestamo` filter or ordering: its only index is partial (conformance wants a full one, a
    // migration); the loan's own tarjeta_* column says which card it holds.
    filters: { id: 'integer', status: 'integer', proveedor: 'text', vencimiento: 'date', created_at: 'date' },
    search: ['numero', 'proveedor'],
    ordering: ['id', 'numero', 'proveedor', 'status', 'vencimiento', 'created_at', 'updated_at'],
    defaultOrdering: 'numero',
    exportColumns: [
      { field: 'id' },
      { field: 'numero' },
      { field: 'proveedor' },
      { field: 'status', choices: 'choices.active_status' },
      { field: 'vencimiento', dateOnly: true },
      { field: 'prestamo' },
      { field: 'created_at' },
    ],
    status: { field: 'status', values: ACTIVE_STATUS_VALUES },
    validate: uniqueNumero(table),
    protect: keepCardsOnLoans(table),
    actions: [{ path: 'disponibles', method: 'GET', access: 'list', collection: true, summary: 'Active cards on no loan, by numero', answerSchema: 'page', handler: availableCards(table) }],
    transitions: [
      defineTransition({
        path: 'asignar_prestamo',
        method: 'POST',
        access: 'assign_card',
        summary: 'Puts the card on a loan in status 7 or 2 (the loan\'s previous card of this kind is released)',
        // Locked in this order: the card, then the loan.
        reference: { field: 'prestamo', resource: () => loans },
        when: (row) => row.status === ACTIVE_STATUS.active && row.prestamo === null,
        refusal: 'card_not_available',
        effect: (tx, { req, before, referenced }) => takeCard(tx, req, base, table, before, referenced!),
      }),
    ],
  });

export const fuelCards = cardResource('tarjeta_gasolina', tarjeta_gasolina);
export const tollTags = cardResource('tarjeta_tag', tarjeta_tag);

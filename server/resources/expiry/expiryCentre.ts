import { sql } from 'drizzle-orm';
import { plantas } from '../../db/schema';
import { defineAggregate } from '../../kit/aggregates';
import { allExpiryRows, expiryRows } from './expiryRows';

const text = (description: string, nullable = false) => ({ type: 'text' as const, description, nullable });

/**
 * vencimientos/ (DOMAIN §1 read only for every group): every vehicle document, driver
 * licence and active card that expires within 30 days or has expired, with whose it is, the date,
 * the days left and where it is renewed, filtered, sorted and paged in the database
 * (server/kit/aggregates.ts) from the UNION ALL of expiryRows.ts, and exported.
 */
export const expiryCentre = defineAggregate({
  base: 'vencimientos',
  filters: {
    planta: { type: 'integer', column: expiryRows.planta },
    kind: { type: 'text', column: expiryRows.kind },
    status: { type: 'integer', column: expiryRows.status },
    vencimiento: { type: 'date', column: expiryRows.vencimiento },
  },
  searchable: true,
  columns: {
    id: text("'<kind>-<record id>': the kind and the id of the vehicle, user or card"),
    kind: text('permiso_circulacion, seguro, verificacion (a vehicle document), licencia (a driver licence), tarjeta_gasolina or tarjeta_tag (a card): domain/expiry.ts'),
    record: text("Where it is renewed: the vehicle's plate, or the user's or card's id"),
    name: text("The vehicle's plate, the person's full name, or the card's number"),
    owner_name: text("A transport vehicle's owner; null otherwise", true),
    planta: { type: 'integer', description: "The vehicle's or person's plant; null for cards and anyone of no plant", nullable: true },
    vencimiento: { type: 'date', description: 'The expiry date' },
    // Days left follow the date: sorted by it, its indexes give the order.
    days_left: { type: 'integer', description: 'Days from today (company time zone) to the date; negative once expired', sortAs: 'vencimiento' },
    status: { type: 'integer', description: 'DOMAIN §2 document state: 3 expiring (within 30 days), 4 expired' },
  },
  defaultOrdering: 'vencimiento',
  indexed: true,
  exportColumns: [
    { field: 'kind', choices: 'choices.expiry_kind' },
    { field: 'name' },
    { field: 'owner_name' },
    // The plant as a person reads it, not its id.
    { field: 'planta', expression: sql`(SELECT ${plantas.name} FROM ${plantas} WHERE ${plantas.id} = aggregate_rows.planta)` },
    { field: 'vencimiento', dateOnly: true },
    { field: 'days_left' },
    { field: 'status', choices: 'choices.vehicle_document_status' },
  ],
  rows: ({ where, zone, search }) => allExpiryRows(where, zone, search),
});

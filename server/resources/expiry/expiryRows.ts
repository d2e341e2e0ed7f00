import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import { date, integer, pgTable, smallint, text, type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { EXPIRY_STATUS, EXPIRY_STATUS_VALUES, type ExpiryKind, type ExpiryStatus } from '../../../domain/expiry';
import { ACTIVE_STATUS, EXPIRING_WITHIN_DAYS } from '../../../domain/status';
import { VEHICLE_DOCUMENTS } from '../../../domain/vehicles';
import { tarjeta_gasolina, tarjeta_tag, usuarios, vehiculos } from '../../db/schema';
import { expiryRowId } from '../../db/schema/common';
import { SEARCH_COLUMN } from '../../db/schema/search';
import { searchCondition } from '../../kit/query';

/**
 * The expiry centre's rows as the kit filters them: the columns of the UNION ALL below, named as
 * a table (`vencimientos`, the subquery's alias) so that its filters are columns like any other.
 * No such table exists: drizzle-kit reads server/db/schema/ only.
 */
export const expiryRows = pgTable('vencimientos', {
  id: text('id'),
  kind: text('kind'),
  record: text('record'),
  name: text('name'),
  owner_name: text('owner_name'),
  planta: integer('planta'),
  vencimiento: date('vencimiento', { mode: 'string' }),
  days_left: integer('days_left'),
  status: smallint('status'),
});

/** Today in the company's time zone, as the database reads it on each call (a kept statement stays right past midnight). */
const today = (zone: string) => sql`(now() AT TIME ZONE ${zone}::text)::date`;
const fullName = sql`trim(concat_ws(' ', ${usuarios.name}, ${usuarios.last_name}))`;
const literal = (value: number) => sql.raw(String(value));
const searchText = (table: PgTable) => sql`${sql.identifier(getTableName(table))}.${sql.identifier(SEARCH_COLUMN)}`;

/** One branch: what it answers in each column of `expiryRows`, from one table. */
interface Branch {
  kind: ExpiryKind;
  table: PgTable;
  id: AnyPgColumn;
  record: SQL;
  name: SQL;
  ownerName: SQL;
  planta: SQL;
  vencimiento: AnyPgColumn;
  /** The DOMAIN §2 document state (smallint) in the member of `state`: the stored one, or the member's own for a card. */
  status: (state: ExpiryStatus) => SQL;
  /** The member's own rows, for a branch whose state is not stored (a card's): its index gives them in order. */
  only?: (state: ExpiryStatus) => SQL;
}

/**
 * A member of the centre's UNION ALL: the branch's rows (all of them, or a card's `only`), with the
 * state the member stands for (`member_status`). The centre's conditions are the outer query's,
 * which PostgreSQL moves into each member (`status = member_status` becomes `seguro_status = 4`,
 * which its partial index answers, in order).
 */
const member = (branch: Branch, state: ExpiryStatus, zone: string) =>
  sql`SELECT ${expiryRowId(branch.kind, branch.id)} AS id, ${sql.raw(`'${branch.kind}'`)}::text AS kind, ${branch.record} AS record,
      ${branch.name} AS name, ${branch.ownerName} AS owner_name, ${branch.planta} AS planta, ${branch.vencimiento} AS vencimiento,
      (${branch.vencimiento} - ${today(zone)})::int AS days_left, ${branch.status(state)} AS status, ${literal(state)}::smallint AS member_status,
      ${searchText(branch.table)} AS search_text
    FROM ${branch.table}${branch.only ? sql` WHERE ${branch.only(state)}` : sql``}`;

/**
 * A vehicle document or a licence: its stored `<doc>_status`, the state the daily expiry job keeps
 * (server/kit/documents.ts) and loans and the vehicles list read too. Their partial indexes
 * (server/db/schema) hold the ones in state 3 or 4 in the centre's order.
 */
const vehicleBranches = (): Branch[] =>
  VEHICLE_DOCUMENTS.map((doc) => ({
    kind: doc, table: vehiculos, id: vehiculos.id,
    record: sql`${vehiculos.matricula}::text`, name: sql`${vehiculos.matricula}::text`,
    ownerName: sql`(SELECT ${fullName} FROM ${usuarios} WHERE ${usuarios.id} = ${vehiculos.owner})`, planta: sql`${vehiculos.planta}`,
    vencimiento: vehiculos[`${doc}_vencimiento`], status: () => sql`${vehiculos[`${doc}_status`]}`,
  }));

const licenceBranch: Branch = {
  kind: 'licencia', table: usuarios, id: usuarios.id,
  record: sql`${usuarios.id}::text`, name: fullName, ownerName: sql`NULL::text`, planta: sql`${usuarios.planta}`,
  vencimiento: usuarios.vencimiento, status: () => sql`${usuarios.licencia_status}`,
};

/**
 * An active card, in the state its date gives today (it keeps none of its own): expired after the
 * date, expiring from 30 days before it (domain/expiry.ts expiryStateOn, in SQL). Each member reads
 * only the active cards in its state's date range, which the (status, vencimiento, id) index gives
 * in the centre's order; a state computed from the date (a CASE) would have every card read and sorted.
 */
function cardBranch(kind: 'tarjeta_gasolina' | 'tarjeta_tag', zone: string): Branch {
  const table = kind === 'tarjeta_gasolina' ? tarjeta_gasolina : tarjeta_tag;
  const active = sql`${table.status} = ${literal(ACTIVE_STATUS.active)}`;
  return {
    kind, table, id: table.id,
    record: sql`${table.id}::text`, name: sql`${table.numero}::text`, ownerName: sql`NULL::text`, planta: sql`NULL::int`,
    vencimiento: table.vencimiento,
    status: (state) => sql`${literal(state)}::smallint`,
    only: (state) =>
      state === EXPIRY_STATUS.expired
        ? sql`${active} AND ${table.vencimiento} < ${today(zone)}`
        : sql`${active} AND ${table.vencimiento} >= ${today(zone)} AND ${table.vencimiento} <= ${today(zone)} + ${literal(EXPIRING_WITHIN_DAYS)}`,
  };
}

const column = (name: string) => sql`${sql.identifier('vencimientos')}.${sql.identifier(name)}`;

/**
 * Every row of the centre: a UNION ALL of two members per kind (expiring, expired), each kept to
 * its state and to rows with a date. The kit's filters (`where`, on `expiryRows`) reach each
 * member the same way, and a member whose constants contradict them (another kind, the other
 * state) reads nothing. So the default page (soonest first, ties by id) merges the first rows of
 * each member's partial index instead of reading every row; a state's page reads its own indexes
 * only; other orders sort the matching rows. `search` is each holder's own stored search (plate,
 * brand and model; a person's name and email; a card's number and provider) and its trigram index.
 */
export function allExpiryRows(where: SQL, zone: string, search?: string): SQL {
  const branches = [...vehicleBranches(), licenceBranch, cardBranch('tarjeta_gasolina', zone), cardBranch('tarjeta_tag', zone)];
  const members = branches.flatMap((branch) => EXPIRY_STATUS_VALUES.map((state) => member(branch, state, zone)));
  // Each member's own search column, named as the rows' (`vencimientos`.search_text).
  const searched = search ? sql` AND ${searchCondition({ table: expiryRows }, search)}` : sql``;
  const listed = sql.join(Object.keys(getTableColumns(expiryRows)).map(column), sql`, `);
  return sql`SELECT ${listed} FROM (${sql.join(members, sql` UNION ALL `)}) AS ${sql.identifier('vencimientos')}
    WHERE ${column('status')} = ${column('member_status')} AND ${column('vencimiento')} IS NOT NULL${searched} AND ${where}`;
}

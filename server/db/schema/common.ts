import { sql } from 'drizzle-orm';
import { index, timestamp, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { EXPIRY_STATUS, EXPIRY_STATUS_VALUES } from '../../../domain/expiry';

/**
 * Which columns are fileKeys, for the stored files' sweep (server/jobs/fileSweep.ts): a column
 * keeps its builder's config object (drizzle's Column), so the configs mark them.
 */
export const FILE_KEY_CONFIGS = new WeakSet<object>();

/** A stored file's key (server/files/store.ts: a UUID and its extension), never the client's name. */
export const fileKey = (name: string) => {
  const column = varchar(name, { length: 80 });
  FILE_KEY_CONFIGS.add((column as unknown as { config: object }).config);
  return column;
};

/** created_at and updated_at, on every resource table. */
export const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * The expiry centre's row id ('seguro-12': the kind and the record's id), written once for its
 * rows (server/resources/expiry/) and the indexes that serve them, so PostgreSQL finds them alike.
 */
export const expiryRowId = (kind: string, id: AnyPgColumn) => sql`(${sql.raw(`'${kind}-'`)} || ${id}::text)`;

/**
 * The expiry centre's partial indexes of a document (its date, then the row id) for each of its
 * two states, 3 expiring and 4 expired: one member of the centre's UNION ALL per state reads one.
 */
export const expiryIndexes = (name: string, kind: string, status: AnyPgColumn, vencimiento: AnyPgColumn, id: AnyPgColumn) =>
  EXPIRY_STATUS_VALUES.map((state) =>
    index(`${name}_${state === EXPIRY_STATUS.expiring ? 'expiring' : 'expired'}_idx`)
      .on(vencimiento, expiryRowId(kind, id))
      .where(sql`${status} = ${sql.raw(String(state))}`),
  );

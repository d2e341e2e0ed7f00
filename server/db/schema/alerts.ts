import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgTable, serial, smallint, timestamp, varchar, type AnyPgColumn, type ExtraConfigColumn } from 'drizzle-orm/pg-core';
import { ALERT_COMMENT, ALERT_INPUT, ALERT_STATUS } from '../../../domain/alerts';
import { FIELD_LENGTH } from '../../../domain/fields';
import { plantas } from './plants';
import { usuarios } from './users';
import { viajes } from './transport';
import { timestamps } from './common';
import { searchIndex } from './search';

/** Newest first, as the desk reads them: (…, created_at desc, id desc) with the nulls where ORDER BY … DESC puts them. */
const newestFirst = (t: { created_at: ExtraConfigColumn; id: ExtraConfigColumn }) => [t.created_at.desc().nullsFirst(), t.id.desc().nullsFirst()] as const;

/**
 * A panic alert (SPEC §3 Alert, DOMAIN §5 Alerts), raised from a phone and attended once by the
 * C4 desk. `issued_by_name` and `planta` are the issuer's at the moment it was raised: the record
 * keeps who called for help and from which plant, and the list searches and filters them on its
 * own indexes.
 */
export const alertas = pgTable(
  'alertas',
  {
    id: serial('id').primaryKey(),
    issued_by: integer('issued_by')
      .notNull()
      .references((): AnyPgColumn => usuarios.id, { onDelete: 'restrict' }),
    issued_by_name: varchar('issued_by_name', { length: FIELD_LENGTH.name * 2 + 1 }).notNull().default(''),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    location: varchar('location', { length: ALERT_INPUT.location }).notNull().default(''),
    /** The trip under way the issuer drives or rides in, when there is one. */
    viaje: integer('viaje').references((): AnyPgColumn => viajes.id, { onDelete: 'restrict' }),
    planta: integer('planta').references((): AnyPgColumn => plantas.id, { onDelete: 'restrict' }),
    /** DOMAIN §5: 0 Active, 1 Attended. */
    status: smallint('status').notNull().default(ALERT_STATUS.active),
    attended_by: integer('attended_by').references((): AnyPgColumn => usuarios.id, { onDelete: 'restrict' }),
    attended_at: timestamp('attended_at', { withTimezone: true }),
    comentario: varchar('comentario', { length: ALERT_COMMENT.max }).notNull().default(''),
    ...timestamps,
  },
  (t) => [
    // An attended alert says when; an active one does not.
    check('alertas_attended_check', sql`(${t.status} = ${sql.raw(String(ALERT_STATUS.attended))}) = (${t.attended_at} IS NOT NULL)`),
    // The list's default order, and each of its filters in that order (the desk's active alerts first of all).
    index('alertas_created_at_id_idx').on(...newestFirst(t)),
    index('alertas_status_created_at_idx').on(t.status, ...newestFirst(t)),
    index('alertas_planta_created_at_idx').on(t.planta, ...newestFirst(t)),
    index('alertas_issued_by_created_at_idx').on(t.issued_by, ...newestFirst(t)),
    // Sorted by state or by plant (then id, as a page after a cursor and the reference walk read them).
    index('alertas_status_id_idx').on(t.status, t.id),
    index('alertas_planta_id_idx').on(t.planta, t.id),
    index('alertas_viaje_idx').on(t.viaje),
    index('alertas_attended_by_idx').on(t.attended_by),
    searchIndex('alertas'),
  ],
);

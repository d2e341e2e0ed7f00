import { sql } from 'drizzle-orm';
import { check, integer, numeric, pgTable, serial, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { CONTACT_PHONE_DIGITS, SETTINGS_EMAIL_MAX } from '../../../domain/settings';
import { usuarios } from './users';
import { timestamps } from './common';

/** The one settings record (DOMAIN §5 Settings); migration 0009 inserts it. */
export const configuracion = pgTable(
  'configuracion',
  {
    id: serial('id').primaryKey(),
    passengers_limit: smallint('passengers_limit').notNull(),
    vehicles_limit: integer('vehicles_limit').notNull(),
    max_vehicle_age: smallint('max_vehicle_age').notNull(),
    factor_driver: numeric('factor_driver', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    factor_user: numeric('factor_user', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    limit_driver: integer('limit_driver').notNull(),
    limit_user: integer('limit_user').notNull(),
    operation_days: smallint('operation_days').array().notNull(),
    operation_start: varchar('operation_start', { length: 5 }).notNull(),
    operation_end: varchar('operation_end', { length: 5 }).notNull(),
    feedback_days: integer('feedback_days').notNull(),
    max_minutes_to_start: integer('max_minutes_to_start').notNull(),
    incidents_email: varchar('incidents_email', { length: SETTINGS_EMAIL_MAX }).notNull(),
    c4_email: varchar('c4_email', { length: SETTINGS_EMAIL_MAX }).notNull(),
    app_version: varchar('app_version', { length: 32 }).notNull(),
    contact_phone: varchar('contact_phone', { length: CONTACT_PHONE_DIGITS }).notNull(),
    search_radius_km: numeric('search_radius_km', { precision: 8, scale: 2, mode: 'number' }).notNull(),
    /** Groups (SPEC §6 names) whose members must sign in with a second factor; none by default. */
    second_factor_groups: text('second_factor_groups').array().notNull().default(sql`'{}'::text[]`),
    updated_by: integer('updated_by').references(() => usuarios.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  // One record only: a second row cannot be inserted by mistake.
  () => [check('configuracion_single_row', sql`id = 1`)],
);

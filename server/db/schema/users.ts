import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { FIELD_LENGTH } from '../../../domain/fields';
import { departamentos } from './departments';
import { plantas } from './plants';
import { expiryIndexes, fileKey, timestamps } from './common';
import { searchIndex } from './search';

/**
 * Everyone the fleet knows: back-office staff (plataforma, with groups) and the company's
 * staff who ride or drive (SPEC §3 User). `password` and `token_version` never leave the server.
 */
export const usuarios = pgTable(
  'usuarios',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: FIELD_LENGTH.email }).notNull(),
    password: text('password'),
    name: varchar('name', { length: FIELD_LENGTH.name }).notNull().default(''),
    last_name: varchar('last_name', { length: FIELD_LENGTH.name }).notNull().default(''),
    groups: text('groups').array().notNull().default(sql`'{}'::text[]`),
    status: smallint('status').notNull().default(1),
    /** Bumped to revoke every token of the user at once (disable, remove permissions, new password). */
    token_version: integer('token_version').notNull().default(0),
    last_login: timestamp('last_login', { withTimezone: true }),
    telephone: varchar('telephone', { length: FIELD_LENGTH.telephone }).notNull().default(''),
    department: integer('department').references((): AnyPgColumn => departamentos.id, { onDelete: 'restrict' }),
    planta: integer('planta').references((): AnyPgColumn => plantas.id, { onDelete: 'restrict' }),
    /** DOMAIN §2: 0 Passenger, 1 Driver. */
    role: smallint('role').notNull().default(0),
    /** Employee number: digits, unique when set. */
    no_worker: varchar('no_worker', { length: FIELD_LENGTH.no_worker }).notNull().default(''),
    state: varchar('state', { length: FIELD_LENGTH.state }).notNull().default(''),
    city: varchar('city', { length: FIELD_LENGTH.city }).notNull().default(''),
    address: varchar('address', { length: FIELD_LENGTH.address }).notNull().default(''),
    postal_code: varchar('postal_code', { length: FIELD_LENGTH.postal_code }).notNull().default(''),
    /** Back-office staff, managed through usuarios/plataforma/. */
    plataforma: boolean('plataforma').notNull().default(false),
    /** Balance; every change is a puntos_ledger row. */
    puntos: integer('puntos').notNull().default(0),
    /** Stored file keys (server/files), never the client's names. */
    imagen: fileKey('imagen'),
    licencia: fileKey('licencia'),
    vencimiento: date('vencimiento', { mode: 'string' }),
    /** DOMAIN §2 documents: 0 Pending, 1 Accepted, 2 Rejected, 3 Expiring, 4 Expired; null without a licence. */
    licencia_status: smallint('licencia_status'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('usuarios_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('usuarios_no_worker_idx').on(t.no_worker).where(sql`${t.no_worker} <> ''`),
    check('usuarios_puntos_check', sql`${t.puntos} >= 0`),
    index('usuarios_status_id_idx').on(t.status, t.id),
    // Sorted by name, id (the list's name column, and the reference walk of departments and plants).
    index('usuarios_name_id_idx').on(t.name, t.id),
    // Lists sorted by a reference to a user read users in full-name order (server/kit/referenceSort.ts).
    index('usuarios_name_last_name_id_idx').on(t.name, t.last_name, t.id),
    index('usuarios_last_name_id_idx').on(t.last_name, t.id),
    index('usuarios_email_id_idx').on(t.email, t.id),
    index('usuarios_telephone_id_idx').on(t.telephone, t.id),
    index('usuarios_no_worker_sort_id_idx').on(t.no_worker, t.id),
    // (reference, id) for the reference walk, plus the columns the list's counts filter on after it:
    // counting one department's staff (plataforma = false) or its active users reads this index
    // alone (index-only), not ~74,000 rows of the table. Also the foreign keys' index.
    index('usuarios_department_id_idx').on(t.department, t.id, t.plataforma, t.status),
    index('usuarios_planta_id_idx').on(t.planta, t.id, t.plataforma),
    // A department's users in one state newest first, deep pages included (issue #38): the page
    // read in order from its own entries, not by walking every user's created_at and filtering.
    index('usuarios_department_status_created_at_id_idx').on(t.department, t.status, t.created_at, t.id),
    // With id: ORDER BY role, id (a few values over a million rows) reads the index in order instead of sorting the table.
    index('usuarios_role_idx').on(t.role, t.id),
    index('usuarios_plataforma_idx').on(t.plataforma),
    index('usuarios_puntos_id_idx').on(t.puntos, t.id),
    // A licence state by date: the expiry job's scan and the expiry centre's branches (one state each, in date order).
    index('usuarios_licencia_status_vencimiento_idx').on(t.licencia_status, t.vencimiento),
    // A licence state by last name (the screen's sort): the expired licences' page, not a walk of every last name.
    index('usuarios_licencia_status_last_name_id_idx').on(t.licencia_status, t.last_name, t.id),
    // The expiry centre (server/resources/expiry/): licences expiring, or expired, in its rows' order (date, then row id).
    ...expiryIndexes('usuarios_licencia', 'licencia', t.licencia_status, t.vencimiento, t.id),
    // One plant's licences expiring or expired: Home's document figures and the centre for a plant.
    index('usuarios_planta_licencia_expiry_idx').on(t.planta, t.licencia_status, t.vencimiento).where(sql`${t.licencia_status} IN (3, 4)`),
    index('usuarios_vencimiento_idx').on(t.vencimiento),
    index('usuarios_last_login_idx').on(t.last_login),
    index('usuarios_created_at_id_idx').on(t.created_at, t.id),
    index('usuarios_updated_at_id_idx').on(t.updated_at, t.id),
    searchIndex('usuarios'),
  ],
);

/** Every change of a user's points (SPEC §3 points): credits and redemptions, with the balance after. */
export const puntos_ledger = pgTable(
  'puntos_ledger',
  {
    id: serial('id').primaryKey(),
    usuario: integer('usuario').notNull().references(() => usuarios.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    balance: integer('balance').notNull(),
    /** redeem, trip, import, adjustment */
    reason: varchar('reason', { length: 20 }).notNull(),
    created_by: integer('created_by').references(() => usuarios.id, { onDelete: 'set null' }),
    /**
     * When the row was written (clock time, not the transaction's start): written under the
     * user's lock, so two overlapping changes are dated in the order their balances follow.
     */
    created_at: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  // The history reads a user's rows newest date first, the later-written first within a date.
  (t) => [index('puntos_ledger_usuario_created_at_idx').on(t.usuario, t.created_at, t.id), index('puntos_ledger_created_by_idx').on(t.created_by)],
);

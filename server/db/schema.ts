import { sql } from 'drizzle-orm';
import {
  bigserial, boolean, check, date, doublePrecision, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex, uuid, varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * Everyone the fleet knows: back-office staff (plataforma, with groups) and the company's
 * staff who ride or drive (SPEC §3 User). `password` and `token_version` never leave the server.
 */
export const usuarios = pgTable(
  'usuarios',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    password: text('password'),
    name: varchar('name', { length: 120 }).notNull().default(''),
    last_name: varchar('last_name', { length: 120 }).notNull().default(''),
    groups: text('groups').array().notNull().default(sql`'{}'::text[]`),
    status: smallint('status').notNull().default(1),
    /** Bumped to revoke every token of the user at once (disable, remove permissions, new password). */
    token_version: integer('token_version').notNull().default(0),
    last_login: timestamp('last_login', { withTimezone: true }),
    telephone: varchar('telephone', { length: 10 }).notNull().default(''),
    department: integer('department').references((): AnyPgColumn => departamentos.id, { onDelete: 'set null' }),
    planta: integer('planta').references((): AnyPgColumn => plantas.id, { onDelete: 'set null' }),
    /** DOMAIN §2: 0 Passenger, 1 Driver. */
    role: smallint('role').notNull().default(0),
    /** Employee number: digits, unique when set. */
    no_worker: varchar('no_worker', { length: 20 }).notNull().default(''),
    state: varchar('state', { length: 80 }).notNull().default(''),
    city: varchar('city', { length: 80 }).notNull().default(''),
    address: varchar('address', { length: 255 }).notNull().default(''),
    postal_code: varchar('postal_code', { length: 5 }).notNull().default(''),
    /** Back-office staff, managed through usuarios/plataforma/. */
    plataforma: boolean('plataforma').notNull().default(false),
    /** Balance; every change is a puntos_ledger row. */
    puntos: integer('puntos').notNull().default(0),
    /** Stored file keys (server/files), never the client's names. */
    imagen: varchar('imagen', { length: 80 }),
    licencia: varchar('licencia', { length: 80 }),
    vencimiento: date('vencimiento', { mode: 'string' }),
    /** DOMAIN §2 documents: 0 Pending, 1 Accepted, 2 Rejected, 3 Expiring, 4 Expired; null without a licence. */
    licencia_status: smallint('licencia_status'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('usuarios_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('usuarios_no_worker_idx').on(t.no_worker).where(sql`${t.no_worker} <> ''`),
    check('usuarios_puntos_check', sql`${t.puntos} >= 0`),
    index('usuarios_status_idx').on(t.status),
    index('usuarios_name_idx').on(t.name),
    index('usuarios_last_name_idx').on(t.last_name),
    index('usuarios_email_idx').on(t.email),
    index('usuarios_telephone_idx').on(t.telephone),
    index('usuarios_no_worker_sort_idx').on(t.no_worker),
    index('usuarios_department_idx').on(t.department),
    index('usuarios_planta_idx').on(t.planta),
    index('usuarios_role_idx').on(t.role),
    index('usuarios_plataforma_idx').on(t.plataforma),
    index('usuarios_puntos_idx').on(t.puntos),
    index('usuarios_licencia_status_idx').on(t.licencia_status),
    index('usuarios_vencimiento_idx').on(t.vencimiento),
    index('usuarios_last_login_idx').on(t.last_login),
    index('usuarios_created_at_idx').on(t.created_at),
    index('usuarios_updated_at_idx').on(t.updated_at),
    index('usuarios_search_idx').using('gin', sql`flotilla_fold(${t.name}, ${t.last_name}, ${t.email}, ${t.no_worker}, ${t.telephone}) gin_trgm_ops`),
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
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('puntos_ledger_usuario_idx').on(t.usuario, t.id), index('puntos_ledger_created_by_idx').on(t.created_by)],
);

export const plantas = pgTable(
  'plantas',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    code: varchar('code', { length: 20 }).notNull(),
    address: varchar('address', { length: 255 }).notNull().default(''),
    city: varchar('city', { length: 80 }).notNull().default(''),
    state: varchar('state', { length: 80 }).notNull().default(''),
    postal_code: varchar('postal_code', { length: 5 }).notNull().default(''),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    status: smallint('status').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('plantas_code_idx').on(t.code),
    index('plantas_name_idx').on(t.name),
    index('plantas_status_idx').on(t.status),
    index('plantas_state_idx').on(t.state),
    index('plantas_city_idx').on(t.city),
    index('plantas_created_at_idx').on(t.created_at),
    index('plantas_search_idx').using('gin', sql`flotilla_fold(${t.name}, ${t.code}, ${t.city}, ${t.state}) gin_trgm_ops`),
  ],
);

export const departamentos = pgTable(
  'departamentos',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    code: varchar('code', { length: 20 }).notNull(),
    description: varchar('description', { length: 500 }).notNull().default(''),
    planta: integer('planta').references(() => plantas.id, { onDelete: 'set null' }),
    status: smallint('status').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('departamentos_code_idx').on(t.code),
    index('departamentos_name_idx').on(t.name),
    index('departamentos_status_idx').on(t.status),
    index('departamentos_planta_idx').on(t.planta),
    index('departamentos_created_at_idx').on(t.created_at),
    index('departamentos_search_idx').using('gin', sql`flotilla_fold(${t.name}, ${t.code}, ${t.description}) gin_trgm_ops`),
  ],
);

/** Who changed what, when: one row per write (DOMAIN: every write is recorded). */
export const audit_log = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    user_id: integer('user_id'),
    resource: varchar('resource', { length: 60 }).notNull(),
    record_id: varchar('record_id', { length: 60 }),
    action: varchar('action', { length: 60 }).notNull(),
    changes: jsonb('changes'),
    ip: varchar('ip', { length: 64 }),
  },
  (t) => [index('audit_log_resource_record_idx').on(t.resource, t.record_id), index('audit_log_at_idx').on(t.at)],
);

/** Issued refresh tokens, so logout and deactivation can revoke them. */
export const refresh_tokens = pgTable(
  'refresh_tokens',
  {
    jti: uuid('jti').primaryKey(),
    user_id: integer('user_id').notNull().references(() => usuarios.id, { onDelete: 'cascade' }),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_user_idx').on(t.user_id)],
);

/** Password recovery codes (DOMAIN §4): 6 digits, 10 minutes, 5 tries. Only a hash is stored. */
export const recovery_codes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id').notNull().references(() => usuarios.id, { onDelete: 'cascade' }),
    code_hash: text('code_hash').notNull(),
    tries: integer('tries').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    verified_at: timestamp('verified_at', { withTimezone: true }),
    used_at: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('recovery_codes_user_idx').on(t.user_id, t.created_at)],
);

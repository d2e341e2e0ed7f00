import { sql } from 'drizzle-orm';
import {
  bigserial, doublePrecision, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex, uuid, varchar,
} from 'drizzle-orm/pg-core';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Everyone who signs in: back-office staff (groups) and app users (no back-office group). */
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
    ...timestamps,
  },
  (t) => [
    uniqueIndex('usuarios_email_lower_idx').on(sql`lower(${t.email})`),
    index('usuarios_status_idx').on(t.status),
  ],
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

import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, pgTable, serial, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { usuarios } from './users';

/**
 * One sign-in (a refresh token family). Access tokens carry its id as `sid`, so logout or a
 * reused refresh token ends every token of that sign-in at once. `expires_at` is fixed at
 * sign-in: rotation never extends a session (absolute timeout). `seq` is the id the API shows
 * (the token's `sid` never leaves it); `last_used_at`/`last_ip` move at sign-in and each refresh,
 * `authenticated_at` whenever the session proves a password or code again (re-authentication).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    user_id: integer('user_id').notNull().references(() => usuarios.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    seq: bigserial('seq', { mode: 'number' }).notNull().unique(),
    ip: varchar('ip', { length: 64 }),
    user_agent: varchar('user_agent', { length: 256 }),
    last_used_at: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    last_ip: varchar('last_ip', { length: 64 }),
    authenticated_at: timestamp('authenticated_at', { withTimezone: true }).notNull().defaultNow(),
    app: boolean('app').notNull().default(false),
    second_factor: boolean('second_factor').notNull().default(false),
  },
  (t) => [
    index('sessions_user_idx').on(t.user_id),
    // A person's live sessions in My account's order, without reading the ended ones: each sign-in
    // leaves a row, kept after a logout until it would have expired. DESC is NULLS FIRST in the
    // ORDER BY (drizzle's .desc() alone writes NULLS LAST).
    index('sessions_live_idx').on(t.user_id, t.last_used_at.desc().nullsFirst(), t.seq.desc().nullsFirst()).where(sql`${t.revoked_at} IS NULL`),
  ],
);

/** Issued refresh tokens. Each is spent (`used_at`) by the refresh that rotates it. */
export const refresh_tokens = pgTable(
  'refresh_tokens',
  {
    jti: uuid('jti').primaryKey(),
    user_id: integer('user_id').notNull().references(() => usuarios.id, { onDelete: 'cascade' }),
    session_id: uuid('session_id').notNull().references(() => sessions.id, { onDelete: 'cascade' }),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_user_idx').on(t.user_id), index('refresh_tokens_session_idx').on(t.session_id)],
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

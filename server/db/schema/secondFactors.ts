import { bigint, boolean, index, integer, pgTable, serial, smallint, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { usuarios } from './users';

/**
 * A person's TOTP second factor (server/auth/secondFactor.ts). Secrets are stored encrypted
 * (server/auth/factorCrypto.ts); `pending_secret` is one being set up, `last_step` the newest
 * TOTP step used, so each code works once.
 */
export const second_factors = pgTable('second_factors', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => usuarios.id, { onDelete: 'cascade' }),
  secret: text('secret'),
  enabled_at: timestamp('enabled_at', { withTimezone: true }),
  pending_secret: text('pending_secret'),
  pending_at: timestamp('pending_at', { withTimezone: true }),
  last_step: bigint('last_step', { mode: 'number' }),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Single-use recovery codes: each normalised code as `<slot>:<salted argon2id hash>` (server/auth/secondFactor.ts), spent by `used_at`. */
export const second_factor_codes = pgTable(
  'second_factor_codes',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    code_hash: text('code_hash').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    used_at: timestamp('used_at', { withTimezone: true }),
  },
  // The unique index leads with user_id: it serves a person's lookups too.
  (t) => [unique('second_factor_codes_user_code_key').on(t.user_id, t.code_hash)],
);

/**
 * A sign-in waiting for its second step (a code, or setting the factor up): the password was
 * right. Only the SHA-256 of the challenge is stored; it is used once, and dies after its
 * lifetime or too many wrong codes (domain/secondFactor.ts CHALLENGE).
 */
export const login_challenges = pgTable(
  'login_challenges',
  {
    token_hash: text('token_hash').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 8 }).notNull(),
    app: boolean('app').notNull().default(false),
    device_token_id: integer('device_token_id'),
    tries: smallint('tries').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
  },
  // By person too: what ends a person's sign-ins deletes their challenges (server/auth/challenges.ts endChallenges).
  (t) => [index('login_challenges_expires_idx').on(t.expires_at), index('login_challenges_user_idx').on(t.user_id)],
);

/**
 * Device tokens (OWASP device cookies, ASVS 6.3.1): a browser or phone that signed in to an
 * account before is throttled on its own key instead of the account's. SHA-256 only.
 */
export const device_tokens = pgTable(
  'device_tokens',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull().unique(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    last_used_at: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('device_tokens_user_idx').on(t.user_id), index('device_tokens_last_used_idx').on(t.last_used_at)],
);

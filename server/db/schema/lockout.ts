import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { usuarios } from './users';

/**
 * Failed sign-ins per account (`email:…`) or address (`ip:…`), for the progressive delays of
 * server/auth/lockout.ts. `last_at` is when the latest attempt was counted; `blocked_until` is
 * when the next one may be checked.
 */
export const login_failures = pgTable(
  'login_failures',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    last_at: timestamp('last_at', { withTimezone: true }).notNull(),
    blocked_until: timestamp('blocked_until', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_failures_last_idx').on(t.last_at)],
);

/** Addresses each account has signed in from: a right password from one is not held by the address limit. */
export const login_addresses = pgTable(
  'login_addresses',
  {
    user_id: integer('user_id').notNull().references(() => usuarios.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    last_at: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.address] }), index('login_addresses_last_idx').on(t.last_at)],
);

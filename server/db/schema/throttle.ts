import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window attempt counters for sign-in, refresh and recovery (server/auth/throttle.ts).
 * In the database so that every server process shares them and a count is one atomic upsert.
 */
export const throttle_hits = pgTable(
  'throttle_hits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    reset_at: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('throttle_hits_reset_idx').on(t.reset_at)],
);

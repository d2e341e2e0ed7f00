import { bigserial, index, integer, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Every declared transition of a record (DOMAIN §2: who, when, from, to, reason), readable per
 * record at `{base}{id}/history/`. Kept apart from audit_log, which records every write.
 */
export const record_history = pgTable(
  'record_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    resource: varchar('resource', { length: 60 }).notNull(),
    record_id: integer('record_id').notNull(),
    /** The declared action's name (accept_licence, reject, …). */
    action: varchar('action', { length: 60 }).notNull(),
    /** The state field the transition moves, and its values; null for an action without a state. */
    field: varchar('field', { length: 60 }),
    from_state: smallint('from_state'),
    to_state: smallint('to_state'),
    reason: text('reason').notNull().default(''),
    user_id: integer('user_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('record_history_record_idx').on(t.resource, t.record_id, t.id)],
);

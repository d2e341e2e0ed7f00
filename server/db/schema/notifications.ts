import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { usuarios } from './users';

/**
 * One notification per recipient (DOMAIN §5 Notifications): the type (DOMAIN §2, 0–13; 14 a loan incident), the
 * record it is about and what its texts need; title and message are written in the reader's
 * language when read (server/notifications/texts.ts), so only the facts are stored.
 */
export const notificaciones = pgTable(
  'notificaciones',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    type: smallint('type').notNull(),
    /** The API base of the record it is about (`usuarios`), and its id: what the screens open. */
    resource: varchar('resource', { length: 60 }).notNull(),
    record_id: integer('record_id'),
    /** What the title and message need (a person's name, a date), never a whole record. */
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    seen: boolean('seen').notNull().default(false),
    seen_at: timestamp('seen_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The bell and both lists: one user's unseen (or seen) ones, newest first. NULLS FIRST is what
    // ORDER BY … DESC means (drizzle's index .desc() alone writes NULLS LAST, an order no list asks).
    index('notificaciones_user_seen_idx').on(t.user_id, t.seen, t.created_at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Either list filtered by type (the screen's filter), in the same order.
    index('notificaciones_user_seen_type_idx').on(t.user_id, t.seen, t.type, t.created_at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('notificaciones_created_idx').on(t.created_at),
    check('notificaciones_type_check', sql`${t.type} BETWEEN 0 AND 14`),
  ],
);

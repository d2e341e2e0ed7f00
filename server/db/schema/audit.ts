import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

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
    /** The browser (User-Agent, cut to 256) of sign-in events (server/auth/authLog.ts); null elsewhere. */
    user_agent: varchar('user_agent', { length: 256 }),
  },
  (t) => [
    index('audit_log_resource_record_idx').on(t.resource, t.record_id),
    index('audit_log_at_idx').on(t.at),
    // A person's sign-in log (usuarios/{id}/accesos/), newest first.
    index('audit_log_auth_record_idx').on(t.record_id, t.id).where(sql`${t.resource} = 'auth'`),
  ],
);

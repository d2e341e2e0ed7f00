import { date, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The daily jobs' runs, one row per job and company day (server/kit/documents.ts): an instance
 * claims the day's run by inserting its row in the run's own transaction, so however many
 * instances start or wake at midnight, one runs it; a run that fails rolls its claim back.
 */
export const job_runs = pgTable(
  'job_runs',
  {
    job: text('job').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    ran_at: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.job, t.day] })],
);

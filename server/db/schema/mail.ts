import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Mail waiting to be sent (server/mail/outbox.ts). A request writes its mail here in the same
 * transaction as what the mail is about and answers without waiting for SMTP; a worker in any
 * server process sends it. `body` is deleted once the mail is sent or given up: it may carry a
 * recovery code.
 */
export const mail_outbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body'),
    attempts: integer('attempts').notNull().default(0),
    /** When a worker may (re)try it; a worker that claims it pushes this past its own attempt. */
    next_try_at: timestamp('next_try_at', { withTimezone: true }).notNull().defaultNow(),
    /** Past this the mail is not worth sending (the recovery code in it has expired). */
    expires_at: timestamp('expires_at', { withTimezone: true }),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    /** Why the last attempt failed (the transport's message, never the body). */
    error: text('error'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_next_try_idx').on(t.next_try_at), index('mail_outbox_created_idx').on(t.created_at)],
);

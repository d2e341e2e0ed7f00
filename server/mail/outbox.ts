import { and, eq, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mail_outbox } from '../db/schema/mail';
import type { Mailer } from './mailer';

/**
 * A job queue for mail in PostgreSQL, so that a request never waits for SMTP (nor shows by its
 * timing whether it sent anything) and a mail survives a crash or a second server process.
 * At least once: a worker that dies after sending but before marking it lets another send it again.
 */
export const OUTBOX = {
  /** Rows one pass claims. */
  batch: 20,
  /** Tries before a mail is given up. */
  maxAttempts: 6,
  /** First retry after 10 s, doubling up to 10 minutes. */
  firstRetryMs: 10_000,
  maxRetryMs: 10 * 60_000,
  /** A claimed mail whose worker vanished is tried again after this. */
  leaseMs: 2 * 60_000,
  /** Sent or given-up rows are deleted after this many days. */
  keepDays: 7,
} as const;

export type JobLog = (message: string, err?: unknown) => void;

/** A mail to send, written in the caller's transaction so it leaves only if what it tells commits. */
export async function enqueueMail(tx: Db, mail: { recipient: string; subject: string; body: string }) {
  await tx.insert(mail_outbox).values(mail);
}

/** The retry delay after `attempts` failed tries. */
const retryDelayMs = (attempts: number) => Math.min(OUTBOX.firstRetryMs * 2 ** Math.max(0, attempts - 1), OUTBOX.maxRetryMs);

/**
 * A transport's error as a log line or stored reason: its message without the mail's body or any
 * line of it (a recovery code must not reach the log), and short.
 */
function failureReason(err: unknown, body: string): string {
  let message = err instanceof Error ? err.message : 'unknown error';
  for (const part of [body, ...body.split('\n')].map((s) => s.trim()).filter((s) => s.length >= 4)) message = message.split(part).join('[body]');
  return message.slice(0, 300);
}

/**
 * One pass of the worker: drops expired mail, claims due rows (`FOR UPDATE SKIP LOCKED`, so two
 * processes never take the same row), sends them one by one and records the outcome. A sent or
 * given-up mail loses its body. Answers how many were sent.
 */
export async function deliverDue(db: Db, mailer: Mailer, log: JobLog): Promise<number> {
  await db
    .update(mail_outbox)
    .set({ body: null, error: 'expired' })
    .where(and(isNull(mail_outbox.sent_at), isNotNull(mail_outbox.body), lte(mail_outbox.expires_at, sql`now()`)));
  const lease = sql`make_interval(secs => ${OUTBOX.leaseMs / 1000})`;
  const { rows } = await db.execute<{ id: number; recipient: string; subject: string; body: string; attempts: number }>(sql`
    UPDATE ${mail_outbox} SET attempts = attempts + 1, next_try_at = now() + ${lease}
    WHERE id IN (
      SELECT id FROM ${mail_outbox}
      WHERE sent_at IS NULL AND body IS NOT NULL AND next_try_at <= now()
      ORDER BY next_try_at, id LIMIT ${OUTBOX.batch}
      FOR UPDATE SKIP LOCKED)
    RETURNING id, recipient, subject, body, attempts`);
  let sent = 0;
  for (const row of rows) {
    try {
      await mailer.send({ to: row.recipient, subject: row.subject, text: row.body });
    } catch (err) {
      const reason = failureReason(err, row.body);
      const giveUp = row.attempts >= OUTBOX.maxAttempts;
      await db
        .update(mail_outbox)
        .set(giveUp ? { body: null, error: reason } : { error: reason, next_try_at: sql`now() + make_interval(secs => ${retryDelayMs(row.attempts) / 1000})` })
        .where(eq(mail_outbox.id, row.id));
      log(`Mail ${row.id}: attempt ${row.attempts} failed${giveUp ? ', given up' : ''}: ${reason}`);
      continue;
    }
    await db.update(mail_outbox).set({ sent_at: sql`now()`, body: null, error: null }).where(eq(mail_outbox.id, row.id));
    sent++;
  }
  return sent;
}

/** Deletes sent and given-up mail older than OUTBOX.keepDays. */
export async function purgeOutbox(db: Db) {
  await db
    .delete(mail_outbox)
    .where(
      and(
        lte(mail_outbox.created_at, sql`now() - make_interval(days => ${OUTBOX.keepDays})`),
        or(isNotNull(mail_outbox.sent_at), isNull(mail_outbox.body)),
      ),
    );
}

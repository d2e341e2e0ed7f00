import type { FastifyReply } from 'fastify';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { throttle_hits } from '../db/schema';
import { ApiError } from '../http/errors';

/**
 * Fixed-window attempt counters for refresh and recovery, which DRF leaves unthrottled (sign-in
 * has progressive delays instead: lockout.ts).
 * The count lives in PostgreSQL and is taken in one upsert before the attempt is checked, so that
 * parallel guesses cannot slip past the limit and every server process shares it.
 */
export interface Throttle {
  /** Counts one attempt for `key`; `allowed` is false once the window's count passes the limit. */
  hit(key: string): Promise<{ allowed: boolean; retryAt: Date }>;
  /** Forgets every attempt of `key` (a used recovery code lets its email ask for a new one at once). */
  reset(key: string): Promise<void>;
  /** Takes back one attempt, for an attempt that turned out right and so is not held against the key. */
  forgive(key: string): Promise<void>;
}

/** A throttle whose keys are prefixed with `name`, allowing `limit` attempts per `windowMs`. */
export function dbThrottle(db: Db, name: string, limit: number, windowMs: number): Throttle {
  const full = (key: string) => `${name}:${key}`;
  const window = sql`make_interval(secs => ${windowMs / 1000})`;
  return {
    async hit(key) {
      // One statement: concurrent hits serialise on the row, so the N-th of them reads count N.
      const { rows } = await db.execute<{ count: number; reset_at: Date | string }>(sql`
        INSERT INTO throttle_hits (key, count, reset_at) VALUES (${full(key)}, 1, now() + ${window})
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN throttle_hits.reset_at <= now() THEN 1 ELSE throttle_hits.count + 1 END,
          reset_at = CASE WHEN throttle_hits.reset_at <= now() THEN now() + ${window} ELSE throttle_hits.reset_at END
        RETURNING count, reset_at`);
      return { allowed: rows[0].count <= limit, retryAt: new Date(rows[0].reset_at) };
    },
    async reset(key) {
      await db.delete(throttle_hits).where(eq(throttle_hits.key, full(key)));
    },
    async forgive(key) {
      await db
        .update(throttle_hits)
        .set({ count: sql`${throttle_hits.count} - 1` })
        .where(and(eq(throttle_hits.key, full(key)), gt(throttle_hits.count, 0), gt(throttle_hits.reset_at, sql`now()`)));
    },
  };
}

/**
 * Deletes expired counters (an expired row counts the same as none). Run by the server's jobs
 * (server/jobs/), not by a hit, so that every attempt does the same work.
 */
export async function sweepThrottles(db: Db) {
  await db.delete(throttle_hits).where(lte(throttle_hits.reset_at, sql`now()`));
}

/** Seconds from now until `at`, at least 1: what Retry-After says. */
export const secondsUntil = (at: Date) => Math.max(1, Math.ceil((at.getTime() - Date.now()) / 1000));

/**
 * The 429 for an attempt that must wait `seconds`: Retry-After, `retry_after` in the body and a
 * message that says when to try again ("… en 2 minutos").
 */
export function throttledError(reply: FastifyReply, seconds: number): ApiError {
  const wait = Math.max(1, Math.ceil(seconds));
  reply.header('retry-after', String(wait));
  const [unit, count] = wait < 60 ? ['seconds', wait] : ['minutes', Math.ceil(wait / 60)];
  return new ApiError(429, 'throttled', `throttled_wait.${unit}.${count === 1 ? 'one' : 'other'}`, { count }, { retry_after: wait });
}

import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { throttle_hits } from '../db/schema';

/**
 * Fixed-window attempt counters for sign-in, refresh and recovery, which DRF leaves unthrottled.
 * The count lives in PostgreSQL and is taken in one upsert before the attempt is checked, so that
 * parallel guesses cannot slip past the limit and every server process shares it.
 */
export interface Throttle {
  /** Counts one attempt for `key`; `allowed` is false once the window's count passes the limit. */
  hit(key: string): Promise<{ allowed: boolean; retryAt: Date }>;
  /** Forgets every attempt of `key` (a successful sign-in clears its email's failures). */
  reset(key: string): Promise<void>;
  /** Takes back one attempt, for an attempt that turned out right and so is not held against the key. */
  forgive(key: string): Promise<void>;
}

/** Share of hits that also delete expired rows; an expired row counts the same as none. */
const SWEEP_SHARE = 0.01;

/** A throttle whose keys are prefixed with `name`, allowing `limit` attempts per `windowMs`. */
export function dbThrottle(db: Db, name: string, limit: number, windowMs: number): Throttle {
  const full = (key: string) => `${name}:${key}`;
  const window = sql`make_interval(secs => ${windowMs / 1000})`;
  return {
    async hit(key) {
      if (Math.random() < SWEEP_SHARE) await db.delete(throttle_hits).where(lte(throttle_hits.reset_at, sql`now()`));
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

import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * Takes a job's PostgreSQL advisory lock for the rest of `tx` (its key is the job name's hash),
 * answering false when another process (or connection) holds it: that one is doing the job now,
 * so this run is skipped. Transaction-scoped, so it holds behind a pooler in transaction mode.
 */
export async function tryJobLock(tx: Db, job: string) {
  const result = await tx.execute<{ locked: boolean }>(sql`SELECT pg_try_advisory_xact_lock(hashtext(${job})) AS locked`);
  return result.rows[0].locked;
}

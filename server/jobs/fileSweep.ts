import type { Db } from '../db/client';
import { fileColumns } from '../db/fileColumns';
import type { FileStore } from '../files/store';
import { dbThrottle } from '../auth/throttle';

/** The sweep's claim (a throttle_hits row): one run an hour across every server process. */
export const FILE_SWEEP_JOB = 'flotilla:file_sweep';

/** How long a claimed run keeps every other one away, whoever claimed it and whenever processes start. */
export const SWEEP_EVERY_MS = 60 * 60_000;

/** A stored file this young is never swept: its upload may not be committed yet. */
export const SWEEP_MIN_AGE_MS = 60 * 60_000;

/** Orphans a run may always remove: a handful of failed removals is normal, not a wrong database. */
const SWEEP_HANDFUL = 5;

async function referencedKeys(db: Db): Promise<Set<string>> {
  const columns = fileColumns();
  // Without a column to read, every file would look orphaned: refuse rather than sweep them all.
  if (!columns.length) throw new Error('No file columns found in the schema: the sweep would remove every stored file');
  const keys = new Set<string>();
  for (const { table, column } of columns) {
    for (const row of await db.selectDistinct({ key: column }).from(table)) if (row.key) keys.add(row.key as string);
  }
  return keys;
}

/**
 * Removes stored files no record references, older than SWEEP_MIN_AGE_MS: those a record
 * deleted with its rows left behind (a loan's audit photos), or a delete whose removal failed.
 * Old files are listed before the records are read, so a file stored and recorded meanwhile is
 * either too young or referenced. No transaction is held while the store is listed or emptied
 * (the call pool may be a PgBouncer's). Answers how many went.
 */
export async function removeOrphans(db: Db, store: FileStore, log: (message: string) => void, now = Date.now()): Promise<number> {
  const old: string[] = [];
  for await (const entry of store.entries()) if (now - entry.modified.getTime() >= SWEEP_MIN_AGE_MS) old.push(entry.key);
  if (!old.length) return 0;
  const referenced = await referencedKeys(db);
  const orphans = old.filter((key) => !referenced.has(key));
  // Most old files unreferenced: this process reads another database than the one that stored
  // them (an empty or wrong one, the demo's, another installation on the same bucket). Remove nothing.
  if (orphans.length > SWEEP_HANDFUL && orphans.length * 2 > old.length) {
    log(`Files: the sweep removed nothing: ${orphans.length} of ${old.length} stored files older than an hour are referenced by no record of this database, which looks like the wrong database or a bucket shared with another installation (use one bucket per installation)`);
    return 0;
  }
  for (const key of orphans) await store.remove(key);
  return orphans.length;
}

/**
 * The hourly job: claims the run in one statement (a throttle row with an hour's window), so
 * that of every process, started or restarted whenever, one sweeps an hour; then `removeOrphans`.
 * Answers how many went, or null when a run was claimed within the hour.
 */
export async function sweepFiles(db: Db, store: FileStore, log: (message: string) => void, now = Date.now()): Promise<number | null> {
  const { allowed } = await dbThrottle(db, 'job', 1, SWEEP_EVERY_MS).hit(FILE_SWEEP_JOB);
  return allowed ? removeOrphans(db, store, log, now) : null;
}

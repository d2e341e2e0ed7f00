import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, mkdirSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { FileStore } from '../files/store';
import { readArchive, tallying } from './archive';
import { MANIFEST_ENTRY, missingFilesWarning, SECRET_MAX, type Manifest, type SecretName } from './manifest';
import { codeMigrations, lastApplied, migrateTo } from './migrations';
import { copyInSql, fixOutputSettings, listTables, setAsideChecks, tablesWithRows, writeSequences } from './tables';
import { ArchiveRefused, verifyArchive } from './verify';
import { Progress } from './progress';

export { ArchiveRefused } from './verify';

export interface RestoreTarget {
  pool: pg.Pool;
  files: FileStore;
  /** DATA_DIR: the archive's secrets go back here. */
  dataDir: string;
  log: (line: string) => void;
}

/**
 * Brings an empty installation to the archive's state: the target checked empty and the archive
 * whole and known to this code (ArchiveRefused for any, nothing written), the schema migrated to the
 * archive's migration, then in ONE transaction every table's rows (COPY FROM, with the foreign keys
 * checked once all are in: tables.ts setAsideChecks), the sequences, the files put back through
 * the store; the secrets are written beside their place first and renamed into it once the rows are
 * committed (a crash before leaves the data folder's as they were, never a key without its rows or a
 * half-written one). A failure rolls the rows back and takes the files and the secrets' temporary
 * files out again: the installation is as empty as it was, and the error says what failed.
 */
export async function restoreArchive(file: string, target: RestoreTarget): Promise<Manifest> {
  // The target first (quick), then the whole archive: both before anything is written.
  const applied = await refuseUnlessEmpty(target);
  const manifest = await verifyArchive(file, target.log);
  if (applied && applied.when > manifest.migration.when) {
    throw new ArchiveRefused(`the database is migrated past the archive (${applied.count} migrations, the archive ${manifest.migration.count}): restore into a new database`);
  }
  target.log(`Migrating the database to ${manifest.migration.tag} …`);
  await migrateTo(target.pool, manifest.migration);
  const client = await target.pool.connect();
  const put: string[] = [];
  const secrets = new Map<SecretName, Buffer>();
  // The secrets written beside their place, renamed into it after the commit (removed on a failure).
  const staged: Staged[] = [];
  let step = 'starting';
  try {
    await client.query('BEGIN');
    await fixOutputSettings(client);
    const putBackChecks = await setAsideChecks(client);
    // The rows the migrations wrote (the settings row…) give way to the archive's.
    const tables = await listTables(client);
    await client.query(`TRUNCATE ${tables.map((t) => `"${t.name}"`).join(', ')}`);
    const tableProgress = new Progress(target.log, 'tables', manifest.tables.length);
    const fileProgress = new Progress(target.log, 'files', manifest.files.length);
    const tablesByEntry = new Map(manifest.tables.map((t) => [t.entry, t]));
    const filesByEntry = new Map(manifest.files.map((f) => [f.entry, f]));
    const secretsByEntry = new Map(manifest.secrets.map((f) => [f.entry, f]));
    for await (const entry of readArchive(file)) {
      step = entry.name;
      const tally = tallying();
      const [table, stored, secret] = [tablesByEntry.get(entry.name), filesByEntry.get(entry.name), secretsByEntry.get(entry.name)];
      if (table) {
        await pipeline(tally.through(entry.body), client.query(copyFrom(copyInSql(table.name, table.columns))));
        tableProgress.step(`${table.name}: ${table.rows} rows`);
      } else if (stored) {
        put.push(stored.key);
        await target.files.put(stored.key, Readable.from(tally.through(entry.body)), stored.size);
        fileProgress.step(stored.key, stored.size);
      } else if (secret) {
        // Checked against the manifest already; the archive could have changed since.
        if (entry.size > SECRET_MAX) throw new Error(`${entry.name} is larger than a secret can be`);
        const chunks: Buffer[] = [];
        for await (const chunk of tally.through(entry.body)) chunks.push(chunk);
        secrets.set(secret.name, Buffer.concat(chunks));
      } else if (entry.name === MANIFEST_ENTRY) {
        entry.skip();
        continue;
      }
      // Checked again as it is written: the archive could have changed since it was checked.
      const sum = (table ?? stored ?? secret)?.sha256;
      if (tally.result().sha256 !== sum) throw new Error(`${entry.name} changed since the archive was checked`);
    }
    fileProgress.end();
    step = 'the foreign keys and triggers';
    await putBackChecks();
    // setval is not undone by a rollback: last, so a failure before it leaves the sequences as they were.
    step = 'the sequences';
    await writeSequences(client, manifest.sequences);
    step = 'the secrets';
    stageSecrets(target.dataDir, secrets, staged);
    step = 'the commit';
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    for (const { temp } of staged) rmSync(temp, { force: true });
    for (const key of put) await target.files.remove(key).catch(() => undefined);
    throw new Error(`at ${step}: ${describeFailure(err)} (nothing of it was kept: the database holds no rows, and the files put back were removed)`, { cause: err });
  } finally {
    client.release();
  }
  putInPlace(staged);
  const later = codeMigrations().length - manifest.migration.count;
  if (later > 0) target.log(`This code has ${later} migration(s) newer than the archive: the next start runs them.`);
  const warning = missingFilesWarning(manifest);
  if (warning) target.log(warning);
  return manifest;
}

/** SQLSTATE classes a restore may meet (PostgreSQL's appendix A). */
const SQLSTATE_CLASSES: Record<string, string> = {
  '08': 'connection exception',
  '22': 'data exception',
  '23': 'integrity constraint violation',
  '25': 'invalid transaction state',
  '40': 'transaction rollback',
  '42': 'syntax error or access rule violation',
  '53': 'insufficient resources',
  '54': 'program limit exceeded',
  '57': 'operator intervention',
  '58': 'system error',
  XX: 'internal error',
};

/**
 * What failed, without row values: PostgreSQL's messages and details quote them ("invalid input
 * syntax for type integer: …", a key's value), and a restore's output may end in a ticket or a
 * log. Its error says the class and code, and the table and constraint when it names them.
 */
function describeFailure(err: unknown): string {
  if (!(err instanceof pg.DatabaseError) || !err.code) return (err as Error).message;
  const where = [err.table && `table ${err.table}`, err.constraint && `constraint ${err.constraint}`].filter(Boolean).join(', ');
  return `PostgreSQL refused it: ${SQLSTATE_CLASSES[err.code.slice(0, 2)] ?? 'error'} (SQLSTATE ${err.code})${where ? `, ${where}` : ''}`;
}

interface Staged {
  name: SecretName;
  temp: string;
  where: string;
}

/** Writes each secret whole (synced) to a temporary file beside its place in the data folder, owner-only. */
function stageSecrets(dataDir: string, secrets: Map<SecretName, Buffer>, staged: Staged[]) {
  mkdirSync(dataDir, { recursive: true });
  for (const [name, data] of secrets) {
    const temp = path.join(dataDir, `.${name}.${randomBytes(6).toString('hex')}.restoring`);
    const fd = openSync(temp, 'wx', 0o600);
    staged.push({ name, temp, where: path.join(dataDir, name) });
    try {
      writeSync(fd, data);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  }
}

/** Renames the staged secrets into place (each rename whole or not at all); the rows are committed by now. */
function putInPlace(staged: Staged[]) {
  for (const { name, temp, where } of staged) {
    try {
      renameSync(temp, where);
    } catch (err) {
      throw new Error(`the rows and files are restored, but ${name} could not be put in place (${(err as Error).message}): rename ${temp} to ${where} by hand`, { cause: err });
    }
  }
}

/** Refuses (ArchiveRefused) a database with rows or a store with files; answers the database's last migration. */
async function refuseUnlessEmpty(target: RestoreTarget) {
  const client = await target.pool.connect();
  try {
    const full = await tablesWithRows(client);
    if (full.length) throw new ArchiveRefused(`the database holds data (${full.slice(0, 5).join(', ')}${full.length > 5 ? ' …' : ''}): restore only into an empty one`);
    for await (const { key } of target.files.entries()) throw new ArchiveRefused(`the file store already holds files (${key} …): restore only into an empty one`);
    return await lastApplied(client);
  } finally {
    client.release();
  }
}

import { createReadStream, createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { link, rename, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { getTableName } from 'drizzle-orm';
import { to as copyTo } from 'pg-copy-streams';
import type { FileStore } from '../files/store';
import { fileColumns } from '../db/fileColumns';
import { ArchiveWriter } from './archive';
import { currentMark } from './migrations';
import { copyOutSql, fixOutputSettings, listTables, readSequences, type TableInfo } from './tables';
import { ARCHIVE_FORMAT, fileEntry, MANIFEST_ENTRY, MANIFEST_MAX, SECRET_MAX, secretEntry, tableEntry, type Manifest, type SecretName } from './manifest';
import { appVersion, megabytes, Progress } from './progress';

export interface BackupSource {
  pool: pg.Pool;
  files: FileStore;
  /** The data folder's generated secrets to keep (those not given by the environment), by name and path. */
  secrets: { name: SecretName; file: string }[];
  log: (line: string) => void;
}

/**
 * Writes one archive (archive.ts, manifest.ts) of the database and the stored files to `out`.
 * The tables are read in one REPEATABLE READ READ ONLY transaction, so the rows are one moment's,
 * whatever writes meanwhile; each table goes through a temporary file first (a tar entry states
 * its size before its bytes). The files archived are those the snapshot's rows reference (read in
 * it), not whatever the store lists: a file removed or replaced after the snapshot is missing, and
 * named in the manifest's missingFiles (missingFilesWarning) rather than silently left out.
 * The archive appears under `out` only once whole; a failure leaves no file there. It is written
 * beside `out` under a name of its own (another run's partial file is never touched) and never
 * over a file already there, one made while it runs too, unless `replace` says so (--replace).
 */
export async function writeBackup(source: BackupSource, out: string, { replace = false } = {}): Promise<Manifest> {
  const exists = () => new Error(`${out} exists already: name another file (--out), or add --replace to write over it`);
  if (!replace && existsSync(out)) throw exists();
  const partial = `${out}.${randomBytes(6).toString('hex')}.partial`;
  const spool = mkdtempSync(path.join(tmpdir(), 'flotilla-backup-'));
  const writer = new ArchiveWriter(partial);
  try {
    const { referenced, ...tables } = await writeTables(source, writer, spool);
    const manifest: Manifest = { format: ARCHIVE_FORMAT, createdAt: new Date().toISOString(), appVersion: appVersion(), ...tables, files: [], missingFiles: [], secrets: [] };
    Object.assign(manifest, await writeFiles(source, writer, referenced));
    for (const { name, file } of source.secrets) {
      const data = readFileSync(file);
      if (data.length > SECRET_MAX) throw new Error(`${file} is larger than a secret can be (${data.length} bytes, at most ${SECRET_MAX})`);
      manifest.secrets.push({ name, entry: secretEntry(name), ...(await addTallied(writer, secretEntry(name), data)) });
    }
    const text = Buffer.from(JSON.stringify(manifest));
    // A restore refuses a larger manifest: better no archive than one that cannot be restored.
    if (text.length > MANIFEST_MAX) throw new Error(`the manifest would be larger than a restore reads (${manifest.files.length} files, ${megabytes(text.length)})`);
    await writer.add(MANIFEST_ENTRY, ...sized(text));
    await writer.finish();
    if (replace) await rename(partial, out);
    else {
      // A link is made only where no file is (rename would write over one made meanwhile).
      await link(partial, out).catch((err: NodeJS.ErrnoException) => Promise.reject(err.code === 'EEXIST' ? exists() : err));
      await unlink(partial);
    }
    return manifest;
  } catch (err) {
    await writer.abort(err as Error);
    await unlink(partial).catch(() => undefined);
    throw err;
  } finally {
    rmSync(spool, { recursive: true, force: true });
  }
}

const sized = (data: Buffer): [number, Buffer] => [data.length, data];

async function addTallied(writer: ArchiveWriter, entry: string, data: Buffer) {
  const { size, sha256 } = await writer.add(entry, ...sized(data));
  return { size, sha256 };
}

async function writeTables(source: BackupSource, writer: ArchiveWriter, spool: string) {
  const client = await source.pool.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    await fixOutputSettings(client);
    const migration = await currentMark(client);
    if (!migration.tag) throw new Error(`the database was migrated by newer code than this (its last migration is from ${new Date(migration.when).toISOString()}): back up with that version`);
    const tables = await listTables(client);
    const progress = new Progress(source.log, 'tables', tables.length);
    const archived: Manifest['tables'] = [];
    for (const table of tables) {
      // Spooled: COPY's stream has no length up front, and a tar entry must state one.
      const file = path.join(spool, `${table.name}.copy`);
      await pipeline(client.query(copyTo(copyOutSql(table))), createWriteStream(file));
      const { size, sha256, lines } = await writer.add(tableEntry(table.name), statSync(file).size, createReadStream(file));
      rmSync(file);
      archived.push({ name: table.name, entry: tableEntry(table.name), columns: table.columns, rows: lines, size, sha256 });
      progress.step(`${table.name}: ${lines} rows`);
    }
    const sequences = await readSequences(client);
    const referenced = await referencedKeys(client, tables);
    await client.query('COMMIT');
    return { migration, tables: archived, sequences, referenced };
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

/** The stored-file keys the rows reference (the schema's fileKey columns the database has), sorted. */
async function referencedKeys(client: pg.ClientBase, tables: TableInfo[]): Promise<string[]> {
  const columns = fileColumns();
  // Without a column to read, no file would be archived: refuse rather than write an archive without them.
  if (!columns.length) throw new Error('no file columns found in the schema: the files would be left out');
  const keys = new Set<string>();
  for (const { table, column } of columns) {
    const name = getTableName(table);
    // An archive of an older schema may lack a column a later migration added.
    if (!tables.some((t) => t.name === name && t.columns.includes(column.name))) continue;
    const c = pg.escapeIdentifier(column.name);
    const { rows } = await client.query<{ key: string }>(`SELECT DISTINCT ${c} AS key FROM ${pg.escapeIdentifier(name)} WHERE ${c} IS NOT NULL`);
    for (const { key } of rows) keys.add(key);
  }
  return [...keys].sort();
}

async function writeFiles(source: BackupSource, writer: ArchiveWriter, keys: string[]): Promise<Pick<Manifest, 'files' | 'missingFiles'>> {
  const progress = new Progress(source.log, 'files', keys.length);
  const files: Manifest['files'] = [];
  const missingFiles: string[] = [];
  for (const key of keys) {
    const file = await source.files.open(key);
    // Removed or replaced since the snapshot (or lost): its record stays, so the manifest names it.
    if (!file) {
      missingFiles.push(key);
      continue;
    }
    const { size, sha256 } = await writer.add(fileEntry(key), file.size, file.stream);
    files.push({ key, entry: fileEntry(key), size, sha256 });
    progress.step(key, size);
  }
  progress.end();
  return { files, missingFiles };
}

import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig, type Config } from '../config';
import { connect, type Database } from '../db/client';
import { embeddedUrl, runningPostmaster, startEmbeddedPostgres } from '../db/embedded';
import { ArchiveRefused } from './verify';

/** The database a backup reads or a restore fills, open for the command's run. */
export interface OpenDatabase {
  database: Database;
  /** Closes the connections, and stops the embedded PostgreSQL when this command started it. */
  close(): Promise<void>;
}

/** Two connections: the command works on one; a restore's migrations take another. */
const POOL = 2;

/**
 * DATABASE_URL's database, else the data folder's embedded one as server/main.ts starts it: used
 * where it runs already (`npm start` beside), else started here and stopped at close. `create`
 * (a restore) makes a new embedded cluster in an empty data folder; a backup needs one there.
 */
export async function openDatabase(config: Config, create: boolean, log: (line: string) => void): Promise<OpenDatabase> {
  if (config.databaseUrl) {
    // Past a pooler when there is a way around it: a backup's transaction and a restore's are long, and migrations take a session lock.
    const database = connect(config.databaseDirectUrl ?? config.databaseUrl, POOL);
    return { database, close: () => database.close() };
  }
  const dir = path.join(config.dataDir, 'pg');
  // Already running under `npm start`: its postmaster.pid names the port.
  const port = runningPostmaster(dir)?.port;
  if (port) {
    log(`Using the embedded PostgreSQL running on ${dir} (port ${port}).`);
    const database = connect(embeddedUrl(port, 'flotilla'), POOL);
    return { database, close: () => database.close() };
  }
  if (!create && !existsSync(path.join(dir, 'PG_VERSION'))) {
    throw new Error(`there is no database in ${dir}: set DATA_DIR to the installation's data folder, or DATABASE_URL`);
  }
  log(`Starting embedded PostgreSQL in ${dir} …`);
  const embedded = await startEmbeddedPostgres(dir, config.embeddedPgPort);
  await embedded.ensureDatabase('flotilla');
  const database = connect(embedded.url('flotilla'), POOL);
  return {
    database,
    async close() {
      await database.close();
      await embedded.stop();
    },
  };
}

/**
 * A backup or restore command's run: the config, the database open for `work`, closed after;
 * one line on failure and exit code 1. A refusal (ArchiveRefused) says nothing was written.
 */
export async function runCommand(what: string, create: boolean, work: (database: Database, config: Config, log: (line: string) => void) => Promise<void>) {
  const log = (line: string) => console.log(line);
  let code = 0;
  try {
    const config = loadConfig();
    const open = await openDatabase(config, create, log);
    try {
      await work(open.database, config, log);
    } finally {
      await open.close();
    }
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    console.error(err instanceof ArchiveRefused ? `Not restored: ${message}. Nothing was written.` : `${what} failed: ${message}`);
    code = 1;
  }
  process.exit(code);
}

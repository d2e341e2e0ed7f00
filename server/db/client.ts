import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;
export interface Database {
  pool: pg.Pool;
  db: Db;
  close(): Promise<void>;
}

// Dates come back as ISO strings in JSON either way; numeric(…) stays a string, bigint count as number.
pg.types.setTypeParser(20, (v) => Number(v));
// A date without a time (a licence's expiry) stays 'yyyy-MM-dd' in raw queries (exports) too, as
// drizzle answers it: parsed into a Date it would be local midnight, a day off in other zones.
pg.types.setTypeParser(1082, (v) => v);

export function connect(url: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection the server ends must not crash the process (pg's default for an
  // unhandled 'error'); the pool opens a new one for the next query. On SIGTERM the embedded
  // PostgreSQL's own exit hook shuts the server down (57P01) while we are still closing.
  pool.on('error', (err: Error & { code?: string }) => {
    if (err.code !== '57P01') console.error(`[database] idle connection lost: ${err.message}`);
  });
  const db = drizzle(pool, { schema });
  return { pool, db, close: () => pool.end() };
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export async function applyMigrations(db: Db) {
  await migrate(db, { migrationsFolder });
}

import type { Db } from '../db/client';
import type { FileStore } from '../files/store';

/** What every resource's seed receives. */
export interface SeedContext {
  /** The transaction the whole demo is written in. */
  tx: Db;
  /** The demo accounts' password, hashed once. */
  password: string;
  /** Where generated files go; null writes records without files. */
  store: FileStore | null;
}

/**
 * One resource's demo data. Seeds run in the order of server/seed/demo.ts, so a seed reads
 * the records it points to (plants for departments) from the database. Each one inserts with
 * ON CONFLICT DO NOTHING, so a second `npm run seed` keeps what is there.
 */
export interface Seed {
  name: string;
  run(ctx: SeedContext): Promise<void>;
}

import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { usuarios } from '../db/schema';

/**
 * Whether the database holds no users yet (the demo seeds it then). Apart from seed/demo.ts, so
 * that a start can ask without loading every seed's module (a second of CPU).
 */
export async function isDatabaseEmpty(db: Db) {
  const found = await db.select({ one: sql`1` }).from(usuarios).limit(1);
  return found.length === 0;
}

import type pg from 'pg';
import { setTimeout as sleep } from 'node:timers/promises';
import { vacuumRewrittenTables } from '../../server/db/vacuum';

/**
 * VACUUMs, again each second for up to `maxMs`, the large tables whose visibility map is less
 * than half set (the product's start-up rule, server/db/vacuum.ts), so that capped counts read
 * their indexes alone as on a settled database. A VACUUM marks no page all-visible while a
 * transaction older than the rows still runs: the data build's own VACUUM once left all of the
 * loans with none set, and a plant's count then read the table (the plan check failed on it).
 * The server's start-up work clears pages too. Says what it vacuumed and what stayed so.
 */
export async function untilVisible(client: pg.ClientBase, log: (line: string) => void, maxMs = 60_000): Promise<void> {
  const started = Date.now();
  for (let attempt = 0; ; attempt++) {
    const vacuumed = await vacuumRewrittenTables(client);
    if (!vacuumed.length) return;
    log(`  VACUUM ANALYZE ${vacuumed.join(', ')}: visibility map under half set${attempt ? ` (attempt ${attempt + 1})` : ''}`);
    if (Date.now() - started > maxMs) {
      log(`  ${vacuumed.join(', ')} still mostly not all-visible: an older transaction holds the rows back; counts may read the table`);
      return;
    }
    if (attempt) await sleep(1000);
  }
}

import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { inject } from 'vitest';
import { connect } from '../../../server/db/client';

/**
 * The suite runs on the PostgreSQL it was asked for: server-pg15 (vitest.config.ts) on the
 * binaries TEST_PG_BIN names, so its green run means PostgreSQL 15 passed, not the embedded 18
 * again; and never on a version below the README's minimum.
 */
it('runs on the PostgreSQL its project names, 15 or newer', async () => {
  const admin = connect(inject('pgAdminUrl'), 1);
  try {
    const { rows } = await admin.pool.query<{ v: string }>("SELECT current_setting('server_version_num') AS v");
    const major = Math.floor(Number(rows[0].v) / 10_000);
    expect(major).toBeGreaterThanOrEqual(15);
    const bin = process.env.TEST_PG_BIN;
    if (bin) {
      const said = execFileSync(path.join(bin, 'postgres'), ['--version'], { encoding: 'utf8' });
      expect(said).toMatch(new RegExp(`\\) ${major}\\.`));
    }
  } finally {
    await admin.close();
  }
});

/**
 * Every embedded cluster plans for data on local disk (server/db/embedded.ts BASE_SETTINGS). A
 * system cluster (server-pg15, TEST_PG_BIN) stands for a server of one's own, whose settings are its
 * administrator's (docs/DEPLOY.md recommends the same): not checked there.
 */
it.skipIf(process.env.TEST_PG_BIN)('an embedded cluster plans with a random read costing about a sequential one (random_page_cost 1.1)', async () => {
  const admin = connect(inject('pgAdminUrl'), 1);
  try {
    const { rows } = await admin.pool.query<{ cost: string }>("SELECT current_setting('random_page_cost') AS cost");
    expect(rows[0].cost).toBe('1.1');
  } finally {
    await admin.close();
  }
});

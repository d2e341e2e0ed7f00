import { inject } from 'vitest';
import { randomBytes } from 'node:crypto';
import { connect } from '../../../server/db/client';

/**
 * A new, empty database (no migrations) of the suite's PostgreSQL for the calling test file,
 * created before its tests and dropped after them; answers its connection string. With
 * `template`, a copy of one of globalSetup's: flotilla_template (migrated) or flotilla_seeded (the demo).
 */
export function emptyDatabase(prefix: string, template?: 'flotilla_template' | 'flotilla_seeded'): string {
  const adminUrl = inject('pgAdminUrl');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  beforeAll(async () => {
    const admin = connect(adminUrl, 1);
    await admin.pool.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template} STRATEGY FILE_COPY` : ''}`);
    await admin.close();
  });
  afterAll(async () => {
    const admin = connect(adminUrl, 1);
    await admin.pool.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.close();
  });
  return adminUrl.replace(/\/[^/]*$/, `/${name}`);
}

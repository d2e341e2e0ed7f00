import { inject } from 'vitest';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { connect } from '../../../server/db/client';

/**
 * docs/DEPLOY.md's database setup, run as it stands (with a name and password of this run's own):
 * a role that is not a superuser owns an ICU es-MX database, `npm run create-admin` migrates it as
 * that role (its extensions are trusted ones) and creates the first administrator, who signs in.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const SETUP = /<!-- database setup[^>]*-->\s*```sql\n([\s\S]*?)```/;

const suffix = randomBytes(4).toString('hex');
const name = `flotilla_deploy_${suffix}`;
const password = `pw-${randomBytes(12).toString('hex')}`;
const adminUrl = inject('pgAdminUrl');
const ownerUrl = (() => {
  const url = new URL(adminUrl);
  [url.username, url.password, url.pathname] = [name, password, `/${name}`];
  return url.toString();
})();

/** The guide's block, statement by statement (CREATE DATABASE refuses to run inside a transaction). */
function guideStatements(): string[] {
  const block = SETUP.exec(readFileSync(path.join(ROOT, 'docs/DEPLOY.md'), 'utf8'))?.[1];
  if (!block) throw new Error('docs/DEPLOY.md has no "database setup" sql block');
  return block
    .replaceAll('flotilla', name)
    .replaceAll("'change-me'", `'${password}'`)
    .split(/;\s*\n/)
    .map((statement) => statement.trim())
    .filter(Boolean);
}

afterAll(async () => {
  const admin = connect(adminUrl, 1);
  await admin.pool.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.pool.query(`DROP ROLE IF EXISTS ${name}`);
  await admin.close();
});

// `npm run create-admin` starts npm, node and tsx at the server tests' nice 10, beside the browser
// parts at nice 0: seconds alone, minutes on a loaded machine.
test('the deploy guide’s database, owned by a role that is no superuser, is migrated by create-admin and signed in to', { timeout: 300_000 }, async () => {
  const admin = connect(adminUrl, 1);
  try {
    for (const statement of guideStatements()) await admin.pool.query(statement);
    // PostgreSQL 17 renamed daticulocale to datlocale.
    const { rows } = await admin.pool.query<{ super: boolean; provider: string; locale: string }>(
      `SELECT r.rolsuper AS super, d.datlocprovider AS provider, coalesce(to_jsonb(d) ->> 'datlocale', to_jsonb(d) ->> 'daticulocale') AS locale
         FROM pg_database d JOIN pg_roles r ON r.oid = d.datdba WHERE d.datname = $1`,
      [name],
    );
    expect(rows).toEqual([{ super: false, provider: 'i', locale: 'es-MX' }]);
  } finally {
    await admin.close();
  }

  const created = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/cli/createAdmin.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: ownerUrl,
      ADMIN_EMAIL: 'Jefa@Empresa.mx',
      ADMIN_PASSWORD: 'una clave larga de flota',
      ADMIN_NAME: 'Inés',
      ADMIN_LAST_NAME: 'Ávalos',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'flotilla-deploy-cli-')),
    },
  });
  expect(created.stdout).toContain('Administrator jefa@empresa.mx created.');

  const dataDir = mkdtempSync(path.join(tmpdir(), 'flotilla-deploy-'));
  const database = connect(ownerUrl, 2);
  const config = { ...loadConfig({ DATA_DIR: dataDir, DATABASE_URL: ownerUrl, JWT_SECRET: randomBytes(32).toString('hex') }), logLevel: 'silent' };
  const app = await buildApp({ config, database, mailer: { outboxDir: dataDir, send: async () => undefined } });
  try {
    const login = await app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email: 'jefa@empresa.mx', password: 'una clave larga de flota' } });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().groups).toEqual(['Administrador']);
    // The database's own collation: Spanish order, not the bytes' (where "Á" comes after "Z").
    const { rows } = await database.pool.query<{ name: string }>(`SELECT name FROM (VALUES ('Zacatecas'), ('Ávila'), ('Oaxaca')) AS v(name) ORDER BY name`);
    expect(rows.map((r) => r.name)).toEqual(['Ávila', 'Oaxaca', 'Zacatecas']);
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

import { inject } from 'vitest';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { connect, type Database } from '../../server/db/client';
import { createMailer, type Mail, type Mailer } from '../../server/mail/mailer';
import { seedDemo } from '../../server/seed/demo';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** Every mail the app sent, newest last. */
  mails: Mail[];
  /** Signs in and answers the access token. */
  token(email: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * A real app on its own database, cloned from the migrated template and seeded with the demo
 * accounts and catalogues; so test files run in parallel without seeing each other.
 */
export async function createTestApp(opts: { seed?: boolean; mailer?: Mailer } = {}): Promise<TestApp> {
  const adminUrl = inject('pgAdminUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = connect(adminUrl, 1);
  await admin.pool.query(`CREATE DATABASE ${name} TEMPLATE flotilla_template`);
  await admin.close();
  const database = connect(adminUrl.replace(/\/[^/]*$/, `/${name}`), 5);
  if (opts.seed !== false) await seedDemo(database.db);

  const dataDir = mkdtempSync(path.join(tmpdir(), 'flotilla-test-'));
  const config = { ...loadConfig({ DATA_DIR: dataDir, JWT_SECRET: randomBytes(32).toString('hex') }), logLevel: 'silent' };
  const mails: Mail[] = [];
  const outbox = createMailer({ from: config.mailFrom, dataDir });
  const mailer: Mailer = opts.mailer ?? { outboxDir: outbox.outboxDir, send: async (m) => void mails.push(m) };
  const app = await buildApp({ config, database, mailer });

  return {
    app,
    database,
    mails,
    async token(email, password = 'flotilla') {
      const res = await app.inject({ method: 'POST', url: '/api/auth/login/', headers: { 'user-type': 'platform' }, payload: { email, password } });
      if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.statusCode} ${res.body}`);
      return res.json().access as string;
    },
    async close() {
      await app.close();
      await database.close();
      const a = connect(adminUrl, 1);
      await a.pool.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.close();
    },
  };
}

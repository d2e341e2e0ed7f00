import { inject } from 'vitest';
import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyPluginAsync, LightMyRequestResponse } from 'fastify';
import { count, desc } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { buildApp } from '../../../server/app';
import type { AppContext } from '../../../server/context';
import type { LongLists } from '../../../server/kit/longLists';
import { loadConfig, type Config } from '../../../server/config';
import { connect, type Database } from '../../../server/db/client';
import { audit_log, usuarios } from '../../../server/db/schema';
import { hashPassword } from '../../../server/auth/passwords';
import { createMailer, type Mail, type Mailer } from '../../../server/mail/mailer';
import { createFileStore, type FileStore } from '../../../server/files/store';

/** One API call: `/api/` is prefixed to `url`; `token` becomes the bearer, `lang` Accept-Language. */
export interface Call {
  method?: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  token?: string;
  payload?: unknown;
  lang?: string;
  /** The caller's address, to keep per-IP throttles of one test from reaching another. */
  ip?: string;
  headers?: Record<string, string>;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** The app's settings (its JWT secret, to start another server on the same database). */
  config: Config;
  /** The app's DATA_DIR (uploaded files live in its files/ folder). */
  dataDir: string;
  /** The app's file store (its folder's, unless the options gave another). */
  files: FileStore;
  /** Every mail the app sent, newest last. */
  mails: Mail[];
  /** Signs in and answers the access token. */
  token(email: string, password?: string): Promise<string>;
  /** Makes an API call through fastify's inject (no network). */
  call(call: Call): Promise<LightMyRequestResponse>;
  /** Rows in a table, to show that a refused call changed nothing. */
  count(table: PgTable): Promise<number>;
  /** Adds a user with password `flotilla` (groups default to Administrador) and answers its id. */
  addUser(user: { email: string; groups?: string[]; status?: number; password?: string }): Promise<number>;
  /** audit_log rows, newest first. */
  audit(): Promise<(typeof audit_log.$inferSelect)[]>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  seed?: boolean;
  mailer?: Mailer;
  /** Test-only routes served under `/api/kit/`, e.g. a small declaration's (registered before the app starts). */
  kitRoutes?: (ctx: AppContext) => FastifyPluginAsync;
  /** The app's long lists (server/kit/longLists.ts), for a test to read or to make deaf to PostgreSQL's messages. */
  longLists?: LongLists;
  /** The app's file store instead of its data folder's (an S3 one: test/server/support/s3Server.ts); the seed's files stay in the folder. */
  files?: FileStore;
}

/**
 * The seeded files, hard-linked rather than copied: a copy of their ~2,500 files cost a second
 * of system time per test app. The file store never writes into a file it has (it creates with
 * 'wx' and deletes by unlinking), so the links cannot change the seed's own copies.
 */
function linkTree(from: string, to: string) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const [source, target] = [path.join(from, entry.name), path.join(to, entry.name)];
    if (entry.isDirectory()) linkTree(source, target);
    else linkSync(source, target);
  }
}

/**
 * A real app on its own database, cloned from the migrated template and seeded with the demo
 * accounts and catalogues; so test files run in parallel without seeing each other.
 */
export async function createTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const adminUrl = inject('pgAdminUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = connect(adminUrl, 1);
  const seeded = opts.seed !== false;
  // The seeded template is the demo seed made once in globalSetup (see there); its files are copied.
  // FILE_COPY copies the template's files; the default (WAL_LOG, since PostgreSQL 15) also writes
  // all of the seeded template's ~70 MB to the WAL for each clone, twice the time and the disk.
  await admin.pool.query(`CREATE DATABASE ${name} TEMPLATE ${seeded ? 'flotilla_seeded' : 'flotilla_template'} STRATEGY FILE_COPY`);
  await admin.close();
  const database = connect(adminUrl.replace(/\/[^/]*$/, `/${name}`), 5);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'flotilla-test-'));
  const seededFiles = path.join(inject('seededDataDir'), 'files');
  if (seeded && existsSync(seededFiles)) linkTree(seededFiles, path.join(dataDir, 'files'));

  const config = { ...loadConfig({ DATA_DIR: dataDir, JWT_SECRET: randomBytes(32).toString('hex') }), logLevel: 'silent' };
  const mails: Mail[] = [];
  const outbox = createMailer({ from: config.mailFrom, dataDir });
  const mailer: Mailer = opts.mailer ?? { outboxDir: outbox.outboxDir, send: async (m) => void mails.push(m) };
  const files = opts.files ?? createFileStore(config.files);
  const app = await buildApp({ config, database, mailer, longLists: opts.longLists, files });
  if (opts.kitRoutes) await app.register(opts.kitRoutes({ config, database, mailer, files }), { prefix: '/api/kit' });

  return {
    app,
    database,
    config,
    dataDir,
    files,
    mails,
    async token(email, password = 'flotilla') {
      const res = await app.inject({ method: 'POST', url: '/api/auth/login/', headers: { 'user-type': 'platform' }, payload: { email, password } });
      if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.statusCode} ${res.body}`);
      return res.json().access as string;
    },
    call({ method = 'GET', url, token, payload, lang, ip, headers = {} }) {
      const all: Record<string, string> = { ...headers };
      if (token) all.authorization = `Bearer ${token}`;
      if (lang) all['accept-language'] = lang;
      return app.inject({ method, url: `/api/${url.replace(/^\//, '')}`, headers: all, payload: payload as never, remoteAddress: ip });
    },
    async count(table) {
      const [{ n }] = await database.db.select({ n: count() }).from(table);
      return n;
    },
    async addUser({ email, groups = ['Administrador'], status = 1, password = 'flotilla' }) {
      const [row] = await database.db
        .insert(usuarios)
        .values({ email, groups, status, password: await hashPassword(password), name: 'Test', last_name: 'User' })
        .returning({ id: usuarios.id });
      return row.id;
    },
    audit: () => database.db.select().from(audit_log).orderBy(desc(audit_log.id)),
    async close() {
      await app.close();
      await database.close();
      const a = connect(adminUrl, 1);
      await a.pool.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Access tokens of the three demo back-office accounts, by DOMAIN §1 role (rh is rh_admin). */
export type RoleTokens = Record<'admin' | 'rh' | 'rh_admin' | 'c4', string>;

/** A test app with the admin, HR and C4 demo accounts signed in. */
export async function createTestAppWithRoles(opts: TestAppOptions = {}): Promise<{ t: TestApp; tokens: RoleTokens }> {
  const t = await createTestApp(opts);
  const [admin, rh, c4] = await Promise.all(['admin@flotilla.mx', 'rh@flotilla.mx', 'c4@flotilla.mx'].map((email) => t.token(email)));
  return { t, tokens: { admin, rh, rh_admin: rh, c4 } };
}

/**
 * The app one test file shares, signed in as `email`: made in beforeAll, closed in afterAll.
 * `api` calls with that account's token; `answer` gives [status, body] for comparing at once.
 */
export function signedInTestApp(email = 'admin@flotilla.mx', opts: TestAppOptions = {}) {
  const state: { t?: TestApp; token?: string } = {};
  beforeAll(async () => {
    state.t = await createTestApp(opts);
    state.token = await state.t.token(email);
  });
  afterAll(() => state.t?.close());
  const api = (call: Call) => state.t!.call({ token: state.token, ...call });
  return {
    get t() {
      return state.t!;
    },
    get token() {
      return state.token!;
    },
    api,
    answer: async (call: Call) => {
      const res = await api(call);
      return [res.statusCode, res.json()];
    },
  };
}

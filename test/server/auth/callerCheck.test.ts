import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../../../server/app';
import { connect, type Database } from '../../../server/db/client';
import { sessions, usuarios } from '../../../server/db/schema';
import { createCallers } from '../../../server/http/guard';
import { createTestApp, type TestApp } from '../support/harness';

/**
 * The caller check answers from a cache on each instance, and a change to the user or session
 * reaches every instance within a second (LISTEN/NOTIFY, migration 0014). Instance A is the
 * harness's app; B is a second app on the same database whose cache the test can read.
 */
let a: TestApp;
let bDatabase: Database;
let b: FastifyInstance;
const bCallers = { cache: null as unknown as ReturnType<typeof createCallers> };
const bLog: string[] = [];
let admin: string;

const connectionString = (database: Database) => String((database.pool.options as { connectionString: string }).connectionString);

/** The backends that listen for caller changes (and events, on the same connection): every app holds one. */
const listeners = async () =>
  (
    await a.database.pool.query<{ pid: number; state: string }>(
      `SELECT pid, state FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'flotilla-listen' AND query LIKE 'LISTEN %'`,
    )
  ).rows;

/** Polls `check` until it holds; fails past `ms`. Answers the time it took. */
async function within(ms: number, check: () => Promise<boolean> | boolean): Promise<number> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return Date.now() - start;
}

beforeAll(async () => {
  a = await createTestApp();
  bDatabase = connect(connectionString(a.database), 3);
  // B's entries outlive the slowest step of a test, past the 1 s TTL on a busy machine, so what
  // drops them here is a message or a write, never the clock.
  bCallers.cache = createCallers(bDatabase, { ttlMs: 10 * 60_000 });
  b = await buildApp(
    { config: { ...a.config, logLevel: 'warn' }, database: bDatabase, mailer: { send: async () => undefined }, callers: bCallers.cache },
    { write: (line) => bLog.push(line) },
  );
  await Promise.all([a.app.ready(), b.ready()]);
  admin = await a.token('admin@flotilla.mx');
  // Both caches are on once both LISTENs have completed.
  await within(10_000, async () => (await listeners()).filter((l) => l.state === 'idle').length === 2 && bCallers.cache.stats().active);
});
afterAll(async () => {
  await b?.close();
  await bDatabase?.close();
  await a?.close();
});

let lastIp = 0;
let users = 0;
/** A new administrator, signed in: its id, access and refresh tokens. */
async function signedInUser() {
  const email = `caller-${++users}@flotilla.mx`;
  const id = await a.addUser({ email, groups: ['Administrador'] });
  const res = await a.call({ method: 'POST', url: 'auth/login/', payload: { email, password: 'flotilla' }, ip: `10.0.2.${++lastIp}` });
  expect(res.statusCode).toBe(200);
  const { access, refresh } = res.json() as { access: string; refresh: string };
  return { id, access, refresh };
}

/** Only administrators read this (DOMAIN §1): a C4 member is refused 403. */
const ADMIN_ONLY = 'usuarios/plataforma/?limit=1';
const on = async (app: FastifyInstance, token: string, url = ADMIN_ONLY) => {
  const res = await app.inject({ method: 'GET', url: `/api/${url}`, headers: { authorization: `Bearer ${token}` } });
  return res.statusCode === 401 ? `401 ${res.json().code}` : String(res.statusCode);
};
const onBoth = async (token: string) => [await on(a.app, token), await on(b, token)];

describe('a change to the caller reaches both instances within a second', () => {
  it.each([
    ['disabling the user through the API on A', '401 token_not_valid', (id: number) => a.call({ method: 'PATCH', url: `usuarios/${id}/`, payload: { status: 0 }, token: admin })],
    ['disabling the user in SQL', '401 token_not_valid', (id: number) => a.database.db.update(usuarios).set({ status: 0 }).where(eq(usuarios.id, id))],
    ['removing the permission (groups) in SQL', '403', (id: number) => a.database.db.update(usuarios).set({ groups: ['C4'] }).where(eq(usuarios.id, id))],
    [
      'a new password (token_version bump) in SQL',
      '401 token_not_valid',
      (id: number) =>
        a.database.db
          .update(usuarios)
          .set({ token_version: sql`${usuarios.token_version} + 1` })
          .where(eq(usuarios.id, id)),
    ],
    ['revoking the session in SQL', '401 token_not_valid', (id: number) => a.database.db.update(sessions).set({ revoked_at: sql`now()` }).where(eq(sessions.user_id, id))],
    ['deleting the user in SQL', '401 token_not_valid', (id: number) => a.database.db.delete(usuarios).where(eq(usuarios.id, id))],
  ])('%s', async (_change, refused, change) => {
    const user = await signedInUser();
    // Twice on each: the second answer comes from the cache.
    expect([...(await onBoth(user.access)), ...(await onBoth(user.access))]).toEqual(['200', '200', '200', '200']);
    await change(user.id);
    await within(1000, async () => (await onBoth(user.access)).every((status) => status === refused));
  });

  it('logging out on A', async () => {
    const user = await signedInUser();
    expect([...(await onBoth(user.access)), ...(await onBoth(user.access))]).toEqual(['200', '200', '200', '200']);
    expect((await a.call({ method: 'POST', url: 'auth/logout/', payload: { refresh: user.refresh } })).statusCode).toBe(204);
    await within(1000, async () => (await onBoth(user.access)).every((status) => status === '401 token_not_valid'));
  });

  it('is told only of changes the check reads, by the user id alone', async () => {
    const [quiet, loud] = [await signedInUser(), await signedInUser()];
    const listener = await a.database.pool.connect();
    try {
      const heard: string[] = [];
      listener.on('notification', (message) => message.channel === 'flotilla_callers' && heard.push(message.payload ?? ''));
      await listener.query('LISTEN flotilla_callers');
      // Messages arrive in commit order: the first heard is the second change's.
      await a.database.db.update(usuarios).set({ telephone: '5512345678', status: 1 }).where(eq(usuarios.id, quiet.id));
      await a.database.db.update(usuarios).set({ name: 'Otro' }).where(eq(usuarios.id, loud.id));
      await within(1000, () => heard.length > 0);
      expect(heard[0]).toBe(String(loud.id));
      expect(await onBoth(quiet.access)).toEqual(['200', '200']);
    } finally {
      await listener.query('UNLISTEN *');
      listener.release();
    }
  });
});

describe('the cost of the caller check', () => {
  it('a burst of calls by one signed-in user makes one query for the caller', async () => {
    const user = await signedInUser();
    const callerQueries: string[] = [];
    const query = bDatabase.pool.query.bind(bDatabase.pool);
    const spy = vi.spyOn(bDatabase.pool, 'query').mockImplementation(((text: unknown, ...rest: unknown[]) => {
      const sqlText = typeof text === 'string' ? text : String((text as { text?: string }).text);
      if (/from "usuarios" inner join "sessions"/i.test(sqlText)) callerQueries.push(sqlText);
      return (query as (...args: unknown[]) => unknown)(text, ...rest);
    }) as never);
    try {
      const before = bCallers.cache.stats();
      const answers = await Promise.all(Array.from({ length: 16 }, () => on(b, user.access, `usuarios/${user.id}/`)));
      expect(new Set(answers)).toEqual(new Set(['200']));
      expect(callerQueries).toHaveLength(1);
      const after = bCallers.cache.stats();
      expect(after.loads - before.loads).toBe(1);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('writes of its own instance', () => {
  it('a write drops the cached callers, a q/ list (a read with a body) keeps them', async () => {
    const user = await signedInUser();
    const post = (url: string, payload: object) => b.inject({ method: 'POST', url: `/api/${url}`, headers: { authorization: `Bearer ${user.access}` }, payload });
    expect(await on(b, user.access, `usuarios/${user.id}/`)).toBe('200');
    const before = bCallers.cache.stats().loads;
    expect((await post('plantas/q/', { status: 1 })).statusCode).toBe(200);
    expect(await on(b, user.access, `usuarios/${user.id}/`)).toBe('200');
    expect(bCallers.cache.stats().loads).toBe(before);
    expect((await post('plantas/', {})).statusCode).toBe(400);
    expect(await on(b, user.access, `usuarios/${user.id}/`)).toBe('200');
    expect(bCallers.cache.stats().loads).toBe(before + 1);
  });
});

describe('writes SPEC makes GETs', () => {
  it('a transition called with GET drops the cached callers, even one refused after the check (no notice comes from PostgreSQL)', async () => {
    const user = await signedInUser();
    expect(await on(b, user.access, `usuarios/${user.id}/`)).toBe('200');
    const before = bCallers.cache.stats().loads;
    expect(await on(b, user.access, `usuarios/${user.id}/`)).toBe('200');
    expect(bCallers.cache.stats().loads).toBe(before);
    // A user without a licence to decide on: 409, nothing written, so only the instance's own rule drops the cache.
    expect(await on(b, user.access, `usuarios/${user.id}/aceptar_licencia/`)).toBe('409');
    expect(await on(b, user.access, `usuarios/${user.id}/`)).toBe('200');
    expect(bCallers.cache.stats().loads).toBe(before + 1);
  });
});

describe('the listening connection', () => {
  it('dropped, the cache is cleared and bypassed (a change takes effect at once); it listens again', async () => {
    const user = await signedInUser();
    expect([await on(b, user.access), await on(b, user.access)]).toEqual(['200', '200']);
    const dropped = (await listeners()).map((l) => l.pid);
    expect(dropped).toHaveLength(2);
    await a.database.pool.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [dropped]);
    await within(5000, () => !bCallers.cache.stats().active);
    expect(bCallers.cache.stats().size).toBe(0);

    // Made while B cannot hear it: B's next call must not answer from what it held.
    await a.database.db.update(usuarios).set({ groups: ['C4'] }).where(eq(usuarios.id, user.id));
    expect(await on(b, user.access)).toBe('403');

    // Back on a new connection (0.5 s later), with the cache on again and changes heard again.
    await within(10_000, async () => bCallers.cache.stats().active && (await listeners()).filter((l) => l.state === 'idle').length === 2);
    expect((await listeners()).map((l) => l.pid).filter((pid) => dropped.includes(pid))).toEqual([]);
    expect(bLog.join('')).toMatch(/cannot listen for user and session changes \(57P01\)/);
    expect(bLog.join('')).toMatch(/listening for user and session changes again/);
    const other = await signedInUser();
    const loads = bCallers.cache.stats().loads;
    expect([await on(b, other.access), await on(b, other.access), await on(b, other.access)]).toEqual(['200', '200', '200']);
    expect(bCallers.cache.stats().loads - loads).toBeLessThanOrEqual(1);
    await a.database.db.update(usuarios).set({ status: 0 }).where(eq(usuarios.id, other.id));
    await within(1000, async () => (await onBoth(other.access)).every((status) => status === '401 token_not_valid'));
  });

  it("is shared by apps on one pool and closed with the last: several apps leave no listener behind", async () => {
    const count = async () => (await listeners()).length;
    const base = await count();
    const cCallers = createCallers(bDatabase);
    const c = await buildApp({ config: a.config, database: bDatabase, mailer: { send: async () => undefined }, callers: cCallers });
    await c.ready();
    // c listens on b's connection (same pool settings): its cache turns on, no backend is added.
    await within(10_000, () => cCallers.stats().active);
    expect(await count()).toBe(base);
    await c.close();
    expect(await count()).toBe(base);
    expect(bCallers.cache.stats().active).toBe(true);
    // A fresh pool gets its own connection, gone once its app closes.
    const dDatabase = connect(connectionString(a.database), 1);
    const d = await buildApp({ config: a.config, database: dDatabase, mailer: { send: async () => undefined } });
    await d.ready();
    await within(10_000, async () => (await count()) === base + 1);
    await d.close();
    await dDatabase.close();
    await within(10_000, async () => (await count()) === base);
  });
});

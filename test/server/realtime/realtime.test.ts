import { eq, inArray } from 'drizzle-orm';
import { signToken, verifyToken } from '../../../server/auth/tokens';
import { connect } from '../../../server/db/client';
import { notificaciones, usuarios } from '../../../server/db/schema';
import { readNotification } from '../../../server/notifications/read';
import { publish } from '../../../server/realtime/bus';
import { AUTH_TIMEOUT_MS } from '../../../server/realtime/socket';
import { createTestApp, type TestApp } from '../support/harness';
import { openSocket as openPeer, opened, readySocket as readyPeer, startServerProcess, ticketOf, wsUrlOf, type Frame } from './socketKit';

/**
 * DOMAIN §6 on a real listening port with the `ws` client: the first frame signs the socket in
 * with a websockets_token, events raised through PostgreSQL (pg_notify on flotilla_events)
 * reach the sockets of their recipients on every server instance of the database.
 */
let t: TestApp;
let wsUrl: string;
const ids: Record<'admin' | 'rh' | 'c4', number> = { admin: 0, rh: 0, c4: 0 };

beforeAll(async () => {
  t = await createTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  wsUrl = wsUrlOf(address);
  const rows = await t.database.db
    .select({ id: usuarios.id, email: usuarios.email })
    .from(usuarios)
    .where(inArray(usuarios.email, ['admin@flotilla.mx', 'rh@flotilla.mx', 'c4@flotilla.mx']));
  for (const row of rows) ids[row.email.split('@')[0] as keyof typeof ids] = row.id;
});
afterAll(() => t.close());

/** The id of the notification a frame pushes. */
const pushedId = (frame: Frame) => frame.notification?.id;
const openSocket = (url = wsUrl, headers: Record<string, string> = {}) => openPeer(url, headers);

/** A socket signed in with `ticket`, past its `ready` (at this app unless `url` says another). */
const readySocket = (ticket: string, options: { url?: string; language?: string; headers?: Record<string, string> } = {}) => readyPeer(options.url ?? wsUrl, ticket, options);

/** Stores a notification for `userId` and raises its event, as notify() does. */
async function raiseNotification(userId: number, db = t.database.db) {
  const [row] = await t.database.db.insert(notificaciones).values({ user_id: userId, type: 3, resource: 'usuarios', record_id: userId }).returning();
  await publish(db, { kind: 'notification', user_id: userId, id: row.id });
  return row.id;
}

describe('POST auth/ws-ticket/', () => {
  it("gives a signed-in user a websockets_token of the caller's own session", async () => {
    const login = await t.call({ method: 'POST', url: 'auth/login/', payload: { email: 'rh@flotilla.mx', password: 'flotilla' } });
    const access = await verifyToken(t.config.jwtSecret, login.json().access, 'access');
    const res = await t.call({ method: 'POST', url: 'auth/ws-ticket/', token: login.json().access });
    expect(res.statusCode).toBe(200);
    const claims = await verifyToken(t.config.jwtSecret, res.json().websockets_token, 'ws');
    expect([claims?.sub, claims?.sid]).toEqual([String(ids.rh), access?.sid]);
    expect((await t.call({ method: 'POST', url: 'auth/ws-ticket/' })).statusCode).toBe(401);
  });
});

describe('signing a socket in', () => {
  it('refuses a token in the URL, or any query string, before the upgrade (400)', async () => {
    const { ticket } = await ticketOf(t, 'admin@flotilla.mx');
    expect(await openSocket(`${wsUrl}?token=${ticket}`).refused).toBe(400);
    expect(await openSocket(`${wsUrl}?x=1`).refused).toBe(400);
    // Not an upgrade: nothing to talk to.
    expect((await t.call({ url: 'ws/' })).statusCode).toBe(400);
  });

  it('closes with 4401 for a bad, expired, wrong-type or ended ticket, and a first frame that is not auth', async () => {
    const { ticket, refresh } = await ticketOf(t, 'rh@flotilla.mx');
    const claims = (await verifyToken(t.config.jwtSecret, ticket, 'ws'))!;
    const expired = await signToken(t.config.jwtSecret, 'ws', ids.rh, claims.ver, { sid: claims.sid, expiresAt: new Date(Date.now() - 1000) });
    const access = await signToken(t.config.jwtSecret, 'access', ids.rh, claims.ver, { sid: claims.sid });
    const frames = [
      { type: 'auth', token: 'not-a-token' },
      { type: 'auth', token: expired.token },
      { type: 'auth', token: access.token },
      { type: 'hello', token: ticket },
      'plain text',
    ];
    for (const frame of frames) {
      const peer = openSocket();
      await opened(peer);
      peer.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
      expect([frame, (await peer.closed).code]).toEqual([frame, 4401]);
    }
    // Logged out: the session's ticket is refused while it has not yet expired.
    await t.call({ method: 'POST', url: 'auth/logout/', payload: { refresh } });
    const peer = openSocket();
    await opened(peer);
    peer.ws.send(JSON.stringify({ type: 'auth', token: ticket }));
    expect((await peer.closed).code).toBe(4401);
  });

  it('closes with 4401 a socket that sends no auth frame in time', { timeout: AUTH_TIMEOUT_MS + 10_000 }, async () => {
    const peer = openSocket();
    await opened(peer);
    const start = Date.now();
    expect((await peer.closed).code).toBe(4401);
    expect(Date.now() - start).toBeGreaterThan(AUTH_TIMEOUT_MS - 1000);
  });
});

describe('pushing events', () => {
  it("delivers a notification to its recipient's sockets only", async () => {
    const admin = await readySocket((await ticketOf(t, 'admin@flotilla.mx')).ticket);
    const adminAgain = await readySocket((await ticketOf(t, 'admin@flotilla.mx')).ticket, { language: 'en' });
    const rh = await readySocket((await ticketOf(t, 'rh@flotilla.mx')).ticket);
    const forAdmin = await raiseNotification(ids.admin);
    for (const peer of [admin, adminAgain]) {
      const frame = await peer.next();
      expect(frame).toMatchObject({ type: 'notification', notification: { id: forAdmin, type: 3, resource: 'usuarios', record_id: ids.admin, seen: false } });
      expect(Object.keys(frame.notification ?? {}).sort()).toEqual(['created_at', 'id', 'message', 'record_id', 'resource', 'seen', 'title', 'type']);
    }
    // HR's first frame is its own notification: the admin's never reached it.
    const forRh = await raiseNotification(ids.rh);
    expect(pushedId(await rh.next())).toBe(forRh);
    // An event for no one here, or for a notification that is not the user's, pushes nothing.
    await publish(t.database.db, { kind: 'notification', user_id: ids.admin, id: forRh });
    const after = await raiseNotification(ids.admin);
    expect(pushedId(await admin.next())).toBe(after);
    [admin, adminAgain, rh].forEach((p) => p.ws.close());
  });

  it("writes the notification in the socket's language: the auth frame's, else Accept-Language, else Spanish", async () => {
    const ticket = async () => (await ticketOf(t, 'admin@flotilla.mx')).ticket;
    const english = await readySocket(await ticket(), { language: 'en', headers: { 'accept-language': 'es' } });
    const byHeader = await readySocket(await ticket(), { headers: { 'accept-language': 'en-US,en;q=0.9' } });
    const spanish = await readySocket(await ticket());
    const id = await raiseNotification(ids.admin);
    const [en, es] = await Promise.all((['en', 'es'] as const).map((lang) => readNotification(t.database.db, ids.admin, id, lang)));
    expect(en!.title).not.toBe(es!.title);
    expect((await english.next()).notification).toEqual(en);
    expect((await byHeader.next()).notification).toEqual(en);
    expect((await spanish.next()).notification).toEqual(es);
    [english, byHeader, spanish].forEach((p) => p.ws.close());
  });

  it('delivers alerts to admin and C4, not to HR', async () => {
    const [admin, c4, rh] = await Promise.all(
      ['admin@flotilla.mx', 'c4@flotilla.mx', 'rh@flotilla.mx'].map(async (email) => readySocket((await ticketOf(t, email)).ticket)),
    );
    await publish(t.database.db, { kind: 'alert', alert: { id: 7, status: 0 } });
    for (const peer of [admin, c4]) expect(await peer.next()).toEqual({ type: 'alert', alert: { id: 7, status: 0 } });
    const forRh = await raiseNotification(ids.rh);
    expect(pushedId(await rh.next())).toBe(forRh);
    [admin, c4, rh].forEach((p) => p.ws.close());
  });

  it("closes a socket whose session ended instead of pushing to it", async () => {
    const { ticket, refresh } = await ticketOf(t, 'c4@flotilla.mx');
    const peer = await readySocket(ticket);
    await t.call({ method: 'POST', url: 'auth/logout/', payload: { refresh } });
    await raiseNotification(ids.c4);
    await expect(peer.next()).rejects.toThrow('socket closed (4401)');
  });
});

describe('two server processes on one database', () => {
  it('both deliver an event raised through either', { timeout: 90_000 }, async () => {
    const second = await startServerProcess(t);
    const other = connect(t.database.pool.options.connectionString!, 1);
    try {
      const here = await readySocket((await ticketOf(t, 'admin@flotilla.mx')).ticket);
      const there = await readySocket((await ticketOf(t, 'admin@flotilla.mx')).ticket, { url: second.url });
      // Raised through this process's pool, then through another connection (as the other process raises them).
      for (const db of [t.database.db, other.db]) {
        const id = await raiseNotification(ids.admin, db);
        for (const peer of [here, there]) expect(pushedId(await peer.next())).toBe(id);
      }
      [here, there].forEach((p) => p.ws.close());
    } finally {
      await other.close();
      await second.stop();
    }
  });
});

describe('the event bus', () => {
  it('listens again after its connection is terminated, and tells sockets to reconnect (1012)', async () => {
    const peer = await readySocket((await ticketOf(t, 'admin@flotilla.mx')).ticket);
    const listeners = () =>
      t.database.pool
        .query<{ pid: number }>(`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'flotilla-listen' AND query LIKE 'LISTEN %'`)
        .then((r) => r.rows.map((row) => row.pid));
    // One connection listens for the app's events and its caller changes alike.
    const { rows: listening } = await t.database.pool.query(`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN %'`);
    expect(listening).toHaveLength(1);
    const [before] = await listeners();
    await t.database.pool.query('SELECT pg_terminate_backend($1)', [before]);
    expect((await peer.closed).code).toBe(1012);
    const again = await readySocket((await ticketOf(t, 'admin@flotilla.mx')).ticket);
    expect(await listeners()).not.toContain(before);
    const id = await raiseNotification(ids.admin);
    expect(pushedId(await again.next())).toBe(id);
    again.ws.close();
    // The app's own pool was not disturbed.
    expect((await t.database.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.id, ids.admin))).length).toBe(1);
  });
});

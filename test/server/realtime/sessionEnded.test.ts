import { eq, sql } from 'drizzle-orm';
import { endSessions, listSessions } from '../../../server/auth/sessions';
import { verifyToken } from '../../../server/auth/tokens';
import { sessions, usuarios } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../support/harness';
import { readySocket, wsUrlOf } from './socketKit';

/**
 * A session ended by any path (logout, My account, an administrator, a new password, a
 * disabled account) closes its sockets with 4401 at once (migration 0034's session_ended event),
 * not at the next 30-second heartbeat; the person's other sessions keep theirs.
 */
let t: TestApp;
let wsUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  wsUrl = wsUrlOf(await t.app.listen({ port: 0, host: '127.0.0.1' }));
});
afterAll(() => t.close());

/** Well under the 30-second heartbeat: a close within it came from the event. */
const SOON = { timeout: 15_000 };

/** A sign-in of `email` with its socket open: its refresh token, session id and number. */
async function signedInSocket(email: string) {
  const login = await t.call({ method: 'POST', url: 'auth/login/', payload: { email, password: 'flotilla' } });
  expect(login.statusCode).toBe(200);
  const { websockets_token: ticket, refresh, access } = login.json();
  const sid = (await verifyToken(t.config.jwtSecret, access, 'access'))!.sid!;
  const [{ seq }] = await t.database.db.select({ seq: sessions.seq }).from(sessions).where(eq(sessions.id, sid));
  return { peer: await readySocket(wsUrl, ticket), refresh: refresh as string, access: access as string, sid, seq };
}

const OPEN = 1;

describe('an ended session closes its sockets at once', () => {
  it('on logout', SOON, async () => {
    await t.addUser({ email: 'logout@flotilla.mx' });
    const one = await signedInSocket('logout@flotilla.mx');
    const other = await signedInSocket('logout@flotilla.mx');
    await t.call({ method: 'POST', url: 'auth/logout/', payload: { refresh: one.refresh } });
    expect(await one.peer.closed).toEqual({ code: 4401, reason: 'session ended' });
    expect(other.peer.ws.readyState).toBe(OPEN);
    other.peer.ws.close();
  });

  it('when that one session is ended (My account, an administrator on the record)', SOON, async () => {
    const id = await t.addUser({ email: 'endone@flotilla.mx' });
    const one = await signedInSocket('endone@flotilla.mx');
    const other = await signedInSocket('endone@flotilla.mx');
    expect(await endSessions(t.database.db, id, { seq: one.seq })).toBe(1);
    expect((await one.peer.closed).code).toBe(4401);
    expect((await t.call({ method: 'POST', url: 'auth/ws-ticket/', token: one.access })).statusCode).toBe(401);
    expect(other.peer.ws.readyState).toBe(OPEN);
    expect((await listSessions(t.database.db, id, other.sid)).map((s) => [s.id, s.current])).toEqual([[other.seq, true]]);
    other.peer.ws.close();
  });

  it('when ended from My account (DELETE auth/account/sessions/{id}/) or by an administrator on the record', SOON, async () => {
    const id = await t.addUser({ email: 'endapi@flotilla.mx', groups: ['C4'] });
    const mine = await signedInSocket('endapi@flotilla.mx');
    const byMe = await signedInSocket('endapi@flotilla.mx');
    const byAdmin = await signedInSocket('endapi@flotilla.mx');
    expect((await t.call({ method: 'DELETE', url: `auth/account/sessions/${byMe.seq}/`, token: mine.access })).statusCode).toBe(204);
    expect((await byMe.peer.closed).code).toBe(4401);
    const admin = await t.token('admin@flotilla.mx');
    const res = await t.call({ method: 'POST', url: `usuarios/${id}/cerrar_sesion/`, token: admin, payload: { sesion: byAdmin.seq } });
    expect(res.statusCode).toBe(200);
    expect((await byAdmin.peer.closed).code).toBe(4401);
    expect(mine.peer.ws.readyState).toBe(OPEN);
    mine.peer.ws.close();
  });

  it('when the others are ended, keeping the caller\'s', SOON, async () => {
    const id = await t.addUser({ email: 'endothers@flotilla.mx' });
    const mine = await signedInSocket('endothers@flotilla.mx');
    const others = [await signedInSocket('endothers@flotilla.mx'), await signedInSocket('endothers@flotilla.mx')];
    expect(await endSessions(t.database.db, id, { except: mine.sid })).toBe(2);
    for (const other of others) expect((await other.peer.closed).code).toBe(4401);
    expect(mine.peer.ws.readyState).toBe(OPEN);
    mine.peer.ws.close();
  });

  it('on a new password or removed permissions (token_version grows), and the sessions no longer list as live', SOON, async () => {
    const id = await t.addUser({ email: 'newpassword@flotilla.mx' });
    const one = await signedInSocket('newpassword@flotilla.mx');
    await t.database.db.update(usuarios).set({ token_version: sql`${usuarios.token_version} + 1` }).where(eq(usuarios.id, id));
    expect((await one.peer.closed).code).toBe(4401);
    expect(await listSessions(t.database.db, id)).toEqual([]);
  });

  it('when the account is disabled', SOON, async () => {
    const id = await t.addUser({ email: 'disabled@flotilla.mx' });
    const one = await signedInSocket('disabled@flotilla.mx');
    await t.database.db.update(usuarios).set({ status: 0 }).where(eq(usuarios.id, id));
    expect((await one.peer.closed).code).toBe(4401);
    const [row] = await t.database.db.select({ revoked: sessions.revoked_at }).from(sessions).where(eq(sessions.id, one.sid));
    expect(row.revoked).not.toBeNull();
  });
});

/** The times as the API writes them: ISO 8601 in UTC, to the millisecond. */
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('a live session', () => {
  it('says where and when it signed in and was last used; a refresh moves its last use and address', async () => {
    const id = await t.addUser({ email: 'listed@flotilla.mx' });
    const login = await t.call({ method: 'POST', url: 'auth/login/', payload: { email: 'listed@flotilla.mx', password: 'flotilla' }, ip: '10.12.0.1', headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0' } });
    const sid = (await verifyToken(t.config.jwtSecret, login.json().access, 'access'))!.sid!;
    const [before] = await listSessions(t.database.db, id, sid);
    expect(before).toEqual({ id: expect.any(Number), created_at: expect.stringMatching(ISO), last_used_at: expect.stringMatching(ISO), ip: '10.12.0.1', last_ip: '10.12.0.1', user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0', app: false, second_factor: false, current: true });
    await t.database.db.update(sessions).set({ last_used_at: sql`now() - interval '10 minutes'` }).where(eq(sessions.id, sid));
    expect((await t.call({ method: 'POST', url: 'auth/refresh/', payload: { refresh: login.json().refresh }, ip: '10.12.0.2' })).statusCode).toBe(200);
    const [after] = await listSessions(t.database.db, id);
    expect(after).toMatchObject({ id: before.id, ip: '10.12.0.1', last_ip: '10.12.0.2', current: false });
    expect(Date.now() - Date.parse(after.last_used_at)).toBeLessThan(60_000);
  });
});

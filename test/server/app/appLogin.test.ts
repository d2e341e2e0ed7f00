import { eq } from 'drizzle-orm';
import { login_failures } from '../../../server/db/schema';
import { roleTestApp } from '../support/roleApp';
import { api, APP_USER, appSession, appToken, login, nextIp } from './appHelpers';

/**
 * DOMAIN §7 sign-in from the phone: `User-Type: app` signs in any active user, group or not, with
 * the back office's throttles and lockout; its tokens (the app kind is a signed claim, kept by
 * refresh) reach only domain/appCalls.ts calls, whatever User-Type a later call sends. Without the
 * header the back-office rule stays: users outside the three groups get 403 no_allowed.
 */
const { t, tokens } = roleTestApp();

describe('app sign-in', () => {
  it('signs in a user of no group, without a websocket ticket; the back office still refuses them', async () => {
    const res = await login(t, APP_USER);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ groups: [], first_name: 'Diego' });
    expect(typeof body.access).toBe('string');
    expect(body).not.toHaveProperty('websockets_token');
    const office = await login(t, APP_USER, 'flotilla', { app: false });
    expect([office.statusCode, office.json().code]).toEqual([403, 'no_allowed']);
    // A back-office header value is no app sign-in either.
    const platform = await t.call({ method: 'POST', url: 'auth/login/', payload: { email: APP_USER, password: 'flotilla' }, ip: nextIp(), headers: { 'user-type': 'platform' } });
    expect(platform.statusCode).toBe(403);
  });

  it('refuses an inactive user and a wrong password alike (401), writing the failure', async () => {
    await t.addUser({ email: 'inactivo.app@flotilla.mx', groups: [], status: 0 });
    const inactive = await login(t, 'inactivo.app@flotilla.mx');
    expect([inactive.statusCode, inactive.json().code]).toEqual([401, 'invalid_credentials']);
    const wrong = await login(t, APP_USER, 'nope');
    expect([wrong.statusCode, wrong.json().code]).toEqual([401, 'invalid_credentials']);
    expect((await t.audit()).slice(0, 2).map((row) => row.action)).toEqual(['login_failed', 'login_failed']);
  });

  it('applies the sign-in lockout: after many wrong passwords the right one waits (429)', async () => {
    await t.addUser({ email: 'bloqueo.app@flotilla.mx', groups: [] });
    for (let i = 0; i < 20; i++) await login(t, 'bloqueo.app@flotilla.mx', `guess-${i}`);
    const locked = await login(t, 'bloqueo.app@flotilla.mx');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    const [failures] = await t.database.db.select().from(login_failures).where(eq(login_failures.key, 'email:bloqueo.app@flotilla.mx'));
    expect(failures.failures).toBeGreaterThanOrEqual(5);
  });

  it('gives a back-office user signing in as the app an app session, not the back office', async () => {
    const token = await appToken(t, 'admin@flotilla.mx');
    expect((await api(t, token, { url: 'vehiculos/' })).statusCode).toBe(403);
    expect((await api(t, tokens.admin, { url: 'vehiculos/' })).statusCode).toBe(200);
  });
});

describe('an app session', () => {
  it('reaches nothing of the back office, whatever User-Type it sends', async () => {
    const token = await appToken(t);
    for (const headers of [{}, { 'user-type': 'platform' }, { 'user-type': 'app' }] as Record<string, string>[]) {
      for (const url of ['vehiculos/', 'prestamos/', 'notificaciones/', 'usuarios/', 'configuracion/']) {
        const res = await api(t, token, { url, headers });
        expect([url, res.statusCode, res.json().code]).toEqual([url, 403, 'permission_denied']);
      }
    }
  });

  it('keeps its kind through refresh: the new token reaches app calls only', async () => {
    const session = await appSession(t);
    const refreshed = await t.call({ method: 'POST', url: 'auth/refresh/', payload: { refresh: session.refresh }, ip: nextIp() });
    expect(refreshed.statusCode).toBe(200);
    const { access } = refreshed.json();
    expect((await api(t, access, { url: 'vehiculos/' })).statusCode).toBe(403);
    // An app call answers its own field errors: the guard let it through.
    const loan = await api(t, access, { method: 'POST', url: 'prestamos/', payload: {} });
    expect(loan.statusCode).toBe(400);
  });

  it('gets no websocket ticket (403); a back-office session still does', async () => {
    const token = await appToken(t);
    const refused = await api(t, token, { method: 'POST', url: 'auth/ws-ticket/' });
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'permission_denied']);
    const office = await api(t, tokens.c4, { method: 'POST', url: 'auth/ws-ticket/' });
    expect([office.statusCode, typeof office.json().websockets_token]).toEqual([200, 'string']);
  });

  it('logs out like any session: its tokens stop', async () => {
    const session = await appSession(t);
    expect((await t.call({ method: 'POST', url: 'auth/logout/', payload: { refresh: session.refresh } })).statusCode).toBe(204);
    const after = await api(t, session.access, { method: 'POST', url: 'prestamos/', payload: {} });
    expect(after.statusCode).toBe(401);
  });

  it('a back-office token never reaches an app-only call', async () => {
    const res = await api(t, tokens.admin, { method: 'POST', url: 'prestamos/1/cancelar_por_usuario/', payload: {} });
    expect([res.statusCode, res.json().code]).toEqual([403, 'permission_denied']);
  });
});

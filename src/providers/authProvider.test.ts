import { json, mockFetch, signIn } from '../../test/client/fetchMock';
import { authProvider, endedBySignOut, LoginError } from './authProvider';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18nProvider';
import { setLocale } from './locale';
import { SESSION_KEY, getSession } from './session';

const loginAnswer = {
  access: 'acc-0',
  refresh: 'ref-0',
  groups: ['HHRR Administrador', 'C4'],
  first_name: 'Rosa',
  last_name: 'Díaz',
  id: 12,
  websockets_token: 'ws-9',
};
const page = { count: 0, next: null, previous: null, results: [] };
const listParams = { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };
const MIN = 60 * 1000;
const DAY = 24 * 60 * MIN;

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  setLocale('es');
  await i18nProvider.changeLocale('es');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('authProvider.login', () => {
  it('POSTs auth/login/ with User-Type: platform and no Authorization header', async () => {
    const { calls } = mockFetch(() => json(loginAnswer));
    await authProvider.login({ email: 'rosa@flotilla.mx', password: 'secreto123', remember: true });
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/auth/login/', body: { email: 'rosa@flotilla.mx', password: 'secreto123' } });
    expect(calls[0].headers['user-type']).toBe('platform');
    expect(calls[0].headers['accept-language']).toBe('es');
    expect(calls[0].headers.authorization).toBeUndefined();
  });

  it('stores the SPEC §3 session in localStorage when remember-me is ticked', async () => {
    mockFetch(() => json(loginAnswer));
    await authProvider.login({ email: 'rosa@flotilla.mx', password: 'secreto123', remember: true });
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
    const stored = JSON.parse(localStorage.getItem(SESSION_KEY)!);
    expect(stored).toMatchObject({
      email: 'rosa@flotilla.mx',
      rol: 'HHRR Administrador',
      roles: ['HHRR Administrador', 'C4'],
      nombre: 'Rosa Díaz',
      id: 12,
      access: 'acc-0',
      refresh: 'ref-0',
      remember: true,
      language: 'es',
      websockets_token: 'ws-9',
    });
  });

  it('stores the session in sessionStorage otherwise', async () => {
    mockFetch(() => json(loginAnswer));
    await authProvider.login({ email: 'rosa@flotilla.mx', password: 'secreto123', remember: false });
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(JSON.parse(sessionStorage.getItem(SESSION_KEY)!).remember).toBe(false);
  });

  it('refuses a user outside the three groups with the translated no_allowed message, storing nothing', async () => {
    mockFetch(() => json({ ...loginAnswer, groups: ['Conductor'] }));
    const error = await authProvider.login({ email: 'x@y.z', password: 'secreto123' }).catch((e) => e);
    expect(error).toBeInstanceOf(LoginError);
    expect(error.code).toBe('no_allowed');
    expect(error.message).toBe('No tiene permitido iniciar sesión.');
    expect(getSession()).toBeNull();
  });

  it('translates server refusals: invalid credentials, no_allowed, tries exceeded', async () => {
    const { reply } = mockFetch();
    reply(
      json({ detail: 'x', code: 'invalid_credentials' }, 401),
      json({ detail: 'x', code: 'no_allowed' }, 403),
      json({ detail: 'x', code: 'throttled' }, 429),
    );
    const messages = [];
    for (let i = 0; i < 3; i++) {
      messages.push((await authProvider.login({ email: 'a@b.c', password: 'p' }).catch((e) => e)).message);
    }
    expect(messages).toEqual(['Credenciales inválidas.', 'No tiene permitido iniciar sesión.', 'Demasiados intentos, intente más tarde.']);
  });

  it('refuses incomplete credentials without calling the server', async () => {
    const { calls } = mockFetch();
    const error = await authProvider.login({ email: '', password: '' }).catch((e) => e);
    expect(error.message).toBe('Credenciales incompletas.');
    expect(calls).toHaveLength(0);
  });
});

describe('token timing (SPEC §9: 19.8 min / 6.8 days)', () => {
  const login = async () => {
    const { calls, reply } = mockFetch(() => json(page));
    reply(json(loginAnswer));
    await authProvider.login({ email: 'rosa@flotilla.mx', password: 'secreto123', remember: true });
    return calls;
  };

  it('uses the access token until 19.8 minutes, then refreshes it once and stores the new one', async () => {
    vi.useFakeTimers({ now: new Date('2025-03-01T10:00:00Z') });
    const calls = await login();
    vi.advanceTimersByTime(19.8 * MIN - 1000);
    await dataProvider.getList('plantas', listParams);
    expect(calls.map((c) => c.url)).toEqual(['/api/auth/login/', '/api/plantas/?page=1&limit=25&ordering=id']);
    expect(calls[1].headers.authorization).toBe('Bearer acc-0');

    vi.advanceTimersByTime(2000);
    // After 19.8 min: refresh first, then the request with the new token.
    const { reply } = mockFetch(() => json(page));
    reply(json({ access: 'acc-1' }));
    const after = vi.mocked(fetch).mock;
    await dataProvider.getList('plantas', listParams);
    const urls = after.calls.map((c) => String(c[0]));
    expect(urls).toEqual(['/api/auth/refresh/', '/api/plantas/?page=1&limit=25&ordering=id']);
    expect(JSON.parse(after.calls[0][1]!.body as string)).toEqual({ refresh: 'ref-0' });
    expect(new Headers(after.calls[0][1]!.headers).get('authorization')).toBeNull();
    expect(new Headers(after.calls[1][1]!.headers).get('authorization')).toBe('Bearer acc-1');
    expect(getSession()!.access).toBe('acc-1');
  });

  it('refreshes once however many requests wait (single flight)', async () => {
    vi.useFakeTimers({ now: new Date('2025-03-01T10:00:00Z') });
    await login();
    vi.advanceTimersByTime(20 * MIN);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { calls } = mockFetch(async (call) => {
      if (call.url === '/api/auth/refresh/') {
        await gate;
        return json({ access: 'acc-2' });
      }
      return json(page);
    });
    const pending = Promise.all([
      dataProvider.getList('plantas', listParams),
      dataProvider.getList('departamentos', listParams),
      dataProvider.getOne('plantas', { id: 1 }),
    ]);
    await vi.advanceTimersByTimeAsync(10);
    release();
    await pending;
    expect(calls.filter((c) => c.url === '/api/auth/refresh/')).toHaveLength(1);
    const others = calls.filter((c) => c.url !== '/api/auth/refresh/');
    expect(others).toHaveLength(3);
    expect(others.every((c) => c.headers.authorization === 'Bearer acc-2')).toBe(true);
  });

  it('logs out when the refresh token is older than 6.8 days, sending nothing', async () => {
    vi.useFakeTimers({ now: new Date('2025-03-01T10:00:00Z') });
    await login();
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    vi.advanceTimersByTime(6.8 * DAY - 1000);
    const { calls, reply } = mockFetch(() => json(page));
    reply(json({ access: 'acc-3' }));
    await dataProvider.getList('plantas', listParams);
    expect(calls[0].url).toBe('/api/auth/refresh/');
    expect(log).not.toHaveBeenCalledWith('Refresh token expirado');

    vi.advanceTimersByTime(2000);
    const later = mockFetch(() => json(page));
    const error = await dataProvider.getList('plantas', listParams).catch((e) => e);
    expect(error.status).toBe(401);
    expect(later.calls).toHaveLength(0);
    expect(log).toHaveBeenCalledWith('Refresh token expirado');
    expect(getSession()).toBeNull();
    await expect(authProvider.checkAuth({})).rejects.toBeDefined();
  });

  it('ends the session when the server refuses the refresh token', async () => {
    vi.useFakeTimers({ now: new Date('2025-03-01T10:00:00Z') });
    await login();
    vi.advanceTimersByTime(21 * MIN);
    const { reply } = mockFetch(() => json(page));
    reply(json({ detail: 'Token inválido', code: 'token_not_valid' }, 401));
    const error = await dataProvider.getList('plantas', listParams).catch((e) => e);
    expect(error.status).toBe(401);
    expect(getSession()).toBeNull();
  });
});

describe('authProvider session methods', () => {
  it('checkError logs out on 401 only', async () => {
    signIn();
    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
    expect(getSession()).not.toBeNull();
    await expect(authProvider.checkError({ status: 401 })).rejects.toBeDefined();
    expect(getSession()).toBeNull();
  });

  it('checkError says a session the server refused while stored was ended elsewhere, as the realtime socket does', async () => {
    signIn();
    await expect(authProvider.checkError({ status: 401, body: { code: 'token_not_valid' } })).rejects.toMatchObject({ message: 'app.auth.session_ended', redirectTo: '/login' });
    // Its refresh refused (the session already cleared), it ran out.
    await expect(authProvider.checkError({ status: 401 })).rejects.toMatchObject({ message: 'app.auth.session_expired' });
  });

  it('getIdentity gives the id and the joined name', async () => {
    signIn({ id: 5, nombre: 'Ana López' });
    await expect(authProvider.getIdentity!()).resolves.toMatchObject({ id: 5, fullName: 'Ana López' });
  });

  it('canAccess follows domain/access with the stored groups', async () => {
    signIn({ roles: ['C4'], rol: 'C4' });
    await expect(authProvider.canAccess!({ resource: 'plantas', action: 'list' })).resolves.toBe(true);
    await expect(authProvider.canAccess!({ resource: 'plantas', action: 'create' })).resolves.toBe(false);
    signIn({ roles: ['HHRR Administrador'] });
    await expect(authProvider.canAccess!({ resource: 'plantas', action: 'delete' })).resolves.toBe(true);
    await expect(authProvider.canAccess!({ resource: 'vehiculos', action: 'edit' })).resolves.toBe(false);
  });

  it('logout clears both storages, POSTs auth/logout/ {refresh} and ignores its failure', async () => {
    signIn({ refresh: 'ref-x', remember: true });
    sessionStorage.setItem(SESSION_KEY, '{"stale":true}');
    const { calls } = mockFetch(() => json({ detail: 'boom' }, 500));
    await expect(authProvider.logout({})).resolves.toBe('/login');
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/auth/logout/', body: { refresh: 'ref-x' } });

    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))));
    signIn();
    await expect(authProvider.logout({})).resolves.toBe('/login');
    expect(getSession()).toBeNull();
  });

  it('a chosen sign-out stays chosen when a screen still drawn then calls logout again with no session; a 401 is a session ended on its own', async () => {
    mockFetch(() => json({}));
    signIn();
    await authProvider.logout({});
    expect(endedBySignOut()).toBe(true);
    await authProvider.logout({});
    expect(endedBySignOut()).toBe(true);

    signIn();
    await expect(authProvider.checkError({ status: 401 })).rejects.toBeDefined();
    await authProvider.logout({});
    expect(endedBySignOut()).toBe(false);
  });

  it('a call refused after a chosen sign-out (a screen still drawn, no session to send) says nothing and keeps the sign-out chosen', async () => {
    mockFetch(() => json({}));
    signIn();
    await authProvider.logout({});
    await expect(authProvider.checkError({ status: 401, body: { code: 'not_authenticated' } })).rejects.toEqual({ message: false, redirectTo: '/login' });
    // What the sign-in page reads (shell/SignedOut.tsx): no notice, no page to return to.
    expect(endedBySignOut()).toBe(true);
  });
});

import { json, mockFetch, sessionFixture, signIn } from '../../test/client/fetchMock';
import { authProvider } from './authProvider';
import { ACCESS_TTL_MS, getSession, saveSession } from './session';
import { request } from './http';
import { ensureFreshSession } from './tokenRefresh';

/** The server rotates refresh tokens; each may be presented once. */
const MIN = 60 * 1000;
const NOW = new Date('2025-03-01T10:00:00Z').getTime();

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'locks');
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Web Locks as a browser gives them (jsdom has none). */
const stubLocks = (request: (name: string, run: () => Promise<void>) => Promise<void>) =>
  Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });

const expiredAccess = () => signIn({ access: 'acc-0', refresh: 'ref-0', accessExpiresAt: NOW - 1 });

describe('refresh rotation in the client', () => {
  it('stores the rotated refresh token and presents it at the next refresh, keeping the sign-in deadline', async () => {
    const signedIn = expiredAccess();
    const { calls, reply } = mockFetch();
    reply(json({ access: 'acc-1', refresh: 'ref-1' }));
    expect((await ensureFreshSession()).access).toBe('acc-1');
    expect(getSession()).toMatchObject({ access: 'acc-1', refresh: 'ref-1', refreshExpiresAt: signedIn.refreshExpiresAt });

    vi.setSystemTime(NOW + 20 * MIN);
    reply(json({ access: 'acc-2', refresh: 'ref-2' }));
    expect((await ensureFreshSession()).access).toBe('acc-2');
    expect(calls.map((c) => c.body)).toEqual([{ refresh: 'ref-0' }, { refresh: 'ref-1' }]);
    expect(getSession()!.refresh).toBe('ref-2');

    // Logout ends the session with the token the client holds now.
    mockFetch(() => json(null, 204));
    await authProvider.logout({});
    expect(vi.mocked(fetch).mock.calls.map((c) => JSON.parse(String(c[1]!.body)))).toEqual([{ refresh: 'ref-2' }]);
  });

  it('keeps the stored refresh token when the answer carries none (SPEC §7 `{access}`)', async () => {
    expiredAccess();
    const { reply } = mockFetch();
    reply(json({ access: 'acc-1' }));
    await ensureFreshSession();
    expect(getSession()).toMatchObject({ access: 'acc-1', refresh: 'ref-0' });
  });

  it('refreshes under a lock shared by the tabs, and skips the call when another tab refreshed meanwhile', async () => {
    expiredAccess();
    const names: string[] = [];
    // Another tab held the lock and rotated the shared session before this one got it.
    const request = vi.fn(async (name: string, run: () => Promise<void>) => {
      names.push(name);
      saveSession(sessionFixture({ access: 'acc-other', refresh: 'ref-other', accessExpiresAt: Date.now() + ACCESS_TTL_MS }));
      return run();
    });
    stubLocks(request);
    const { calls } = mockFetch();
    expect((await ensureFreshSession()).access).toBe('acc-other');
    expect(names).toEqual(['flotilla.refresh']);
    expect(calls).toHaveLength(0);
  });

  it('refreshes under that lock when no other tab did', async () => {
    expiredAccess();
    const request = vi.fn(async (_name: string, run: () => Promise<void>) => run());
    stubLocks(request);
    const { calls, reply } = mockFetch();
    reply(json({ access: 'acc-1', refresh: 'ref-1' }));
    expect((await ensureFreshSession()).access).toBe('acc-1');
    expect(request).toHaveBeenCalledTimes(1);
    expect(calls.map((c) => c.url)).toEqual(['/api/auth/refresh/']);
  });
});

describe('a request with a good token', () => {
  it('leaves at once, before anything else can run, and one with an expired token refreshes first', async () => {
    signIn({ access: 'acc-0', refresh: 'ref-0', accessExpiresAt: NOW + MIN });
    const { calls } = mockFetch(() => json({ results: [] }));
    const answered = request('plantas/');
    // Synchronously: no await stands between the call and fetch.
    expect(calls.map((call) => [call.url, call.headers.authorization])).toEqual([['/api/plantas/', 'Bearer acc-0']]);
    await answered;

    vi.setSystemTime(NOW + 2 * MIN);
    mockFetch((call) => json(call.url.endsWith('auth/refresh/') ? { access: 'acc-1', refresh: 'ref-1' } : { results: [] }));
    await request('plantas/');
    expect(vi.mocked(fetch).mock.calls.map(([url]) => String(url))).toEqual(['/api/auth/refresh/', '/api/plantas/']);
    expect(new Headers(vi.mocked(fetch).mock.calls[1][1]!.headers).get('authorization')).toBe('Bearer acc-1');
  });
});

import { json, mockFetch, signIn } from '../../test/client/fetchMock';
import { dataProvider } from './dataProvider';
import { request, requestJson } from './http';
import { OPENING_CALLS_KEY, forgetOpeningCalls, openPageLoad, stopRecording } from './openingCalls';
import { clearSession, getSession } from './session';

/** A page load asks its screen's reads again at once, and the screen takes those answers. */
const ADDRESS = '/usuarios?perPage=100';
const LIST = { pagination: { page: 1, perPage: 100 }, sort: { field: 'last_name', order: 'ASC' as const }, filter: { plataforma: false } };
const USERS = { count: 1, results: [{ id: 7, name: 'Ana' }] };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  forgetOpeningCalls();
});
afterEach(() => {
  forgetOpeningCalls();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** A first load of ADDRESS: the users list and the departments lookup, then a write and a read after the screen's answer. */
async function firstLoad() {
  openPageLoad(ADDRESS, getSession()!);
  mockFetch((call) => json(call.url.includes('departamentos') ? { count: 0, results: [] } : USERS));
  await dataProvider.getList('usuarios', LIST);
  await dataProvider.getList('departamentos', { pagination: { page: 1, perPage: 1000 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
  await request('usuarios/7/', { method: 'PATCH', body: { name: 'Ana' } });
  stopRecording();
  await requestJson('notificaciones/count/');
}

const kept = (storage: Storage = localStorage) => JSON.parse(storage.getItem(OPENING_CALLS_KEY) ?? 'null');

describe('the reads a page load makes for its screen', () => {
  it('keeps the screen\'s reads for the address (not writes, not calls after the screen answered, no tokens)', async () => {
    signIn();
    await firstLoad();
    expect(kept()).toEqual({
      account: '1',
      addresses: {
        [ADDRESS]: [
          { method: 'POST', url: '/api/usuarios/q/?page=1&limit=100', body: JSON.stringify({ plataforma: false, ordering: 'last_name' }) },
          { method: 'GET', url: '/api/departamentos/?page=1&limit=1000&ordering=id' },
        ],
      },
    });
    expect(localStorage.getItem(OPENING_CALLS_KEY)).not.toContain('access-1');
  });

  it('asks them again as the next load starts, and the screen takes those answers instead of asking', async () => {
    signIn();
    await firstLoad();
    const { calls } = mockFetch((call) => json(call.url.includes('departamentos') ? { count: 0, results: [] } : { count: 1, results: [{ id: 8, name: 'Berta' }] }));
    openPageLoad(ADDRESS, getSession()!);
    // Asked at once, with the session's token, before any screen has drawn.
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['POST /api/usuarios/q/?page=1&limit=100', 'GET /api/departamentos/?page=1&limit=1000&ordering=id']);
    expect(calls[0].headers.authorization).toBe('Bearer access-1');
    expect(calls[0].body).toEqual({ plataforma: false, ordering: 'last_name' });
    // Ended after the same 120 s as the screen's own call would be (SPEC §8).
    expect(vi.mocked(fetch).mock.calls[0][1]!.signal).toBeInstanceOf(AbortSignal);

    const answer = await dataProvider.getList('usuarios', LIST);
    expect(answer.data).toEqual([{ id: 8, name: 'Berta' }]);
    expect(calls).toHaveLength(2);
    // Each early answer is taken once: the same call later asks the server.
    await dataProvider.getList('usuarios', LIST);
    expect(calls).toHaveLength(3);
  });

  it('leaves an early answer unused when the screen asks something else (another order), and drops it after 10 s', async () => {
    signIn();
    await firstLoad();
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const { calls } = mockFetch(() => json(USERS));
    openPageLoad(ADDRESS, getSession()!);
    await dataProvider.getList('usuarios', { ...LIST, sort: { field: 'email', order: 'DESC' } });
    expect(calls.map((call) => call.body)).toEqual([{ plataforma: false, ordering: 'last_name' }, undefined, { plataforma: false, ordering: '-email' }]);
    vi.advanceTimersByTime(10_000);
    await dataProvider.getList('usuarios', LIST);
    expect(calls).toHaveLength(4);
  });

  it('asks nothing early with an expired access token (the screen refreshes it first) or for another account', async () => {
    signIn();
    await firstLoad();
    const { calls } = mockFetch(() => json(USERS));
    openPageLoad(ADDRESS, { ...getSession()!, accessExpiresAt: Date.now() - 1 });
    openPageLoad(ADDRESS, { ...getSession()!, id: 2 });
    expect(calls).toHaveLength(0);
  });

  it('keeps them where the session is (sessionStorage without "remember me") and forgets them on signing out', async () => {
    signIn({ remember: false });
    await firstLoad();
    expect(kept(sessionStorage).addresses[ADDRESS]).toHaveLength(2);
    expect(kept(localStorage)).toBeNull();
    clearSession();
    expect(kept(sessionStorage)).toBeNull();
    const { calls } = mockFetch(() => json(USERS));
    signIn({ remember: false });
    openPageLoad(ADDRESS, getSession()!);
    expect(calls).toHaveLength(0);
  });
});

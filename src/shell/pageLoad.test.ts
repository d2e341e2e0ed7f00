import { readFileSync } from 'node:fs';
import { json, mockFetch, signIn } from '../../test/client/fetchMock';
import { OPENING_CALLS_KEY } from '../providers/openingCalls';
import { SCREEN_SCRIPTS_KEY } from './screenScripts';
import { until } from '../../test/client/until';

/** The start of a page load runs as its module is imported, before main.tsx's other imports evaluate. */
const LIST_CALL = { method: 'POST', url: '/api/usuarios/q/?page=1&limit=100', body: JSON.stringify({ plataforma: false, ordering: 'last_name' }) };
const preloadScreen = vi.fn(async () => undefined);

const keepLastLoad = () => {
  localStorage.setItem(OPENING_CALLS_KEY, JSON.stringify({ account: '1', addresses: { '/usuarios?perPage=100': [LIST_CALL] } }));
  localStorage.setItem(SCREEN_SCRIPTS_KEY, JSON.stringify({ '/usuarios': [`${window.location.origin}/assets/UserList-1.js`] }));
};

/** Imports pageLoad afresh, as a page load does, with the admin's module replaced by a stand-in. */
const loadPage = async (path: string) => {
  window.history.replaceState(null, '', path);
  vi.resetModules();
  vi.doMock('../App', () => ({ App: () => null, preloadScreen }));
  return import('./pageLoad');
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  preloadScreen.mockClear();
});
afterEach(() => {
  vi.doUnmock('../App');
  vi.unstubAllGlobals();
  document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
  window.history.replaceState(null, '', '/');
});

describe('pageLoad: a page load with a session starts its reads and the admin first', () => {
  it('asks the kept reads, preloads the kept screen scripts and loads the admin with the screen, as the module is imported', async () => {
    signIn();
    keepLastLoad();
    const { calls } = mockFetch(() => json({ count: 0, results: [] }));
    const { App } = await loadPage('/usuarios?perPage=100');
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([`POST ${LIST_CALL.url}`]);
    expect(calls[0].headers.authorization).toBe('Bearer access-1');
    expect([...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href)).toEqual([`${window.location.origin}/assets/UserList-1.js`]);
    await until(() => expect(App.isLoaded()).toBe(true));
    expect(preloadScreen).toHaveBeenCalledWith('/usuarios');
  });

  it('with an expired access token, refreshes it before the admin draws and then asks the kept reads with the new one', async () => {
    signIn({ access: 'access-old', refresh: 'refresh-old', accessExpiresAt: Date.now() - 1 });
    keepLastLoad();
    const { calls } = mockFetch((call) => (call.url.includes('/auth/refresh/') ? json({ access: 'access-new', refresh: 'refresh-new' }) : json({ count: 0, results: [] })));
    await loadPage('/usuarios?perPage=100');
    await until(() => expect(calls).toHaveLength(2));
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['POST /api/auth/refresh/', `POST ${LIST_CALL.url}`]);
    expect(calls[0].body).toEqual({ refresh: 'refresh-old' });
    expect(calls[1].headers.authorization).toBe('Bearer access-new');
  });

  it('asks nothing and loads no admin at /login or without a session', async () => {
    keepLastLoad();
    const { calls } = mockFetch(() => json({}));
    const withoutSession = await loadPage('/usuarios?perPage=100');
    signIn();
    const atSignIn = await loadPage('/login');
    expect(calls).toHaveLength(0);
    expect(withoutSession.App.isLoaded() || atSignIn.App.isLoaded()).toBe(false);
    expect(preloadScreen).not.toHaveBeenCalled();
  });

  it('is the first module the entry imports, so that it runs before the sign-in chunk evaluates', () => {
    const imports = readFileSync('src/main.tsx', 'utf8').match(/^import .*$/gm) ?? [];
    expect(imports[0]).toBe("import './shell/pageLoad';");
  });
});

import type { Account } from '../../src/account/accountApi';
import type { AccountSession } from '../../src/common/sessions/types';
import { json, mockFetch, type Call } from './fetchMock';

/** GET auth/account/ of Ana, an administrator without a second factor. */
export const accountFixture = (overrides: Partial<Account> = {}): Account => ({
  id: 1,
  email: 'ana@flotilla.mx',
  name: 'Ana',
  last_name: 'López',
  imagen: null,
  groups: ['Administrador'],
  second_factor: { enabled: false, enabled_at: null, required: false, recovery_codes_left: 0 },
  ...overrides,
});

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** Three live sessions: this browser's (Chrome on Windows), a Firefox on Linux and the phone's app. */
export const sessionsFixture = (): AccountSession[] => [
  {
    id: 12,
    created_at: '2026-03-14T15:00:00.000Z',
    last_used_at: '2026-03-14T16:30:00.000Z',
    ip: '10.0.0.5',
    last_ip: '10.0.0.5',
    user_agent: CHROME_WINDOWS,
    app: false,
    second_factor: false,
    current: true,
  },
  {
    id: 7,
    created_at: '2026-03-10T09:00:00.000Z',
    last_used_at: '2026-03-13T18:00:00.000Z',
    ip: '192.168.1.20',
    last_ip: '192.168.1.21',
    user_agent: FIREFOX_LINUX,
    app: false,
    second_factor: false,
    current: false,
  },
  {
    id: 5,
    created_at: '2026-03-01T08:00:00.000Z',
    last_used_at: '2026-03-12T07:00:00.000Z',
    ip: '201.0.0.9',
    last_ip: null,
    user_agent: 'okhttp/4.12.0',
    app: true,
    second_factor: false,
    current: false,
  },
];

export type Handler = (call: Call) => Response | Promise<Response>;

/**
 * A stubbed fetch that answers My account's calls by "METHOD path" (the path after /api/, no
 * query): GET auth/account/ and auth/account/sessions/ from the fixtures unless `handlers` say
 * otherwise; any other call is a 404. Each call is recorded in `calls`.
 */
export const accountServer = (handlers: Record<string, Handler> = {}, account: Account = accountFixture()) => {
  const all: Record<string, Handler> = {
    'GET auth/account/': () => json(account),
    'GET auth/account/sessions/': () => json(sessionsFixture()),
    ...handlers,
  };
  return mockFetch((call) => {
    const path = new URL(call.url, 'http://localhost').pathname.replace(/^\/api\//, '');
    const handler = all[`${call.method} ${path}`];
    return handler ? handler(call) : json({ detail: 'Not found.', code: 'not_found' }, 404);
  });
};

/** The calls other than the page's reads. */
export const writesOf = (calls: readonly Call[]) => calls.filter((call) => call.method !== 'GET');

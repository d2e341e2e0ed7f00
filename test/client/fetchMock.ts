import { vi } from 'vitest';
import { ACCESS_TTL_MS, REFRESH_TTL_MS, saveSession, type Session } from '../../src/providers/session';

/** One recorded call to the mocked fetch, with its body parsed. */
export interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

type Reply = Response | ((call: Call) => Response | Promise<Response>);

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

/**
 * Replaces global fetch: each call gets the next queued reply (or the default one) and is
 * recorded in `calls` with its URL, method, headers and parsed JSON body.
 */
export const mockFetch = (defaultReply: Reply = () => json({})) => {
  const calls: Call[] = [];
  const queue: Reply[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const call: Call = {
      url: String(input),
      method: init.method ?? 'GET',
      headers,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    };
    calls.push(call);
    const reply = queue.shift() ?? defaultReply;
    return typeof reply === 'function' ? reply(call) : reply;
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, reply: (...replies: Reply[]) => queue.push(...replies) };
};

export const sessionFixture = (overrides: Partial<Session> = {}, now = Date.now()): Session => ({
  email: 'ana@flotilla.mx',
  rol: 'Administrador',
  roles: ['Administrador'],
  nombre: 'Ana López',
  id: 1,
  access: 'access-1',
  refresh: 'refresh-1',
  remember: true,
  language: 'es',
  websockets_token: 'ws-1',
  accessExpiresAt: now + ACCESS_TTL_MS,
  refreshExpiresAt: now + REFRESH_TTL_MS,
  ...overrides,
});

/** Stores a valid session so that authenticated calls go through. */
export const signIn = (overrides: Partial<Session> = {}) => {
  const session = sessionFixture(overrides);
  saveSession(session);
  return session;
};

import type { APIRequestContext, Page } from 'playwright-core';
import { SESSION_KEY, sessionFromLogin, type LoginAnswer } from '../../src/providers/session';
import { totpAt } from './totp';

const HEADERS = { 'User-Type': 'platform', 'Accept-Language': 'es' };

/** An API call of the sign-in that must succeed; its JSON answer. */
async function post<T>(request: APIRequestContext, path: string, data: object, email: string): Promise<T> {
  const response = await request.post(path, { headers: HEADERS, data });
  if (!response.ok()) throw new Error(`API sign-in as ${email} (${path}) answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Stores the session as the form leaves it (authProvider.login, "remember me" unticked): in this
 * tab's sessionStorage, once, so signing out stays signed out after a reload; then opens home.
 */
async function placeSession(page: Page, email: string, answer: LoginAnswer) {
  const session = sessionFromLogin(email, answer, false, 'es');
  await page.addInitScript(
    ({ key, value }) => {
      const placed = 'flotilla.e2e.session-placed';
      try {
        if (sessionStorage.getItem(placed)) return;
        sessionStorage.setItem(placed, '1');
        sessionStorage.setItem(key, value);
      } catch {
        // A frame without storage (about:blank, a print frame) has no session to hold.
      }
    },
    { key: SESSION_KEY, value: JSON.stringify(session) },
  );
  await page.goto('/');
}

/**
 * Signs in as `email` without the form and opens the home page, for tests about something else:
 * the form costs the login page, its lazy screens and then the home page; this costs one API call
 * and one page load. The tests about signing in keep using `signIn` (browser.ts).
 *
 * Each call logs in afresh, so every tab holds its own token family: sharing one refresh token
 * between contexts would make the server's rotation treat the second use as a reuse and revoke
 * the family.
 */
export async function signedIn(page: Page, email: string, password = 'flotilla') {
  await placeSession(page, email, await post<LoginAnswer>(page.request, '/api/auth/login/', { email, password }, email));
}

/**
 * The same for an account whose second factor is on: the password answers a challenge, and the
 * code of `secret` at `stepOffset` steps from now completes it (each step works once per person,
 * so a test that already used the current one passes +1).
 */
export async function signedInWithCode(page: Page, email: string, secret: string, stepOffset = 0, password = 'flotilla') {
  const { challenge } = await post<{ challenge?: string }>(page.request, '/api/auth/login/', { email, password }, email);
  if (!challenge) throw new Error(`API sign-in as ${email} answered tokens, not a challenge: is the second factor on?`);
  const code = await totpAt(secret, stepOffset);
  await placeSession(page, email, await post<LoginAnswer>(page.request, '/api/auth/login/code/', { challenge, code }, email));
}

export interface StaffAccount {
  email: string;
  name: string;
  last_name: string;
  group: string;
  password: string;
}

/** An API session of the demo administrator (no second factor: demo accounts never get one). */
export async function adminToken(request: APIRequestContext) {
  const { access } = await post<LoginAnswer>(request, '/api/auth/login/', { email: 'admin@flotilla.mx', password: 'flotilla' }, 'admin@flotilla.mx');
  return { Authorization: `Bearer ${access}`, 'Accept-Language': 'es' };
}

/** A back-office account of the test's own, made by the administrator as the screen does (usuarios/plataforma/); its id. */
export async function createStaffAccount(request: APIRequestContext, { group, ...account }: StaffAccount): Promise<number> {
  const response = await request.post('/api/usuarios/plataforma/', { headers: await adminToken(request), data: { ...account, groups: [group], status: 1 } });
  if (!response.ok()) throw new Error(`creating ${account.email} answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as { id: number }).id;
}

/** Puts the settings back to no group requiring a second factor, through the administrator's API. */
export async function requireNoSecondFactor(request: APIRequestContext) {
  const response = await request.patch('/api/configuracion/1/', { headers: await adminToken(request), data: { second_factor_groups: [] } });
  if (!response.ok()) throw new Error(`putting the settings back answered ${response.status()}: ${await response.text()}`);
}

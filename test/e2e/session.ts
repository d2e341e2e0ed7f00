import type { Page } from 'playwright-core';
import { SESSION_KEY, sessionFromLogin, type LoginAnswer } from '../../src/providers/session';

/**
 * Signs in as `email` without the form and opens the home page, for tests about something else:
 * the form costs the login page, its lazy screens and then the home page; this costs one API call
 * and one page load. The tests about signing in keep using `signIn` (browser.ts).
 *
 * Each call logs in afresh, so every tab holds its own token family: sharing one refresh token
 * between contexts would make the server's rotation treat the second use as a reuse and revoke
 * the family. The session is stored as the form leaves it (authProvider.login, "remember me"
 * unticked): in this tab's sessionStorage, once, so signing out stays signed out after a reload.
 */
export async function signedIn(page: Page, email: string, password = 'flotilla') {
  const response = await page.request.post('/api/auth/login/', {
    headers: { 'User-Type': 'platform', 'Accept-Language': 'es' },
    data: { email, password },
  });
  if (!response.ok()) throw new Error(`API sign-in as ${email} answered ${response.status()}: ${await response.text()}`);
  const session = sessionFromLogin(email, (await response.json()) as LoginAnswer, false, 'es');
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

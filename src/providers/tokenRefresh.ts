import { HttpError } from 'react-admin';
import { API_URL, jsonHeaders } from './apiUrl';
import { toClientError, toHttpError } from './errors';
import { translate } from './i18nProvider';
import { clearSession, getSession, updateTokens, type Session } from './session';
import { accessGood, refreshGood } from './tokenTimes';

let inFlight: Promise<void> | null = null;

const sessionExpired = () =>
  new HttpError(translate('app.auth.session_expired'), 401, { code: 'token_not_valid' });

const rotateTokens = async (refresh: string): Promise<void> => {
  let response: Response;
  try {
    response = await fetch(`${API_URL}auth/refresh/`, {
      method: 'POST',
      headers: jsonHeaders(),
      body: JSON.stringify({ refresh }),
    });
  } catch (error) {
    throw toClientError(error);
  }
  const body = await response.json().catch(() => null);
  if (!response.ok || typeof body?.access !== 'string') {
    // A refused refresh token cannot become valid again: end the session.
    if (response.status === 401 || response.status === 400) clearSession();
    throw toHttpError(response.status === 400 ? 401 : response.status, body);
  }
  updateTokens(body.access, typeof body.refresh === 'string' ? body.refresh : undefined);
};

/**
 * Runs `refresh` while no other tab of this browser refreshes (Web Locks, where available).
 * Tabs share a remembered session, and a refresh token may be presented only once: a second
 * tab presenting the spent one would end the session for both.
 */
const oneTabAtATime = (refresh: () => Promise<void>): Promise<void> =>
  typeof navigator !== 'undefined' && navigator.locks ? navigator.locks.request('flotilla.refresh', refresh).then(() => undefined) : refresh();

/**
 * The stored session while its access token is still good, else null (none, or one that needs
 * ensureFreshSession). Synchronous, so that a request with a good token leaves at once rather
 * than after whatever else runs before an await resumes (on a page load, the whole admin's next
 * drawing).
 */
export const freshSessionNow = (now = Date.now()): Session | null => {
  const session = getSession();
  return session && accessGood(session, now) ? session : null;
};

/**
 * Runs before every authenticated request (SPEC §7, §9). Refresh token past 6.8 days: the
 * session ends ('Refresh token expirado'). Access token past 19.8 min: one POST auth/refresh/
 * shared by every request waiting at that moment (single flight), and by the other tabs: the
 * session is read again once the lock is held, and a tab that refreshed meanwhile leaves
 * nothing to do.
 */
export const ensureFreshSession = async (now = Date.now()): Promise<Session> => {
  const good = freshSessionNow(now);
  if (good) return good;
  const session = getSession();
  if (!session) throw new HttpError(translate('app.errors.not_authenticated'), 401, { code: 'not_authenticated' });
  if (!refreshGood(session, now)) {
    console.log('Refresh token expirado');
    clearSession();
    throw sessionExpired();
  }
  inFlight ??= oneTabAtATime(async () => {
    const current = getSession();
    if (current && now >= current.accessExpiresAt) await rotateTokens(current.refresh);
  }).finally(() => {
    inFlight = null;
  });
  await inFlight;
  const fresh = getSession();
  if (!fresh) throw sessionExpired();
  return fresh;
};

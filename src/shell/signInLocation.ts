/**
 * The address bar while signed out: always /login, with the page the user asked for kept in
 * the history entry (it survives a reload) so that signing in lands there.
 */
export const LOGIN_PATH = '/login';
const NEXT = 'flotillaNext';

/** Only a path of this site, and never the sign-in page itself, is a place to land. */
const isLandingPath = (path: unknown): path is string =>
  typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.startsWith(LOGIN_PATH);

/** Shows /login, remembering `next` or else the page being left (kept when already at /login). */
export const enterSignIn = (next?: string): void => {
  const current = window.location.pathname + window.location.search;
  const kept = (window.history.state as Record<string, unknown> | null)?.[NEXT];
  const asked = next ?? (window.location.pathname === LOGIN_PATH ? kept : current);
  window.history.replaceState(isLandingPath(asked) ? { [NEXT]: asked } : null, '', LOGIN_PATH);
};

/** Where signing in leads: the page asked for before, or the dashboard. */
export const landingPath = (): string => {
  const kept = (window.history.state as Record<string, unknown> | null)?.[NEXT];
  return isLandingPath(kept) ? kept : '/';
};

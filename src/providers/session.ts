import type { Locale } from './locale';
import { forgetDeskSpace } from '../alerts/desk/keptDeskSpace';
import { forgetKeptCount } from '../notifications/keptCount';
import { forgetOpeningCalls } from './openingCalls';
import { forgetAllLists } from './pageCursors';
import { forgetListPlaces } from '../common/crud/listPlaces';

/**
 * The signed-in session (SPEC §3), kept in localStorage when "remember me" was ticked
 * and in sessionStorage otherwise (SPEC §9). One JSON record under one key.
 */
export interface Session {
  email: string;
  /** The first group (SPEC §3). */
  rol: string;
  /** Every group name. */
  roles: string[];
  /** First and last name joined. */
  nombre: string;
  id: number | string;
  access: string;
  refresh: string;
  remember: boolean;
  language: Locale;
  websockets_token: string;
  /** Epoch ms after which the access token is treated as expired (19.8 min after it was obtained). */
  accessExpiresAt: number;
  /** Epoch ms after which the refresh token is treated as expired (6.8 days after login). */
  refreshExpiresAt: number;
}

export const SESSION_KEY = 'flotilla.session';

/** SPEC §9: validity the client assumes, shorter than the server's 20 min / 7 days. */
export const ACCESS_TTL_MS = 19.8 * 60 * 1000;
export const REFRESH_TTL_MS = 6.8 * 24 * 60 * 60 * 1000;

const read = (storage: Storage): Session | null => {
  try {
    const raw = storage.getItem(SESSION_KEY);
    return raw ? (JSON.parse(raw) as Session) : null;
  } catch {
    return null;
  }
};

/** What POST auth/login/ answers (SPEC §5). */
export interface LoginAnswer {
  access: string;
  refresh: string;
  groups: string[];
  first_name: string;
  last_name: string;
  id: number | string;
  websockets_token: string;
  /** A new device token for this browser and account (server/auth/deviceTokens.ts), kept by src/login/deviceTokens.ts. */
  device_token?: string;
  /** The ten codes of a second factor set up at sign-in, shown once. */
  recovery_codes?: string[];
  /** How many recovery codes are left after signing in with one. */
  recovery_codes_left?: number;
}

/** The session a sign-in answer opens (the form's, and the e2e tests' that sign in without it). */
export const sessionFromLogin = (email: string, answer: LoginAnswer, remember: boolean, language: Locale, now = Date.now()): Session => {
  const groups = answer.groups ?? [];
  return {
    email,
    rol: groups[0],
    roles: groups,
    nombre: [answer.first_name, answer.last_name].filter(Boolean).join(' '),
    id: answer.id,
    access: answer.access,
    refresh: answer.refresh,
    remember,
    language,
    websockets_token: answer.websockets_token,
    accessExpiresAt: now + ACCESS_TTL_MS,
    refreshExpiresAt: now + REFRESH_TTL_MS,
  };
};

export const getSession = (): Session | null => read(localStorage) ?? read(sessionStorage);

export const saveSession = (session: Session): void => {
  const [target, other] = session.remember ? [localStorage, sessionStorage] : [sessionStorage, localStorage];
  other.removeItem(SESSION_KEY);
  target.setItem(SESSION_KEY, JSON.stringify(session));
};

/** The stored session's name after the person changed it (My account). */
export const updateSessionName = (nombre: string): void => {
  const session = getSession();
  if (session) saveSession({ ...session, nombre });
};

let signedOutByChoice = false;

/**
 * Whether the last session ended by the person's own sign-out: a screen still drawn then may
 * check its access with no session and be sent to the sign-in page as if it had expired.
 */
export const endedBySignOut = () => signedOutByChoice;

/**
 * A session gone by the person's own sign-out: a call or the socket that a screen still drawn
 * then makes is refused (401) as if the session had ended on its own, and must not say so.
 */
export const afterChosenSignOut = () => getSession() === null && signedOutByChoice;

/** Notes how the session ended: by the person's choice (true), or on its own or by a new sign-in (false). */
export const noteSignedOutByChoice = (byChoice: boolean): void => {
  signedOutByChoice = byChoice;
  endNotice = undefined;
};

/** The i18n keys that say why a session ended on its own. */
export type SessionEndNotice = 'app.auth.session_ended' | 'app.auth.session_expired';
let endNotice: SessionEndNotice | undefined;

/**
 * The session ended without the person signing out here (a call's 401, the realtime socket's
 * 4401): forgets it and answers why, as the sign-in page says it. Still stored, it was refused by
 * the server (401 token_not_valid after the token was kept fresh): ended elsewhere (another
 * device, an administrator, a password change). Gone already, it ran out or its refresh was refused.
 */
export const sessionEnded = (): SessionEndNotice => {
  const notice: SessionEndNotice = getSession() !== null ? 'app.auth.session_ended' : 'app.auth.session_expired';
  noteSignedOutByChoice(false);
  clearSession();
  endNotice = notice;
  return notice;
};

/** Why the last session ended on its own (the sign-in page's notice); it ran out unless told otherwise. */
export const sessionEndNotice = (): SessionEndNotice => endNotice ?? 'app.auth.session_expired';

/**
 * Stores a refresh's answer in whichever storage holds the session. The server rotates the
 * refresh token (the old one is spent), so the new one must replace it; an answer without one
 * keeps the old. The refresh deadline stays: rotation never extends a sign-in.
 */
export const updateTokens = (access: string, refresh?: string, now = Date.now()): void => {
  const session = getSession();
  if (session) saveSession({ ...session, access, refresh: refresh ?? session.refresh, accessExpiresAt: now + ACCESS_TTL_MS });
};

/**
 * Removes every stored piece of the session from both storages, the lists' cursors
 * (pageCursors.ts) and places (common/crud/listPlaces.ts), the page loads' reads (openingCalls.ts),
 * the bell's kept count and the alert desk's kept height.
 */
export const clearSession = (): void => {
  for (const storage of [localStorage, sessionStorage]) {
    storage.removeItem(SESSION_KEY);
  }
  forgetAllLists();
  forgetListPlaces();
  forgetOpeningCalls();
  forgetKeptCount();
  forgetDeskSpace();
};

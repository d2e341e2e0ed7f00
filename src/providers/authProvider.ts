import type { AuthProvider } from 'react-admin';
import { isBackOfficeUser } from '../../domain/roles';
import { API_URL, jsonHeaders } from './apiUrl';
import { toClientError, toHttpError } from './errors';
import { translate } from './i18nProvider';
import { canAccessRecord } from './recordAccess';
import { getLocale } from './locale';
import { clearSession, getSession, saveSession, sessionFromLogin, type LoginAnswer } from './session';
import { ensureFreshSession } from './tokenRefresh';

export interface LoginParams {
  email: string;
  password: string;
  remember?: boolean;
}

/** Error thrown by login: `message` is already translated, `code` is the server's (or ours). */
export class LoginError extends Error {
  constructor(
    message: string,
    readonly code?: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'LoginError';
  }
}

/** On the login screen a 429 means too many tries (SPEC §8 "tries exceeded"). */
const LOGIN_CODE_KEYS: Record<string, string> = {
  throttled: 'app.auth.tries_exceeded',
  tries_exceeded: 'app.auth.tries_exceeded',
};

const loginError = (status: number, body: Record<string, unknown> | null): LoginError => {
  const code = typeof body?.code === 'string' ? body.code : status === 429 ? 'throttled' : undefined;
  const key = code ? LOGIN_CODE_KEYS[code] : undefined;
  // A sign-in wait (server/auth/lockout.ts) comes with `retry_after`: the server's detail, in the
  // language we asked for, says when to try again ("… en 2 minutos").
  const waitDetail = status === 429 && typeof body?.retry_after === 'number' && typeof body.detail === 'string' ? body.detail : undefined;
  const message = waitDetail ?? (key ? translate(key) : toHttpError(status, body).message);
  return new LoginError(message, code, status);
};

let signedOutByChoice = false;

/**
 * Whether the last session ended by the person's own sign-out: a screen still drawn then may
 * check its access with no session and be sent to the sign-in page as if it had expired.
 */
export const endedBySignOut = () => signedOutByChoice;

export const authProvider: AuthProvider = {
  login: async ({ email, password, remember = false }: LoginParams) => {
    if (!email || !password) {
      throw new LoginError(translate('app.auth.incomplete_credentials'), 'incomplete_credentials', 400);
    }
    let response: Response;
    try {
      response = await fetch(`${API_URL}auth/login/`, {
        method: 'POST',
        headers: jsonHeaders({ 'User-Type': 'platform' }),
        body: JSON.stringify({ email, password }),
      });
    } catch (error) {
      throw new LoginError(toClientError(error).message, 'network');
    }
    const body = await response.json().catch(() => null);
    if (!response.ok) throw loginError(response.status, body);
    const answer = body as LoginAnswer;
    const groups = answer.groups ?? [];
    // SPEC §5: only Administrador, HHRR Administrador and C4 may enter.
    if (!isBackOfficeUser(groups)) {
      throw new LoginError(translate('app.auth.no_allowed'), 'no_allowed', 403);
    }
    saveSession(sessionFromLogin(email, answer, remember, getLocale()));
    signedOutByChoice = false;
  },

  logout: async () => {
    const session = getSession();
    // Chosen only while a session was there. react-admin also calls logout once a session has
    // ended, and again when a screen still drawn after a chosen sign-out finds no session: that
    // call must not turn the chosen sign-out into an expired session.
    if (session) signedOutByChoice = true;
    clearSession();
    if (session) {
      // Revokes the refresh token on the server; the user is signed out here whatever it answers.
      await fetch(`${API_URL}auth/logout/`, {
        method: 'POST',
        headers: jsonHeaders({ Authorization: `Bearer ${session.access}` }),
        body: JSON.stringify({ refresh: session.refresh }),
      }).catch(() => undefined);
    }
    return '/login';
  },

  checkAuth: async () => {
    if (!getSession()) {
      // A visitor who never signed in is sent to /login without an error toast.
      throw { message: false, redirectTo: '/login' };
    }
    await ensureFreshSession();
  },

  checkError: async (error) => {
    if (error?.status === 401) {
      signedOutByChoice = false;
      clearSession();
      throw { message: 'app.auth.session_expired', redirectTo: '/login' };
    }
    // 403 permission_denied and the rest are shown as toasts, the session stays.
  },

  getIdentity: async () => {
    const session = getSession();
    if (!session) throw new Error('not_authenticated');
    return { id: session.id, fullName: session.nombre, email: session.email, rol: session.rol };
  },

  // No getPermissions: canAccess covers access, and an instant getPermissions makes
  // react-admin's LogoutOnMount loop for seconds before /login shows (react-admin #10764).
  canAccess: async ({ resource, action, record }) => {
    if (!resource) return true;
    return canAccessRecord(getSession()?.roles ?? [], resource, action, record);
  },
};

import type { AuthProvider } from 'react-admin';
import { signIn, type SignInParams, type SignInResult } from '../login/signInApi';
import { API_URL, jsonHeaders } from './apiUrl';
import { canAccessRecord } from './recordAccess';
import { afterChosenSignOut, clearSession, getSession, noteSignedOutByChoice, sessionEnded } from './session';
import { ensureFreshSession } from './tokenRefresh';

export { LoginError } from '../login/signInApi';
export { endedBySignOut } from './session';

export const authProvider: AuthProvider = {
  /**
   * The password step (src/login/signInApi.ts): the session is stored when it signs in at once;
   * a second factor answers a challenge that the sign-in form's next step completes.
   */
  login: (params: SignInParams): Promise<SignInResult> => signIn(params),

  logout: async () => {
    const session = getSession();
    // Chosen only while a session was there. react-admin also calls logout once a session has
    // ended, and again when a screen still drawn after a chosen sign-out finds no session: that
    // call must not turn the chosen sign-out into an expired session.
    if (session) noteSignedOutByChoice(true);
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
      // A call made after the person signed out (no session to send): nothing to say.
      if (afterChosenSignOut()) throw { message: false, redirectTo: '/login' };
      // The sign-in page says why (providers/session.ts), as when the realtime socket finds it ended.
      throw { message: sessionEnded(), redirectTo: '/login' };
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

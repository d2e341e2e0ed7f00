import { createContext, useContext, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { endedBySignOut } from '../providers/authProvider';
import { sessionEndNotice } from '../providers/session';

/** What the admin tells the sign-in shell when the session ends. */
export interface HandOver {
  /** The page to return to after signing in again (only when the session ended on its own). */
  next?: string;
  /** An i18n key saying why. */
  notice?: string;
}

export const SignedOutContext = createContext<(handOver: HandOver) => void>(() => undefined);

/**
 * The admin's loginPage: react-admin navigates here on logout and when the session ends, and
 * this hands the page over to the light sign-in shell, which replaces the admin.
 */
export const SignedOut = () => {
  const onSignedOut = useContext(SignedOutContext);
  const state = useLocation().state as { nextPathname?: string; nextSearch?: string } | null;
  const next = state?.nextPathname ? `${state.nextPathname}${state.nextSearch ?? ''}` : undefined;
  useEffect(() => {
    // react-admin keeps the page only when it signed the user out itself (the session ended);
    // the logout button does not.
    // A screen still drawn during a chosen sign-out may land here with a page to return to: no notice then.
    onSignedOut(next && !endedBySignOut() ? { next, notice: sessionEndNotice() } : {});
  }, [onSignedOut, next]);
  return null;
};

import { useCallback } from 'react';
import { useLogout } from 'react-admin';

/**
 * Ends one session with `end` (which throws when it fails); when that was the session this browser
 * uses, signs out at once, as the person chose (My account, or an administrator on their own
 * record). Its tokens no longer work: any later call, a reload of the page included, would sign
 * out saying the session expired. Answers whether this browser is still signed in; when it is
 * not, the caller reads nothing more.
 */
export const useEndSession = () => {
  const logout = useLogout();
  return useCallback(
    async (session: { current: boolean } | undefined, end: () => Promise<unknown>): Promise<boolean> => {
      await end();
      if (!session?.current) return true;
      await logout();
      return false;
    },
    [logout],
  );
};

import { useCallback, useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLogoutIfAccessDenied } from 'react-admin';
import { retryUnlessRefused } from '../common/retryUnlessRefused';
import { getAccount, listSessions, type Account } from './accountApi';

const ACCOUNT_KEY = ['auth', 'account'] as const;
const SESSIONS_KEY = ['auth', 'account', 'sessions'] as const;

/**
 * A read of My account: these calls go straight through the request helper, not the data
 * provider, so a 401 (the session ended) signs out here as the data provider's would.
 */
const useSignOutOnEnded = (error: unknown) => {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  useEffect(() => {
    if ((error as { status?: number } | null)?.status === 401) void logoutIfAccessDenied(error);
  }, [error, logoutIfAccessDenied]);
};

/** GET auth/account/, and a setter for the answers that carry it (profile, photo). */
export const useAccount = () => {
  const query = useQuery({ queryKey: ACCOUNT_KEY, queryFn: getAccount, retry: retryUnlessRefused });
  useSignOutOnEnded(query.error);
  const client = useQueryClient();
  const setAccount = useCallback((account: Account) => client.setQueryData(ACCOUNT_KEY, account), [client]);
  return { ...query, setAccount };
};

/** Reads the account again (the second factor changed). */
export const useRefreshAccount = () => {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: ACCOUNT_KEY, exact: true }), [client]);
};

/** GET auth/account/sessions/, newest use first. */
export const useSessions = () => {
  const query = useQuery({ queryKey: SESSIONS_KEY, queryFn: listSessions, retry: retryUnlessRefused });
  useSignOutOnEnded(query.error);
  return query;
};

/** Reads the sessions again (one ended, or others ended by a password or factor change). */
export const useRefreshSessions = () => {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: SESSIONS_KEY }), [client]);
};

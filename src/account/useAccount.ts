import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { retryUnlessRefused } from '../common/retryUnlessRefused';
import { useAccountApi, type Account } from './accountApi';

const ACCOUNT_KEY = ['auth', 'account'] as const;
const SESSIONS_KEY = ['auth', 'account', 'sessions'] as const;

/** GET auth/account/, and a setter for the answers that carry it (profile, photo). */
export const useAccount = () => {
  const { getAccount } = useAccountApi();
  const query = useQuery({ queryKey: ACCOUNT_KEY, queryFn: getAccount, retry: retryUnlessRefused });
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
  const { listSessions } = useAccountApi();
  return useQuery({ queryKey: SESSIONS_KEY, queryFn: listSessions, retry: retryUnlessRefused });
};

/** Reads the sessions again (one ended, or others ended by a password or factor change). */
export const useRefreshSessions = () => {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: SESSIONS_KEY }), [client]);
};

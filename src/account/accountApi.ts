import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import type { AccountSession, SecondFactorState } from '../common/sessions/types';
import type { FactorSetupData } from '../common/factor/FactorSetup';
import type { FleetDataProvider } from '../providers/dataProvider';

/** GET auth/account/: one's own account (the fields the page shows). */
export interface Account {
  id: number;
  email: string;
  name: string;
  last_name: string;
  /** The photo's API path (usuarios/{id}/imagen/), or null without one. */
  imagen: string | null;
  groups: string[];
  second_factor: SecondFactorState;
}

export interface RecoveryCodesAnswer {
  recovery_codes: string[];
}

export interface EndedAnswer {
  ended: number;
}

export type ProfileChange = Partial<Pick<Account, 'name' | 'last_name'>>;

const ACCOUNT = 'auth/account';

/**
 * What a call answers, unless it signed out: react-admin's data provider then answers `{}` (no
 * call here answers that), and the page is on its way to the sign-in page, so what waited for the
 * answer never goes on (a card would otherwise draw `{}` as the account for a moment).
 */
const unlessSignedOut = <T,>({ data }: { data: T }): Promise<T> | T =>
  data !== null && typeof data === 'object' && !Array.isArray(data) && Object.keys(data).length === 0 ? new Promise<T>(() => undefined) : data;

/**
 * My account's calls (docs/API.md, auth/account/), through the data provider as every screen's
 * are: a 401 on any of them, a read or a change, signs out through react-admin's checkError.
 */
export const accountCalls = (dataProvider: FleetDataProvider) => {
  const read = async <T,>(action?: string) => unlessSignedOut(await dataProvider.collectionRead<T>(ACCOUNT, action));
  const send = async <T,>(action: string, body: unknown, method?: 'POST' | 'PATCH' | 'DELETE') =>
    unlessSignedOut(await dataProvider.collectionAction<T>(ACCOUNT, action, body, method));
  return {
    getAccount: () => read<Account>(),
    updateProfile: (change: ProfileChange) => send<Account>('', change, 'PATCH'),
    uploadPhoto: (file: File) => {
      const body = new FormData();
      body.append('imagen', file);
      return send<Account>('foto_perfil', body);
    },
    changePassword: (current_password: string, password: string) => send<EndedAnswer>('password', { current_password, password }),
    listSessions: () => read<AccountSession[]>('sessions'),
    endSession: (id: number) => send<null>(`sessions/${id}`, undefined, 'DELETE'),
    endOtherSessions: () => send<EndedAnswer>('sessions/end_others', {}),
    startFactorSetup: () => send<FactorSetupData>('second_factor/setup', {}),
    confirmFactor: (code: string) => send<RecoveryCodesAnswer>('second_factor/confirm', { code }),
    disableFactor: (code: string) => send<null>('second_factor/disable', { code }),
    newRecoveryCodes: () => send<RecoveryCodesAnswer>('second_factor/recovery_codes', {}),
  };
};

/** My account's calls bound to the app's data provider. */
export const useAccountApi = () => {
  const dataProvider = useDataProvider<FleetDataProvider>();
  return useMemo(() => accountCalls(dataProvider), [dataProvider]);
};

import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type Identifier } from 'react-admin';
import type { AccountSession, SecondFactorState } from '../../common/sessions/types';
import { retryUnlessRefused } from '../../common/retryUnlessRefused';
import type { FleetDataProvider } from '../../providers/dataProvider';

/** GET usuarios/{id}/seguridad/ (administrators): the same shapes as My account's. */
export interface UserSecurity {
  second_factor: SecondFactorState;
  /** `current` is true only on one's own record, for the session one is using. */
  sessions: AccountSession[];
}

/**
 * A person's second factor and open sessions. Its key starts with `usuarios`, so every record
 * action on the person (useRefreshResources) reloads it.
 */
export const useUserSecurity = (id: Identifier | undefined, enabled: boolean) => {
  const dataProvider = useDataProvider<FleetDataProvider>();
  return useQuery({
    queryKey: ['usuarios', 'security', String(id)],
    queryFn: async () => (await dataProvider.recordAction<UserSecurity>('usuarios', id!, 'seguridad')).data,
    enabled: enabled && id !== undefined,
    retry: retryUnlessRefused,
  });
};

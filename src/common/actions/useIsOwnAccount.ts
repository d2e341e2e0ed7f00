import { useGetIdentity, type RaRecord } from 'react-admin';
import { isAccountResource, isOwnAccount } from '../../../domain/accounts';

/**
 * Whether the record is the caller's own account (domain/accounts.ts), for the buttons that
 * the server would refuse there (disable, delete). `pending` while an account resource waits
 * for the identity, so that such a button does not flash before hiding.
 */
export const useIsOwnAccount = (resource: string | undefined, record: RaRecord | undefined) => {
  const { identity, isPending } = useGetIdentity();
  const account = isAccountResource(resource);
  return { pending: account && isPending, own: isOwnAccount(resource, record, identity) };
};

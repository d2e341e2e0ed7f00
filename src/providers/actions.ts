import { useCanAccess, type RaRecord } from 'react-admin';
import type { ActionOf, ResourceName } from '../../domain/access';

export type { ActionOf, GenericAction, ResourceName } from '../../domain/access';

/**
 * The typed map of actions: for each DOMAIN §1 resource, the actions it knows. A screen names
 * an action through it, so a misspelt or foreign verb fails the typecheck instead of hiding
 * a button for everyone.
 */
export type ActionMap = { [R in ResourceName]: ActionOf<R> };

/**
 * react-admin's useCanAccess with checked names. It goes through the auth provider, so the
 * row restriction on the record (an administrator's row on usuarios/) applies too.
 */
export const useCanDo = <R extends ResourceName>(resource: R, action: ActionOf<R>, record?: RaRecord) =>
  useCanAccess({ resource, action, record });

import { useCanAccess, type RaRecord } from 'react-admin';
import { canAccess, type ActionOf, type ResourceName } from '../../domain/access';

export type { ActionOf, GenericAction, ResourceName } from '../../domain/access';

/**
 * The typed map of actions: for each DOMAIN §1 resource, the actions it knows. A screen names
 * an action through it, so a misspelt or foreign verb fails the typecheck instead of hiding
 * a button for everyone.
 */
export type ActionMap = { [R in ResourceName]: ActionOf<R> };

/** A resource and one of its own actions, checked together. */
export type ResourceAction = { [R in ResourceName]: { resource: R; action: ActionOf<R> } }[ResourceName];

/** domain/access canAccess with checked names (pure: menus, the home page). */
export const canDo = <R extends ResourceName>(groups: readonly string[], resource: R, action: ActionOf<R>): boolean =>
  canAccess(groups, resource, action);

/**
 * react-admin's useCanAccess with checked names. It goes through the auth provider, so the
 * row restriction on the record (an administrator's row on usuarios/) applies too.
 */
export const useCanDo = <R extends ResourceName>(resource: R, action: ActionOf<R>, record?: RaRecord) =>
  useCanAccess({ resource, action, record });

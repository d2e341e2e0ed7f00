import { canAccess, isReadAction } from './access';

/**
 * Rows of a resource that only some callers may write, beyond DOMAIN §1's table. The server
 * builds its locking SQL from these (server/kit/restrictions.ts) and the client hides the
 * write controls with the same rule (src/providers/recordAccess.ts).
 */
export interface RowRestriction {
  /** The restricted rows are those whose `field` holds `equals`. */
  field: string;
  equals: boolean | number | string;
  /** What the caller must also be allowed (DOMAIN §1) to write such a row. */
  resource: string;
  action: string;
}

/** Keyed by API base. */
export const ROW_RESTRICTIONS: Readonly<Record<string, RowRestriction>> = {
  // Platform staff are managed by admins only: HR must not edit, disable or delete an
  // administrator (or take over their email) through usuarios/.
  usuarios: { field: 'plataforma', equals: true, resource: 'usuarios/plataforma', action: 'edit' },
};

/** Reads never meet a row restriction; every other action writes. */

export const rowRestrictionOf = (resource: string): RowRestriction | undefined =>
  Object.hasOwn(ROW_RESTRICTIONS, resource) ? ROW_RESTRICTIONS[resource] : undefined;

/** Whether a record is one of its resource's restricted rows. */
export const isRestrictedRow = (restriction: RowRestriction, record: Record<string, unknown>): boolean =>
  record[restriction.field] === restriction.equals;

/** DOMAIN §1 for these groups, narrowed by the resource's row restriction when a record is named. */
export const canAccessRow = (groups: readonly string[], resource: string, action: string, record?: Record<string, unknown>): boolean => {
  if (!canAccess(groups, resource, action)) return false;
  const restriction = rowRestrictionOf(resource);
  if (!restriction || !record || isReadAction(action) || !isRestrictedRow(restriction, record)) return true;
  return canAccess(groups, restriction.resource, restriction.action);
};

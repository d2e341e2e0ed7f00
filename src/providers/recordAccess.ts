import { canAccess } from '../../domain/access';

/** DOMAIN §1 reads; every other action writes. */
const READS = new Set(['list', 'show', 'export']);

interface RowRestriction {
  /** Whether the record is one of the restricted rows. */
  applies: (record: Record<string, unknown>) => boolean;
  /** What the caller must also be allowed to write such a row. */
  resource: string;
  action: string;
}

/**
 * The server's row restrictions (server/modules/users.ts `restrict`): on usuarios/, a platform
 * user (back-office staff) is written only by whoever may edit usuarios/plataforma/, i.e. an
 * admin, so HR cannot edit, disable, delete or change the files of an administrator.
 */
const ROW_RESTRICTIONS: Record<string, RowRestriction> = {
  usuarios: { applies: (record) => record.plataforma === true, resource: 'usuarios/plataforma', action: 'edit' },
};

/** DOMAIN §1 for these groups, narrowed by the row restriction when the call names a record. */
export const canAccessRecord = (groups: readonly string[], resource: string, action: string, record?: Record<string, unknown>): boolean => {
  if (!canAccess(groups, resource, action)) return false;
  const restriction = ROW_RESTRICTIONS[resource];
  if (!restriction || !record || READS.has(action) || !restriction.applies(record)) return true;
  return canAccess(groups, restriction.resource, restriction.action);
};

import { canAccessRow } from '../../domain/restrictions';

/**
 * DOMAIN §1 for these groups, narrowed by the row restrictions of domain/restrictions.ts
 * (the rule the server locks rows with) when the call names a record.
 */
export const canAccessRecord = (groups: readonly string[], resource: string, action: string, record?: Record<string, unknown>): boolean =>
  canAccessRow(groups, resource, action, record);

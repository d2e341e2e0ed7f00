import { eq } from 'drizzle-orm';
import { LOAN_STATUS } from '../../../domain/loans';
import { prestamos } from '../../db/schema';
import { defineResource } from '../../kit/define';
import { loans } from './loans';

/**
 * `solicitudes_fleet/`: the loan requests waiting for HR (status 0, DOMAIN §3, §5), with the
 * loan list's filters, ordering and export. A read-only view: accepting or rejecting one is a
 * call on prestamos/{id}/…; a request that leaves 0 leaves this list.
 */
export const fleetRequests = defineResource({
  ...loans,
  base: 'solicitudes_fleet',
  labels: 'prestamos',
  scope: eq(prestamos.status, LOAN_STATUS.application),
  readOnlyView: true,
  transitions: undefined,
  actions: undefined,
  embedHistory: undefined,
});

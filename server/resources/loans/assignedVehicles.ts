import { and, inArray, isNotNull } from 'drizzle-orm';
import { LOAN_HOLDING_STATES } from '../../../domain/loans';
import { prestamos } from '../../db/schema';
import { defineResource } from '../../kit/define';
import { loans } from './loans';

/**
 * `prestamos/vehiculos_asignados/`: the vehicles on an open loan (LOAN_HOLDING_STATES), one
 * row per loan: its id, vehiculo, usuario (the borrower) and dates, with the loan list's
 * filters, ordering (by the vehicle's plate or the borrower's name through the references)
 * and export. Meant to be read: its writes are prestamos/'s (ADMIN), since the kit serves
 * CRUD on every base and the role matrix wants someone allowed on each route.
 */
export const assignedVehicles = defineResource({
  ...loans,
  base: 'prestamos/vehiculos_asignados',
  labels: 'prestamos',
  scope: and(inArray(prestamos.status, [...LOAN_HOLDING_STATES]), isNotNull(prestamos.vehiculo)),
  defaultOrdering: 'fecha_regreso',
  transitions: undefined,
  actions: undefined,
});

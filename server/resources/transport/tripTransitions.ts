import { and, eq, inArray, sql } from 'drizzle-orm';
import { OCCUPANT_STATUS, SEAT_HOLDING_STATES, TRIP_TRANSITIONS } from '../../../domain/trips';
import { detalle_viaje } from '../../db/schema';
import { recordAudits } from '../../http/audit';
import { anyOf } from '../../kit/filterValues';
import { moves } from '../../kit/machines';
import type { TransitionDeclaration } from '../../kit/transitions';

/**
 * DOMAIN §2 trip calls of the back office (domain/trips.ts TRIP_TRANSITIONS): cancelling a
 * Scheduled trip. Its occupants still holding a seat lose it with the trip (3, cancelled by the
 * driver's side: the passenger did not cancel), in the same transaction, each with its audit row.
 */
export function tripTransitions(): TransitionDeclaration[] {
  return [
    {
      ...moves(TRIP_TRANSITIONS.cancelar),
      async effect(tx, { req, before }) {
        const seats = await tx
          .select({ id: detalle_viaje.id, status: detalle_viaje.status })
          .from(detalle_viaje)
          .where(and(eq(detalle_viaje.viaje, before.id as number), inArray(detalle_viaje.status, [...SEAT_HOLDING_STATES])))
          .orderBy(detalle_viaje.id)
          .for('update');
        if (!seats.length) return;
        const to = OCCUPANT_STATUS.cancelled_by_driver;
        await tx.update(detalle_viaje).set({ status: to, updated_at: sql`now()` }).where(anyOf(detalle_viaje.id, seats.map((seat) => seat.id)));
        await recordAudits(tx, req, seats.map((seat) => ({ resource: 'detalle_viaje', action: 'cancel', recordId: seat.id, changes: { status: [seat.status, to] } })));
      },
    },
  ];
}

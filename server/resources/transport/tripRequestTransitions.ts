import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { TRIP_REQUEST_TRANSITIONS } from '../../../domain/tripRequests';
import { OCCUPANT_STATUS, TRIP_STATUS } from '../../../domain/trips';
import type { Db } from '../../db/client';
import { detalle_viaje, viajes } from '../../db/schema';
import { ApiError, FieldErrors } from '../../http/errors';
import { anyOf } from '../../kit/filterValues';
import { recordId } from '../../kit/fields';
import { moves } from '../../kit/machines';
import type { Row } from '../../kit/records';
import { defineTransition, type TransitionDeclaration } from '../../kit/transitions';
import { readSettings } from '../settings';
import { tripFit, type TripRequest } from './tripRequestCandidates';

/** The occupant states an accepted request's seat may be in while its trip is still to start. */
const SEATED = [OCCUPANT_STATUS.not_boarded, OCCUPANT_STATUS.boarded];

/** Locks trip `viaje` (the accept's and cancel's second lock, after the request's): its status, or undefined when gone. */
async function lockTrip(tx: Db, viaje: number) {
  const [trip] = await tx.select({ status: viajes.status }).from(viajes).where(eq(viajes.id, viaje)).for('update');
  return trip;
}

/**
 * Accepting onto trip `viaje`: everything the candidates offered, checked again with the trip
 * locked (so two accepts onto its last seat follow one another and the second finds it taken),
 * each failure a field error under `viaje` that says which condition no longer holds.
 */
async function checkFit(tx: Db, request: TripRequest, viaje: number, zone: string) {
  if (!(await lockTrip(tx, viaje))) throw FieldErrors.one('viaje', 'reference');
  const settings = await readSettings(tx);
  const fit = (await tripFit(tx, request, viaje, zone))!;
  if (!fit.scheduled || !fit.same_day || !fit.same_tipo || fit.own_trip) throw FieldErrors.one('viaje', 'trip_request_trip');
  if (fit.aboard) throw FieldErrors.one('viaje', 'trip_request_aboard');
  if (fit.taken >= settings.passengers_limit) throw FieldErrors.one('viaje', 'trip_request_full', { count: settings.passengers_limit });
  const km = fit.distance_km ?? Number.POSITIVE_INFINITY;
  if (!(km <= settings.search_radius_km)) throw FieldErrors.one('viaje', 'trip_request_far', { radius: settings.search_radius_km });
}

/**
 * DOMAIN §2 trip request calls (domain/tripRequests.ts TRIP_REQUEST_TRANSITIONS), each one kit
 * transition: the request row locked, its state checked, then the trip locked, with the audit and
 * history rows of the kit.
 */
export function tripRequestTransitions(): TransitionDeclaration[] {
  const T = TRIP_REQUEST_TRANSITIONS;
  return [
    defineTransition({
      ...moves(T.aceptar),
      body: z.object({ viaje: recordId() }),
      async effect(tx, { ctx, before, body }) {
        const request = before as unknown as TripRequest & Row;
        await checkFit(tx, request, body.viaje, ctx.config.timeZone);
        await tx.insert(detalle_viaje).values({
          viaje: body.viaje,
          usuario: request.usuario,
          status: OCCUPANT_STATUS.not_boarded,
          pickup_place: request.pickup_place as string,
          pickup_latitude: request.pickup_latitude,
          pickup_longitude: request.pickup_longitude,
          solicitud: request.id as number,
        });
        return { viaje: body.viaje };
      },
      // The history names the trip it was matched to.
      note: (_tx, { body }) => `#${body.viaje}`,
    }),
    { ...moves(T.rechazar), reason: 'motivo_de_rechazo' },
    {
      // domain/tripRequests.ts tripNotUnderWay: an accepted request gives its seat back only while the trip is still to start.
      ...moves(T.cancelar),
      // 409 when the trip has started or ended: its seat is no longer the back office's to give back.
      refusal: 'trip_request_trip_under_way',
      async effect(tx, { before }) {
        if (typeof before.viaje !== 'number') return;
        const trip = await lockTrip(tx, before.viaje);
        if (!trip) return;
        // Read again under the trip's lock: it may have started since `when` looked.
        if (trip.status !== TRIP_STATUS.scheduled) throw new ApiError(409, 'invalid_transition', 'trip_request_trip_under_way');
        await tx
          .update(detalle_viaje)
          .set({ status: OCCUPANT_STATUS.cancelled_by_user, updated_at: sql`now()` })
          .where(and(eq(detalle_viaje.solicitud, before.id as number), anyOf(detalle_viaje.status, SEATED)));
      },
    },
  ];
}

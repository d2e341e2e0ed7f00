import { LATITUDE, LONGITUDE, REASON_MAX_LENGTH } from './fields';
import { defineMachine, present, stateOf, type StateRecord } from './machines';
import { TRIP_STATUS } from './trips';

/**
 * Trip requests (DOMAIN §2 application status, §5 Trip requests) as both sides need them.
 * Accepting matches the request to a trip with a free seat on a route that passes within
 * settings' search_radius_km of the pickup point; the server offers the candidates, nearest
 * first (solicitudes_viaje/{id}/candidatos/).
 */

/** DOMAIN §2 trip request (application) status. */
export const TRIP_REQUEST_STATUS = { pending: 0, accepted: 1, refused: 2, cancelled: 3 } as const;
export const TRIP_REQUEST_STATUS_VALUES = [0, 1, 2, 3] as const;

/** Text lengths both sides check. */
export const TRIP_REQUEST_TEXT = { place: 255, reason: REASON_MAX_LENGTH } as const;
export const COORDINATES = { latitude: LATITUDE, longitude: LONGITUDE } as const;

/** How many candidate trips the accept dialog offers, nearest first. */
export const CANDIDATES_MAX = 20;

const { pending, accepted, refused, cancelled } = TRIP_REQUEST_STATUS;

/** An accepted request holds a seat on a trip; cancelling it frees the seat (its occupant is cancelled by the user). */
export const isMatched = (request: StateRecord) => present(request.viaje);

/**
 * A request whose seat is still the back office's to give back: a pending one, or one whose trip
 * (`viaje_status`, which the API answers beside `viaje`) has not started.
 */
export const tripNotUnderWay = (request: StateRecord) =>
  !isMatched(request) || !present(request.viaje_status) || stateOf(request.viaje_status) === TRIP_STATUS.scheduled;

/**
 * The back office's calls on a request (DOMAIN §1: trip requests, admin writes). Accept takes
 * `{viaje}`; refuse takes `{motivo_de_rechazo}`, one request at a time (each its own reason);
 * cancel, singly or in bulk, works on a pending request or an accepted one whose trip has not
 * started (the server checks the trip).
 */
export const TRIP_REQUEST_TRANSITIONS = defineMachine('solicitudes_viaje', 'status', {
  aceptar: { method: 'POST', access: 'accept', from: [pending], to: accepted },
  rechazar: { method: 'POST', access: 'refuse', from: [pending], to: refused },
  cancelar: { method: 'POST', access: 'cancel', from: [pending, accepted], to: cancelled, when: tripNotUnderWay, bulk: 'multiple_cancelar' },
});
export type TripRequestCall = keyof typeof TRIP_REQUEST_TRANSITIONS;

import { defineMachine, type StateRecord } from './machines';

/**
 * Staff-transport trips and their occupants (DOMAIN §2 trip and trip detail states, §4 monthly
 * reward, §5 Trips and Occupants) as both sides need them: the API's declarations and the
 * screens read the same states, calls and formula from here.
 */

/** DOMAIN §2 trip status. */
export const TRIP_STATUS = { scheduled: 0, started: 1, finished: 2, cancelled: 3 } as const;
export const TRIP_STATUS_VALUES = [0, 1, 2, 3] as const;

/** DOMAIN §2 trip type (a route's and a trip request's too). */
export const TRIP_TYPE = { to_company: 0, from_company: 1 } as const;
export const TRIP_TYPE_VALUES = [0, 1] as const;

/** DOMAIN §2 trip detail (occupant) status. */
export const OCCUPANT_STATUS = {
  not_boarded: 0,
  boarded: 1,
  finalized: 2,
  cancelled_by_driver: 3,
  cancelled_by_user: 4,
  not_present: 5,
} as const;
export const OCCUPANT_STATUS_VALUES = [0, 1, 2, 3, 4, 5] as const;

/** The occupants that hold a seat: settings' passengers_limit caps how many a trip has. */
export const SEAT_HOLDING_STATES: readonly number[] = [OCCUPANT_STATUS.not_boarded, OCCUPANT_STATUS.boarded, OCCUPANT_STATUS.finalized];

/** Mileage and fuel on departure and arrival: km on the odometer, fuel in percent. */
export const MILEAGE = { min: 0, max: 2_000_000 } as const;
export const FUEL = { min: 0, max: 100 } as const;

const T = TRIP_STATUS;

/** A finished trip whose boarded occupants are still to be finalized (the API answers `boarded`, their count). */
export const hasBoarded = (trip: StateRecord) => typeof trip.boarded === 'number' && trip.boarded > 0;

/**
 * The back office's trip calls (DOMAIN §1: routes, trips write; complete boarded trips). Starting
 * and finishing a trip happen on the driver's phone. Completing is SPEC §7's collection call
 * `POST viajes/completar-viajes-usuario-abordado/ {viaje}`: it keeps the trip Finished and moves
 * its boarded occupants (OCCUPANT_COMPLETION), crediting their points once.
 */
export const TRIP_TRANSITIONS = defineMachine('viajes', 'status', {
  cancelar: { method: 'POST', access: 'cancel', from: [T.scheduled], to: T.cancelled },
});

/** SPEC §7 completion: the call, who may, the trip's state, and the occupants it moves. */
export const TRIP_COMPLETION = {
  path: 'completar-viajes-usuario-abordado',
  access: 'complete_boarded',
  tripFrom: [T.finished] as readonly number[],
  occupantFrom: [OCCUPANT_STATUS.boarded] as readonly number[],
  occupantTo: OCCUPANT_STATUS.finalized,
  when: hasBoarded,
} as const;

/** A month of rewards: points per km and the month's cap, for a driver or a passenger. */
export interface RewardTerms {
  factor: number;
  limit: number;
}

/**
 * DOMAIN §4: a trip's whole points, distance in km times the factor, rounded half up; computed
 * in hundredths so that 12.35 km at 1.5 gives 19 on both sides, never 18 from binary rounding.
 */
export function tripPoints(distanceKm: number, factor: number): number {
  const km100 = Math.round(distanceKm * 100);
  const factor100 = Math.round(factor * 100);
  return Math.floor((km100 * factor100 + 5000) / 10000);
}

/** What a month earned and how (the answer of viajes/recompensa-mensual/). */
export interface MonthlyReward {
  trips: number;
  km: number;
  factor: number;
  uncapped: number;
  limit: number;
  points: number;
}

/**
 * DOMAIN §4 monthly reward: each trip's points, summed, capped at the month's limit. Crediting a
 * trip gives min(its points, the limit less what the month already credited), so the credits of
 * a month always add up to this figure, in whatever order trips complete.
 */
export function monthlyReward(distancesKm: readonly number[], terms: RewardTerms): MonthlyReward {
  const uncapped = distancesKm.reduce((sum, km) => sum + tripPoints(km, terms.factor), 0);
  const km = Math.round(distancesKm.reduce((sum, d) => sum + d, 0) * 100) / 100;
  return { trips: distancesKm.length, km, factor: terms.factor, uncapped, limit: terms.limit, points: Math.min(uncapped, terms.limit) };
}

/** Points a trip credits when the month has already credited `credited`. */
export const creditFor = (distanceKm: number, terms: RewardTerms, credited: number) =>
  Math.max(0, Math.min(tripPoints(distanceKm, terms.factor), terms.limit - credited));

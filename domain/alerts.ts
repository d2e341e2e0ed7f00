import { FIELD_LENGTH, LATITUDE, LONGITUDE } from './fields';
import { defineMachine } from './machines';
import { OCCUPANT_STATUS, TRIP_STATUS } from './trips';

/**
 * Panic alerts (SPEC §3 Alert, DOMAIN §5 Alerts, §6 Realtime) as both sides need them: a phone
 * raises one (POST alertas/, an app session's call), the C4 desk attends it once with a comment.
 */

/** DOMAIN §5 alert status. */
export const ALERT_STATUS = { active: 0, attended: 1 } as const;
export const ALERT_STATUS_VALUES = [0, 1] as const;

/**
 * The desk's one call (DOMAIN §1 alerts: admin and C4): an active alert becomes attended, with
 * who attended it, when, and the required comment. Attending an attended one is 409.
 */
export const ALERT_TRANSITIONS = defineMachine('alertas', 'status', {
  atender: { method: 'POST', access: 'attend', from: [ALERT_STATUS.active], to: ALERT_STATUS.attended },
});
export type AlertCall = keyof typeof ALERT_TRANSITIONS;

/** The attend comment: required (blank after trimming is no comment), at most `max` characters. */
export const ALERT_COMMENT = { max: 1000 } as const;

/** What a phone sends when it raises an alert: its position, and where it is in words. */
export const ALERT_INPUT = { latitude: LATITUDE, longitude: LONGITUDE, location: FIELD_LENGTH.address } as const;

/**
 * The trip an alert names (DOMAIN §7: "the trip if one is under way"): a Started trip the issuer
 * drives, or holds a seat in (not yet boarded or boarded); any other is the raise's field error.
 */
export const ALERT_TRIP = { status: TRIP_STATUS.started, riders: [OCCUPANT_STATUS.not_boarded, OCCUPANT_STATUS.boarded] } as const;

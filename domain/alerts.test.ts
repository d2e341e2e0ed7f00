import { describe, expect, it } from 'vitest';
import { canAccess } from './access';
import { ALERT_COMMENT, ALERT_INPUT, ALERT_STATUS, ALERT_TRANSITIONS, ALERT_TRIP } from './alerts';
import { FIELD_LENGTH, LATITUDE, LONGITUDE } from './fields';
import { allows } from './machines';
import { GROUPS } from './roles';
import { OCCUPANT_STATUS, TRIP_STATUS } from './trips';

describe('panic alerts (DOMAIN §5 Alerts)', () => {
  it('are attended once: an active alert, never an attended one', () => {
    expect(ALERT_TRANSITIONS.atender).toMatchObject({ resource: 'alertas', path: 'atender', field: 'status', method: 'POST', access: 'attend' });
    expect(allows(ALERT_TRANSITIONS.atender, { status: ALERT_STATUS.active })).toBe(true);
    expect(allows(ALERT_TRANSITIONS.atender, { status: ALERT_STATUS.attended })).toBe(false);
    expect(allows(ALERT_TRANSITIONS.atender, { status: null })).toBe(false);
    expect(ALERT_TRANSITIONS.atender.to).toBe(ALERT_STATUS.attended);
  });

  it('are attended by admin and C4, the groups the transition names', () => {
    const { resource, access } = ALERT_TRANSITIONS.atender;
    expect([GROUPS.admin, GROUPS.rh_admin, GROUPS.c4].map((group) => canAccess([group], resource, access))).toEqual([true, false, true]);
  });

  it('take a position in range and a place as long as an address, and a comment of up to 1000 characters', () => {
    expect(ALERT_INPUT).toEqual({ latitude: LATITUDE, longitude: LONGITUDE, location: FIELD_LENGTH.address });
    expect(ALERT_COMMENT.max).toBe(1000);
  });

  it('name a trip under way that the issuer drives or holds a seat in', () => {
    expect(ALERT_TRIP.status).toBe(TRIP_STATUS.started);
    expect([...ALERT_TRIP.riders].sort()).toEqual([OCCUPANT_STATUS.not_boarded, OCCUPANT_STATUS.boarded].sort());
  });
});

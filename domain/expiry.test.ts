import { describe, expect, it } from 'vitest';
import { daysLeft, EXPIRY_HOLDER, EXPIRY_KINDS, EXPIRY_STATUS, expiryStateOn, todayIn } from './expiry';
import { DOCUMENT_STATUS } from './status';
import { VEHICLE_DOCUMENTS } from './vehicles';

describe('the expiry centre', () => {
  it('lists the three vehicle documents, the licence and both cards, each renewed on its holder', () => {
    expect(EXPIRY_KINDS).toEqual([...VEHICLE_DOCUMENTS, 'licencia', 'tarjeta_gasolina', 'tarjeta_tag']);
    expect(EXPIRY_KINDS.map((kind) => EXPIRY_HOLDER[kind])).toEqual(['vehiculos', 'vehiculos', 'vehiculos', 'usuarios', 'tarjeta_gasolina', 'tarjeta_tag']);
  });

  it("uses DOMAIN §2's document states: 3 expiring, 4 expired", () => {
    expect(EXPIRY_STATUS).toEqual({ expiring: DOCUMENT_STATUS.expiring, expired: DOCUMENT_STATUS.expired });
  });

  it('counts whole days, negative once past, across months, leap days and summer time', () => {
    expect(daysLeft('2026-03-12', '2026-03-12')).toBe(0);
    expect(daysLeft('2026-03-13', '2026-03-12')).toBe(1);
    expect(daysLeft('2026-03-11', '2026-03-12')).toBe(-1);
    expect(daysLeft('2028-03-01', '2028-02-28')).toBe(2);
    expect(daysLeft('2026-11-02', '2026-10-25')).toBe(8);
    expect(daysLeft('2027-01-01', '2026-12-31')).toBe(1);
  });

  it('gives a date its state as the daily job does: expired after it, expiring in its last 30 days and on the day', () => {
    const today = '2026-03-12';
    expect(expiryStateOn('2026-03-11', today)).toBe(EXPIRY_STATUS.expired);
    expect(expiryStateOn('2025-01-01', today)).toBe(EXPIRY_STATUS.expired);
    expect(expiryStateOn('2026-03-12', today)).toBe(EXPIRY_STATUS.expiring);
    expect(expiryStateOn('2026-04-11', today)).toBe(EXPIRY_STATUS.expiring);
    expect(expiryStateOn('2026-04-12', today)).toBeNull();
    expect(expiryStateOn(null, today)).toBeNull();
  });

  it("reads today's date in the company's time zone, not UTC's", () => {
    // 03:30 UTC on the 13th is still the 12th in Mexico City (UTC−6) and already the 13th in Madrid.
    const at = new Date('2026-03-13T03:30:00Z');
    expect(todayIn('America/Mexico_City', at)).toBe('2026-03-12');
    expect(todayIn('Europe/Madrid', at)).toBe('2026-03-13');
    expect(todayIn('UTC', at)).toBe('2026-03-13');
  });
});

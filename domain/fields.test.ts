import { FIELD_LENGTH, LATITUDE, LONGITUDE, PASSWORD } from './fields';

describe('shared field rules', () => {
  it('holds the stored lengths of SPEC §3 fields', () => {
    expect(FIELD_LENGTH).toMatchObject({ name: 120, code: 20, description: 500, address: 255, city: 80, state: 80, postal_code: 5, telephone: 10, email: 254 });
    for (const length of Object.values(FIELD_LENGTH)) expect(Number.isInteger(length) && length > 0).toBe(true);
  });

  it('asks passwords of 8 to 256 characters', () => {
    expect(PASSWORD).toEqual({ min: 8, max: 256 });
  });

  it('bounds coordinates to the globe', () => {
    expect([LATITUDE.min, LATITUDE.max, LONGITUDE.min, LONGITUDE.max]).toEqual([-90, 90, -180, 180]);
  });
});

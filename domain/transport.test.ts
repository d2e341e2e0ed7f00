import { describe, expect, it } from 'vitest';
import { distanceToPathKm, haversineKm, pathLengthKm } from './geo';
import { pathProblem, ROUTE_PATH, routeLengthKm } from './routes';
import { allows } from './machines';
import { TRIP_REQUEST_TRANSITIONS, tripNotUnderWay } from './tripRequests';
import { creditFor, monthlyReward, tripPoints } from './trips';

// Monterrey's Macroplaza and the Fundidora park: about 2.2 km apart.
const macroplaza = { lat: 25.6694, lng: -100.3098 };
const fundidora = { lat: 25.6783, lng: -100.2883 };

describe('distances (DOMAIN §5 Routes, Trip requests)', () => {
  it('measures a great circle: one degree of latitude is about 111.2 km', () => {
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111.19, 1);
    expect(haversineKm(macroplaza, fundidora)).toBeGreaterThan(2.1);
    expect(haversineKm(macroplaza, fundidora)).toBeLessThan(2.4);
  });

  it("adds up a path's segments and rounds a route's length to two decimals", () => {
    const path = [macroplaza, fundidora, macroplaza];
    expect(pathLengthKm(path)).toBeCloseTo(2 * haversineKm(macroplaza, fundidora), 9);
    expect(routeLengthKm(path)).toBe(Math.round(pathLengthKm(path) * 100) / 100);
  });

  it('measures a point to the nearest part of a path, not only to its points', () => {
    const path = [{ lat: 25.6, lng: -100.4 }, { lat: 25.6, lng: -100.2 }];
    // 0.01° north of the middle of an east-west segment: about 1.11 km, though both ends are ~10 km away.
    const p = { lat: 25.61, lng: -100.3 };
    expect(distanceToPathKm(p, path)).toBeCloseTo(1.11, 1);
    expect(haversineKm(p, path[0])).toBeGreaterThan(9);
  });
});

describe('route paths', () => {
  it('needs two points, refuses too many and coordinates out of range', () => {
    expect(pathProblem([macroplaza])).toBe('too_few');
    expect(pathProblem(Array.from({ length: ROUTE_PATH.maxPoints + 1 }, () => macroplaza))).toBe('too_many');
    expect(pathProblem([macroplaza, { lat: 91, lng: 0 }])).toBe('out_of_range');
    expect(pathProblem([macroplaza, { lat: 0, lng: Number.NaN }])).toBe('out_of_range');
    expect(pathProblem([macroplaza, fundidora])).toBeNull();
  });
});

describe('monthly reward (DOMAIN §4)', () => {
  it('gives whole points per trip, half up, without binary rounding', () => {
    expect(tripPoints(12.35, 1.5)).toBe(19);
    expect(tripPoints(10, 0.25)).toBe(3);
    expect(tripPoints(0, 5)).toBe(0);
  });

  it('caps the month at its limit and says how it got there', () => {
    expect(monthlyReward([10, 20], { factor: 2, limit: 100 })).toEqual({ trips: 2, km: 30, factor: 2, uncapped: 60, limit: 100, points: 60 });
    expect(monthlyReward([40, 40], { factor: 2, limit: 100 })).toMatchObject({ uncapped: 160, points: 100 });
    expect(monthlyReward([], { factor: 2, limit: 100 })).toEqual({ trips: 0, km: 0, factor: 2, uncapped: 0, limit: 100, points: 0 });
  });

  it('credits each trip up to what is left of the month, so credits add up to the month in any order', () => {
    const terms = { factor: 2, limit: 100 };
    for (const order of [[40, 10, 40], [10, 40, 40], [40, 40, 10]]) {
      let credited = 0;
      for (const km of order) credited += creditFor(km, terms, credited);
      expect(credited).toBe(monthlyReward(order, terms).points);
    }
    expect(creditFor(10, terms, 100)).toBe(0);
  });
});

describe('cancelling a trip request (DOMAIN §5 Trip requests)', () => {
  it('gives a seat back only while its trip has not started', () => {
    expect(tripNotUnderWay({ status: 0, viaje: null })).toBe(true);
    expect(tripNotUnderWay({ status: 1, viaje: 12, viaje_status: 0 })).toBe(true);
    expect(tripNotUnderWay({ status: 1, viaje: 12, viaje_status: 1 })).toBe(false);
    expect(allows(TRIP_REQUEST_TRANSITIONS.cancelar, { status: 1, viaje: 12, viaje_status: 2 })).toBe(false);
    expect(allows(TRIP_REQUEST_TRANSITIONS.cancelar, { status: 2, viaje: null })).toBe(false);
  });
});

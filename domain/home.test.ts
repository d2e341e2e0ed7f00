import { canAccess, isResourceName } from './access';
import { dayIn, figureFilter, figureLink, HOME_FIGURES, midnightIn, monthRange, todayRange, trendMonths, type HomeFigureKey } from './home';
import { GROUPS } from './roles';

const MEXICO = 'America/Mexico_City';
const NEW_YORK = 'America/New_York';
const figure = (key: HomeFigureKey) => HOME_FIGURES.find((f) => f.key === key)!;

describe('the company time zone’s days and months', () => {
  it('finds the calendar day an instant falls on there, not in UTC', () => {
    // 05:30 UTC on April 1st is still March 31st, 23:30, in Mexico City (UTC−6).
    expect(dayIn(new Date('2026-04-01T05:30:00Z'), MEXICO)).toEqual({ year: 2026, month: 3, day: 31 });
    expect(dayIn(new Date('2026-04-01T06:00:00Z'), MEXICO)).toEqual({ year: 2026, month: 4, day: 1 });
  });

  it('starts a day at its local midnight, across a change of summer time too', () => {
    expect(midnightIn(2026, 3, 15, MEXICO).toISOString()).toBe('2026-03-15T06:00:00.000Z');
    // New York moves to summer time at 2:00 on 8 March 2026 and back on 1 November.
    expect(midnightIn(2026, 3, 8, NEW_YORK).toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(midnightIn(2026, 3, 9, NEW_YORK).toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(midnightIn(2026, 11, 1, NEW_YORK).toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(midnightIn(2026, 11, 2, NEW_YORK).toISOString()).toBe('2026-11-02T05:00:00.000Z');
    // Days and months past their end roll over, as the next day's and month's starts need.
    expect(midnightIn(2026, 12, 32, MEXICO).toISOString()).toBe('2027-01-01T06:00:00.000Z');
    expect(midnightIn(2026, 13, 1, MEXICO).toISOString()).toBe('2027-01-01T06:00:00.000Z');
  });

  it('gives today and this month as a list’s range filter, both ends included', () => {
    const now = new Date('2026-12-31T23:00:00Z'); // 17:00 on 31 December in Mexico City
    expect(todayRange('fecha_salida', now, MEXICO)).toEqual({
      fecha_salida__gte: '2026-12-31T06:00:00.000Z',
      fecha_salida__lte: '2027-01-01T05:59:59.999Z',
    });
    expect(monthRange('fecha_salida', now, MEXICO)).toEqual({
      fecha_salida__gte: '2026-12-01T06:00:00.000Z',
      fecha_salida__lte: '2027-01-01T05:59:59.999Z',
    });
  });

  it('names the last twelve months, oldest first, this one (in the zone) last', () => {
    expect(trendMonths(new Date('2026-02-01T03:00:00Z'), MEXICO)).toEqual([
      '2025-02', '2025-03', '2025-04', '2025-05', '2025-06', '2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12', '2026-01',
    ]);
    expect(trendMonths(new Date('2026-02-01T07:00:00Z'), MEXICO).at(-1)).toBe('2026-02');
  });
});

describe('Home’s figures', () => {
  const now = new Date('2026-05-20T15:00:00Z');

  it('are each named once and link to a list every group may read, through an access key domain/access.ts knows', () => {
    expect(new Set(HOME_FIGURES.map((f) => f.key)).size).toBe(HOME_FIGURES.length);
    for (const f of HOME_FIGURES) {
      expect([f.key, isResourceName(f.resource)]).toEqual([f.key, true]);
      expect(f.path).toMatch(/^\/[a-z_/]+$/);
      for (const group of Object.values(GROUPS)) expect([f.key, group, canAccess([group], f.resource, 'list')]).toEqual([f.key, group, true]);
    }
  });

  it('count with the lists’ own filters', () => {
    expect(figure('loans_awaiting').filter(now, MEXICO)).toEqual({});
    expect(figure('vehicles_on_loan').filter(now, MEXICO)).toEqual({ modulo: 1, status: 4 });
    expect(figure('vehicles_available').filter(now, MEXICO)).toEqual({ modulo: 1, status: 3 });
    expect(figure('alerts_active').filter(now, MEXICO)).toEqual({ status: 0 });
    expect(figure('documents_expiring').filter(now, MEXICO)).toEqual({ status: 3 });
    expect(figure('documents_expired').filter(now, MEXICO)).toEqual({ status: 4 });
    expect(figure('trip_requests_waiting').filter(now, MEXICO)).toEqual({ status: 0 });
    expect(figure('trips_today').filter(now, MEXICO)).toEqual({
      fecha_salida__gte: '2026-05-20T06:00:00.000Z',
      fecha_salida__lte: '2026-05-21T05:59:59.999Z',
      status__in: [0, 1, 2],
    });
    expect(figure('trips_month').filter(now, MEXICO)).toEqual({
      fecha_salida__gte: '2026-05-01T06:00:00.000Z',
      fecha_salida__lte: '2026-06-01T05:59:59.999Z',
      status__in: [0, 1, 2],
    });
    expect(figure('points_month')).toMatchObject({ resource: 'viajes/conductores', sum: 'points' });
    expect(figure('points_month').filter(now, MEXICO)).toEqual({ fecha_salida__gte: '2026-05-01T06:00:00.000Z', fecha_salida__lte: '2026-06-01T05:59:59.999Z' });
  });

  it('open their lists as the screens filter them from their address: days and a month where the API takes instants', () => {
    expect(figureLink(figure('trips_today'), now, MEXICO, 7)).toEqual({ fecha_salida__gte: '2026-05-20', fecha_salida__lte: '2026-05-20', status__in: [0, 1, 2], planta: 7 });
    expect(figureLink(figure('trips_month'), now, MEXICO, null)).toEqual({ fecha_salida__gte: '2026-05-01', fecha_salida__lte: '2026-05-31', status__in: [0, 1, 2] });
    expect(figureLink(figure('points_month'), now, MEXICO, null)).toEqual({ mes: '2026-05' });
    // Late on the last day of a month in Mexico City is already the next month in UTC.
    expect(figureLink(figure('points_month'), new Date('2026-06-01T03:00:00Z'), MEXICO, null)).toEqual({ mes: '2026-05' });
    // Without a screen filter of its own, a figure opens its list with the API's.
    expect(figureLink(figure('alerts_active'), now, MEXICO, 7)).toEqual({ status: 0, planta: 7 });
  });

  it("add the plant to every list's filter and link, trip requests (their requester's plant) included", () => {
    expect(figureFilter(figure('alerts_active'), now, MEXICO, 7)).toEqual({ status: 0, planta: 7 });
    expect(figureFilter(figure('alerts_active'), now, MEXICO, null)).toEqual({ status: 0 });
    expect(figureFilter(figure('trip_requests_waiting'), now, MEXICO, 7)).toEqual({ status: 0, planta: 7 });
    expect(figureLink(figure('trip_requests_waiting'), now, MEXICO, 7)).toEqual({ status: 0, planta: 7 });
    for (const f of HOME_FIGURES) expect([f.key, figureFilter(f, now, MEXICO, 7).planta]).toEqual([f.key, 7]);
  });

  it('are read by every group through `inicio`, which nobody writes', () => {
    for (const group of Object.values(GROUPS)) {
      expect(canAccess([group], 'inicio', 'list')).toBe(true);
      expect(['create', 'edit', 'delete'].map((action) => canAccess([group], 'inicio', action))).toEqual([false, false, false]);
    }
  });
});

import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { OCCUPANT_STATUS, TRIP_STATUS } from '../../../domain/trips';
import { USER_ROLE } from '../../../domain/status';
import { plantas, usuarios } from '../../../server/db/schema';
import type { Call } from '../support/harness';
import { roleTestApp } from '../support/roleApp';
import { addOccupant, addPerson, addRoute, addTrip } from './transportRows';

/**
 * viajes/conductores/ and viajes/ocupantes/ (DOMAIN §1 read only): a period's totals per driver
 * and per passenger, checked against the trips and rides they count. Days are whole days in
 * TIME_ZONE (America/Mexico_City, UTC-6 all year since 2022). The period is in 2033, where the
 * demo has no trips.
 */
const { t, tokens } = roleTestApp();
const people: Record<string, number> = {};
let plants: number[];
beforeAll(async () => {
  plants = (await t.database.db.select({ id: plantas.id }).from(plantas).orderBy(plantas.id).limit(2)).map((p) => p.id);
  const named = async (key: string, name: string, lastName: string, role: number) => {
    people[key] = await addPerson(t, key);
    await t.database.db.update(usuarios).set({ name, last_name: lastName, role }).where(eq(usuarios.id, people[key]));
  };
  await named('ana', 'Ana', 'Zúñiga Prieto', USER_ROLE.driver);
  await named('bruno', 'Bruno', 'Alcalá', USER_ROLE.driver);
  await named('carla', 'Carla', 'Méndez', USER_ROLE.passenger);
  await named('dario', 'Darío', 'Barrios', USER_ROLE.passenger);
  const north = await addRoute(t, LINE, { planta: plants[0] });
  const south = await addRoute(t, LINE, { planta: plants[1] });
  const trip = (route: typeof north, driver: string, at: string, extra = {}) => addTrip(t, route, people[driver], at, extra);
  const credited = { credited_at: new Date('2033-04-02T00:00:00Z') };
  // Ana: two finished trips in March (one at 21:00 on the 31st, local), one cancelled, one scheduled, one finished on 28 February at 23:00 local.
  const a1 = await trip(north, 'ana', '2033-03-03T13:00:00Z', { status: TRIP_STATUS.finished, distance: 12.25, reward: 18, ...credited });
  const a2 = await trip(south, 'ana', '2033-04-01T03:00:00Z', { status: TRIP_STATUS.finished, distance: 20.5, reward: 30 });
  await trip(north, 'ana', '2033-03-10T13:00:00Z', { status: TRIP_STATUS.cancelled });
  await trip(north, 'ana', '2033-03-20T13:00:00Z');
  const outside = await trip(north, 'ana', '2033-03-01T05:00:00Z', { status: TRIP_STATUS.finished, distance: 99, reward: 99, ...credited });
  // Bruno: one finished trip of the second plant.
  const b1 = await trip(south, 'bruno', '2033-03-15T13:00:00Z', { status: TRIP_STATUS.finished, distance: 8, reward: 12, ...credited });
  // Carla rides two of them and misses one; Darío cancels one and misses one.
  await addOccupant(t, a1.id, people.carla, OCCUPANT_STATUS.finalized, { reward: 12, ...credited });
  await addOccupant(t, a2.id, people.carla, OCCUPANT_STATUS.finalized, { reward: 20 });
  await addOccupant(t, b1.id, people.carla, OCCUPANT_STATUS.not_present);
  await addOccupant(t, a1.id, people.dario, OCCUPANT_STATUS.not_present);
  await addOccupant(t, a2.id, people.dario, OCCUPANT_STATUS.cancelled_by_user);
  await addOccupant(t, outside.id, people.dario, OCCUPANT_STATUS.finalized, { reward: 50, ...credited });
});

const LINE = [
  { lat: 25.68, lng: -100.31 },
  { lat: 25.72, lng: -100.36 },
];
const MARCH = { fecha_salida__gte: '2033-03-01', fecha_salida__lte: '2033-03-31' };
const call = (c: Call) => t.call({ token: tokens.c4, lang: 'en', ...c });
const q = (base: string, payload: Record<string, unknown>, query = '') => call({ method: 'POST', url: `viajes/${base}/q/${query}`, payload: { ...MARCH, ...payload } });
type Row = Record<string, number | string>;
const rowsOf = (res: LightMyRequestResponse) => {
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { results: Row[] }).results;
};
const mine = (rows: Row[]) => rows.filter((r) => Object.values(people).includes(r.id as number));

describe('viajes/conductores/', () => {
  it("adds up each driver's trips of the period: finished, km, credited points, cancellations and passengers absent", async () => {
    const rows = mine(rowsOf(await q('conductores', {})));
    expect(rows).toEqual([
      { id: people.ana, conductor: 'Ana Zúñiga Prieto', trips: 2, km: 32.75, points: 18, cancellations: 1, no_shows: 1 },
      { id: people.bruno, conductor: 'Bruno Alcalá', trips: 1, km: 8, points: 12, cancellations: 0, no_shows: 1 },
    ].sort((a, b) => a.conductor.localeCompare(b.conductor)));
  });

  it('agrees with the trips list it counts (the same period, as instants)', async () => {
    const trips = (await call({ method: 'POST', url: 'viajes/q/?limit=100', payload: { conductor: people.ana, fecha_salida__gte: '2033-03-01T06:00:00Z', fecha_salida__lte: '2033-04-01T05:59:59Z' } })).json().results as Row[];
    const finished = trips.filter((trip) => trip.status === TRIP_STATUS.finished);
    const [ana] = rowsOf(await q('conductores', { search: 'zuniga' }));
    expect(ana.trips).toBe(finished.length);
    expect(ana.km).toBe(finished.reduce((sum, trip) => sum + (trip.distance as number), 0));
    expect(ana.cancellations).toBe(trips.filter((trip) => trip.status === TRIP_STATUS.cancelled).length);
    const instants = rowsOf(await q('conductores', { search: 'zuniga', fecha_salida__gte: '2033-03-01T06:00:00Z', fecha_salida__lte: '2033-04-01T05:59:59Z' }));
    expect(instants).toEqual([ana]);
  });

  it('filters by plant and searches the name, accents and case aside', async () => {
    expect(mine(rowsOf(await q('conductores', { planta: plants[1] }))).map((r) => [r.id, r.trips])).toEqual([
      [people.ana, 1],
      [people.bruno, 1],
    ]);
    expect(rowsOf(await q('conductores', { search: 'ALCALA' })).map((r) => r.id)).toEqual([people.bruno]);
  });
});

describe('viajes/ocupantes/', () => {
  it("adds up each passenger's rides of the period: finalized, km, credited points, cancellations and absences", async () => {
    const rows = mine(rowsOf(await call({ url: `viajes/ocupantes/?${new URLSearchParams(MARCH)}` })));
    expect(rows).toEqual([
      { id: people.carla, usuario: 'Carla Méndez', rides: 2, km: 32.75, points: 12, cancellations: 0, no_shows: 1 },
      { id: people.dario, usuario: 'Darío Barrios', rides: 0, km: 0, points: 0, cancellations: 1, no_shows: 1 },
    ]);
  });
});

describe('sorting and paging, in the database', () => {
  it.each(['id', 'conductor', 'trips', 'km', 'points', 'cancellations', 'no_shows'])('sorts drivers by %s both ways, ties by id', async (column) => {
    for (const ordering of [column, `-${column}`]) {
      const rows = rowsOf(await q('conductores', { ordering }, '?limit=100'));
      const sign = ordering.startsWith('-') ? -1 : 1;
      const compare = (a: Row, b: Row) => {
        const [x, y] = [a[column], b[column]];
        const byColumn = typeof x === 'string' ? x.localeCompare(y as string, 'es') : (x as number) - (y as number);
        return sign * (byColumn || (a.id as number) - (b.id as number));
      };
      expect(rows.map((r) => r.id)).toEqual([...rows].sort(compare).map((r) => r.id));
    }
  });

  it('pages the rows with their count, and refuses an ordering it does not have', async () => {
    const all = rowsOf(await q('ocupantes', { ordering: 'id' }, '?limit=100'));
    const second = await q('ocupantes', { ordering: 'id' }, '?limit=1&page=2');
    expect(second.json()).toMatchObject({ count: all.length, count_exact: true, previous: 1, results: [all[1]] });
    expect(second.json().next).toBe(all.length > 2 ? 3 : null);
    const past = await q('ocupantes', {}, '?limit=10&page=50');
    expect(past.json()).toMatchObject({ count: all.length, results: [] });
    expect((await q('ocupantes', { ordering: 'trips' })).statusCode).toBe(400);
  });
});

describe('the period', () => {
  it('is required, in order, and at most a year long; unknown keys are refused', async () => {
    const refused = async (payload: Record<string, unknown>) => {
      const res = await call({ method: 'POST', url: 'viajes/conductores/q/', payload });
      expect(res.statusCode).toBe(400);
      return res.json() as Record<string, string[]>;
    };
    expect(Object.keys(await refused({}))).toEqual(['fecha_salida__gte', 'fecha_salida__lte']);
    expect((await refused({ fecha_salida__gte: '2033-03-10', fecha_salida__lte: '2033-03-09' })).fecha_salida__lte[0]).toContain('before its start');
    // 2032 is a leap year: 1 March 2032 to 1 March 2033 is 366 whole days, a day more is too long.
    expect((await refused({ fecha_salida__gte: '2032-03-01', fecha_salida__lte: '2033-03-02' })).fecha_salida__lte[0]).toContain('at most 366 days');
    expect((await call({ method: 'POST', url: 'viajes/conductores/q/', payload: { fecha_salida__gte: '2032-03-01', fecha_salida__lte: '2033-03-01' } })).statusCode).toBe(200);
    expect(Object.keys(await refused({ ...MARCH, status: 2, planta: 'x' })).sort()).toEqual(['planta', 'status']);
  });
});

describe('export and roles', () => {
  it('exports the sorted totals with GET and query parameters, in the caller\'s language', async () => {
    const query = new URLSearchParams({ ...MARCH, format: 'csv', search: 'zuniga' });
    const res = await t.call({ token: tokens.rh, lang: 'es', url: `viajes/conductores/exportar/?${query}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="viajes-por-conductor-\d{8}-\d{4}\.csv"/);
    expect(res.body.slice(1).trim().split('\r\n')).toEqual(['ID,Conductor,Viajes,Km,Puntos,Cancelaciones,Pasajeros ausentes', `${people.ana},Ana Zúñiga Prieto,2,32.75,18,1,1`]);
    const posted = await t.call({ token: tokens.admin, lang: 'en', method: 'POST', url: 'viajes/ocupantes/exportar/?format=csv', payload: { ...MARCH, search: 'barrios' } });
    expect(posted.body.slice(1).trim().split('\r\n')).toEqual(['ID,Passenger,Rides,Km,Points,Cancellations,Absences', `${people.dario},Darío Barrios,0,0,0,1,1`]);
  });

  it('is read and exported by every back-office role, serves no write, and answers 401 without a token', async () => {
    for (const token of [tokens.admin, tokens.rh, tokens.c4]) {
      for (const url of [`viajes/ocupantes/?${new URLSearchParams(MARCH)}`, `viajes/conductores/exportar/?format=csv&${new URLSearchParams(MARCH)}`]) {
        expect((await t.call({ token, url })).statusCode).toBe(200);
      }
    }
    for (const base of ['viajes/conductores', 'viajes/ocupantes']) {
      const served = t.app.apiRoutes.filter((r) => r.url.startsWith(`/api/${base}/`) && r.method !== 'HEAD').map((r) => `${r.method} ${r.url.slice(5)}`);
      expect(served.sort()).toEqual([`GET ${base}/`, `GET ${base}/exportar/`, `POST ${base}/exportar/`, `POST ${base}/q/`]);
    }
    expect((await t.call({ url: `viajes/conductores/?${new URLSearchParams(MARCH)}` })).statusCode).toBe(401);
  });
});

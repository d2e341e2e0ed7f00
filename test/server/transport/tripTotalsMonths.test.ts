import { and, eq, inArray, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { USER_ROLE } from '../../../domain/status';
import { OCCUPANT_STATUS, TRIP_STATUS } from '../../../domain/trips';
import { detalle_viaje, plantas, usuarios, viajes } from '../../../server/db/schema';
import type { TestApp } from '../support/harness';
import { roleTestApp } from '../support/roleApp';
import { statementsOn } from '../support/sentStatements';
import { addOccupant, addPerson, addRequest, addRoute, addTrip, setSettings } from './transportRows';
import { monthRowsAgree } from './tripTotalsRows';
import { WAIT } from '../support/waits';

/**
 * The month rows behind viajes/conductores/ and viajes/ocupantes/ (migration 0027): every call
 * that writes trips, occupants or names keeps them as grouping the trips again would make them,
 * and a whole month read from them answers what grouping the same trips answers. The months are
 * of 2034, where the demo has no trips; days are whole days in America/Mexico_City (UTC-6).
 */
const { t, tokens, as: { admin } } = roleTestApp({ lang: 'en' });
let plants: number[];
const people: Record<string, number> = {};
beforeAll(async () => {
  await setSettings(t, { search_radius_km: 2, passengers_limit: 4 });
  plants = (await t.database.db.select({ id: plantas.id }).from(plantas).orderBy(plantas.id).limit(2)).map((p) => p.id);
  for (const key of ['driver', 'other', 'rider', 'second', 'third']) people[key] = await addPerson(t, key);
  await t.database.db.update(usuarios).set({ role: USER_ROLE.driver }).where(inArray(usuarios.id, [people.driver, people.other]));
});

/** Monterrey, west to east: requests picked up 1 km north of it match its trips. */
const LINE = [
  { lat: 25.7, lng: -100.4 },
  { lat: 25.7, lng: -100.3 },
];
const NEAR = { lat: 25.709, lng: -100.35 };
const MAY = { fecha_salida__gte: '2034-05-01', fecha_salida__lte: '2034-05-31' };
const JUNE = { fecha_salida__gte: '2034-06-01', fecha_salida__lte: '2034-06-30' };
type Row = Record<string, number | string>;
const rowsOf = (res: LightMyRequestResponse) => {
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { results: Row[] }).results;
};
const totals = async (base: string, payload: Record<string, unknown>) => rowsOf(await admin({ method: 'POST', url: `viajes/${base}/q/?limit=100`, payload: { ordering: 'id', ...payload } }));

/**
 * The month's answers, for both totals, all plants and each, equal the answers for the same
 * trips grouped again (a period one millisecond short of the month at each end, which no test
 * trip departs in, is not a whole month), and the month rows equal rebuilt ones.
 */
async function agree(month: Record<string, string>) {
  const [gte, lte] = [`${month.fecha_salida__gte}T06:00:00.001Z`, new Date(new Date(`${month.fecha_salida__lte}T06:00:00Z`).getTime() + 86_400_000 - 2).toISOString()];
  for (const base of ['conductores', 'ocupantes']) {
    for (const planta of [undefined, ...plants]) {
      const filter = planta === undefined ? {} : { planta };
      const whole = await totals(base, { ...month, ...filter });
      expect(whole, `${base} ${planta}`).toEqual(await totals(base, { fecha_salida__gte: gte, fecha_salida__lte: lte, ...filter }));
    }
  }
  await monthRowsAgree(t);
}

const mine = (rows: Row[]) => rows.filter((r) => Object.values(people).includes(r.id as number));

describe('the month rows follow every write', () => {
  let north: Awaited<ReturnType<typeof addRoute>>;
  let south: Awaited<ReturnType<typeof addRoute>>;
  let trip: number;

  it('counts trips and occupants written straight into the tables', async () => {
    north = await addRoute(t, LINE, { planta: plants[0] });
    south = await addRoute(t, LINE, { planta: plants[1] });
    const finished = await addTrip(t, north, people.driver, '2034-05-03T13:00:00Z', { status: TRIP_STATUS.finished, distance: 12.25, reward: 18, credited_at: new Date() });
    await addTrip(t, south, people.driver, '2034-05-04T13:00:00Z', { status: TRIP_STATUS.cancelled, distance: 3 });
    await addOccupant(t, finished.id, people.rider, OCCUPANT_STATUS.finalized, { reward: 12, credited_at: new Date() });
    await addOccupant(t, finished.id, people.second, OCCUPANT_STATUS.not_present);
    await addOccupant(t, finished.id, people.third, OCCUPANT_STATUS.cancelled_by_user);
    expect(mine(await totals('conductores', MAY))).toEqual([{ id: people.driver, conductor: 'Test User', trips: 1, km: 12.25, points: 18, cancellations: 1, no_shows: 1 }]);
    await agree(MAY);
  });

  it('follows trips created, edited to another month, plant, driver and distance, and deleted', async () => {
    const created = await admin({ method: 'POST', url: 'viajes/', payload: { ruta: north.id, conductor: people.other, fecha_salida: '2034-05-20T13:00:00Z', distance: 7.5 } });
    expect(created.statusCode, created.body).toBe(201);
    trip = created.json().id;
    await addOccupant(t, trip, people.rider, OCCUPANT_STATUS.not_present);
    await agree(MAY);
    const moved = await admin({ method: 'PATCH', url: `viajes/${trip}/`, payload: { ruta: south.id, conductor: people.driver, fecha_salida: '2034-06-02T13:00:00Z', distance: 9 } });
    expect(moved.statusCode, moved.body).toBe(200);
    await agree(MAY);
    await agree(JUNE);
    expect(mine(await totals('ocupantes', { ...JUNE, planta: plants[1] }))).toEqual([{ id: people.rider, usuario: 'Test User', rides: 0, km: 0, points: 0, cancellations: 0, no_shows: 1 }]);
    // The API deletes a trip without occupants; plain SQL one with them (they go with it, ON DELETE CASCADE).
    const empty = await admin({ method: 'POST', url: 'viajes/', payload: { ruta: north.id, conductor: people.other, fecha_salida: '2034-06-03T13:00:00Z' } });
    expect((await t.call({ method: 'DELETE', url: `viajes/${empty.json().id}/`, token: tokens.admin })).statusCode).toBeLessThan(300);
    await t.database.db.delete(viajes).where(eq(viajes.id, trip));
    await agree(JUNE);
    expect(mine(await totals('ocupantes', JUNE))).toEqual([]);
  });

  it('follows a trip completed with its boarded occupants credited, and one cancelled with its seats', async () => {
    const done = await addTrip(t, north, people.other, '2034-05-10T13:00:00Z', { status: TRIP_STATUS.finished, distance: 20 });
    for (const person of [people.rider, people.second]) await addOccupant(t, done.id, person, OCCUPANT_STATUS.boarded);
    const completed = await admin({ method: 'POST', url: 'viajes/completar-viajes-usuario-abordado/', payload: { viaje: done.id } });
    expect(completed.json()).toMatchObject({ finalized: 2 });
    await agree(MAY);
    const scheduled = await addTrip(t, north, people.other, '2034-05-11T13:00:00Z');
    await addOccupant(t, scheduled.id, people.third, OCCUPANT_STATUS.not_boarded);
    expect((await admin({ method: 'POST', url: `viajes/${scheduled.id}/cancelar/` })).statusCode).toBe(200);
    await agree(MAY);
    expect(mine(await totals('conductores', MAY)).find((r) => r.id === people.other)).toMatchObject({ trips: 1, km: 20, cancellations: 1 });
  });

  it('follows a trip request accepted onto a trip and then cancelled', async () => {
    const target = await addTrip(t, north, people.driver, '2034-05-15T14:00:00Z');
    const request = await addRequest(t, people.third, NEAR, '2034-05-15');
    expect((await admin({ method: 'POST', url: `solicitudes_viaje/${request.id}/aceptar/`, payload: { viaje: target.id } })).statusCode).toBe(200);
    await agree(MAY);
    expect((await admin({ method: 'POST', url: `solicitudes_viaje/${request.id}/cancelar/` })).statusCode).toBe(200);
    await agree(MAY);
  });

  it('follows occupants moved, changed in bulk and deleted, and trips changed in bulk, by plain SQL', async () => {
    const db = t.database.db;
    const [some] = await db.select({ id: detalle_viaje.id }).from(detalle_viaje).where(and(eq(detalle_viaje.usuario, people.second), eq(detalle_viaje.status, OCCUPANT_STATUS.finalized)));
    // An absence moved to a June trip of another driver and plant, then every ride of the rider's an absence.
    const june = await addTrip(t, south, people.other, '2034-06-05T13:00:00Z', { status: TRIP_STATUS.finished, distance: 2 });
    const [absence] = await db.select({ id: detalle_viaje.id }).from(detalle_viaje).where(and(eq(detalle_viaje.usuario, people.second), eq(detalle_viaje.status, OCCUPANT_STATUS.not_present)));
    await db.update(detalle_viaje).set({ viaje: june.id }).where(eq(detalle_viaje.id, absence.id));
    await agree(JUNE);
    await db.update(detalle_viaje).set({ status: OCCUPANT_STATUS.not_present }).where(eq(detalle_viaje.usuario, people.rider));
    await db.update(viajes).set({ distance: sql`${viajes.distance} + 1`, status: TRIP_STATUS.finished }).where(sql`${viajes.conductor} IN (${people.driver}, ${people.other})`);
    await db.delete(detalle_viaje).where(eq(detalle_viaje.id, some.id));
    await agree(MAY);
  });

  it('shows and sorts a renamed person by the new name', async () => {
    const renamed = await admin({ method: 'PATCH', url: `usuarios/${people.other}/`, payload: { name: 'Aarón', last_name: 'Ábrego' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const [first] = await totals('conductores', { ...MAY, ordering: 'conductor', search: 'abrego' });
    expect(first).toMatchObject({ id: people.other, conductor: 'Aarón Ábrego' });
    await agree(MAY);
  });
});

describe('which rows a call reads', () => {
  const sent = async (payload: Record<string, unknown>) => (await statementsOn(t, /trip_driver_months|GROUP BY "viajes"."conductor"/, () => admin({ method: 'POST', url: 'viajes/conductores/q/', payload }))).sent;

  it('reads a whole month, of days or of instants, from its rows, and other periods by grouping the trips', async () => {
    for (const month of [MAY, { fecha_salida__gte: '2034-05-01T06:00:00Z', fecha_salida__lte: '2034-06-01T05:59:59.999Z' }, { ...MAY, ...JUNE, fecha_salida__gte: MAY.fecha_salida__gte }]) {
      const statements = await sent(month);
      expect(statements.join('\n')).toContain('trip_driver_months');
      expect(statements.join('\n')).not.toContain('GROUP BY "viajes"."conductor"');
    }
    expect((await sent({ fecha_salida__gte: '2034-05-02', fecha_salida__lte: '2034-05-31' })).join('\n')).not.toContain('trip_driver_months');
  });

  it('adds months and plants up, as grouping their trips does', async () => {
    const both = { fecha_salida__gte: MAY.fecha_salida__gte, fecha_salida__lte: JUNE.fecha_salida__lte };
    for (const base of ['conductores', 'ocupantes']) {
      for (const filter of [{}, { planta__in: plants }]) {
        expect(await totals(base, { ...both, ...filter })).toEqual(await totals(base, { fecha_salida__gte: '2034-05-01T06:00:00.001Z', fecha_salida__lte: '2034-07-01T05:59:58Z', ...filter }));
      }
    }
  });

  it('counts no trip departing after the period ends, within the month\'s last instant', async () => {
    const end = { fecha_salida__gte: '2034-05-01T06:00:00Z', fecha_salida__lte: '2034-06-01T05:59:59.999Z' };
    const north = await addRoute(t, LINE, { planta: plants[0] });
    const before = await totals('conductores', end);
    // 23:59:59.9995 on 31 May, local: in May, after the period's last millisecond.
    await t.database.db.execute(sql`INSERT INTO viajes (ruta, planta, conductor, status, fecha_salida) VALUES (${north.id}, ${north.planta}, ${people.third}, 2, '2034-06-01T05:59:59.9995Z')`);
    expect(await totals('conductores', end)).toEqual(before);
    expect(mine(await totals('conductores', MAY)).map((r) => r.id)).toContain(people.third);
  });
});

describe('another time zone', () => {
  it('answers exactly while the rows are rebuilt in the server\'s TIME_ZONE, then reads them', async () => {
    const { buildApp } = await import('../../../server/app');
    const { connect } = await import('../../../server/db/client');
    const database = connect(t.database.pool.options.connectionString!, 2);
    const utc = await buildApp({ config: { ...t.config, timeZone: 'UTC' }, database, mailer: { outboxDir: undefined, send: async () => undefined } });
    try {
      // 00:00 on 1 May UTC is 30 April in Mexico City: the trips of that night count in May in UTC.
      const late = await addTrip(t, await addRoute(t, LINE, { planta: plants[0] }), people.second, '2034-05-01T02:00:00Z', { status: TRIP_STATUS.finished, distance: 4 });
      const call = (payload: Record<string, unknown>) => utc.inject({ method: 'POST', url: '/api/viajes/conductores/q/?limit=100', headers: { authorization: `Bearer ${tokens.admin}` }, payload: { ordering: 'id', ...payload } });
      const grouped = async () => (await call({ fecha_salida__gte: '2034-05-01T00:00:00.001Z', fecha_salida__lte: '2034-05-31T23:59:58Z' })).json().results;
      expect((await call(MAY)).json().results).toEqual(await grouped());
      expect((await call(MAY)).json().results.map((r: Row) => r.id)).toContain(late.conductor);
      await vi.waitFor(async () => expect((await database.pool.query('SELECT zone FROM trip_totals_zone')).rows[0].zone).toBe('UTC'), { ...WAIT, interval: 100 });
      const read = await statementsOn({ database } as TestApp, /trip_driver_months|GROUP BY/, () => call(MAY));
      expect(read.result.json().results).toEqual(await grouped());
      expect(read.sent.join('\n')).not.toContain('GROUP BY "viajes"');
    } finally {
      await utc.close();
      await database.close();
    }
  });
});

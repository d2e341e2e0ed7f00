import { and, eq } from 'drizzle-orm';
import { OCCUPANT_STATUS, TRIP_STATUS } from '../../../domain/trips';
import { detalle_viaje, puntos_ledger, viajes } from '../../../server/db/schema';
import { roleTestApp } from '../support/roleApp';
import { addOccupant, addPerson, addRoute, addTrip, pointsOf, setSettings } from './transportRows';

/**
 * DOMAIN §4 monthly reward (GET viajes/recompensa-mensual/) with the settings in force, months
 * in TIME_ZONE (America/Mexico_City, UTC-6), and its crediting by POST
 * viajes/completar-viajes-usuario-abordado/: each boarded occupant finalized and credited, the
 * driver once, capped by the month's limit, into the points ledger, exactly once.
 */
const { t, tokens, as: { admin } } = roleTestApp({ lang: 'en' });
beforeAll(async () => {
  await setSettings(t, { factor_driver: 1.5, factor_user: 1, limit_driver: 30, limit_user: 12 });
});

const LINE = [
  { lat: 25.7, lng: -100.4 },
  { lat: 25.7, lng: -100.3 },
];
const monthOf = async (usuario: number, mes: number, anio: number, token = tokens.admin) => {
  const res = await t.call({ token, url: `viajes/recompensa-mensual/?usuario=${usuario}&mes=${mes}&anio=${anio}` });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const complete = (viaje: number, token = tokens.admin) => t.call({ token, method: 'POST', url: 'viajes/completar-viajes-usuario-abordado/', payload: { viaje } });
const ledgerOf = (usuario: number) =>
  t.database.db.select({ delta: puntos_ledger.delta, balance: puntos_ledger.balance, reason: puntos_ledger.reason }).from(puntos_ledger).where(eq(puntos_ledger.usuario, usuario)).orderBy(puntos_ledger.id);
const tripRow = async (id: number) => (await t.database.db.select().from(viajes).where(eq(viajes.id, id)))[0];

/** A finished trip of `km` leaving at `at`, driven by `driver`, with `boarded` on board. */
async function finishedTrip(driver: number, at: string, km: number, boarded: number[] = []) {
  const route = await addRoute(t, LINE);
  const trip = await addTrip(t, route, driver, at, { status: TRIP_STATUS.finished, distance: km });
  for (const usuario of boarded) await addOccupant(t, trip.id, usuario, OCCUPANT_STATUS.boarded);
  return trip;
}

describe('GET viajes/recompensa-mensual/', () => {
  it("sums the month's finished trips and finalized rides in TIME_ZONE, each rounded half up, capped at the limit", async () => {
    const driver = await addPerson(t, 'conductor');
    const passenger = await addPerson(t);
    const route = await addRoute(t, LINE);
    const trip = (at: string, km: number, status: number = TRIP_STATUS.finished) => addTrip(t, route, driver, at, { status, distance: km });
    // 12.35 km × 1.5 = 18.525 → 19; 10 × 1.5 = 15; 23:30 on 31 March in Mexico City is March's, 5 × 1.5 = 7.5 → 8.
    const rides = [await trip('2031-03-02T14:00:00Z', 12.35), await trip('2031-03-15T14:00:00Z', 10), await trip('2031-04-01T05:30:00Z', 5)];
    // Not March's: 23:30 on 28 February in Mexico City; cancelled; still scheduled.
    await trip('2031-03-01T05:30:00Z', 40);
    await trip('2031-03-20T14:00:00Z', 40, TRIP_STATUS.cancelled);
    await trip('2031-03-21T14:00:00Z', 40, TRIP_STATUS.scheduled);
    for (const ride of rides) await addOccupant(t, ride.id, passenger, OCCUPANT_STATUS.finalized);
    // Another driver's finished trip the passenger missed.
    const missed = await addTrip(t, route, await addPerson(t, 'conductor'), '2031-03-22T14:00:00Z', { status: TRIP_STATUS.finished, distance: 40 });
    await addOccupant(t, missed.id, passenger, OCCUPANT_STATUS.not_present);

    expect(await monthOf(driver, 3, 2031)).toEqual({
      usuario: driver,
      mes: 3,
      anio: 2031,
      driver: { trips: 3, km: 27.35, factor: 1.5, uncapped: 42, limit: 30, points: 30 },
      passenger: { trips: 0, km: 0, factor: 1, uncapped: 0, limit: 12, points: 0 },
      credited: { driver: 0, passenger: 0 },
    });
    // 12.35 → 12, 10, 5: 27, capped at 12.
    expect((await monthOf(passenger, 3, 2031)).passenger).toEqual({ trips: 3, km: 27.35, factor: 1, uncapped: 27, limit: 12, points: 12 });
  });

  it('answers a month with no trips with zeros, and reads by HR and C4', async () => {
    const nobody = await addPerson(t);
    const empty = { trips: 0, km: 0, uncapped: 0, points: 0 };
    for (const token of [tokens.admin, tokens.rh, tokens.c4]) {
      const month = await monthOf(nobody, 2, 2031, token);
      expect([month.driver, month.passenger, month.credited]).toEqual([
        { ...empty, factor: 1.5, limit: 30 },
        { ...empty, factor: 1, limit: 12 },
        { driver: 0, passenger: 0 },
      ]);
    }
  });

  it('answers field errors for a missing or unknown user, a month outside 1–12 and a year out of range', async () => {
    const usuario = await addPerson(t);
    const errors = async (query: string) => Object.keys((await admin({ url: `viajes/recompensa-mensual/?${query}` })).json()).sort();
    expect(await errors('mes=3&anio=2031')).toEqual(['usuario']);
    expect(await errors('usuario=999999&mes=3&anio=2031')).toEqual(['usuario']);
    expect(await errors(`usuario=${usuario}&mes=13&anio=2031`)).toEqual(['mes']);
    expect(await errors(`usuario=${usuario}&mes=0&anio=1800`)).toEqual(['anio', 'mes']);
    expect(await errors(`usuario=${usuario}&mes=tres&anio=`)).toEqual(['anio', 'mes']);
    expect((await admin({ url: `viajes/recompensa-mensual/?usuario=999999&mes=3&anio=2031` })).json()).toEqual({ usuario: ['The related record does not exist.'] });
  });
});

describe('POST viajes/completar-viajes-usuario-abordado/', () => {
  it('finalizes the boarded occupants and credits them and the driver into the ledger', async () => {
    const [driver, a, b, waiting, absent] = [await addPerson(t, 'conductor'), await addPerson(t), await addPerson(t), await addPerson(t), await addPerson(t)];
    const trip = await finishedTrip(driver, '2031-05-05T14:00:00Z', 12.35, [a, b]);
    const untouched = [await addOccupant(t, trip.id, waiting, OCCUPANT_STATUS.not_boarded), await addOccupant(t, trip.id, absent, OCCUPANT_STATUS.not_present)];
    const res = await complete(trip.id);
    // Passengers 12.35 × 1 → 12 each (the cap, 12); the driver 12.35 × 1.5 → 19.
    expect([res.statusCode, res.json()]).toEqual([200, { viaje: trip.id, finalized: 2, credited: 43 }]);
    const seats = await t.database.db.select().from(detalle_viaje).where(eq(detalle_viaje.viaje, trip.id)).orderBy(detalle_viaje.id);
    expect(seats.map((s) => [s.usuario, s.status, s.reward, s.credited_at !== null])).toEqual([
      [a, OCCUPANT_STATUS.finalized, 12, true],
      [b, OCCUPANT_STATUS.finalized, 12, true],
      [waiting, untouched[0].status, 0, false],
      [absent, untouched[1].status, 0, false],
    ]);
    expect(await tripRow(trip.id)).toMatchObject({ status: TRIP_STATUS.finished, reward: 19, credited_at: expect.any(Date) });
    expect([await pointsOf(t, a), await pointsOf(t, driver)]).toEqual([12, 19]);
    expect(await ledgerOf(driver)).toEqual([{ delta: 19, balance: 19, reason: 'trip' }]);
    expect((await monthOf(a, 5, 2031)).credited.passenger).toBe(12);
    expect((await monthOf(driver, 5, 2031)).credited.driver).toBe(19);
  });

  it("credits a driver and a passenger past the month's limit only up to it, so the credits add up to the month's reward", async () => {
    const [driver, passenger] = [await addPerson(t, 'conductor'), await addPerson(t)];
    const trips = [];
    // 10 km: the passenger earns 10 a trip (limit 12), the driver 15 (limit 30).
    for (const day of ['03', '10', '17']) trips.push(await finishedTrip(driver, `2031-06-${day}T14:00:00Z`, 10, [passenger]));
    const credited = [];
    for (const trip of trips) credited.push((await complete(trip.id)).json().credited);
    // Trip by trip: 10 + 15, then 2 + 15, then 0 + 0.
    expect(credited).toEqual([25, 17, 0]);
    expect(await ledgerOf(passenger)).toEqual([
      { delta: 10, balance: 10, reason: 'trip' },
      { delta: 2, balance: 12, reason: 'trip' },
    ]);
    const [asDriver, asPassenger] = [await monthOf(driver, 6, 2031), await monthOf(passenger, 6, 2031)];
    expect([asDriver.driver.points, asDriver.credited.driver]).toEqual([30, 30]);
    expect([asPassenger.passenger.points, asPassenger.credited.passenger]).toEqual([12, 12]);
    // Another month starts again from nothing.
    expect((await complete((await finishedTrip(driver, '2031-07-01T14:00:00Z', 10, [passenger])).id)).json().credited).toBe(25);
  });

  it('credits once under two calls made at once, and nothing on a later one', async () => {
    const [driver, passenger] = [await addPerson(t, 'conductor'), await addPerson(t)];
    const trip = await finishedTrip(driver, '2031-08-05T14:00:00Z', 8, [passenger]);
    const answers = (await Promise.all([complete(trip.id), complete(trip.id)])).map((r) => r.json());
    expect(answers.map((a) => [a.finalized, a.credited]).sort()).toEqual([
      [0, 0],
      [1, 20],
    ]);
    expect((await complete(trip.id)).json()).toEqual({ viaje: trip.id, finalized: 0, credited: 0 });
    expect([await pointsOf(t, passenger), await pointsOf(t, driver)]).toEqual([8, 12]);
    expect([(await ledgerOf(passenger)).length, (await ledgerOf(driver)).length]).toEqual([1, 1]);
  });

  it("keeps the month's cap when two trips of one passenger complete at once", async () => {
    const passenger = await addPerson(t);
    const first = await finishedTrip(await addPerson(t, 'conductor'), '2031-09-02T14:00:00Z', 10, [passenger]);
    await complete(first.id);
    const both = [await finishedTrip(await addPerson(t, 'conductor'), '2031-09-03T14:00:00Z', 10, [passenger]), await finishedTrip(await addPerson(t, 'conductor'), '2031-09-04T14:00:00Z', 10, [passenger])];
    await Promise.all(both.map((trip) => complete(trip.id)));
    expect(await pointsOf(t, passenger)).toBe(12);
    const seats = await t.database.db.select({ reward: detalle_viaje.reward }).from(detalle_viaje).where(and(eq(detalle_viaje.usuario, passenger)));
    expect(seats.map((s) => s.reward).sort((x, y) => x - y)).toEqual([0, 2, 10]);
  });

  it('answers 409 for a trip that is not finished and a field error for a missing one, with nothing changed', async () => {
    const driver = await addPerson(t, 'conductor');
    const passenger = await addPerson(t);
    for (const status of [TRIP_STATUS.scheduled, TRIP_STATUS.started, TRIP_STATUS.cancelled]) {
      const route = await addRoute(t, LINE);
      const trip = await addTrip(t, route, driver, '2031-10-05T14:00:00Z', { status, distance: 10 });
      const seat = await addOccupant(t, trip.id, passenger, OCCUPANT_STATUS.boarded);
      const res = await complete(trip.id);
      expect([status, res.statusCode, res.json().code]).toEqual([status, 409, 'invalid_transition']);
      const [after] = await t.database.db.select().from(detalle_viaje).where(eq(detalle_viaje.id, seat.id));
      expect([after.status, after.reward, (await tripRow(trip.id)).credited_at]).toEqual([OCCUPANT_STATUS.boarded, 0, null]);
    }
    const missing = await admin({ method: 'POST', url: 'viajes/completar-viajes-usuario-abordado/', payload: { viaje: 999999 } });
    expect([missing.statusCode, missing.json()]).toEqual([400, { viaje: ['The related record does not exist.'] }]);
    expect((await admin({ method: 'POST', url: 'viajes/completar-viajes-usuario-abordado/', payload: {} })).json()).toEqual({ viaje: ['The field cannot be empty.'] });
    expect(await pointsOf(t, passenger)).toBe(0);
  });

  it('is refused to HR and C4 (403), crediting nothing', async () => {
    const [driver, passenger] = [await addPerson(t, 'conductor'), await addPerson(t)];
    const trip = await finishedTrip(driver, '2031-11-05T14:00:00Z', 10, [passenger]);
    for (const token of [tokens.rh, tokens.c4]) expect((await complete(trip.id, token)).statusCode).toBe(403);
    expect([(await tripRow(trip.id)).credited_at, await pointsOf(t, passenger)]).toEqual([null, 0]);
  });
});

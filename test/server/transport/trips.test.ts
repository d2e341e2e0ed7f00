import { eq } from 'drizzle-orm';
import { FUEL, MILEAGE, OCCUPANT_STATUS, TRIP_STATUS } from '../../../domain/trips';
import { USER_ROLE } from '../../../domain/status';
import { detalle_viaje, plantas, usuarios, viaje_tracks, viajes } from '../../../server/db/schema';
import { decodeTrack, encodeTrack } from '../../../server/resources/transport/tripTracks';
import type { Call } from '../support/harness';
import { roleTestApp } from '../support/roleApp';
import { addOccupant, addPerson, addRoute, addTrip } from './transportRows';

/**
 * viajes/ (DOMAIN §5 Trips, SPEC §7): an administrator's trip on a route (its plant and type
 * the route's), its checks, the record's occupant counts, its recorded track decoded from the
 * compact array, and cancelling a Scheduled trip (TRIP_TRANSITIONS) with its seats.
 */
const { t, tokens, as: { admin } } = roleTestApp({ lang: 'en' });
let driver: number;
let route: Awaited<ReturnType<typeof addRoute>>;
beforeAll(async () => {
  driver = await addDriver('Marta', 'Quiroga Leal');
  const [, second] = await t.database.db.select({ id: plantas.id }).from(plantas).orderBy(plantas.id).limit(2);
  // A route of the second plant, leaving from the company: a trip on it takes both.
  route = await addRoute(t, LINE, { planta: second.id, tipo: 1, name: 'Ruta Poniente' });
});

const LINE = [
  { lat: 25.68, lng: -100.31 },
  { lat: 25.72, lng: -100.36 },
];
async function addDriver(name: string, lastName: string) {
  const id = await addPerson(t, 'conductor');
  await t.database.db.update(usuarios).set({ role: USER_ROLE.driver, name, last_name: lastName }).where(eq(usuarios.id, id));
  return id;
}
const tripBody = (extra: Record<string, unknown> = {}) => ({ ruta: route.id, conductor: driver, fecha_salida: '2031-03-02T13:00:00Z', ...extra });
const tripRow = async (id: number) => (await t.database.db.select().from(viajes).where(eq(viajes.id, id)))[0];

describe('POST viajes/ and PATCH viajes/{id}/', () => {
  it("creates a Scheduled trip with its route's plant and type, whatever the body says of them", async () => {
    const res = await admin({ method: 'POST', url: 'viajes/', payload: tripBody({ planta: 1, status: 3, reward: 50 }) });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ ruta: route.id, planta: route.planta, tipo: 1, status: TRIP_STATUS.scheduled, reward: 0, credited_at: null, occupants: 0, boarded: 0 });
    const typed = await admin({ method: 'POST', url: 'viajes/', payload: tripBody({ tipo: 0 }) });
    expect(typed.json().tipo).toBe(0);
  });

  it('follows a new route to its plant on an edit', async () => {
    const { id } = (await admin({ method: 'POST', url: 'viajes/', payload: tripBody() })).json();
    const [first] = await t.database.db.select({ id: plantas.id }).from(plantas).orderBy(plantas.id).limit(1);
    const other = await addRoute(t, LINE, { planta: first.id });
    const edited = await admin({ method: 'PATCH', url: `viajes/${id}/`, payload: { ruta: other.id } });
    expect([edited.statusCode, edited.json().planta]).toEqual([200, first.id]);
    expect((await tripRow(id)).planta).toBe(first.id);
  });

  it('refuses an arrival before the departure, mileage going back and values out of range, all at once, storing nothing', async () => {
    const before = await t.count(viajes);
    const res = await admin({
      method: 'POST',
      url: 'viajes/',
      payload: tripBody({ fecha_llegada: '2031-03-02T12:59:00Z', kilometraje_salida: 1200, kilometraje_llegada: 1100 }),
    });
    expect([res.statusCode, Object.keys(res.json()).sort()]).toEqual([400, ['fecha_llegada', 'kilometraje_llegada']]);
    expect(res.json().fecha_llegada[0]).toContain('before the departure');
    expect(res.json().kilometraje_llegada[0]).toContain('(1200)');
    const ranges = await admin({
      method: 'POST',
      url: 'viajes/',
      payload: tripBody({ kilometraje_salida: MILEAGE.max + 1, gasolina_salida: FUEL.max + 1, gasolina_llegada: -1, distance: -2 }),
    });
    expect([ranges.statusCode, Object.keys(ranges.json()).sort()]).toEqual([400, ['distance', 'gasolina_llegada', 'gasolina_salida', 'kilometraje_salida']]);
    expect(await t.count(viajes)).toBe(before);
  });

  it('takes an active driver only, and checks the route and driver exist', async () => {
    const passenger = await addPerson(t, 'pasajero');
    const notDriver = await admin({ method: 'POST', url: 'viajes/', payload: tripBody({ conductor: passenger }) });
    expect([notDriver.statusCode, Object.keys(notDriver.json())]).toEqual([400, ['conductor']]);
    expect(notDriver.json().conductor[0]).toContain('driver role');
    const missing = await admin({ method: 'POST', url: 'viajes/', payload: tripBody({ ruta: 999999, conductor: 999999 }) });
    expect([missing.statusCode, Object.keys(missing.json()).sort()]).toEqual([400, ['conductor', 'ruta']]);
    // An edit that keeps the driver is not refused when the driver has left since.
    const { id } = (await admin({ method: 'POST', url: 'viajes/', payload: tripBody({ conductor: await addDriver('Iván', 'Sosa') }) })).json();
    const leaving = (await tripRow(id)).conductor;
    await t.database.db.update(usuarios).set({ status: 0 }).where(eq(usuarios.id, leaving));
    expect((await admin({ method: 'PATCH', url: `viajes/${id}/`, payload: { distance: 12.345 } })).json().distance).toBe(12.35);
  });
});

describe('GET viajes/{id}/: occupants and boarded', () => {
  it('counts the seats held and the occupants boarded', async () => {
    const trip = await addTrip(t, route, driver, '2031-03-03T13:00:00Z', { status: TRIP_STATUS.started });
    const states = [OCCUPANT_STATUS.not_boarded, OCCUPANT_STATUS.boarded, OCCUPANT_STATUS.boarded, OCCUPANT_STATUS.finalized, OCCUPANT_STATUS.cancelled_by_user, OCCUPANT_STATUS.not_present];
    for (const status of states) await addOccupant(t, trip.id, await addPerson(t), status);
    const show = (await t.call({ token: tokens.c4, url: `viajes/${trip.id}/` })).json();
    expect([show.occupants, show.boarded]).toEqual([4, 2]);
    const listed = (await admin({ url: `viajes/?id=${trip.id}` })).json().results[0];
    expect([listed.occupants, listed.boarded]).toEqual([4, 2]);
  });
});

describe('GET viajes/{id}/coordenadas/', () => {
  const departure = new Date('2031-03-04T13:00:00Z');
  const points = [
    { lat: 25.680001, lng: -100.310002, at: '2031-03-04T13:00:00.000Z' },
    { lat: 25.69, lng: -100.325, at: '2031-03-04T13:04:30.000Z' },
    { lat: 25.719999, lng: -100.359999, at: '2031-03-04T13:12:05.000Z' },
  ];

  it('stores a track as one integer array: millionths of a degree and seconds after departure', () => {
    const encoded = encodeTrack(departure, points);
    expect(encoded).toEqual([25680001, -100310002, 0, 25690000, -100325000, 270, 25719999, -100359999, 725]);
    expect(decodeTrack(departure, encoded)).toEqual(points);
  });

  it('answers the recorded track decoded, in order; none recorded is an empty list; a missing trip 404', async () => {
    const trip = await addTrip(t, route, driver, departure.toISOString(), { status: TRIP_STATUS.finished });
    expect((await admin({ url: `viajes/${trip.id}/coordenadas/` })).json()).toEqual([]);
    await t.database.db.insert(viaje_tracks).values({ viaje: trip.id, points: encodeTrack(departure, points) });
    const res = await t.call({ token: tokens.rh, url: `viajes/${trip.id}/coordenadas/` });
    expect([res.statusCode, res.json()]).toEqual([200, points]);
    expect((await admin({ url: 'viajes/999999/coordenadas/' })).statusCode).toBe(404);
  });
});

describe('POST viajes/{id}/cancelar/', () => {
  it('cancels a Scheduled trip and frees its seats (cancelled by the driver), with history; then refuses 409', async () => {
    const trip = await addTrip(t, route, driver, '2031-03-05T13:00:00Z');
    const seat = await addOccupant(t, trip.id, await addPerson(t), OCCUPANT_STATUS.not_boarded);
    const gone = await addOccupant(t, trip.id, await addPerson(t), OCCUPANT_STATUS.cancelled_by_user);
    const res = await admin({ method: 'POST', url: `viajes/${trip.id}/cancelar/` });
    expect([res.statusCode, res.json().status, res.json().occupants]).toEqual([200, TRIP_STATUS.cancelled, 0]);
    const seats = await t.database.db.select({ id: detalle_viaje.id, status: detalle_viaje.status }).from(detalle_viaje).where(eq(detalle_viaje.viaje, trip.id)).orderBy(detalle_viaje.id);
    expect(seats).toEqual([
      { id: seat.id, status: OCCUPANT_STATUS.cancelled_by_driver },
      { id: gone.id, status: OCCUPANT_STATUS.cancelled_by_user },
    ]);
    const history = (await admin({ url: `viajes/${trip.id}/` })).json().history;
    expect(history[0]).toMatchObject({ action: 'cancel', from_state: TRIP_STATUS.scheduled, to_state: TRIP_STATUS.cancelled });
    const again = await admin({ method: 'POST', url: `viajes/${trip.id}/cancelar/` });
    expect([again.statusCode, again.json().code]).toEqual([409, 'invalid_transition']);
  });

  it.each([TRIP_STATUS.started, TRIP_STATUS.finished])('refuses a trip in status %i with nothing changed', async (status) => {
    const trip = await addTrip(t, route, driver, '2031-03-06T13:00:00Z', { status });
    const seat = await addOccupant(t, trip.id, await addPerson(t), OCCUPANT_STATUS.boarded);
    const res = await admin({ method: 'POST', url: `viajes/${trip.id}/cancelar/` });
    expect([res.statusCode, res.json().code]).toEqual([409, 'invalid_transition']);
    expect((await tripRow(trip.id)).status).toBe(status);
    expect((await t.database.db.select().from(detalle_viaje).where(eq(detalle_viaje.id, seat.id)))[0].status).toBe(OCCUPANT_STATUS.boarded);
  });
});

describe('roles (DOMAIN §1 trips: all read, admins write and cancel)', () => {
  it('lets HR and C4 read and export, and refuses them create, edit, cancel and delete with nothing changed', async () => {
    const trip = await addTrip(t, route, driver, '2031-03-07T13:00:00Z');
    const before = await tripRow(trip.id);
    for (const token of [tokens.rh, tokens.c4]) {
      for (const url of [`viajes/${trip.id}/`, `viajes/${trip.id}/coordenadas/`, `viajes/${trip.id}/history/`, 'viajes/', `viajes/exportar/?format=csv&id=${trip.id}`]) {
        expect([url, (await t.call({ token, url })).statusCode]).toEqual([url, 200]);
      }
      const writes: Call[] = [
        { method: 'POST', url: 'viajes/', payload: tripBody() },
        { method: 'PATCH', url: `viajes/${trip.id}/`, payload: { distance: 3 } },
        { method: 'PUT', url: `viajes/${trip.id}/`, payload: tripBody() },
        { method: 'POST', url: `viajes/${trip.id}/cancelar/` },
        { method: 'DELETE', url: `viajes/${trip.id}/` },
        { method: 'POST', url: 'viajes/multiple_delete/', payload: { ids: [trip.id] } },
      ];
      for (const call of writes) expect([call.method, call.url, (await t.call({ token, ...call })).statusCode]).toEqual([call.method, call.url, 403]);
    }
    expect(await tripRow(trip.id)).toEqual(before);
  });

  it('refuses deleting a trip that has occupants (409 in_use), and deletes one without', async () => {
    const trip = await addTrip(t, route, driver, '2031-03-08T13:00:00Z');
    await addOccupant(t, trip.id, await addPerson(t), OCCUPANT_STATUS.not_boarded);
    const refused = await admin({ method: 'DELETE', url: `viajes/${trip.id}/` });
    expect([refused.statusCode, refused.json().code, refused.json().detail]).toEqual([409, 'in_use', 'The trip is in use by 1 occupant.']);
    const empty = await addTrip(t, route, driver, '2031-03-08T14:00:00Z');
    expect((await admin({ method: 'DELETE', url: `viajes/${empty.id}/` })).statusCode).toBe(204);
  });
});

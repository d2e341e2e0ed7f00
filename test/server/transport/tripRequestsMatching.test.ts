import { eq, sql } from 'drizzle-orm';
import { distanceToPathKm, EARTH_RADIUS_KM, type LatLng } from '../../../domain/geo';
import { CANDIDATES_MAX } from '../../../domain/tripRequests';
import { OCCUPANT_STATUS, TRIP_STATUS, TRIP_TYPE } from '../../../domain/trips';
import { detalle_viaje, solicitudes_viaje } from '../../../server/db/schema';
import { distanceToPathSql } from '../../../server/resources/transport/tripRequestCandidates';
import { roleTestApp } from '../support/roleApp';
import { addOccupant, addPerson, addRequest, addRoute, addTrip, setSettings } from './transportRows';

/**
 * Matching a trip request to trips (DOMAIN §5 Trip requests): the database's distance agrees with
 * domain/geo.ts, the candidates are the day's (in TIME_ZONE) scheduled trips of the request's type
 * with a free seat under passengers_limit on a route within search_radius_km, nearest first; and
 * accepting checks all of it again under the trip's lock.
 */
const { t, as: { admin } } = roleTestApp();
beforeAll(async () => {
  await setSettings(t, { search_radius_km: 2, passengers_limit: 4 });
});

/** A straight route west to east along latitude 25.7 (Monterrey), 10 km long. */
const LINE: LatLng[] = [
  { lat: 25.7, lng: -100.4 },
  { lat: 25.7, lng: -100.3 },
];
const KM_PER_DEGREE = (Math.PI / 180) * EARTH_RADIUS_KM;
/** A pickup point `km` north of the line's middle. */
const north = (km: number): LatLng => ({ lat: 25.7 + km / KM_PER_DEGREE, lng: -100.35 });
/** 23:30 on 9 March 2031 in Mexico City (UTC-6): the 10th in UTC. */
const LATE_ON_THE_9TH = '2031-03-10T05:30:00Z';
const DAY = '2031-03-09';

const candidatesOf = async (id: number) => {
  const res = await admin({ url: `solicitudes_viaje/${id}/candidatos/` });
  expect(res.statusCode).toBe(200);
  return res.json() as { viaje: number; distance_km: number; free_seats: number; ruta_name: string; conductor: string; fecha_salida: string }[];
};

describe('the distance to a path in SQL', () => {
  it('agrees with domain/geo.ts distanceToPathKm', async () => {
    const paths: LatLng[][] = [
      LINE,
      [{ lat: 19.43, lng: -99.13 }, { lat: 19.43, lng: -99.13 }, { lat: 19.5, lng: -99.2 }, { lat: 19.45, lng: -99.25 }],
      [{ lat: 20.67, lng: -103.35 }],
    ];
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) - 0.5;
    for (const path of paths) {
      for (let i = 0; i < 25; i++) {
        const p = { lat: path[0].lat + random() * 0.2, lng: path[0].lng + random() * 0.2 };
        const { rows } = await t.database.db.execute<{ km: number }>(sql`SELECT ${distanceToPathSql(sql`${JSON.stringify(path)}::jsonb`, p)} AS km`);
        expect(rows[0].km).toBeCloseTo(distanceToPathKm(p, path), 9);
      }
    }
  });
});

describe('GET solicitudes_viaje/{id}/candidatos/', () => {
  it('offers a trip whose route passes just inside the radius, not one just outside', async () => {
    const [inside, outside] = [north(1.99), north(2.01)];
    expect([distanceToPathKm(inside, LINE) < 2, distanceToPathKm(outside, LINE) > 2]).toEqual([true, true]);
    const route = await addRoute(t, LINE);
    const trip = await addTrip(t, route, await addPerson(t, 'conductor'), LATE_ON_THE_9TH);
    const near = await addRequest(t, await addPerson(t), inside, DAY);
    const far = await addRequest(t, await addPerson(t), outside, DAY);
    expect((await candidatesOf(near.id)).map((c) => [c.viaje, c.distance_km])).toContainEqual([trip.id, 1.99]);
    expect((await candidatesOf(far.id)).map((c) => c.viaje)).not.toContain(trip.id);
  });

  it('keeps the request day in TIME_ZONE, its type, scheduled trips, others driving, nearest first', async () => {
    const driver = await addPerson(t, 'conductor');
    const requester = await addPerson(t);
    const route = await addRoute(t, LINE, { name: 'Ruta Norte' });
    const closer = await addRoute(t, [north(0.5), { lat: north(0.5).lat, lng: -100.3 }], { name: 'Ruta Cerca' });
    const day = '2031-04-09';
    const good = await addTrip(t, route, driver, '2031-04-10T05:00:00Z');
    const nearest = await addTrip(t, closer, driver, '2031-04-09T14:00:00Z');
    // The 8th in Mexico City, though the 9th in UTC; the wrong type; started; cancelled; driven by the requester.
    await addTrip(t, route, driver, '2031-04-09T05:30:00Z');
    await addTrip(t, route, driver, '2031-04-09T15:00:00Z', { tipo: TRIP_TYPE.from_company });
    await addTrip(t, route, driver, '2031-04-09T16:00:00Z', { status: TRIP_STATUS.started });
    await addTrip(t, route, driver, '2031-04-09T17:00:00Z', { status: TRIP_STATUS.cancelled });
    await addTrip(t, route, requester, '2031-04-09T18:00:00Z');
    const request = await addRequest(t, requester, north(1), day);
    const found = await candidatesOf(request.id);
    expect(found.map((c) => c.viaje)).toEqual([nearest.id, good.id]);
    expect(found[0]).toMatchObject({ ruta_name: 'Ruta Cerca', conductor: 'Test User', free_seats: 4, distance_km: 0.5, fecha_salida: '2031-04-09T14:00:00.000Z' });
  });

  it("counts seats under passengers_limit with the seat-holding occupants, and leaves out a trip the requester is on", async () => {
    const route = await addRoute(t, LINE);
    const driver = await addPerson(t, 'conductor');
    const requester = await addPerson(t);
    const full = await addTrip(t, route, driver, '2031-05-09T14:00:00Z');
    const freed = await addTrip(t, route, driver, '2031-05-09T15:00:00Z');
    const aboard = await addTrip(t, route, driver, '2031-05-09T16:00:00Z');
    for (const status of [OCCUPANT_STATUS.not_boarded, OCCUPANT_STATUS.boarded, OCCUPANT_STATUS.finalized, OCCUPANT_STATUS.not_boarded]) {
      await addOccupant(t, full.id, await addPerson(t), status);
    }
    // Cancelled and absent occupants hold no seat.
    for (const status of [OCCUPANT_STATUS.cancelled_by_driver, OCCUPANT_STATUS.cancelled_by_user, OCCUPANT_STATUS.not_present, OCCUPANT_STATUS.not_boarded]) {
      await addOccupant(t, freed.id, await addPerson(t), status);
    }
    await addOccupant(t, aboard.id, requester, OCCUPANT_STATUS.not_boarded);
    const request = await addRequest(t, requester, north(0.2), '2031-05-09');
    expect((await candidatesOf(request.id)).map((c) => [c.viaje, c.free_seats])).toEqual([[freed.id, 3]]);
  });

  it(`offers at most ${CANDIDATES_MAX}`, async () => {
    const route = await addRoute(t, LINE);
    const driver = await addPerson(t, 'conductor');
    for (let i = 0; i <= CANDIDATES_MAX; i++) await addTrip(t, route, driver, `2031-06-09T${String(12 + Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}:00Z`);
    const request = await addRequest(t, await addPerson(t), north(0.1), '2031-06-09');
    expect(await candidatesOf(request.id)).toHaveLength(CANDIDATES_MAX);
  });
});

describe('POST solicitudes_viaje/{id}/aceptar/', () => {
  it('seats the requester on the trip with the pickup of the request, and keeps the trip on the request', async () => {
    const route = await addRoute(t, LINE);
    const trip = await addTrip(t, route, await addPerson(t, 'conductor'), '2031-07-09T14:00:00Z');
    const requester = await addPerson(t);
    const request = await addRequest(t, requester, north(1), '2031-07-09');
    const res = await admin({ method: 'POST', url: `solicitudes_viaje/${request.id}/aceptar/`, payload: { viaje: trip.id } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 1, viaje: trip.id, viaje_status: TRIP_STATUS.scheduled });
    const seats = await t.database.db.select().from(detalle_viaje).where(eq(detalle_viaje.viaje, trip.id));
    expect(seats).toEqual([
      expect.objectContaining({ usuario: requester, status: 0, pickup_place: 'Calle Hidalgo 12', pickup_latitude: request.pickup_latitude, pickup_longitude: request.pickup_longitude, solicitud: request.id }),
    ]);
    expect((await admin({ url: `solicitudes_viaje/${request.id}/` })).json().history[0]).toMatchObject({ action: 'accept', from_state: 0, to_state: 1, reason: `#${trip.id}` });
  });

  it('refuses, under `viaje`, a trip out of the radius, full, of another day, or missing, with nothing changed', async () => {
    await setSettings(t, { passengers_limit: 1 });
    try {
      const route = await addRoute(t, LINE);
      const driver = await addPerson(t, 'conductor');
      const trip = await addTrip(t, route, driver, '2031-08-09T14:00:00Z');
      const other = await addTrip(t, route, driver, '2031-08-10T14:00:00Z');
      const far = await addRequest(t, await addPerson(t), north(2.01), '2031-08-09');
      const near = await addRequest(t, await addPerson(t), north(1.99), '2031-08-09');
      const accept = (id: number, viaje: number) => admin({ method: 'POST', url: `solicitudes_viaje/${id}/aceptar/`, payload: { viaje }, lang: 'en' });
      const refused = async (id: number, viaje: number) => {
        const res = await accept(id, viaje);
        return [res.statusCode, res.json().viaje];
      };
      expect(await refused(far.id, trip.id)).toEqual([400, ["The trip's route passes more than 2 km from the pickup point."]]);
      expect(await refused(near.id, other.id)).toEqual([400, [expect.stringContaining('same day and type')]]);
      expect(await refused(near.id, 999999)).toEqual([400, ['The related record does not exist.']]);
      expect((await accept(near.id, trip.id)).statusCode).toBe(200);
      const late = await addRequest(t, await addPerson(t), north(0.5), '2031-08-09');
      expect(await refused(late.id, trip.id)).toEqual([400, ['The trip has no free seat left (at most 1 passengers).']]);
      const requests = await t.database.db.select().from(solicitudes_viaje).where(eq(solicitudes_viaje.id, late.id));
      expect(requests[0]).toMatchObject({ status: 0, viaje: null });
      expect(await t.database.db.select().from(detalle_viaje).where(eq(detalle_viaje.viaje, trip.id))).toHaveLength(1);
    } finally {
      await setSettings(t, { passengers_limit: 4 });
    }
  });

  it('gives the last seat to one of two accepts made at once', async () => {
    await setSettings(t, { passengers_limit: 1 });
    try {
      const route = await addRoute(t, LINE);
      const trip = await addTrip(t, route, await addPerson(t, 'conductor'), '2031-09-09T14:00:00Z');
      const requests = [await addRequest(t, await addPerson(t), north(1), '2031-09-09'), await addRequest(t, await addPerson(t), north(1), '2031-09-09')];
      const answers = await Promise.all(requests.map((r) => admin({ method: 'POST', url: `solicitudes_viaje/${r.id}/aceptar/`, payload: { viaje: trip.id } })));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
      expect(await t.database.db.select().from(detalle_viaje).where(eq(detalle_viaje.viaje, trip.id))).toHaveLength(1);
    } finally {
      await setSettings(t, { passengers_limit: 4 });
    }
  });

  it('answers 409 on a request that is not pending', async () => {
    const route = await addRoute(t, LINE);
    const trip = await addTrip(t, route, await addPerson(t, 'conductor'), '2031-10-09T14:00:00Z');
    const request = await addRequest(t, await addPerson(t), north(1), '2031-10-09', { status: 2, motivo_de_rechazo: 'No' });
    const res = await admin({ method: 'POST', url: `solicitudes_viaje/${request.id}/aceptar/`, payload: { viaje: trip.id } });
    expect([res.statusCode, res.json().code]).toEqual([409, 'invalid_transition']);
  });
});

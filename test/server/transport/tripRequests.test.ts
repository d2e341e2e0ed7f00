import { eq, inArray } from 'drizzle-orm';
import type { LatLng } from '../../../domain/geo';
import { OCCUPANT_STATUS, TRIP_STATUS } from '../../../domain/trips';
import { detalle_viaje, plantas, solicitudes_viaje, usuarios, viajes } from '../../../server/db/schema';
import type { Call } from '../support/harness';
import { roleTestApp } from '../support/roleApp';
import { addOccupant, addPerson, addRequest, addRoute, addTrip } from './transportRows';

/**
 * solicitudes_viaje/ (DOMAIN §2 trip request status, §5 Trip requests): refusing takes a reason,
 * cancelling frees an accepted request's seat while its trip is still to start, in bulk all or
 * nothing; admins write, HR and C4 read; list, filters, search and export.
 */
const { t, tokens, as: { admin } } = roleTestApp({ lang: 'en' });

const PICKUP: LatLng = { lat: 25.71, lng: -100.35 };
const LINE: LatLng[] = [
  { lat: 25.7, lng: -100.4 },
  { lat: 25.7, lng: -100.3 },
];
const requestRow = async (id: number) => (await t.database.db.select().from(solicitudes_viaje).where(eq(solicitudes_viaje.id, id)))[0];
const requestRows = (ids: number[]) => t.database.db.select().from(solicitudes_viaje).where(inArray(solicitudes_viaje.id, ids)).orderBy(solicitudes_viaje.id);

/** A request accepted onto a trip in `tripStatus`, with its seat. */
async function accepted(tripStatus: number = TRIP_STATUS.scheduled) {
  const route = await addRoute(t, LINE);
  const trip = await addTrip(t, route, await addPerson(t, 'conductor'), '2032-01-15T14:00:00Z', { status: tripStatus });
  const usuario = await addPerson(t);
  const request = await addRequest(t, usuario, PICKUP, '2032-01-15', { status: 1, viaje: trip.id });
  const seat = await addOccupant(t, trip.id, usuario, OCCUPANT_STATUS.not_boarded, { solicitud: request.id });
  return { trip, request, seat };
}
/** Two plants of the demo, by id. */
const twoPlants = async () => (await t.database.db.select({ id: plantas.id, name: plantas.name }).from(plantas).orderBy(plantas.id).limit(2)) as [Plant, Plant];
type Plant = { id: number; name: string };
/** A person of plant `planta`. */
async function personOf(planta: number) {
  const id = await addPerson(t);
  await t.database.db.update(usuarios).set({ planta }).where(eq(usuarios.id, id));
  return id;
}
const seatStatus = async (id: number) => (await t.database.db.select({ status: detalle_viaje.status }).from(detalle_viaje).where(eq(detalle_viaje.id, id)))[0].status;

describe('rechazar/', () => {
  it('requires the reason, then refuses the request with it', async () => {
    const request = await addRequest(t, await addPerson(t), PICKUP, '2032-01-10');
    const url = `solicitudes_viaje/${request.id}/rechazar/`;
    for (const payload of [{}, { motivo_de_rechazo: '   ' }]) {
      const res = await admin({ method: 'POST', url, payload });
      expect([res.statusCode, res.json()]).toEqual([400, { motivo_de_rechazo: ['The field cannot be empty.'] }]);
    }
    expect((await requestRow(request.id)).status).toBe(0);
    const res = await admin({ method: 'POST', url, payload: { motivo_de_rechazo: 'Sin ruta cercana' } });
    expect(res.json()).toMatchObject({ status: 2, motivo_de_rechazo: 'Sin ruta cercana' });
    expect((await admin({ url: `solicitudes_viaje/${request.id}/` })).json().history[0]).toMatchObject({ action: 'refuse', reason: 'Sin ruta cercana' });
    expect((await admin({ method: 'POST', url, payload: { motivo_de_rechazo: 'Otra vez' } })).statusCode).toBe(409);
  });
});

describe('cancelar/ and multiple_cancelar/', () => {
  it('cancels a pending request, and an accepted one whose trip is scheduled, freeing its seat', async () => {
    const pending = await addRequest(t, await addPerson(t), PICKUP, '2032-01-11');
    expect((await admin({ method: 'POST', url: `solicitudes_viaje/${pending.id}/cancelar/` })).json()).toMatchObject({ status: 3 });
    const { request, seat } = await accepted();
    const res = await admin({ method: 'POST', url: `solicitudes_viaje/${request.id}/cancelar/` });
    expect(res.json()).toMatchObject({ status: 3 });
    expect(await seatStatus(seat.id)).toBe(OCCUPANT_STATUS.cancelled_by_user);
  });

  it("refuses an accepted request whose trip has started, seat and request unchanged", async () => {
    const { request, seat } = await accepted(TRIP_STATUS.started);
    const res = await admin({ method: 'POST', url: `solicitudes_viaje/${request.id}/cancelar/` });
    expect([res.statusCode, res.json().code, res.json().detail]).toEqual([409, 'invalid_transition', expect.stringContaining('has started or ended')]);
    expect([(await requestRow(request.id)).status, await seatStatus(seat.id)]).toEqual([1, OCCUPANT_STATUS.not_boarded]);
  });

  it('refuses the trip that started after the list was read, under its lock', async () => {
    const { trip, request, seat } = await accepted();
    await t.database.db.update(viajes).set({ status: TRIP_STATUS.started }).where(eq(viajes.id, trip.id));
    const res = await admin({ method: 'POST', url: 'solicitudes_viaje/multiple_cancelar/', payload: { ids: [request.id] } });
    expect(res.statusCode).toBe(409);
    expect(await seatStatus(seat.id)).toBe(OCCUPANT_STATUS.not_boarded);
  });

  it('cancels several at once, or none when one of them may not be, naming it', async () => {
    const pending = await addRequest(t, await addPerson(t), PICKUP, '2032-01-12');
    const refused = await addRequest(t, await addPerson(t), PICKUP, '2032-01-12', { status: 2, motivo_de_rechazo: 'No' });
    const { request, seat } = await accepted();
    const ids = [pending.id, request.id, refused.id];
    const before = await requestRows(ids);
    const res = await admin({ method: 'POST', url: 'solicitudes_viaje/multiple_cancelar/', payload: { ids } });
    expect([res.statusCode, res.json().code, res.json().blocking]).toEqual([409, 'invalid_transition', [refused.id]]);
    expect(await requestRows(ids)).toEqual(before);
    expect(await seatStatus(seat.id)).toBe(OCCUPANT_STATUS.not_boarded);

    const done = await admin({ method: 'POST', url: 'solicitudes_viaje/multiple_cancelar/', payload: { ids: [pending.id, request.id] } });
    expect(done.json()).toEqual({ updated: 2 });
    expect((await requestRows([pending.id, request.id])).map((r) => r.status)).toEqual([3, 3]);
    expect(await seatStatus(seat.id)).toBe(OCCUPANT_STATUS.cancelled_by_user);
  });
});

describe('edits and deletes', () => {
  it('edits only a pending request, and deletes an accepted one only once cancelled', async () => {
    const { request } = await accepted();
    const edit = await admin({ method: 'PATCH', url: `solicitudes_viaje/${request.id}/`, payload: { pickup_place: 'Otra calle' } });
    expect([edit.statusCode, edit.json().code]).toEqual([409, 'invalid_transition']);
    const removed = await admin({ method: 'DELETE', url: `solicitudes_viaje/${request.id}/` });
    expect([removed.statusCode, removed.json().code]).toEqual([409, 'in_use']);
    expect((await admin({ method: 'POST', url: `solicitudes_viaje/${request.id}/cancelar/` })).statusCode).toBe(200);
    expect((await admin({ method: 'DELETE', url: `solicitudes_viaje/${request.id}/` })).statusCode).toBe(204);
  });

  it('creates a request with its places, point and day, and edits a pending one', async () => {
    const usuario = await addPerson(t);
    const body = { usuario, pickup_place: 'Calle Juárez 5', dropoff_place: 'Planta', pickup_latitude: 25.7, pickup_longitude: -100.3, dropoff_latitude: 25.6, dropoff_longitude: -100.2, fecha: '2032-02-01', tipo: 1 };
    const created = await admin({ method: 'POST', url: 'solicitudes_viaje/', payload: body });
    expect([created.statusCode, created.json()]).toEqual([201, expect.objectContaining({ ...body, status: 0, viaje: null, viaje_status: null })]);
    const bad = await admin({ method: 'POST', url: 'solicitudes_viaje/', payload: { ...body, pickup_latitude: 91, tipo: 5 } });
    expect(Object.keys(bad.json()).sort()).toEqual(['pickup_latitude', 'tipo']);
    const edit = await admin({ method: 'PATCH', url: `solicitudes_viaje/${created.json().id}/`, payload: { pickup_place: 'Calle Morelos 8' } });
    expect(edit.json()).toMatchObject({ pickup_place: 'Calle Morelos 8' });
  });
});

describe("a request's plant (its requester's when asking)", () => {
  const body = (usuario: number) => ({ usuario, pickup_latitude: 25.7, pickup_longitude: -100.3, dropoff_latitude: 25.6, dropoff_longitude: -100.2, fecha: '2032-03-01' });

  it("is stored from the requester on create, whatever the body says, and kept when the person moves", async () => {
    const [a, b] = await twoPlants();
    const usuario = await personOf(a.id);
    const created = await admin({ method: 'POST', url: 'solicitudes_viaje/', payload: { ...body(usuario), planta: b.id } });
    expect([created.statusCode, created.json().planta]).toEqual([201, a.id]);
    const id = created.json().id as number;
    expect((await requestRow(id)).planta).toBe(a.id);
    expect((await admin({ url: `solicitudes_viaje/${id}/` })).json().planta).toBe(a.id);
    // An edit's body does not set it either.
    const edited = await admin({ method: 'PATCH', url: `solicitudes_viaje/${id}/`, payload: { planta: b.id, pickup_place: 'Calle Morelos 8' } });
    expect([edited.statusCode, edited.json().planta]).toEqual([200, a.id]);
    // The requester moving later leaves the request where it was asked.
    await t.database.db.update(usuarios).set({ planta: b.id }).where(eq(usuarios.id, usuario));
    expect((await requestRow(id)).planta).toBe(a.id);
  });

  it("follows a pending request given to another requester; none for a requester without a plant", async () => {
    const [a, b] = await twoPlants();
    const created = await admin({ method: 'POST', url: 'solicitudes_viaje/', payload: body(await personOf(a.id)) });
    const id = created.json().id as number;
    const moved = await admin({ method: 'PATCH', url: `solicitudes_viaje/${id}/`, payload: { usuario: await personOf(b.id) } });
    expect(moved.json().planta).toBe(b.id);
    const plantless = await admin({ method: 'POST', url: 'solicitudes_viaje/', payload: { ...body(await addPerson(t)), planta: a.id } });
    expect([plantless.statusCode, plantless.json().planta]).toEqual([201, null]);
  });

  it('filters the list and the export by plant (planta, planta__in), which the rows and the export carry', async () => {
    const [a, b] = await twoPlants();
    const first = await addRequest(t, await personOf(a.id), PICKUP, '2034-05-01', { planta: a.id });
    const second = await addRequest(t, await personOf(b.id), PICKUP, '2034-05-02', { planta: b.id });
    const ids = async (query: string) =>
      (await admin({ url: `solicitudes_viaje/?fecha__gte=2034-05-01&fecha__lte=2034-05-31&${query}` })).json().results.map((row: { id: number; planta: number }) => [row.id, row.planta]);
    expect(await ids(`planta=${a.id}`)).toEqual([[first.id, a.id]]);
    expect(await ids(`planta=${b.id}`)).toEqual([[second.id, b.id]]);
    expect(await ids(`planta__in=${a.id},${b.id}`)).toEqual([[second.id, b.id], [first.id, a.id]]);
    const q = await admin({ method: 'POST', url: 'solicitudes_viaje/q/', payload: { planta__in: [b.id], fecha__gte: '2034-05-01' } });
    expect(q.json().results.map((row: { id: number }) => row.id)).toEqual([second.id]);
    const file = await admin({ url: `solicitudes_viaje/exportar/?planta=${b.id}&fecha__gte=2034-05-01&format=csv` });
    const [header, ...rows] = file.body.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(header).toContain('Plant');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(b.name);
  });
});

describe('reading', () => {
  it('filters by status, day range and user, searches places, newest day first, and exports', async () => {
    const usuario = await addPerson(t);
    const a = await addRequest(t, usuario, PICKUP, '2033-03-01', { pickup_place: 'Colonia Mitras Centro' });
    const b = await addRequest(t, usuario, PICKUP, '2033-03-05', { status: 2, motivo_de_rechazo: 'No' });
    const list = (query: string) => admin({ url: `solicitudes_viaje/?usuario=${usuario}&${query}` }).then((r) => r.json().results.map((row: { id: number }) => row.id));
    expect(await list('')).toEqual([b.id, a.id]);
    expect(await list('status=2')).toEqual([b.id]);
    expect(await list('fecha__gte=2033-03-02&fecha__lte=2033-03-31')).toEqual([b.id]);
    expect(await list('search=mitras')).toEqual([a.id]);
    const file = await admin({ url: `solicitudes_viaje/exportar/?usuario=${usuario}&format=csv` });
    expect(file.statusCode).toBe(200);
    const lines = file.body.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines).toHaveLength(3);
    expect(lines[2]).toContain('Colonia Mitras Centro');
    expect(lines[1]).toContain('Refused');
  });
});

describe('roles (DOMAIN §1: admins write, HR and C4 read)', () => {
  it('lets HR and C4 read, candidates included, and refuses them every write', async () => {
    const { trip, request } = await accepted();
    const pending = await addRequest(t, await addPerson(t), PICKUP, '2032-01-15');
    const before = await requestRows([request.id, pending.id]);
    for (const token of [tokens.rh, tokens.c4]) {
      for (const url of ['solicitudes_viaje/', `solicitudes_viaje/${pending.id}/`, `solicitudes_viaje/${pending.id}/candidatos/`, `solicitudes_viaje/${pending.id}/history/`, 'solicitudes_viaje/exportar/']) {
        expect([url, (await t.call({ token, url })).statusCode]).toEqual([url, 200]);
      }
      const writes: Call[] = [
        { method: 'POST', url: `solicitudes_viaje/${pending.id}/aceptar/`, payload: { viaje: trip.id } },
        { method: 'POST', url: `solicitudes_viaje/${pending.id}/rechazar/`, payload: { motivo_de_rechazo: 'No' } },
        { method: 'POST', url: `solicitudes_viaje/${request.id}/cancelar/` },
        { method: 'POST', url: 'solicitudes_viaje/multiple_cancelar/', payload: { ids: [pending.id] } },
        { method: 'PATCH', url: `solicitudes_viaje/${pending.id}/`, payload: { pickup_place: 'X' } },
        { method: 'DELETE', url: `solicitudes_viaje/${pending.id}/` },
      ];
      for (const call of writes) expect([call.url, (await t.call({ token, ...call })).statusCode]).toEqual([call.url, 403]);
    }
    expect(await requestRows([request.id, pending.id])).toEqual(before);
  });
});

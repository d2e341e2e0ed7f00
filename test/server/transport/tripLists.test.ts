import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { OCCUPANT_STATUS, TRIP_STATUS } from '../../../domain/trips';
import { USER_ROLE } from '../../../domain/status';
import { detalle_viaje, usuarios, vehiculos } from '../../../server/db/schema';
import type { Call } from '../support/harness';
import { roleTestApp } from '../support/roleApp';
import { addOccupant, addPerson, addRoute, addTrip } from './transportRows';

/**
 * The trips screen's lists (SPEC §7 Trips): viajes/ filtered by date range, status, type, route,
 * plant, driver and vehicle, its export by GET with the filters as query parameters, and a trip's
 * occupants (detalle_viaje/, read only) with their export.
 */
const { t, tokens, as: { admin } } = roleTestApp({ lang: 'en' });
let driver: number;
let other: number;
let passenger: number;
let vehicle: number;
let route: Awaited<ReturnType<typeof addRoute>>;
const trips: Record<string, number> = {};
beforeAll(async () => {
  [driver, other, passenger] = [await addPerson(t, 'conductora'), await addPerson(t, 'conductor'), await addPerson(t, 'pasajera')];
  await t.database.db.update(usuarios).set({ role: USER_ROLE.driver, name: 'Lucía', last_name: 'Navarro Gil' }).where(eq(usuarios.id, driver));
  await t.database.db.update(usuarios).set({ role: USER_ROLE.driver }).where(eq(usuarios.id, other));
  await t.database.db.update(usuarios).set({ name: 'Pedro', last_name: 'Salas' }).where(eq(usuarios.id, passenger));
  [{ id: vehicle }] = await t.database.db.select({ id: vehiculos.id }).from(vehiculos).orderBy(vehiculos.id).limit(1);
  route = await addRoute(t, [{ lat: 25.68, lng: -100.31 }, { lat: 25.72, lng: -100.36 }], { name: 'Ruta Cumbres' });
  // Departures in March 2032 (UTC): early on the 1st, mid-month, and on the 31st.
  trips.first = (await addTrip(t, route, driver, '2032-03-01T12:00:00Z', { status: TRIP_STATUS.finished, distance: 14.5, vehiculo: vehicle })).id;
  trips.middle = (await addTrip(t, route, driver, '2032-03-15T12:00:00Z', { status: TRIP_STATUS.cancelled, tipo: 1 })).id;
  trips.last = (await addTrip(t, route, driver, '2032-03-31T23:00:00Z')).id;
  trips.others = (await addTrip(t, route, other, '2032-03-15T12:00:00Z')).id;
  await addOccupant(t, trips.first, passenger, OCCUPANT_STATUS.finalized, { pickup_place: 'Av. Gonzalitos 200', pickup_latitude: 25.69, pickup_longitude: -100.35 });
  await addOccupant(t, trips.first, driver, OCCUPANT_STATUS.not_present);
  await addOccupant(t, trips.middle, passenger, OCCUPANT_STATUS.cancelled_by_driver);
});

const idsOf = (res: LightMyRequestResponse) => (res.json() as { results: { id: number }[] }).results.map((r) => r.id);
const march = { fecha_salida__gte: '2032-03-01T00:00:00Z', fecha_salida__lte: '2032-03-31T23:59:59Z' };

describe('viajes/ filters', () => {
  it('filters by a departure range, status, type, route, plant, driver and vehicle, newest first by default', async () => {
    const q = (payload: Record<string, unknown>) => admin({ method: 'POST', url: 'viajes/q/', payload: { ruta: route.id, ...payload } });
    expect(idsOf(await q(march))).toEqual([trips.last, trips.others, trips.middle, trips.first]);
    expect(idsOf(await q({ fecha_salida__gte: '2032-03-02T00:00:00Z', fecha_salida__lte: '2032-03-31T00:00:00Z' })).sort()).toEqual([trips.middle, trips.others].sort());
    expect(idsOf(await q({ conductor: driver, status__in: [TRIP_STATUS.finished, TRIP_STATUS.cancelled] }))).toEqual([trips.middle, trips.first]);
    expect(idsOf(await q({ tipo: 1 }))).toEqual([trips.middle]);
    expect(idsOf(await q({ vehiculo: vehicle }))).toEqual([trips.first]);
    expect(idsOf(await q({ planta: route.planta, conductor: other }))).toEqual([trips.others]);
    expect(idsOf(await admin({ url: `viajes/?ruta=${route.id}&conductor=${driver}&ordering=fecha_salida` }))).toEqual([trips.first, trips.middle, trips.last]);
    expect((await q({ ordering: 'distance' })).statusCode).toBe(400);
  });
});

/** An exported workbook's header and rows. */
async function sheetOf(res: LightMyRequestResponse) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { name: workbook.worksheets[0].name, header: rows[0], rows: rows.slice(1) };
}
/** CSV rows as objects by header (no commas inside these cells). */
const csvRows = (res: LightMyRequestResponse) => {
  const [head, ...lines] = res.body.slice(1).trim().split('\r\n').map((line) => line.split(','));
  return lines.map((cells) => Object.fromEntries(head.map((name, i) => [name, cells[i]])));
};

describe('GET viajes/exportar/ with the filters as query parameters', () => {
  it('streams the filtered trips as a workbook, names in place of ids, states by their names', async () => {
    const query = new URLSearchParams({ ...march, conductor: String(driver), ruta: String(route.id), ordering: 'fecha_salida', format: 'xlsx', tz: 'UTC' });
    const res = await t.call({ token: tokens.c4, lang: 'es', url: `viajes/exportar/?${query}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="viajes-\d{8}-\d{4}\.xlsx"/);
    const { name, header, rows } = await sheetOf(res);
    expect(name).toBe('Viajes');
    expect(header.slice(0, 8)).toEqual(['ID', 'Ruta', 'Planta', 'Conductor', 'Vehículo', 'Tipo', 'Estatus', 'Salida']);
    expect(rows.map((r) => r[0])).toEqual([trips.first, trips.middle, trips.last]);
    expect(rows[0].slice(1, 7)).toEqual(['Ruta Cumbres', expect.any(String), 'Lucía Navarro Gil', expect.any(String), 'Hacia la empresa', 'Finalizado']);
    expect(rows[0][header.indexOf('Distancia (km)')]).toBe(14.5);
    expect(rows[1][6]).toBe('Cancelado');
  });

  it('streams the same rows as CSV in English, and refuses a wrong filter before any byte', async () => {
    const res = await t.call({ token: tokens.rh, lang: 'en', url: `viajes/exportar/?format=csv&ruta=${route.id}&status=${TRIP_STATUS.scheduled}` });
    expect(res.statusCode).toBe(200);
    const rows = csvRows(res);
    expect(rows.map((r) => Number(r.ID)).sort()).toEqual([trips.last, trips.others].sort());
    expect(rows.every((r) => r.Status === 'Scheduled' && r.Route === 'Ruta Cumbres')).toBe(true);
    const refused = await t.call({ token: tokens.rh, lang: 'en', url: 'viajes/exportar/?format=csv&fecha_salida__gte=yesterday' });
    expect([refused.statusCode, Object.keys(refused.json())]).toEqual([400, ['fecha_salida__gte']]);
  });
});

describe('detalle_viaje/ (a trip\'s occupants, read only)', () => {
  it('lists a trip\'s occupants by viaje, usuario and status', async () => {
    const of = async (query: string) => (await t.call({ token: tokens.c4, url: `detalle_viaje/?${query}` })).json().results as { usuario: number; status: number; pickup_place: string }[];
    const first = await of(`viaje=${trips.first}`);
    expect(first.map((o) => [o.usuario, o.status])).toEqual([
      [passenger, OCCUPANT_STATUS.finalized],
      [driver, OCCUPANT_STATUS.not_present],
    ]);
    expect(first[0].pickup_place).toBe('Av. Gonzalitos 200');
    expect((await of(`usuario=${passenger}&status=${OCCUPANT_STATUS.cancelled_by_driver}`)).map((o) => o.usuario)).toEqual([passenger]);
    expect(await of(`viaje=${trips.last}`)).toEqual([]);
  });

  it("filters a passenger's rides by their trips' departure and plant, as the per-passenger totals count them", async () => {
    const q = async (payload: Record<string, unknown>) => {
      const res = await admin({ method: 'POST', url: 'detalle_viaje/q/', payload: { usuario: passenger, ...payload } });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { results: { viaje: number; status: number }[] }).results.map((o) => o.viaje);
    };
    expect(await q(march)).toEqual([trips.first, trips.middle]);
    expect(await q({ fecha_salida__gte: '2032-03-02T00:00:00Z', fecha_salida__lte: march.fecha_salida__lte })).toEqual([trips.middle]);
    expect(await q({ fecha_salida__gte: '2032-04-01T00:00:00Z' })).toEqual([]);
    expect(await q({ ...march, planta: route.planta })).toEqual([trips.first, trips.middle]);
    expect(await q({ ...march, planta: route.planta + 100_000 })).toEqual([]);
    // The month's finalized rides are the ones its row in viajes/ocupantes/ counts.
    const finalized = await q({ ...march, status__in: [OCCUPANT_STATUS.finalized] });
    const totals = await admin({ method: 'POST', url: 'viajes/ocupantes/q/', payload: { ...march, search: 'Pedro Salas' } });
    expect(totals.json().results.map((row: { id: number; rides: number }) => [row.id, row.rides])).toEqual([[passenger, finalized.length]]);
    // The same filters by GET and in an export; a text operator or a wrong date is a field error.
    expect(idsOf(await admin({ url: `detalle_viaje/?usuario=${passenger}&fecha_salida__lte=2032-03-10T00:00:00Z` }))).toHaveLength(1);
    const exported = await admin({ url: `detalle_viaje/exportar/?format=csv&usuario=${passenger}&fecha_salida__gte=2032-03-02T00:00:00Z` });
    expect(csvRows(exported).map((r) => r.Trip)).toEqual([String(trips.middle)]);
    const wrong = await admin({ method: 'POST', url: 'detalle_viaje/q/', payload: { fecha_salida__contains: '2032', fecha_salida: 'marzo' } });
    expect([wrong.statusCode, Object.keys(wrong.json()).sort()]).toEqual([400, ['fecha_salida', 'fecha_salida__contains']]);
  });

  it('exports them with GET and the filters as query parameters', async () => {
    const res = await t.call({ token: tokens.admin, lang: 'en', url: `detalle_viaje/exportar/?format=csv&viaje=${trips.first}&ordering=status` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="occupants-/);
    expect(csvRows(res).map((r) => [r.Trip, r.Passenger, r.Status])).toEqual([
      [String(trips.first), 'Pedro Salas', 'Finalized'],
      [String(trips.first), 'Lucía Navarro Gil', 'Not present'],
    ]);
  });

  it('serves no write: occupants move through the trip\'s and the requests\' calls', async () => {
    const [seat] = await t.database.db.select().from(detalle_viaje).where(eq(detalle_viaje.viaje, trips.first)).limit(1);
    const writes: Call[] = [
      { method: 'POST', url: 'detalle_viaje/', payload: { viaje: trips.first, usuario: passenger } },
      { method: 'PATCH', url: `detalle_viaje/${seat.id}/`, payload: { status: 1 } },
      { method: 'DELETE', url: `detalle_viaje/${seat.id}/` },
    ];
    for (const call of writes) expect((await admin(call)).statusCode).toBe(404);
    expect((await t.database.db.select().from(detalle_viaje).where(eq(detalle_viaje.id, seat.id)))[0]).toEqual(seat);
  });
});

import { eq } from 'drizzle-orm';
import type { LatLng } from '../../../domain/geo';
import { ROUTE_PATH, routeLengthKm } from '../../../domain/routes';
import { audit_log, rutas } from '../../../server/db/schema';
import type { Call } from '../support/harness';
import { firstPlant, roleTestApp } from '../support/roleApp';

/**
 * rutas/ (DOMAIN §5 Routes, SPEC §7): a route's path taken with create and edit and alone through
 * coordenadas/, checked by domain/routes.ts pathProblem (a field error under `path`, nothing
 * stored), its length derived from it; list rows without the path, the record with it.
 */
const { t, tokens, plant, as: { admin } } = roleTestApp({ lang: 'en' });

/** Querétaro's centre to the plant in the north, three points. */
const PATH: LatLng[] = [
  { lat: 20.5931, lng: -100.3926 },
  { lat: 20.6123, lng: -100.4049 },
  { lat: 20.6555, lng: -100.4321 },
];
let named = 0;
const routeBody = (extra: Record<string, unknown> = {}) => ({
  name: `Ruta Norte ${++named}`,
  origin: 'Centro',
  destination: 'Planta Norte',
  planta: plant.id,
  tipo: 0,
  days: [5, 1, 3],
  departure_time: '06:30',
  path: PATH,
  ...extra,
});
const create = async (extra: Record<string, unknown> = {}) => {
  const res = await admin({ method: 'POST', url: 'rutas/', payload: routeBody(extra) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; path: LatLng[]; length_km: number };
};
const storedPath = async (id: number) => (await t.database.db.select({ path: rutas.path, km: rutas.length_km }).from(rutas).where(eq(rutas.id, id)))[0];

describe('POST rutas/ and the record', () => {
  it('stores the path in order and derives its length; the record carries the path, list rows do not', async () => {
    const created = await create({ length_km: 999 });
    expect(created.path).toEqual(PATH);
    expect(created.length_km).toBe(routeLengthKm(PATH));
    expect(created.length_km).toBeGreaterThan(7);
    expect(created).toMatchObject({ days: [1, 3, 5], departure_time: '06:30', status: 1 });
    const show = (await admin({ url: `rutas/${created.id}/` })).json();
    expect(show.path).toEqual(PATH);
    const listed = (await admin({ url: `rutas/?id=${created.id}` })).json().results;
    expect(listed).toHaveLength(1);
    expect(listed[0]).not.toHaveProperty('path');
    expect(listed[0].length_km).toBe(created.length_km);
  });

  it('refuses a route without a path, and a wrong departure time, as field errors', async () => {
    const res = await admin({ method: 'POST', url: 'rutas/', payload: { ...routeBody(), path: undefined, departure_time: '25:00' } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json()).sort()).toEqual(['departure_time', 'path']);
    expect(res.json().departure_time[0]).toContain('HH:mm');
  });

  it.each([
    ['too few points', [PATH[0]], 'at least 2 points'],
    ['too many points', Array.from({ length: ROUTE_PATH.maxPoints + 1 }, (_, i) => ({ lat: 20 + i / 10_000, lng: -100 })), `at most ${ROUTE_PATH.maxPoints} points`],
    ['a latitude out of range', [PATH[0], { lat: 91, lng: -100 }], 'latitude between -90 and 90'],
    ['a longitude out of range', [PATH[0], { lat: 20, lng: -181 }], 'longitude between -180 and 180'],
    ['a point that is not a number', [PATH[0], { lat: '20', lng: -100 }], 'valid number'],
  ])('refuses %s under `path` on create, edit and coordenadas/, storing nothing', async (_name, path, message) => {
    const before = await t.count(rutas);
    const created = await admin({ method: 'POST', url: 'rutas/', payload: routeBody({ path }) });
    expect([created.statusCode, Object.keys(created.json())]).toEqual([400, ['path']]);
    expect(created.json().path[0]).toContain(message);
    expect(await t.count(rutas)).toBe(before);

    const { id } = await create();
    const kept = await storedPath(id);
    const edited = await admin({ method: 'PATCH', url: `rutas/${id}/`, payload: { path } });
    const put = await admin({ method: 'PUT', url: `rutas/${id}/coordenadas/`, payload: path });
    for (const res of [edited, put]) expect([res.statusCode, Object.keys(res.json())]).toEqual([400, ['path']]);
    expect(await storedPath(id)).toEqual(kept);
  });
});

describe('rutas/{id}/coordenadas/', () => {
  const OTHER: LatLng[] = [
    { lat: 19.4326, lng: -99.1332 },
    { lat: 19.4978, lng: -99.1269 },
  ];

  it('answers the path in order, and PUT sets it (the points, or {path}) with its length, audited', async () => {
    const { id } = await create();
    expect((await t.call({ token: tokens.c4, url: `rutas/${id}/coordenadas/` })).json()).toEqual(PATH);
    const put = await admin({ method: 'PUT', url: `rutas/${id}/coordenadas/`, payload: OTHER });
    expect([put.statusCode, put.json()]).toEqual([200, OTHER]);
    expect((await admin({ url: `rutas/${id}/coordenadas/` })).json()).toEqual(OTHER);
    expect((await admin({ url: `rutas/${id}/` })).json().length_km).toBe(routeLengthKm(OTHER));
    const reversed = [...PATH].reverse();
    expect((await admin({ method: 'PUT', url: `rutas/${id}/coordenadas/`, payload: { path: reversed } })).json()).toEqual(reversed);
    expect(await storedPath(id)).toEqual({ path: reversed, km: routeLengthKm(reversed) });
    const audited = (await t.database.db.select().from(audit_log).where(eq(audit_log.record_id, String(id)))).filter((a) => a.resource === 'rutas' && a.action === 'coordinates');
    expect(audited).toHaveLength(2);
  });

  it('keeps the path when an edit does not bring one, and answers 404 for a route that does not exist', async () => {
    const { id } = await create();
    const edited = await admin({ method: 'PATCH', url: `rutas/${id}/`, payload: { name: 'Ruta Sur' } });
    expect([edited.statusCode, edited.json().path, edited.json().name]).toEqual([200, PATH, 'Ruta Sur']);
    expect((await admin({ url: 'rutas/999999/coordenadas/' })).statusCode).toBe(404);
    expect((await admin({ method: 'PUT', url: 'rutas/999999/coordenadas/', payload: OTHER })).statusCode).toBe(404);
  });
});

describe('roles (DOMAIN §1 routes: all read, admins write)', () => {
  it('lets HR and C4 read, list and export, and refuses them every write with nothing changed', async () => {
    const { id } = await create();
    for (const token of [tokens.rh, tokens.c4]) {
      for (const url of [`rutas/${id}/`, `rutas/${id}/coordenadas/`, 'rutas/', 'rutas/exportar/?format=csv']) expect((await t.call({ token, url })).statusCode).toBe(200);
      const writes: Call[] = [
        { method: 'POST', url: 'rutas/', payload: routeBody() },
        { method: 'PATCH', url: `rutas/${id}/`, payload: { name: 'Otra' } },
        { method: 'PUT', url: `rutas/${id}/coordenadas/`, payload: OTHER_PATH },
        { method: 'POST', url: 'rutas/change_multiple_status/', payload: { ids: [id], status: 0 } },
        { method: 'DELETE', url: `rutas/${id}/` },
      ];
      for (const call of writes) expect((await t.call({ token, ...call })).statusCode).toBe(403);
    }
    expect(await storedPath(id)).toEqual({ path: PATH, km: routeLengthKm(PATH) });
  });
});
const OTHER_PATH: LatLng[] = [PATH[2], PATH[0]];

describe('filters, ordering and export', () => {
  it('filters by status, tipo and planta, searches name, origin and destination, sorts by departure time', async () => {
    const a = await create({ name: 'Ruta Álamos', departure_time: '05:15', tipo: 1, origin: 'Colonia Álamos' });
    const b = await create({ name: 'Ruta Bosques', departure_time: '04:45', tipo: 1, status: 0 });
    const ids = (res: { json(): { results: { id: number }[] } }) => res.json().results.map((r) => r.id);
    expect(ids(await admin({ method: 'POST', url: 'rutas/q/', payload: { tipo: 1, ordering: 'departure_time', id__in: [a.id, b.id] } }))).toEqual([b.id, a.id]);
    expect(ids(await admin({ method: 'POST', url: 'rutas/q/', payload: { status: 0, id__in: [a.id, b.id] } }))).toEqual([b.id]);
    expect(ids(await admin({ method: 'POST', url: 'rutas/q/', payload: { search: 'alamos', planta: plant.id } }))).toEqual([a.id]);
    expect((await admin({ method: 'POST', url: 'rutas/q/', payload: { ordering: 'path' } })).statusCode).toBe(400);
  });

  it('exports every column as the screens read it, without the path', async () => {
    const { id, length_km } = await create({ name: 'Ruta Exportada', tipo: 1 });
    const rowOf = async (lang: 'es' | 'en') => {
      const res = await t.call({ token: tokens.c4, lang, url: `rutas/exportar/?format=csv&id=${id}` });
      expect(res.statusCode).toBe(200);
      const [head, row] = res.body.slice(1).split('\r\n').map((line) => line.match(/("[^"]*"|[^,]*)(,|$)/g)!.map((cell) => cell.replace(/,$/, '').replace(/^"|"$/g, '')));
      return Object.fromEntries(head.map((name, i) => [name, row[i]]));
    };
    const es = await rowOf('es');
    expect(es).toMatchObject({ Nombre: 'Ruta Exportada', Días: '1, 3, 5', 'Hora de salida': '06:30', 'Longitud (km)': String(length_km), Estatus: 'Activo', Tipo: 'Desde la empresa' });
    expect(es.Planta).toBe((await firstPlant(t)).name);
    expect(Object.keys(es)).not.toContain('Trazo');
    expect(await rowOf('en')).toMatchObject({ Name: 'Ruta Exportada', Type: 'From the company', Status: 'Active' });
  });
});

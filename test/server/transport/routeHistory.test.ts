import { eq } from 'drizzle-orm';
import type { LatLng } from '../../../domain/geo';
import { record_history } from '../../../server/db/schema';
import type { Call } from '../support/harness';
import { roleTestApp } from '../support/roleApp';
import { vehicleBody } from '../resources/vehiclesHelpers';

/**
 * A route's history (kit option `editHistory`): its page shows it as a trip's or a loan's, each
 * entry written in its write's transaction by who made it: created, edited (naming the fields
 * that changed), its path redrawn (by an edit or PUT coordenadas/), enabled or disabled (by an
 * edit or change_multiple_status). A write that changes nothing adds nothing.
 */
const { t, tokens, plant, as: { admin } } = roleTestApp();

const PATH: LatLng[] = [
  { lat: 20.5931, lng: -100.3926 },
  { lat: 20.6123, lng: -100.4049 },
  { lat: 20.6555, lng: -100.4321 },
];
const OTHER: LatLng[] = [PATH[2], PATH[0]];
/** A whole route but its name and path (the plant is known once the app runs). */
const body = () => ({ origin: 'Centro', destination: 'Planta Norte', planta: plant.id, tipo: 0, days: [1, 3, 5], departure_time: '06:30', status: 1 });

async function createRoute(name: string) {
  const res = await admin({ method: 'POST', url: 'rutas/', payload: { ...body(), name, path: PATH } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

/** The record's history as GET history/ answers it to C4 (who reads routes), oldest first. */
async function historyOf(id: number) {
  const res = await t.call({ token: tokens.c4, url: `rutas/${id}/history/` });
  expect(res.statusCode).toBe(200);
  return (res.json().results as Record<string, unknown>[]).reverse().map((h) => [h.action, h.field, h.from_state, h.to_state, h.reason, h.user_name]);
}

const ok = async (call: Call) => {
  const res = await admin(call);
  expect(res.statusCode, res.body).toBe(200);
};

describe("a route's history", () => {
  it('says who created it, what an edit changed, when its path was redrawn and when it was disabled and enabled again', async () => {
    const id = await createRoute('Ruta Historia');
    const by = 'Ana Martínez';
    await ok({ method: 'PATCH', url: `rutas/${id}/`, payload: { name: 'Ruta Historia Norte', days: [1, 2, 3, 4, 5] } });
    // A whole edit with a new path: the other fields as they were, so only the path is named.
    await ok({ method: 'PUT', url: `rutas/${id}/`, payload: { ...body(), name: 'Ruta Historia Norte', days: [1, 2, 3, 4, 5], path: OTHER } });
    await ok({ method: 'PUT', url: `rutas/${id}/coordenadas/`, payload: PATH });
    await ok({ method: 'PATCH', url: `rutas/${id}/`, payload: { status: 0, departure_time: '07:00' } });
    await ok({ method: 'POST', url: 'rutas/change_multiple_status/', payload: { ids: [id], status: 1 } });
    expect(await historyOf(id)).toEqual([
      ['create', null, null, null, '', by],
      ['update', null, null, null, 'name, days', by],
      ['coordinates', null, null, null, '', by],
      ['coordinates', null, null, null, '', by],
      ['update', null, null, null, 'departure_time', by],
      ['status', 'status', 1, 0, '', by],
      ['status', 'status', 0, 1, '', by],
    ]);
  });

  it('adds nothing for a write that changes nothing: the same fields, the same path, a status it already has', async () => {
    const id = await createRoute('Ruta Sin Cambios');
    await ok({ method: 'PUT', url: `rutas/${id}/`, payload: { ...body(), name: 'Ruta Sin Cambios', path: PATH } });
    await ok({ method: 'PATCH', url: `rutas/${id}/`, payload: { days: [5, 3, 1] } });
    await ok({ method: 'PUT', url: `rutas/${id}/coordenadas/`, payload: { path: PATH } });
    await ok({ method: 'POST', url: 'rutas/change_multiple_status/', payload: { ids: [id], status: 1 } });
    expect((await historyOf(id)).map(([action]) => action)).toEqual(['create']);
  });

  it('writes nothing when the write is refused, and every route of a bulk change gets its own entry', async () => {
    const [a, b] = [await createRoute('Ruta Lote A'), await createRoute('Ruta Lote B')];
    expect((await admin({ method: 'PATCH', url: `rutas/${a}/`, payload: { name: 'Ruta Lote A2', path: [PATH[0]] } })).statusCode).toBe(400);
    expect((await t.call({ token: tokens.rh, method: 'PATCH', url: `rutas/${a}/`, payload: { name: 'Otra' } })).statusCode).toBe(403);
    await ok({ method: 'POST', url: 'rutas/change_multiple_status/', payload: { ids: [a, b], status: 0 } });
    for (const id of [a, b]) expect((await historyOf(id)).map(([action, , from, to]) => [action, from, to])).toEqual([['create', null, null], ['status', 1, 0]]);
  });

  it('is kept only by declarations that ask: a vehicle’s edit adds no entry to its history', async () => {
    const res = await admin({ method: 'POST', url: 'vehiculos/', payload: vehicleBody(plant.id) });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as number;
    await ok({ method: 'PATCH', url: `vehiculos/${id}/`, payload: { color: 'Verde olivo' } });
    const rows = await t.database.db.select({ action: record_history.action, resource: record_history.resource }).from(record_history).where(eq(record_history.record_id, id));
    expect(rows.filter((row) => row.resource === 'vehiculos').map((row) => row.action)).toEqual(['create']);
  });
});

import { eq } from 'drizzle-orm';
import { alertas, plantas, usuarios } from '../../../server/db/schema';
import type { Call } from '../support/harness';
import { roleTestApp } from '../support/roleApp';
import { sheetOf } from '../kit/exportHelpers';
import { addIssuer, csvRecords, raise } from './alertsKit';

/**
 * The desk's list (alertas/, POST alertas/q/): status, created_at range, plant and issuer filters,
 * search by the issuer's name, ordering (newest first by default, by state, by plant), and the
 * export of what the list shows, in both languages (SPEC §8).
 */
const { t, tokens } = roleTestApp();
/** The test's own alerts, raised on known days so that a date range picks only them. */
const ids = { old: 0, middle: 0, recent: 0, elsewhere: 0 };
let people: { rosa: number; tomas: number };
let plants: { id: number; name: string }[];
beforeAll(async () => {
  plants = await t.database.db.select({ id: plantas.id, name: plantas.name }).from(plantas).orderBy(plantas.name).limit(2);
  people = { rosa: await addIssuer(t, 'Rosaura', 'Quintanilla', { planta: plants[1].id }), tomas: await addIssuer(t, 'Tomás', 'Zertuche', { planta: plants[0].id }) };
  ids.old = (await raise(t, people.rosa, { location: 'Puerta norte' })).id as number;
  ids.middle = (await raise(t, people.rosa, { location: 'Comedor' })).id as number;
  ids.recent = (await raise(t, people.rosa, { location: 'Andén 4' })).id as number;
  ids.elsewhere = (await raise(t, people.tomas, { location: 'Caseta' })).id as number;
  const at = (id: number, iso: string) => t.database.db.update(alertas).set({ created_at: new Date(iso) }).where(eq(alertas.id, id));
  await at(ids.old, '2031-03-02T15:00:00Z');
  await at(ids.middle, '2031-03-10T15:00:00Z');
  await at(ids.recent, '2031-03-20T15:00:00Z');
  await at(ids.elsewhere, '2031-03-15T15:00:00Z');
  expect((await t.call({ method: 'POST', url: `alertas/${ids.middle}/atender/`, token: tokens.c4, payload: { comentario: 'Sin novedad, "falsa alarma"' } })).statusCode).toBe(200);
});

const MARCH = { created_at__gte: '2031-03-01T00:00:00Z', created_at__lte: '2031-03-31T23:59:59Z' };
const list = async (filters: Record<string, unknown>, token = tokens.c4) => {
  const res = await t.call({ method: 'POST', url: 'alertas/q/', token, payload: { ...MARCH, ...filters } });
  expect(res.statusCode).toBe(200);
  return (res.json().results as { id: number }[]).map((a) => a.id);
};

describe('filters and search', () => {
  it('filter by state, date range, plant and issuer, newest first by default', async () => {
    expect(await list({})).toEqual([ids.recent, ids.elsewhere, ids.middle, ids.old]);
    expect(await list({ status: 0 })).toEqual([ids.recent, ids.elsewhere, ids.old]);
    expect(await list({ status: 1 })).toEqual([ids.middle]);
    expect(await list({ created_at__gte: '2031-03-09T00:00:00Z', created_at__lte: '2031-03-16T00:00:00Z' })).toEqual([ids.elsewhere, ids.middle]);
    expect(await list({ planta: plants[0].id })).toEqual([ids.elsewhere]);
    expect(await list({ issued_by: people.rosa })).toEqual([ids.recent, ids.middle, ids.old]);
    const query = new URLSearchParams({ ...MARCH, issued_by: String(people.rosa), status: '0' });
    const res = await t.call({ url: `alertas/?${query}`, token: tokens.rh });
    expect(res.json().results.map((a: { id: number }) => a.id)).toEqual([ids.recent, ids.old]);
  });

  it("searches the issuer's name whatever its case and accents, and the place", async () => {
    expect(await list({ search: 'tomas zertu' })).toEqual([ids.elsewhere]);
    expect(await list({ search: 'QUINTANILLA' })).toEqual([ids.recent, ids.middle, ids.old]);
    expect(await list({ search: 'anden' })).toEqual([ids.recent]);
  });

  it('sorts by state and by plant name, and refuses an order it does not offer', async () => {
    // Then by id, the order they were raised in.
    expect(await list({ ordering: 'status' })).toEqual([ids.old, ids.recent, ids.elsewhere, ids.middle]);
    expect(await list({ ordering: '-status' })).toEqual([ids.middle, ids.elsewhere, ids.recent, ids.old]);
    // plants[0]'s name sorts first: Tomás's alert, then Rosaura's, each plant's by id.
    expect(await list({ ordering: 'planta' })).toEqual([ids.elsewhere, ids.old, ids.middle, ids.recent]);
    expect(await list({ ordering: 'created_at' })).toEqual([ids.old, ids.middle, ids.elsewhere, ids.recent]);
    const wrong = await t.call({ method: 'POST', url: 'alertas/q/', token: tokens.c4, payload: { ordering: 'comentario' } });
    expect([wrong.statusCode, Object.keys(wrong.json())]).toEqual([400, ['ordering']]);
  });

  it('answers each row with its issuer, plant and attendant as the desk shows them', async () => {
    const res = await t.call({ url: `alertas/?id=${ids.middle}`, token: tokens.admin });
    const [c4] = await t.database.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, 'c4@flotilla.mx'));
    expect(res.json()).toMatchObject({ count: 1, results: [{ id: ids.middle, issued_by: people.rosa, issued_by_name: 'Rosaura Quintanilla', planta: plants[1].id, planta_name: plants[1].name, attended_by: c4.id, attended_by_name: 'Carla Cuevas', status: 1 }] });
  });
});

describe('export (SPEC §8)', () => {
  const exportAs = (call: Partial<Call>) => t.call({ token: tokens.c4, ...call, url: call.url ?? '' });

  it('writes the filtered alerts as a Spanish workbook: states and people by name', async () => {
    const res = await exportAs({ method: 'POST', url: 'alertas/exportar/?format=xlsx&tz=UTC', payload: { ...MARCH, issued_by: people.rosa }, lang: 'es' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="alertas-\d{8}-\d{4}\.xlsx"/);
    const { name, header, rows } = await sheetOf(res);
    expect(name).toBe('Alertas');
    expect(header).toEqual(['ID', 'Emitida', 'Estatus', 'Emitida por', 'Planta', 'Ubicación', 'Latitud', 'Longitud', 'Viaje', 'Atendida por', 'Atendida el', 'Comentario']);
    expect(rows.map((r) => r.slice(0, 6).filter((_, i) => i !== 1))).toEqual([
      [ids.recent, 'Activa', 'Rosaura Quintanilla', plants[1].name, 'Andén 4'],
      [ids.middle, 'Atendida', 'Rosaura Quintanilla', plants[1].name, 'Comedor'],
      [ids.old, 'Activa', 'Rosaura Quintanilla', plants[1].name, 'Puerta norte'],
    ]);
    expect([rows[1][9], rows[1][11]]).toEqual(['Carla Cuevas', 'Sin novedad, "falsa alarma"']);
    expect([rows[0][9], rows[0][11]].filter(Boolean)).toEqual([]);
    expect(rows[1][1]).toEqual(new Date('2031-03-10T15:00:00Z'));
  });

  it('writes the same columns in English as CSV, with GET and the filters in the query', async () => {
    const query = new URLSearchParams({ ...MARCH, status: '1', format: 'csv' });
    const res = await exportAs({ url: `alertas/exportar/?${query}`, lang: 'en' });
    expect(res.headers['content-disposition']).toMatch(/filename="alerts-/);
    expect(csvRecords(res).map((r) => [r.ID, r.Status, r['Raised by'], r['Attended by'], r.Comment])).toEqual([
      [String(ids.middle), 'Attended', 'Rosaura Quintanilla', 'Carla Cuevas', 'Sin novedad, "falsa alarma"'],
    ]);
    const refused = await exportAs({ url: 'alertas/exportar/?format=csv&created_at__gte=ayer', lang: 'en' });
    expect([refused.statusCode, Object.keys(refused.json())]).toEqual([400, ['created_at__gte']]);
  });

});

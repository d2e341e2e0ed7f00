import { eq, sql } from 'drizzle-orm';
import { prestamos, usuarios, vehiculos } from '../../../server/db/schema';
import { SEARCH_COLUMN } from '../../../server/db/schema/search';
import { signedInTestApp, type Call } from '../support/harness';
import { firstPlant } from '../support/roleApp';
import { nextPlate } from '../resources/vehiclesHelpers';

/**
 * Free-text search on the stored folded column (server/db/schema/search.ts, migration 0017): the
 * rows `search` and `FIELD__contains` match, that the column follows a write at once and never
 * leaves the server (conformance.test.ts checks it folds each declaration's search fields).
 */
const app = signedInTestApp();
const db = () => app.t.database.db;
const admin = (call: Call) => app.api({ lang: 'en', ...call });
/** The ids among `mine` that a list call answers (every page of up to 1000 rows). */
async function found(base: string, query: Record<string, string>, mine: number[]) {
  const res = await admin({ method: 'POST', url: `${base}/q/?limit=1000`, payload: query });
  expect(res.statusCode, res.body).toBe(200);
  const ids = new Set((res.json().results as { id: number }[]).map((r) => r.id));
  return mine.filter((id) => ids.has(id));
}
/** One test a search term: it finds exactly the rows of `mine()` at the `expected` indexes. */
const searches = (base: string, mine: () => number[], cases: [string, number[]][]) =>
  it.each(cases)(`${base}: search %j`, async (term, expected) => {
    expect(await found(base, { search: term }, mine())).toEqual(expected.map((i) => mine()[i]));
  });

describe('the stored search column', () => {
  it('never leaves the server: not in a record, a list, an export or the OpenAPI document', async () => {
    const [user] = await db().select({ id: usuarios.id }).from(usuarios).limit(1);
    const answers = [
      await admin({ url: `usuarios/${user.id}/` }),
      await admin({ url: 'usuarios/?limit=5' }),
      await admin({ method: 'POST', url: 'usuarios/q/', payload: { search: 'a' } }),
      await admin({ method: 'POST', url: 'usuarios/exportar/?format=csv', payload: {} }),
      await admin({ method: 'POST', url: 'vehiculos/exportar/?format=csv', payload: {} }),
      await admin({ url: 'openapi.json' }),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      expect(res.body).not.toContain(SEARCH_COLUMN);
    }
    expect(JSON.stringify(answers[0].json()).length).toBeGreaterThan(50);
  });
});

describe('users: search folds case and accents, takes several words and LIKE characters literally', () => {
  const people = [
    ['Ñoño', 'Pérez Ávila'],
    ['ÉRIKA', 'Núñez'],
    ['Ángela', 'García_López'],
    ['Raúl', 'Cien%Porciento'],
    ['Inés', 'Barra\\Invertida'],
    ['Angela', 'GarciaXLopez'],
  ];
  const ids: number[] = [];
  beforeAll(async () => {
    for (const [i, [name, last_name]] of people.entries()) {
      const id = await app.t.addUser({ email: `buscador${i}@empresa.mx`, groups: [] });
      await db().update(usuarios).set({ name, last_name }).where(eq(usuarios.id, id));
      ids.push(id);
    }
  });
  const users = (search: string) => found('usuarios', { search }, ids);

  searches('usuarios', () => ids, [
    ['nono', [0]],
    ['ÑOÑO', [0]],
    ['perez avila', [0]],
    ['érika núñez', [1]],
    ['NUNEZ', [1]],
    ['angela garcia', [2, 5]],
    ['garcia_lopez', [2]],
    ['cien%porciento', [3]],
    ['%', [3]],
    ['_', [2]],
    ['barra\\invertida', [4]],
    ['\\', [4]],
    ['ines barra', [4]],
    ['quetzalcoatlus', []],
  ]);

  it('finds a record renamed through the API by its new name at once, and no longer by its old one', async () => {
    const id = ids[1];
    const res = await admin({ method: 'PATCH', url: `usuarios/${id}/`, payload: { name: 'Xóchitl' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await users('xochitl nunez')).toEqual([id]);
    expect(await users('erika')).toEqual([]);
  });
});

describe('loans and vehicles', () => {
  const loans: number[] = [];
  const cars: number[] = [];
  beforeAll(async () => {
    const planta = (await firstPlant(app.t)).id;
    const usuario = await app.t.addUser({ email: 'viajero@empresa.mx', groups: [] });
    const trips = [
      ['Tlacotalpan, Ver.', 'Reunión de calidad'],
      ['Monterrey', 'Auditoría 100%'],
      ['San Andrés Tuxtla', 'Entrega_de_piezas'],
    ];
    for (const [destino, motivo] of trips) {
      const [row] = await db()
        .insert(prestamos)
        .values({ usuario, destino, motivo, fecha_salida: new Date('2026-12-01T08:00:00Z'), fecha_regreso: new Date('2026-12-02T08:00:00Z'), status: 0 })
        .returning({ id: prestamos.id });
      loans.push(row.id);
    }
    const models = [
      ['Citroën', 'C3 Aircross', 'Azul Marino'],
      ['Lamborghini', 'Countach', 'Rojo'],
    ];
    for (const [brand, model, color] of models) {
      const [row] = await db()
        .insert(vehiculos)
        .values({ matricula: nextPlate(), modulo: 1, planta, brand, model, color, year: 2024 })
        .returning({ id: vehiculos.id });
      cars.push(row.id);
    }
  });

  searches('prestamos', () => loans, [
    ['tlacotalpan', [0]],
    ['REUNION DE CALIDAD', [0]],
    ['ver. reunion', [0]],
    ['100%', [1]],
    ['%', [1]],
    ['_', [2]],
    ['andres tuxtla', [2]],
    ['quetzalcoatlus', []],
  ]);

  searches('vehiculos', () => cars, [
    ['citroen', [0]],
    ['CITROËN C3', [0]],
    ['aircross azul', [0]],
    ['countach', [1]],
    ['%', []],
    ['quetzalcoatlus', []],
  ]);

  it('vehicles: matricula__contains matches part of the plate only, LIKE characters literally', async () => {
    const [{ matricula }] = await db().select({ matricula: vehiculos.matricula }).from(vehiculos).where(eq(vehiculos.id, cars[1]));
    expect(await found('vehiculos', { matricula__contains: matricula.slice(1).toLowerCase() }, cars)).toEqual([cars[1]]);
    // A brand is in the search column but not in the plate: the field itself decides.
    expect(await found('vehiculos', { matricula__contains: 'countach' }, cars)).toEqual([]);
    expect(await found('vehiculos', { matricula__contains: '_' }, cars)).toEqual([]);
    expect(await found('vehiculos', { matricula__contains: '%' }, cars)).toEqual([]);
  });

  it('a vehicle written through SQL is found by its new model at once', async () => {
    await db().update(vehiculos).set({ model: 'Miura' }).where(eq(vehiculos.id, cars[1]));
    expect(await found('vehiculos', { search: 'lamborghini miura' }, cars)).toEqual([cars[1]]);
    expect(await found('vehiculos', { search: 'countach' }, cars)).toEqual([]);
    // The column is the fold of the fields, as the migration declared it.
    const [row] = (await db().execute(sql`SELECT search_text = flotilla_fold(matricula, brand, model, color, numero_de_serie) AS same FROM vehiculos WHERE id = ${cars[1]}`)).rows;
    expect(row.same).toBe(true);
  });
});

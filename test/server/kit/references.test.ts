import ExcelJS from 'exceljs';
import pg from 'pg';
import { eq, sql } from 'drizzle-orm';
import { alertas, departamentos, plantas, prestamos, rutas, solicitudes_viaje, usuarios, vehiculos, viajes } from '../../../server/db/schema';
import { z } from 'zod';
import { FieldErrors } from '../../../server/http/errors';
import { buildListQuery, filtersOf } from '../../../server/kit/query';
import { referenceRegistry } from '../../../server/kit/references';
import { routeSchemas } from '../../../server/kit/schemas';
import { defineResource } from '../../../server/kit/define';
import { resources } from '../../../server/resources';
import { departments } from '../../../server/resources/departments';
import { users } from '../../../server/resources/users/users';
import { signedInTestApp } from '../support/harness';
import { userBody } from '../resources/usersHelpers';

/**
 * References declared once (server/kit/references.ts): the existence check, the exported label,
 * sorting by what a person reads, and deleting what is in use (409 in_use with counts).
 */
const signedIn = signedInTestApp();
const { api } = signedIn;
const db = () => signedIn.t.database.db;
let serial = 0;
const newPlant = async () => (await api({ method: 'POST', url: 'plantas/', payload: { name: `Planta ref ${++serial}`, code: `RF${serial}` } })).json();
const newDepartment = async (planta: number | null) =>
  (await api({ method: 'POST', url: 'departamentos/', payload: { name: `Depto ref ${++serial}`, code: `DR${serial}`, planta } })).json();
const newUser = async (extra: Record<string, unknown>) => {
  const res = await api({ method: 'POST', url: 'usuarios/', payload: userBody(extra) });
  expect(res.statusCode).toBe(201);
  return res.json();
};
/** Everything a refused delete could have touched. */
const snapshot = async () => ({
  plantas: await db().select().from(plantas).orderBy(plantas.id),
  departamentos: await db().select().from(departamentos).orderBy(departamentos.id),
  usuarios: await db().select({ id: usuarios.id, department: usuarios.department, planta: usuarios.planta }).from(usuarios).orderBy(usuarios.id),
});

describe('the related record must exist', () => {
  it('refuses a user whose department or plant does not exist, with the other field errors at once', async () => {
    const before = await snapshot();
    const res = await api({ method: 'POST', url: 'usuarios/', payload: userBody({ department: 999999, planta: 999998, email: 'admin@flotilla.mx' }) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      department: ['El registro relacionado no existe.'],
      planta: ['El registro relacionado no existe.'],
      email: ['Ya existe un usuario con este correo electrónico.'],
    });
    const [user] = await db().select().from(usuarios).where(eq(usuarios.email, 'conductor@flotilla.mx'));
    const patched = await api({ method: 'PATCH', url: `usuarios/${user.id}/`, payload: { planta: 999998 }, lang: 'en' });
    expect([patched.statusCode, patched.json()]).toEqual([400, { planta: ['The related record does not exist.'] }]);
    expect(await snapshot()).toEqual(before);
  });

  it('answers a reference deleted during the write as that field\'s error (FK violation), not in_use', async () => {
    const plant = await newPlant();
    // Another session deletes the plant and holds its transaction open: the write's own check
    // still sees the plant, then its insert waits on the row and fails once the delete commits.
    const other = new pg.Client({ connectionString: signedIn.t.database.pool.options.connectionString });
    await other.connect();
    try {
      await other.query('BEGIN');
      await other.query('DELETE FROM plantas WHERE id = $1', [plant.id]);
      const pending = api({ method: 'POST', url: 'departamentos/', payload: { name: 'Carrera', code: 'RACE', planta: plant.id } });
      // The write is blocked on the plant's row lock.
      const waiting = async () => 
        (await other.query('SELECT count(*)::int AS n FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid WHERE NOT l.granted AND a.datname = current_database()')).rows[0].n > 0;
      for (let i = 0; i < 500 && !(await waiting()); i++) await new Promise((r) => setTimeout(r, 10));
      expect(await waiting()).toBe(true);
      await other.query('COMMIT');
      const res = await pending;
      expect([res.statusCode, res.json()]).toEqual([400, { planta: ['El registro relacionado no existe.'] }]);
    } finally {
      await other.end();
    }
    expect(await db().select().from(departamentos).where(eq(departamentos.code, 'RACE'))).toEqual([]);
  });
});

describe('export and sort by the referenced record\'s label', () => {
  it("exports a user's department and plant by name", async () => {
    const plant = await newPlant();
    const dept = await newDepartment(plant.id);
    const user = await newUser({ department: dept.id, planta: plant.id });
    const bare = await newUser({});
    const res = await api({ method: 'POST', url: 'usuarios/exportar/', payload: { id__in: [user.id, bare.id], ordering: 'id' } });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const cell = (row: number, label: string) => sheet.getRow(row).getCell(header.indexOf(label) + 1).value;
    expect([cell(2, 'Departamento'), cell(2, 'Planta')]).toEqual([dept.name, plant.name]);
    expect([cell(3, 'Departamento'), cell(3, 'Planta')]).toEqual([null, null]);
  });

  it.each([
    ['departamentos', 'planta', plantas],
    ['usuarios', 'department', departamentos],
    ['usuarios', 'planta', plantas],
  ] as const)('%s?ordering=%s sorts by the name a person reads, both ways, empty last', async (base, field, target) => {
    const names = new Map((await db().select({ id: target.id, name: target.name }).from(target)).map((r) => [r.id, r.name]));
    const spanish = new Intl.Collator('es-MX').compare;
    for (const ordering of [field, `-${field}`]) {
      const res = await api({ url: `${base}/?ordering=${ordering}&limit=1000` });
      expect(res.statusCode).toBe(200);
      const rows = res.json().results as Record<string, number | null>[];
      const labels = rows.map((r) => (r[field] === null ? null : names.get(r[field]!)!));
      expect(new Set(labels).size).toBeGreaterThan(2);
      const sorted = [...labels].sort((a, b) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : spanish(a, b)));
      expect(labels).toEqual(ordering.startsWith('-') ? sorted.reverse() : sorted);
      // Not the id order: the seeded names are not in id order.
      const byId = [...rows].sort((a, b) => (a[field] ?? Infinity) - (b[field] ?? Infinity)).map((r) => r[field]);
      if (!ordering.startsWith('-')) expect(rows.map((r) => r[field])).not.toEqual(byId);
    }
  });
});

describe('filter by a reference, from its declaration', () => {
  /** Declares planta as a reference and lists no filter by hand. */
  const bare = defineResource({ ...departments, base: 'sin_filtros', filters: {} });

  it('serves every declared reference as an integer filter (exact, __in) without listing it', () => {
    expect(departments.filters).not.toHaveProperty('planta');
    expect(users.filters).not.toHaveProperty('department');
    expect(filtersOf(bare)).toEqual({ planta: 'integer' });
    expect(buildListQuery(bare, { planta: '3', planta__in: '1,2' }).where).toBeDefined();
    expect(() => buildListQuery(bare, { planta: 'tres' })).toThrow(FieldErrors);
    expect(() => buildListQuery(bare, { code: 'x' })).toThrow(FieldErrors);
  });

  it('documents the reference filters in the list\'s query and body shapes', () => {
    const docs = routeSchemas(bare);
    const query = (docs.list.querystring as z.ZodObject).shape;
    expect(Object.keys(query)).toEqual(expect.arrayContaining(['planta', 'planta__in']));
    const body = (docs.q.body as z.ZodObject).shape;
    expect(body.planta.safeParse([1, 2]).success).toBe(true);
  });

  it('lists departments of a plant and users of some departments', async () => {
    const plant = await newPlant();
    const [a, b] = [await newDepartment(plant.id), await newDepartment(null)];
    const [x, y] = [await newUser({ department: a.id }), await newUser({ department: b.id })];
    const ids = (res: { json(): { results: { id: number }[] } }) => res.json().results.map((r) => r.id).sort((m, n) => m - n);
    expect(ids(await api({ url: `departamentos/?planta=${plant.id}` }))).toEqual([a.id]);
    expect(ids(await api({ url: `usuarios/?department__in=${a.id},${b.id}` }))).toEqual([x.id, y.id].sort((m, n) => m - n));
    expect(ids(await api({ method: 'POST', url: 'usuarios/q/', payload: { department: [b.id] } }))).toEqual([y.id]);
  });
});

describe('deleting what is in use: 409 in_use with how many and of what', () => {
  it('refuses to delete a plant that users and departments point to, saying so in the caller\'s language', async () => {
    const plant = await newPlant();
    for (let i = 0; i < 2; i++) await newDepartment(plant.id);
    for (let i = 0; i < 3; i++) await newUser({ planta: plant.id });
    const before = await snapshot();
    const res = await api({ method: 'DELETE', url: `plantas/${plant.id}/` });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: 'La planta está en uso por 3 usuarios y 2 departamentos.', code: 'in_use', usage: { usuarios: 3, departamentos: 2 } });
    const en = await api({ method: 'DELETE', url: `plantas/${plant.id}/`, lang: 'en' });
    expect(en.json()).toEqual({ detail: 'The plant is in use by 3 users and 2 departments.', code: 'in_use', usage: { usuarios: 3, departamentos: 2 } });
    expect(await snapshot()).toEqual(before);
  });

  it('counts a seeded plant and department as they stand', async () => {
    const {
      rows: [plant],
    } = await signedIn.t.database.pool.query('SELECT planta AS id, count(*)::int AS users FROM usuarios WHERE planta IS NOT NULL GROUP BY planta ORDER BY 2 DESC LIMIT 1');
    const [{ depts }] = await db().select({ depts: sql<number>`count(*)::int` }).from(departamentos).where(eq(departamentos.planta, plant.id));
    const [{ cars }] = await db().select({ cars: sql<number>`count(*)::int` }).from(vehiculos).where(eq(vehiculos.planta, plant.id));
    const [{ loans }] = await db().select({ loans: sql<number>`count(*)::int` }).from(prestamos).where(eq(prestamos.planta, plant.id));
    const [{ routes }] = await db().select({ routes: sql<number>`count(*)::int` }).from(rutas).where(eq(rutas.planta, plant.id));
    const [{ trips }] = await db().select({ trips: sql<number>`count(*)::int` }).from(viajes).where(eq(viajes.planta, plant.id));
    const [{ alerts }] = await db().select({ alerts: sql<number>`count(*)::int` }).from(alertas).where(eq(alertas.planta, plant.id));
    const [{ requests }] = await db().select({ requests: sql<number>`count(*)::int` }).from(solicitudes_viaje).where(eq(solicitudes_viaje.planta, plant.id));
    const res = await api({ method: 'DELETE', url: `plantas/${plant.id}/` });
    expect(res.statusCode).toBe(409);
    expect(res.json().usage).toEqual({
      usuarios: plant.users,
      ...(depts ? { departamentos: depts } : {}),
      ...(cars ? { vehiculos: cars } : {}),
      ...(loans ? { prestamos: loans } : {}),
      ...(routes ? { rutas: routes } : {}),
      ...(trips ? { viajes: trips } : {}),
      ...(alerts ? { alertas: alerts } : {}),
      ...(requests ? { solicitudes_viaje: requests } : {}),
    });
    expect(plant.users).toBeGreaterThan(1);
  });

  it('speaks of one user in the singular, for a department', async () => {
    const dept = await newDepartment(null);
    await newUser({ department: dept.id });
    const res = await api({ method: 'DELETE', url: `departamentos/${dept.id}/` });
    expect(res.json()).toEqual({ detail: 'El departamento está en uso por 1 usuario.', code: 'in_use', usage: { usuarios: 1 } });
    expect((await api({ method: 'DELETE', url: `departamentos/${dept.id}/`, lang: 'en' })).json().detail).toBe('The department is in use by 1 user.');
  });

  it('multiple_delete deletes nothing when any one of them is in use, and says how many are', async () => {
    const free = await newPlant();
    const used = await newPlant();
    const alsoUsed = await newPlant();
    await newUser({ planta: used.id });
    const before = await snapshot();
    const one = await api({ method: 'POST', url: 'plantas/multiple_delete/', payload: { ids: [free.id, used.id] } });
    expect(one.statusCode).toBe(409);
    // `blocking` names which of the selected stop the call, so the screen can say so.
    expect(one.json()).toEqual({ detail: 'Una de las plantas seleccionadas está en uso por 1 usuario.', code: 'in_use', usage: { usuarios: 1 }, blocking: [used.id] });
    await newDepartment(alsoUsed.id);
    const two = await api({ method: 'POST', url: 'plantas/multiple_delete/', payload: { ids: [free.id, used.id, alsoUsed.id] }, lang: 'en' });
    expect(two.json()).toEqual({ detail: '2 of the selected plants are in use by 1 department and 1 user.', code: 'in_use', usage: { departamentos: 1, usuarios: 1 }, blocking: [used.id, alsoUsed.id] });
    const twoEs = await api({ method: 'POST', url: 'plantas/multiple_delete/', payload: { ids: [free.id, used.id, alsoUsed.id] } });
    expect(twoEs.json().detail).toBe('2 de las plantas seleccionadas están en uso por 1 departamento y 1 usuario.');
    expect((await snapshot()).plantas).toEqual(before.plantas);
    // The free one alone goes.
    expect((await api({ method: 'POST', url: 'plantas/multiple_delete/', payload: { ids: [free.id] } })).json()).toEqual({ deleted: 1 });
  });

  it('deletes a record once nothing points to it, and a user deleted with its department frees it', async () => {
    const dept = await newDepartment(null);
    const user = await newUser({ department: dept.id });
    expect((await api({ method: 'DELETE', url: `departamentos/${dept.id}/` })).statusCode).toBe(409);
    expect((await api({ method: 'DELETE', url: `usuarios/${user.id}/` })).statusCode).toBe(204);
    expect((await api({ method: 'DELETE', url: `departamentos/${dept.id}/` })).statusCode).toBe(204);
  });
});

describe('the registry of references', () => {
  it('knows who points at plants and departments from the declarations alone', () => {
    const registry = referenceRegistry(resources);
    expect(registry.pointersTo(plantas).map((p) => p.name).sort()).toEqual(['alertas', 'departamentos', 'prestamos', 'rutas', 'solicitudes_viaje', 'usuarios', 'vehiculos', 'viajes']);
    expect(registry.pointersTo(departamentos).map((p) => p.name)).toEqual(['usuarios']);
    // An alert's issuer, a loan's requester, a transport vehicle's owner, a trip's driver, an occupant and a trip request's requester.
    expect(registry.pointersTo(usuarios).map((p) => p.name).sort()).toEqual(['alertas', 'detalle_viaje', 'prestamos', 'solicitudes_viaje', 'vehiculos', 'viajes']);
  });

  it('protects the target of a reference the day it is declared', () => {
    const plantsAndDepartments = referenceRegistry(resources.filter((r) => r.base === 'plantas' || r.base === 'departamentos'));
    expect(plantsAndDepartments.pointersTo(plantas).map((p) => p.name)).toEqual(['departamentos']);
    expect(referenceRegistry(resources).pointersTo(plantas).map((p) => p.name)).toContain('usuarios');
  });

  it('refuses at start-up a reference to a resource that is not declared or to another table', () => {
    const bad = defineResource({ ...departments, base: 'malo', references: { planta: { resource: 'vehiculos', table: plantas, label: 'name' } } });
    expect(() => referenceRegistry([...resources, bad])).toThrow(/vehiculos/);
    const wrong = defineResource({ ...departments, base: 'malo', references: { planta: { resource: 'departamentos', table: plantas, label: 'name' } } });
    expect(() => referenceRegistry([...resources, wrong])).toThrow(/departamentos/);
  });
});

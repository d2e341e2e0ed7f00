import { and, count, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { audit_log, piezas, plantas, record_history, usuarios } from '../../../server/db/schema';
import { FieldErrors } from '../../../server/http/errors';
import { defineResource } from '../../../server/kit/define';
import { recordsOf } from '../../../server/kit/records';
import { defineTransition, registerTransitions } from '../../../server/kit/transitions';
import { plants } from '../../../server/resources/plants';
import { createTestAppWithRoles, type Call, type RoleTokens, type TestApp } from '../support/harness';
import { caller, userBody } from '../resources/usersHelpers';

/**
 * Declared transitions (server/kit/transitions.ts): DOMAIN §1 before the body, the row locked
 * through its declaration (scope, row restriction), 409 invalid_transition from a wrong state
 * with nothing changed, the body's field errors, and state + audit + history in one
 * transaction; GET {base}{id}/history/. A small test-only declaration over piezas (served
 * under /api/kit/) and the real user actions.
 */

/** Pieces named "fuera…" are outside this declaration, as a scope leaves rows out. */
const testParts = defineResource({
  base: 'piezas',
  table: piezas,
  input: z.object({ name: z.string() }),
  scope: sql`${piezas.name} NOT LIKE 'fuera%'`,
  filters: {},
  search: ['name', 'description'],
  ordering: ['id'],
  defaultOrdering: 'id',
  exportColumns: [{ field: 'id' }],
  transitions: [
    { path: 'activar', method: 'GET', access: 'status', action: 'activate', field: 'status', from: [0], to: 1 },
    { path: 'desactivar', method: 'POST', access: 'status', action: 'deactivate', field: 'status', from: [1], to: 0, reason: 'motivo_de_rechazo' },
    defineTransition({
      path: 'asignar_planta',
      method: 'POST',
      access: 'edit',
      reference: { field: 'planta', resource: plants },
      body: z.object({ nota: z.string().max(20).optional() }),
      effect: (_tx, { referenced, body }) => ({ description: `${referenced!.name as string}${body.nota ? ` (${body.nota})` : ''}` }),
    }),
    {
      // Writes, then fails: the transaction must leave nothing behind.
      path: 'a_medias',
      method: 'GET',
      access: 'edit',
      async effect(tx, { before }) {
        await tx.update(piezas).set({ description: 'a medias' }).where(eq(piezas.id, before.id as number));
        throw FieldErrors.one('description', 'required');
      },
    },
  ],
});

/** Platform staff only, readable by admins only (DOMAIN §1 usuarios/plataforma): for history's 403 and 404. */
const testStaff = defineResource({
  base: 'usuarios/plataforma',
  table: usuarios,
  hidden: ['password', 'token_version'],
  input: z.object({}),
  scope: sql`${usuarios.plataforma}`,
  filters: {},
  search: ['name'],
  ordering: ['id'],
  defaultOrdering: 'id',
  exportColumns: [],
  transitions: [{ path: 'suspender', method: 'GET', access: 'edit', field: 'status', from: [1], to: 0 }],
});

let t: TestApp;
let tokens: RoleTokens;
let people: Record<'admin' | 'rh', { id: number; name: string }>;
beforeAll(async () => {
  ({ t, tokens } = await createTestAppWithRoles({
    kitRoutes: (ctx) => async (app) => {
      registerTransitions(app, ctx, recordsOf(testParts));
      registerTransitions(app, ctx, recordsOf(testStaff));
    },
  }));
  const person = async (email: string) => {
    const [row] = await t.database.db.select().from(usuarios).where(eq(usuarios.email, email));
    return { id: row.id, name: `${row.name} ${row.last_name}` };
  };
  people = { admin: await person('admin@flotilla.mx'), rh: await person('rh@flotilla.mx') };
});
afterAll(() => t.close());

const admin = caller(() => t, () => tokens.admin);
const rh = caller(() => t, () => tokens.rh);
const c4 = caller(() => t, () => tokens.c4);
const db = () => t.database.db;

let serial = 0;
async function newPiece(status: number, name = 'Espejo') {
  serial += 1;
  const [row] = await db().insert(piezas).values({ name: `${name} ${serial}`, status }).returning();
  return row;
}
const piece = async (id: number) => (await db().select().from(piezas).where(eq(piezas.id, id)))[0];
const user = async (id: number) => (await db().select().from(usuarios).where(eq(usuarios.id, id)))[0];
const historyOf = (resource: string, id: number) =>
  db().select().from(record_history).where(and(eq(record_history.resource, resource), eq(record_history.record_id, id))).orderBy(desc(record_history.id));
const counts = async () => ({
  audit: (await db().select({ n: count() }).from(audit_log))[0].n,
  history: (await db().select({ n: count() }).from(record_history))[0].n,
});
/** The row plus every audit and history row: what "nothing changed" compares. */
const snapshot = async (read: () => Promise<unknown>) => ({ row: await read(), ...(await counts()) });

/** A new staff user holding a licence in `licencia_status`, valid for years. */
async function userWithLicence(licencia_status: number | null) {
  const created = (await rh({ method: 'POST', url: 'usuarios/', payload: userBody() })).json() as { id: number };
  const licence = licencia_status === null ? { licencia: null, vencimiento: null } : { licencia: 'x.pdf', vencimiento: '2099-01-01' };
  await db().update(usuarios).set({ ...licence, licencia_status }).where(eq(usuarios.id, created.id));
  return created.id;
}

describe('a declared transition (test declaration over piezas)', () => {
  it('writes the state, one audit row and one history row with who, from, to and the reason, and answers the record', async () => {
    const part = await newPiece(1);
    const res = await admin({ method: 'POST', url: `kit/piezas/${part.id}/desactivar/`, payload: { motivo_de_rechazo: '  Rota  ' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: part.id, name: part.name, status: 0 });
    expect((await piece(part.id)).status).toBe(0);
    expect(new Date((await piece(part.id)).updated_at).getTime()).toBeGreaterThan(new Date(part.updated_at).getTime());
    const [audit] = await t.audit();
    expect(audit).toMatchObject({ resource: 'piezas', action: 'deactivate', record_id: String(part.id), user_id: people.admin.id, changes: { status: [1, 0] } });
    const history = await historyOf('piezas', part.id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ action: 'deactivate', field: 'status', from_state: 1, to_state: 0, reason: 'Rota', user_id: people.admin.id });
  });

  it('from a wrong state answers 409 invalid_transition and changes nothing (row, audit, history)', async () => {
    const active = await newPiece(1);
    const inactive = await newPiece(0);
    for (const [id, call] of [
      [active.id, { url: `kit/piezas/${active.id}/activar/` }],
      [inactive.id, { method: 'POST', url: `kit/piezas/${inactive.id}/desactivar/`, payload: { motivo_de_rechazo: 'Rota' } }],
    ] as [number, Call][]) {
      const before = await snapshot(() => piece(id));
      const res = await admin({ ...call, lang: 'en' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ code: 'invalid_transition', detail: 'This action is not possible in the current state.' });
      expect(await snapshot(() => piece(id))).toEqual(before);
    }
  });

  it.each([
    ['no reason', {}, { motivo_de_rechazo: ['El campo no puede estar vacío.'] }],
    ['a blank reason', { motivo_de_rechazo: '   ' }, { motivo_de_rechazo: ['El campo no puede estar vacío.'] }],
    ['a reason that is not text', { motivo_de_rechazo: 5 }, { motivo_de_rechazo: ['Ingrese un texto válido.'] }],
    ['an unknown field', { motivo_de_rechazo: 'Rota', status: 1 }, { status: ['Campo desconocido.'] }],
  ])('a reason-required transition with %s is a 400 field error, nothing changed', async (_case, payload, errors) => {
    const part = await newPiece(1);
    const before = await snapshot(() => piece(part.id));
    const res = await admin({ method: 'POST', url: `kit/piezas/${part.id}/desactivar/`, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errors);
    expect(await snapshot(() => piece(part.id))).toEqual(before);
  });

  it('says the field error in the caller\'s language', async () => {
    const part = await newPiece(1);
    const res = await admin({ method: 'POST', url: `kit/piezas/${part.id}/desactivar/`, payload: {}, lang: 'en' });
    expect(res.json()).toEqual({ motivo_de_rechazo: ['The field cannot be empty.'] });
  });

  it('answers 404 for a row outside the declaration\'s scope or missing, and changes nothing', async () => {
    const outside = await newPiece(0, 'fuera de alcance');
    const before = await snapshot(() => piece(outside.id));
    expect((await admin({ url: `kit/piezas/${outside.id}/activar/` })).statusCode).toBe(404);
    expect((await admin({ url: `kit/piezas/${outside.id}/history/` })).statusCode).toBe(404);
    expect((await admin({ url: 'kit/piezas/999999/activar/' })).statusCode).toBe(404);
    expect((await admin({ url: 'kit/piezas/abc/activar/' })).statusCode).toBe(404);
    expect(await snapshot(() => piece(outside.id))).toEqual(before);
  });

  it('refuses a role without the DOMAIN §1 action with 403 before the id or the body is looked at', async () => {
    const part = await newPiece(1);
    const before = await snapshot(() => piece(part.id));
    const broken: Partial<Call> = { method: 'POST', payload: 'not json', headers: { 'content-type': 'application/json' } };
    for (const [token, url] of [
      [tokens.rh, `kit/piezas/${part.id}/desactivar/`],
      [tokens.c4, `kit/piezas/${part.id}/desactivar/`],
      [tokens.rh, 'kit/piezas/999999/desactivar/'],
    ]) {
      const res = await t.call({ ...broken, url, token });
      expect([url, res.statusCode, res.json().code]).toEqual([url, 403, 'permission_denied']);
    }
    expect(await snapshot(() => piece(part.id))).toEqual(before);
    // Allowed, the same broken body is the body's problem.
    expect((await t.call({ ...broken, url: `kit/piezas/${part.id}/desactivar/`, token: tokens.admin })).statusCode).toBe(400);
  });

  it('checks a referenced record exists (field error), then runs the effect in the same write', async () => {
    const part = await newPiece(1);
    const before = await snapshot(() => piece(part.id));
    const missing = await admin({ method: 'POST', url: `kit/piezas/${part.id}/asignar_planta/`, payload: { planta: 999999 } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ planta: ['El registro relacionado no existe.'] });
    expect((await admin({ method: 'POST', url: `kit/piezas/${part.id}/asignar_planta/`, payload: { planta: 'x' } })).json()).toEqual({ planta: ['Ingrese un número válido.'] });
    expect(await snapshot(() => piece(part.id))).toEqual(before);

    const [plant] = await db().select().from(plantas).limit(1);
    const res = await admin({ method: 'POST', url: `kit/piezas/${part.id}/asignar_planta/`, payload: { planta: plant.id, nota: 'taller' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().description).toBe(`${plant.name} (taller)`);
    const [audit] = await t.audit();
    expect(audit).toMatchObject({ action: 'edit', changes: { description: ['', `${plant.name} (taller)`] } });
    // A record update without a state field still leaves its line in the history.
    expect((await historyOf('piezas', part.id))[0]).toMatchObject({ action: 'edit', field: null, from_state: null, to_state: null, reason: '' });
  });

  it('an effect that fails rolls back everything it wrote', async () => {
    const part = await newPiece(1);
    const before = await snapshot(() => piece(part.id));
    const res = await admin({ url: `kit/piezas/${part.id}/a_medias/` });
    expect(res.statusCode).toBe(400);
    expect(await snapshot(() => piece(part.id))).toEqual(before);
  });
});

describe('GET {base}{id}/history/', () => {
  it('lists a record\'s transitions newest first, paged, with who made each, to every role that may show it', async () => {
    const part = await newPiece(0);
    await admin({ url: `kit/piezas/${part.id}/activar/` });
    await admin({ method: 'POST', url: `kit/piezas/${part.id}/desactivar/`, payload: { motivo_de_rechazo: 'Rota' } });
    await admin({ url: `kit/piezas/${part.id}/activar/` });
    const res = await c4({ url: `kit/piezas/${part.id}/history/?page=1&limit=2` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ count: 3, next: 2, previous: null });
    expect(body.results.map((r: { action: string; from_state: number; to_state: number; reason: string }) => [r.action, r.from_state, r.to_state, r.reason])).toEqual([
      ['activate', 0, 1, ''],
      ['deactivate', 1, 0, 'Rota'],
    ]);
    expect(body.results[0]).toMatchObject({ field: 'status', user_id: people.admin.id, user_name: people.admin.name });
    expect(Object.keys(body.results[0]).sort()).toEqual(['action', 'at', 'field', 'from_state', 'id', 'reason', 'to_state', 'user_id', 'user_name']);
    expect((await c4({ url: `kit/piezas/${part.id}/history/?page=2&limit=2` })).json()).toMatchObject({ count: 3, next: null, previous: 1, results: [{ action: 'activate', from_state: 0 }] });
    // The count travels with a page's rows; a page past the end has none and counts on its own.
    expect((await c4({ url: `kit/piezas/${part.id}/history/?page=2&limit=1` })).json()).toMatchObject({ count: 3, count_exact: true, next: 3, previous: 1 });
    expect((await c4({ url: `kit/piezas/${part.id}/history/?page=9&limit=2` })).json()).toEqual({ count: 3, count_exact: true, next: null, previous: 8, results: [] });
    expect((await c4({ url: `kit/piezas/${part.id}/history/?limit=0` })).statusCode).toBe(400);
    expect((await c4({ url: 'kit/piezas/999999/history/' })).statusCode).toBe(404);
  });

  it('is refused (403) where show is, and answers 404 outside the scope', async () => {
    const id = await t.addUser({ email: `plataforma.${Date.now()}@flotilla.mx`, groups: ['C4'] });
    await db().update(usuarios).set({ plataforma: true }).where(eq(usuarios.id, id));
    expect((await admin({ url: `kit/usuarios/plataforma/${id}/suspender/` })).json()).toMatchObject({ id, status: 0 });
    const read = await admin({ url: `kit/usuarios/plataforma/${id}/history/` });
    expect(read.json()).toMatchObject({ count: 1, results: [{ action: 'edit', field: 'status', from_state: 1, to_state: 0 }] });
    expect((await rh({ url: `kit/usuarios/plataforma/${id}/history/` })).json().code).toBe('permission_denied');
    expect((await c4({ url: `kit/usuarios/plataforma/${id}/history/` })).statusCode).toBe(403);
    const staff = await userWithLicence(null);
    expect((await admin({ url: `kit/usuarios/plataforma/${staff}/history/` })).statusCode).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('documents every transition with its body, answers and 409, and the history', async () => {
    // The document names the platform password field, so not through caller()'s secret check.
    const doc = (await t.call({ url: 'openapi.json', token: tokens.admin })).json();
    const accept = doc.paths['/api/usuarios/{id}/aceptar_licencia/'].get;
    expect(accept.description).toContain('licencia_status');
    expect(Object.keys(accept.responses)).toEqual(expect.arrayContaining(['200', '403', '404', '409']));
    const redeem = doc.paths['/api/usuarios/{id}/canjear_puntos/'].post;
    expect(redeem.requestBody.content['application/json'].schema.properties.puntos).toMatchObject({ type: 'integer', minimum: 1 });
    expect(redeem.responses['200'].content['application/json'].schema.properties).toHaveProperty('puntos');
    const reject = doc.paths['/api/kit/piezas/{id}/desactivar/'].post.requestBody.content['application/json'].schema;
    expect(reject.required).toEqual(['motivo_de_rechazo']);
    const history = doc.paths['/api/usuarios/{id}/history/'].get;
    expect(history.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['id', 'page', 'limit']));
    expect(doc.components.schemas.HistoryEntry.properties).toHaveProperty('user_name');
  });
});

describe('the user actions, declared as transitions', () => {
  const { pending, accepted, rejected, expiring, expired } = { pending: 0, accepted: 1, rejected: 2, expiring: 3, expired: 4 };
  // DOMAIN §2 documents: pending takes either decision, accepted or expiring can be revoked,
  // rejected accepted after all; expired needs a new upload; nothing without a licence.
  it.each([
    ['aceptar_licencia', pending, accepted],
    ['aceptar_licencia', rejected, accepted],
    ['aceptar_licencia', accepted, null],
    ['aceptar_licencia', expiring, null],
    ['aceptar_licencia', expired, null],
    ['aceptar_licencia', null, null],
    ['rechazar_licencia', pending, rejected],
    ['rechazar_licencia', accepted, rejected],
    ['rechazar_licencia', expiring, rejected],
    ['rechazar_licencia', rejected, null],
    ['rechazar_licencia', expired, null],
    ['rechazar_licencia', null, null],
  ])('%s from %s gives %s (null: 409, nothing changed)', async (path, from, to) => {
    const id = await userWithLicence(from);
    const before = await snapshot(() => user(id));
    const res = await rh({ url: `usuarios/${id}/${path}/` });
    if (to === null) {
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('invalid_transition');
      expect(await snapshot(() => user(id))).toEqual(before);
      return;
    }
    expect(res.json()).toMatchObject({ id, licencia_status: to });
    const action = path === 'aceptar_licencia' ? 'accept_licence' : 'reject_licence';
    // After the user's creation (through the API here).
    expect(await historyOf('usuarios', id)).toEqual([
      expect.objectContaining({ action, field: 'licencia_status', from_state: from, to_state: to, user_id: people.rh.id, reason: '' }),
      expect.objectContaining({ action: 'create', field: null }),
    ]);
    const history = (await c4({ url: `usuarios/${id}/history/` })).json();
    expect(history).toMatchObject({ count: 2, results: [{ action, from_state: from, to_state: to, user_name: people.rh.name }, { action: 'create' }] });
  });

  it('HR may not decide on a platform user\'s licence (row restriction): 403, nothing changed', async () => {
    const id = await userWithLicence(pending);
    await db().update(usuarios).set({ plataforma: true, groups: ['C4'] }).where(eq(usuarios.id, id));
    const before = await snapshot(() => user(id));
    for (const path of ['aceptar_licencia', 'rechazar_licencia']) expect((await rh({ url: `usuarios/${id}/${path}/` })).statusCode).toBe(403);
    expect((await rh({ method: 'POST', url: `usuarios/${id}/canjear_puntos/`, payload: { puntos: 1 } })).statusCode).toBe(403);
    expect(await snapshot(() => user(id))).toEqual(before);
    // An admin may.
    expect((await admin({ url: `usuarios/${id}/aceptar_licencia/` })).json().licencia_status).toBe(accepted);
  });

  it('quitar_permisos and canjear_puntos leave a history line without a state; a refused one leaves none', async () => {
    const id = await t.addUser({ email: `permisos.${Date.now()}@flotilla.mx`, groups: ['C4'] });
    await db().update(usuarios).set({ plataforma: true, puntos: 30 }).where(eq(usuarios.id, id));
    expect((await admin({ url: `usuarios/${id}/quitar_permisos/` })).json()).toMatchObject({ groups: [], plataforma: false });
    expect((await rh({ method: 'POST', url: `usuarios/${id}/canjear_puntos/`, payload: { puntos: 40 } })).statusCode).toBe(400);
    expect((await rh({ method: 'POST', url: `usuarios/${id}/canjear_puntos/`, payload: { puntos: 10 } })).json()).toEqual({ puntos: 20 });
    expect((await historyOf('usuarios', id)).map((h) => [h.action, h.field, h.from_state, h.to_state, h.user_id])).toEqual([
      ['redeem_points', null, null, null, people.rh.id],
      ['remove_permissions', null, null, null, people.admin.id],
    ]);
  });

  it('quitar_permisos on one\'s own record is 409 own_account and changes nothing', async () => {
    const before = await snapshot(() => user(people.admin.id));
    const res = await admin({ url: `usuarios/${people.admin.id}/quitar_permisos/`, lang: 'en' });
    expect([res.statusCode, res.json().code]).toEqual([409, 'own_account']);
    expect(await snapshot(() => user(people.admin.id))).toEqual(before);
  });

  it('quitar_permisos on someone without permissions is 409 invalid_transition and changes nothing', async () => {
    const id = await t.addUser({ email: `sin.permisos.${Date.now()}@flotilla.mx`, groups: [] });
    const before = await snapshot(() => user(id));
    const res = await admin({ url: `usuarios/${id}/quitar_permisos/` });
    expect([res.statusCode, res.json().code]).toEqual([409, 'invalid_transition']);
    expect(await snapshot(() => user(id))).toEqual(before);
  });

  it('two administrators removing each other\'s permissions at once leave one of them (last_admin)', async () => {
    const stamp = Date.now();
    const [a, b] = [await t.addUser({ email: `admin.a.${stamp}@flotilla.mx` }), await t.addUser({ email: `admin.b.${stamp}@flotilla.mx` })];
    await db().update(usuarios).set({ plataforma: true }).where(sql`${usuarios.id} IN (${a}, ${b})`);
    const tokenOf = async (email: string, ip: string) => (await t.call({ method: 'POST', url: 'auth/login/', payload: { email, password: 'flotilla' }, ip })).json().access as string;
    const [tokenA, tokenB] = [await tokenOf(`admin.a.${stamp}@flotilla.mx`, '10.7.0.1'), await tokenOf(`admin.b.${stamp}@flotilla.mx`, '10.7.0.2')];
    // For a moment A and B are the only active administrators.
    const paused = await db()
      .update(usuarios)
      .set({ status: 0 })
      .where(sql`'Administrador' = ANY(${usuarios.groups}) AND ${usuarios.status} = 1 AND ${usuarios.id} NOT IN (${a}, ${b})`)
      .returning({ id: usuarios.id });
    try {
      const answers = await Promise.all([
        t.call({ url: `usuarios/${b}/quitar_permisos/`, token: tokenA }),
        t.call({ url: `usuarios/${a}/quitar_permisos/`, token: tokenB }),
      ]);
      const outcomes = answers.map((r) => (r.statusCode === 200 ? 'ok' : r.json().code));
      // One goes through; the later one is the last administrator's, or its caller has just lost its permissions.
      expect(outcomes.filter((o) => o === 'ok')).toHaveLength(1);
      expect(['last_admin', 'token_not_valid']).toContain(outcomes.find((o) => o !== 'ok'));
      const left = await db().select({ id: usuarios.id }).from(usuarios).where(sql`'Administrador' = ANY(${usuarios.groups}) AND ${usuarios.status} = 1`);
      expect(left).toHaveLength(1);
    } finally {
      if (paused.length) await db().update(usuarios).set({ status: 1 }).where(sql`${usuarios.id} IN (${sql.join(paused.map((p) => sql`${p.id}`), sql`, `)})`);
    }
  });
});

import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { piezas, plantas, usuarios } from '../../../server/db/schema';
import { FieldErrors } from '../../../server/http/errors';
import { defineResource } from '../../../server/kit/define';
import { recordsOf } from '../../../server/kit/records';
import { defineTransition, registerTransitions } from '../../../server/kit/transitions';
import { plants } from '../../../server/resources/plants';
import type { Call } from '../support/harness';
import { roleTestApp } from '../support/roleApp';
import { peopleOf, transitionCalls } from './transitionsHelpers';

/**
 * Declared transitions (server/kit/transitions.ts): DOMAIN §1 before the body, the row locked
 * through its declaration (scope, row restriction), 409 invalid_transition from a wrong state
 * with nothing changed, the body's field errors, and state + audit + history in one
 * transaction; GET {base}{id}/history/. A small test-only declaration over piezas (served
 * under /api/kit/). The real user actions: userTransitions.test.ts.
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

const { t, tokens } = roleTestApp({
  kitRoutes: (ctx) => async (app) => {
    registerTransitions(app, ctx, recordsOf(testParts));
    registerTransitions(app, ctx, recordsOf(testStaff));
  },
});
let people: Record<'admin' | 'rh', { id: number; name: string }>;
beforeAll(async () => {
  people = await peopleOf(t);
});

const { admin, rh, c4, db, historyOf, snapshot, userWithLicence } = transitionCalls(() => t, () => tokens);

let serial = 0;
async function newPiece(status: number, name = 'Espejo') {
  serial += 1;
  const [row] = await db().insert(piezas).values({ name: `${name} ${serial}`, status }).returning();
  return row;
}
const piece = async (id: number) => (await db().select().from(piezas).where(eq(piezas.id, id)))[0];

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

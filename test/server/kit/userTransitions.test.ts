import { eq, sql } from 'drizzle-orm';
import { usuarios } from '../../../server/db/schema';
import { roleTestApp } from '../support/roleApp';
import { peopleOf, transitionCalls } from './transitionsHelpers';

/**
 * The user actions (server/resources/users/userActions.ts) as declared transitions: DOMAIN §2
 * licence decisions from each state, the row restriction, and quitar_permisos and canjear_puntos.
 */
const { t, tokens } = roleTestApp();
let people: Record<'admin' | 'rh', { id: number; name: string }>;
beforeAll(async () => {
  people = await peopleOf(t);
});

const { admin, rh, c4, db, user, historyOf, snapshot, userWithLicence } = transitionCalls(() => t, () => tokens);

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

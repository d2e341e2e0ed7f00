import { count, desc, eq } from 'drizzle-orm';
import { audit_log, puntos_ledger, usuarios } from '../../../server/db/schema';
import { roleTestApp } from '../support/roleApp';
import { caller, userBody } from './usersHelpers';

/** docs/API.md: POST usuarios/{id}/canjear_puntos/ and GET usuarios/{id}/puntos/ (SPEC §5 "not enough points"). */
const { t, tokens } = roleTestApp();

const rh = caller(() => t, () => tokens.rh);
const c4 = caller(() => t, () => tokens.c4);
const redeem = (id: number, payload: unknown, lang?: string) => rh({ method: 'POST', url: `usuarios/${id}/canjear_puntos/`, payload: payload as object, lang });

/** A new user holding `puntos`, credited by one trip row. */
async function userWith(puntos: number) {
  const user = (await rh({ method: 'POST', url: 'usuarios/', payload: userBody() })).json();
  await t.database.db.update(usuarios).set({ puntos }).where(eq(usuarios.id, user.id));
  if (puntos) await t.database.db.insert(puntos_ledger).values({ usuario: user.id, delta: puntos, balance: puntos, reason: 'trip' });
  return user.id as number;
}
const state = async (id: number) => ({
  puntos: (await t.database.db.select({ puntos: usuarios.puntos }).from(usuarios).where(eq(usuarios.id, id)))[0].puntos,
  ledger: await t.database.db.select().from(puntos_ledger).where(eq(puntos_ledger.usuario, id)).orderBy(desc(puntos_ledger.id)),
  audit: (await t.database.db.select({ n: count() }).from(audit_log))[0].n,
});

describe('POST usuarios/{id}/canjear_puntos/', () => {
  it('redeems points: the new balance, a ledger row and an audit row', async () => {
    const id = await userWith(250);
    const res = await redeem(id, { puntos: 100 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ puntos: 150 });
    const [rhRow] = await t.database.db.select().from(usuarios).where(eq(usuarios.email, 'rh@flotilla.mx'));
    const after = await state(id);
    expect(after.puntos).toBe(150);
    expect(after.ledger[0]).toMatchObject({ delta: -100, balance: 150, reason: 'redeem', created_by: rhRow.id });
    const [audit] = (await t.audit()).filter((r) => r.resource === 'usuarios');
    expect(audit).toMatchObject({ action: 'redeem_points', record_id: String(id), changes: { puntos: [250, 150] } });
    // Every point can go.
    expect((await redeem(id, { puntos: 150 })).json()).toEqual({ puntos: 0 });
  });

  it('refuses a redemption beyond the balance with "Not enough points." and changes nothing', async () => {
    const id = await userWith(40);
    const before = await state(id);
    const res = await redeem(id, { puntos: 41 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ puntos: ['No hay puntos suficientes.'] });
    expect((await redeem(id, { puntos: 1000 }, 'en')).json()).toEqual({ puntos: ['Not enough points.'] });
    expect(await state(id)).toEqual(before);
    const none = await userWith(0);
    expect((await redeem(none, { puntos: 1 })).json()).toEqual({ puntos: ['No hay puntos suficientes.'] });
  });

  it.each([
    [{ puntos: 0 }, { puntos: ['Asegúrese de que este valor sea mayor o igual a 1.'] }],
    [{ puntos: -5 }, { puntos: ['Asegúrese de que este valor sea mayor o igual a 1.'] }],
    [{ puntos: 1.5 }, { puntos: ['Ingrese un número entero válido.'] }],
    [{ puntos: '10' }, { puntos: ['Ingrese un número válido.'] }],
    [{}, { puntos: ['El campo no puede estar vacío.'] }],
    [{ puntos: 1, motivo: 'x' }, { motivo: ['Campo desconocido.'] }],
  ])('refuses %j with field errors', async (payload, errors) => {
    const id = await userWith(100);
    const before = await state(id);
    const res = await redeem(id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errors);
    expect(await state(id)).toEqual(before);
  });

  it('locks the row: two redemptions at once never spend more than the balance', async () => {
    const id = await userWith(100);
    const amounts = [60, 60, 30];
    const answers = await Promise.all(amounts.map((puntos) => redeem(id, { puntos })));
    const spent = amounts.filter((_, i) => answers[i].statusCode === 200).reduce((sum, n) => sum + n, 0);
    const after = await state(id);
    expect(spent).toBeLessThanOrEqual(100);
    expect(after.puntos).toBe(100 - spent);
    expect(answers.filter((r) => r.statusCode === 400).every((r) => r.json().puntos[0] === 'No hay puntos suficientes.')).toBe(true);
    // The ledger's last balance is the stored one, and its deltas add up to it.
    expect(after.ledger[0].balance).toBe(after.puntos);
    expect(after.ledger.reduce((sum, row) => sum + row.delta, 0)).toBe(after.puntos);
  });

  it('answers 404 for an unknown user', async () => {
    expect((await redeem(999999, { puntos: 1 })).statusCode).toBe(404);
  });
});

describe('GET usuarios/{id}/puntos/', () => {
  it('lists the ledger newest first, paged like every list, to every role', async () => {
    const id = await userWith(500);
    await redeem(id, { puntos: 100 });
    await redeem(id, { puntos: 50 });
    const res = await c4({ url: `usuarios/${id}/puntos/?page=1&limit=2` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ count: 3, next: 2, previous: null });
    expect(body.results.map((r: { delta: number; balance: number; reason: string }) => [r.delta, r.balance, r.reason])).toEqual([
      [-50, 350, 'redeem'],
      [-100, 400, 'redeem'],
    ]);
    expect(Object.keys(body.results[0]).sort()).toEqual(['balance', 'created_at', 'created_by', 'delta', 'id', 'reason']);
    expect((await c4({ url: `usuarios/${id}/puntos/?page=2&limit=2` })).json()).toMatchObject({ count: 3, next: null, previous: 1, results: [{ delta: 500, reason: 'trip', created_by: null }] });
    expect((await c4({ url: `usuarios/${id}/puntos/?limit=0` })).statusCode).toBe(400);
    expect((await c4({ url: 'usuarios/999999/puntos/' })).statusCode).toBe(404);
  });
});

import { and, desc, eq } from 'drizzle-orm';
import { LOAN_HOLDING_STATES, LOAN_STATUS_VALUES } from '../../../domain/loans';
import { translate } from '../../../server/http/i18n';
import { audit_log, prestamos, record_history } from '../../../server/db/schema';
import type { Call } from '../support/harness';
import { roleTestApp } from '../support/roleApp';
import { cardsHeld, fleetVehicle, loanIn, loanSnapshot, vehicleStatus } from './loansHelpers';

/**
 * DOMAIN §2 loan transitions on prestamos/ (SPEC §7 Loans): each from its states only (any
 * other answers 409 with loan, vehicle and cards unchanged), its effects on vehicle and cards,
 * who may call it, the checks on the vehicle lent, and two assignments racing for one vehicle.
 */
const { t, tokens, plant, as: { admin } } = roleTestApp();
let usuario: number;
beforeAll(async () => {
  usuario = await t.addUser({ email: 'solicitante@empresa.mx', groups: [] });
});

const vehicle = (extra: Record<string, unknown> = {}) => fleetVehicle(t, tokens.admin, plant.id, extra);
const loan = async (id: number) => (await t.database.db.select().from(prestamos).where(eq(prestamos.id, id)))[0];
const lastHistory = async (id: number) =>
  (await t.database.db.select().from(record_history).where(and(eq(record_history.resource, 'prestamos'), eq(record_history.record_id, id))).orderBy(desc(record_history.id)))[0];
/** The vehicle's own history, oldest first, as [action, from, to, reason]. */
const vehicleHistory = async (id: number) =>
  (await t.database.db.select().from(record_history).where(and(eq(record_history.resource, 'vehiculos'), eq(record_history.record_id, id))).orderBy(record_history.id)).map((h) => [
    h.action,
    h.from_state,
    h.to_state,
    h.reason,
  ]);
/** Its first row: the vehicle's creation (these tests create it through the API). */
const CREATED = ['create', null, null, ''];

interface Case {
  path: string;
  from: number[];
  call: (id: number, other: number) => Call;
}
const post = (path: string, payload: Record<string, unknown>) => (id: number) => ({ method: 'POST' as const, url: `prestamos/${id}/${path}/`, payload });
const get = (path: string) => (id: number) => ({ url: `prestamos/${id}/${path}/` });
const CASES: Case[] = [
  { path: 'aceptar_solicitud', from: [0], call: get('aceptar_solicitud') },
  { path: 'rechazar_solicitud', from: [0], call: post('rechazar_solicitud', { motivo_de_rechazo: 'Sin presupuesto' }) },
  { path: 'rechazar_solicitud_por_admin', from: [0, 7], call: post('rechazar_solicitud_por_admin', { motivo_de_rechazo: 'No procede' }) },
  { path: 'asignar_vehiculo', from: [7], call: (id, other) => post('asignar_vehiculo', { vehiculo: other })(id) },
  { path: 'change_vehicle', from: [7, 2], call: (id, other) => post('change_vehicle', { vehiculo: other })(id) },
  { path: 'finalizar_final', from: [4, 6], call: get('finalizar_final') },
  { path: 'cancelar', from: [0, 7, 2], call: post('cancelar', { motivo_de_rechazo: 'Viaje pospuesto' }) },
];

describe.each(CASES)('$path from the states it does not start from', ({ from, call }) => {
  it('answers 409 invalid_transition with loan, vehicles and cards unchanged', async () => {
    for (const status of LOAN_STATUS_VALUES.filter((s) => !from.includes(s))) {
      const held = await vehicle();
      const other = await vehicle();
      const id = await loanIn(t, usuario, status, [2, 4, 6, 7].includes(status) ? held : undefined);
      const before = await loanSnapshot(t, id, [held, other]);
      const res = await admin(call(id, other));
      expect([status, res.statusCode, res.json().code]).toEqual([status, 409, 'invalid_transition']);
      expect(await loanSnapshot(t, id, [held, other])).toEqual(before);
    }
  });
});

describe('the transitions from their states', () => {
  it('aceptar_solicitud: 0 → 7, by HR too, with history', async () => {
    const id = await loanIn(t, usuario, 0);
    const res = await t.call({ token: tokens.rh, url: `prestamos/${id}/aceptar_solicitud/` });
    expect([res.statusCode, res.json().status]).toEqual([200, 7]);
    expect(await lastHistory(id)).toMatchObject({ action: 'accept', from_state: 0, to_state: 7 });
  });

  it('rechazar_solicitud: 0 → 1 with the reason, by HR too', async () => {
    const id = await loanIn(t, usuario, 0);
    const res = await t.call({ token: tokens.rh, ...post('rechazar_solicitud', { motivo_de_rechazo: 'Sin presupuesto' })(id) });
    expect([res.statusCode, res.json().status, res.json().motivo_de_rechazo]).toEqual([200, 1, 'Sin presupuesto']);
    expect(await lastHistory(id)).toMatchObject({ action: 'reject', from_state: 0, to_state: 1, reason: 'Sin presupuesto' });
  });

  it.each([0, 7])('rechazar_solicitud_por_admin: %i → 8, vehicle back to Active, cards released', async (status) => {
    const v = await vehicle();
    const id = await loanIn(t, usuario, status, status === 7 ? v : undefined);
    const res = await admin(post('rechazar_solicitud_por_admin', { motivo_de_rechazo: 'No procede' })(id));
    expect([res.statusCode, res.json().status]).toEqual([200, 8]);
    expect([await vehicleStatus(t, v), await cardsHeld(t, id)]).toEqual([3, 0]);
  });

  it('asignar_vehiculo: stays 7, the vehicle becomes Occupied and is on the loan', async () => {
    const v = await vehicle();
    const id = await loanIn(t, usuario, 7);
    const res = await admin(post('asignar_vehiculo', { vehiculo: v })(id));
    expect([res.statusCode, res.json().status, res.json().vehiculo]).toEqual([200, 7, v]);
    expect(await vehicleStatus(t, v)).toBe(4);
    expect(await lastHistory(id)).toMatchObject({ action: 'assign_vehicle', from_state: 7, to_state: 7 });
  });

  it('asignar_vehiculo on a loan that has a vehicle answers 409 pointing to change_vehicle, nothing changed', async () => {
    const held = await vehicle();
    const other = await vehicle();
    const id = await loanIn(t, usuario, 7, held);
    const before = await loanSnapshot(t, id, [held, other]);
    const res = await t.call({ token: tokens.admin, lang: 'en', ...post('asignar_vehiculo', { vehiculo: other })(id) });
    expect([res.statusCode, res.json().code]).toEqual([409, 'invalid_transition']);
    expect(JSON.stringify(res.json())).toContain('change vehicle');
    expect(await loanSnapshot(t, id, [held, other])).toEqual(before);
  });

  it.each([7, 2])('change_vehicle from %i: old vehicle Active, new one Occupied, state kept', async (status) => {
    const old = await vehicle();
    const next = await vehicle();
    const id = await loanIn(t, usuario, status, old);
    const res = await admin(post('change_vehicle', { vehiculo: next })(id));
    expect([res.statusCode, res.json().status, res.json().vehiculo]).toEqual([200, status, next]);
    expect([await vehicleStatus(t, old), await vehicleStatus(t, next), await cardsHeld(t, id)]).toEqual([3, 4, 2]);
  });

  it('change_vehicle to the vehicle the loan already has is a field error saying so, nothing changed', async () => {
    const held = await vehicle();
    const id = await loanIn(t, usuario, 7, held);
    const before = await loanSnapshot(t, id, [held]);
    const res = await t.call({ token: tokens.admin, lang: 'en', ...post('change_vehicle', { vehiculo: held })(id) });
    expect([res.statusCode, res.json()]).toEqual([400, { vehiculo: ["This is already the loan's vehicle; choose another one."] }]);
    expect(await loanSnapshot(t, id, [held])).toEqual(before);
  });

  it.each([4, 6])('finalizar_final from %i: 5, vehicle Active, cards released', async (status) => {
    const v = await vehicle();
    const id = await loanIn(t, usuario, status, v);
    const res = await admin(get('finalizar_final')(id));
    expect([res.statusCode, res.json().status]).toEqual([200, 5]);
    expect([await vehicleStatus(t, v), await cardsHeld(t, id)]).toEqual([3, 0]);
    expect(await lastHistory(id)).toMatchObject({ action: 'finalize', from_state: status, to_state: 5 });
  });

  it('a loan that ends writes each released card\'s release in its history and the audit log, as a swap does', async () => {
    const id = await loanIn(t, usuario, 4, await vehicle());
    const held = await loan(id);
    expect((await admin(get('finalizar_final')(id))).statusCode).toBe(200);
    for (const [resource, card] of [['tarjeta_gasolina', held.tarjeta_gasolina!], ['tarjeta_tag', held.tarjeta_tag!]] as const) {
      const history = await t.database.db.select().from(record_history).where(and(eq(record_history.resource, resource), eq(record_history.record_id, card)));
      expect(history.map((h) => h.action)).toEqual(['release_card']);
      const audits = await t.database.db.select().from(audit_log).where(and(eq(audit_log.resource, resource), eq(audit_log.record_id, String(card))));
      expect(audits.map((a) => [a.action, a.changes])).toEqual([['release_card', { prestamo: [id, null] }]]);
    }
  });

  it.each([0, 7, 2])('cancelar from %i: 10 with the reason as the cancellation\'s only, vehicle Active, cards released', async (status) => {
    const v = await vehicle();
    const id = await loanIn(t, usuario, status, status === 0 ? undefined : v);
    const res = await admin(post('cancelar', { motivo_de_rechazo: 'Viaje pospuesto' })(id));
    expect([res.statusCode, res.json().status]).toEqual([200, 10]);
    expect(await loan(id)).toMatchObject({ motivo_de_rechazo: '', motivo_cancelacion: 'Viaje pospuesto' });
    expect([await vehicleStatus(t, v), await cardsHeld(t, id)]).toEqual([3, 0]);
  });

  it('a reason is required where the call takes one', async () => {
    const id = await loanIn(t, usuario, 0);
    const res = await admin(post('cancelar', {})(id));
    expect([res.statusCode, Object.keys(res.json())]).toEqual([400, ['motivo_de_rechazo']]);
    expect((await loan(id)).status).toBe(0);
  });
});

describe("the vehicle's own history", () => {
  it('shows each loan move of the vehicle with the loan number: assign, change, finalize', async () => {
    const [a, b] = [await vehicle(), await vehicle()];
    const id = await loanIn(t, usuario, 7);
    expect((await admin(post('asignar_vehiculo', { vehiculo: a })(id))).statusCode).toBe(200);
    expect((await admin(post('change_vehicle', { vehiculo: b })(id))).statusCode).toBe(200);
    await t.database.db.update(prestamos).set({ status: 4 }).where(eq(prestamos.id, id));
    expect((await admin(get('finalizar_final')(id))).statusCode).toBe(200);
    expect(await vehicleHistory(a)).toEqual([CREATED, ['loan_assigned', 3, 4, `#${id}`], ['loan_released', 4, 3, `#${id}`]]);
    expect(await vehicleHistory(b)).toEqual([CREATED, ['loan_assigned', 3, 4, `#${id}`], ['loan_released', 4, 3, `#${id}`]]);
  });

  it("and the loan's history names the vehicle it was given, and the one it changed from", async () => {
    const [a, b] = [await vehicle(), await vehicle()];
    const plate = async (v: number) => (await admin({ url: `vehiculos/${v}/` })).json().matricula as string;
    const id = await loanIn(t, usuario, 7);
    expect((await admin(post('asignar_vehiculo', { vehiculo: a })(id))).statusCode).toBe(200);
    expect(await lastHistory(id)).toMatchObject({ action: 'assign_vehicle', reason: await plate(a) });
    expect((await admin(post('change_vehicle', { vehiculo: b })(id))).statusCode).toBe(200);
    expect(await lastHistory(id)).toMatchObject({ action: 'change_vehicle', reason: `${await plate(a)} → ${await plate(b)}` });
  });

  it.each([
    ['cancelar', post('cancelar', { motivo_de_rechazo: 'Pospuesto' })],
    ['rechazar_solicitud_por_admin', post('rechazar_solicitud_por_admin', { motivo_de_rechazo: 'No procede' })],
  ] as const)('%s gives the vehicle back with a loan_released row', async (_name, call) => {
    const v = await vehicle();
    const id = await loanIn(t, usuario, 7, v);
    expect((await admin(call(id))).statusCode).toBe(200);
    expect(await vehicleHistory(v)).toEqual([CREATED, ['loan_released', 4, 3, `#${id}`]]);
  });
});

describe('who may call them (DOMAIN §1)', () => {
  it('HR accepts and rejects only; C4 calls none', async () => {
    for (const c of CASES) {
      const v = await vehicle();
      const id = await loanIn(t, usuario, c.from[0]);
      const before = await loanSnapshot(t, id, [v]);
      const hr = await t.call({ token: tokens.rh, ...c.call(id, v) });
      const allowed = ['aceptar_solicitud', 'rechazar_solicitud'].includes(c.path);
      if (!allowed) expect([c.path, hr.statusCode]).toEqual([c.path, 403]);
      const c4 = await t.call({ token: tokens.c4, ...c.call(id, v) });
      expect([c.path, c4.statusCode]).toEqual([c.path, 403]);
      if (!allowed) expect(await loanSnapshot(t, id, [v])).toEqual(before);
    }
  });
});

describe('the vehicle lent', () => {
  const assign = (id: number, vehiculo: number) => t.call({ token: tokens.admin, lang: 'en', ...post('asignar_vehiculo', { vehiculo })(id) });

  it.each([
    ['a transport vehicle', { modulo: 0, owner: null }, 'Only fleet vehicles'],
    ['an inactive vehicle', { status: 2 }, 'not available'],
    ['an occupied vehicle', { status: 4 }, 'not available'],
    ['an expired road permit', { permiso_circulacion_status: 4 }, 'road permit'],
    ['an expired insurance', { seguro_status: 4 }, 'insurance'],
    ['an expired emissions check', { verificacion_status: 4 }, 'emissions check'],
  ])('refuses %s with a field error on vehiculo, nothing changed', async (_name, extra, words) => {
    const owner = 'owner' in extra ? { owner: usuario } : {};
    const v = await vehicle({ ...extra, ...owner });
    const id = await loanIn(t, usuario, 7);
    const before = await loanSnapshot(t, id, [v]);
    const res = await assign(id, v);
    expect(res.statusCode).toBe(400);
    const message = JSON.stringify(res.json());
    expect(message).toContain('vehiculo');
    expect(message).toContain(words);
    expect(await loanSnapshot(t, id, [v])).toEqual(before);
  });

  it('a missing vehicle is a field error', async () => {
    const id = await loanIn(t, usuario, 7);
    const res = await assign(id, 999999);
    expect([res.statusCode, JSON.stringify(res.json()).includes('vehiculo')]).toEqual([400, true]);
  });

  it('two loans racing for one vehicle: exactly one gets it, the other is refused with nothing changed', async () => {
    const v = await vehicle();
    const a = await loanIn(t, usuario, 7);
    const b = await loanIn(t, usuario, 7);
    const answers = await Promise.all([assign(a, v), assign(b, v)]);
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 400]);
    const loans = [await loan(a), await loan(b)];
    expect(loans.filter((l) => l.vehiculo === v)).toHaveLength(1);
    expect(loans.filter((l) => l.vehiculo === null)).toHaveLength(1);
    expect(await vehicleStatus(t, v)).toBe(4);
  });
});

describe('a transition failing midway', () => {
  it('leaves loan, vehicle and cards as they were', async () => {
    const v = await vehicle();
    const id = await loanIn(t, usuario, 4, v);
    const before = await loanSnapshot(t, id, [v]);
    // The loan's own write fails after the vehicle and the cards were released (a trigger stands in for any database failure).
    await t.database.pool.query(`CREATE FUNCTION prueba_falla_prestamo() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'falla de prueba'; END $$`);
    await t.database.pool.query(`CREATE TRIGGER prueba_falla_prestamo BEFORE UPDATE ON prestamos FOR EACH ROW WHEN (OLD.id = ${id}) EXECUTE FUNCTION prueba_falla_prestamo()`);
    try {
      expect((await admin(get('finalizar_final')(id))).statusCode).toBe(500);
    } finally {
      await t.database.pool.query('DROP TRIGGER prueba_falla_prestamo ON prestamos; DROP FUNCTION prueba_falla_prestamo()');
    }
    expect(await loanSnapshot(t, id, [v])).toEqual(before);
  });
});

describe('deleting a loan', () => {
  it('refuses a loan under way (409, cancel or finalize it first), vehicle and cards kept; an ended one is deleted', async () => {
    for (const status of LOAN_HOLDING_STATES) {
      const held = await vehicle();
      const id = await loanIn(t, usuario, status, held);
      const ended = await loanIn(t, usuario, 5);
      const before = await loanSnapshot(t, id, [held]);
      const one = await admin({ method: 'DELETE', url: `prestamos/${id}/` });
      expect([status, one.statusCode, one.json().code, one.json().detail]).toEqual([status, 409, 'in_use', translate('es', 'loan_open')]);
      const many = await admin({ method: 'POST', url: 'prestamos/multiple_delete/', payload: { ids: [ended, id] } });
      expect([status, many.statusCode, many.json().blocking]).toEqual([status, 409, [id]]);
      expect(await loanSnapshot(t, id, [held])).toEqual(before);
      expect(await loan(ended)).toBeDefined();
      expect((await admin({ method: 'DELETE', url: `prestamos/${ended}/` })).statusCode).toBe(204);
    }
  });
});

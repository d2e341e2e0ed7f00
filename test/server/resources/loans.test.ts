import { eq } from 'drizzle-orm';
import { notificaciones, prestamos, record_history, usuarios } from '../../../server/db/schema';
import { roleTestApp } from '../support/roleApp';
import { fleetVehicle, loanBody, loanIn, loanSnapshot } from './loansHelpers';

/**
 * prestamos/ as a record (DOMAIN §5 Loans, SPEC §7): the request an administrator creates (status
 * 0, notification 1 for administrators and HR), its checks, its page with history, and the
 * filters and ordering the two loan views use.
 */
const { t, tokens, plant, as: { admin } } = roleTestApp({ lang: 'en' });
let usuario: number;
beforeAll(async () => {
  usuario = await t.addUser({ email: 'viajero@empresa.mx', groups: [] });
  await t.database.db.update(usuarios).set({ name: 'Luis', last_name: 'Ortega Ruiz' }).where(eq(usuarios.id, usuario));
});

const userId = async (email: string) => (await t.database.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, email)))[0].id;

describe('POST prestamos/', () => {
  it('creates a request in status 0 whatever the body says, and tells administrators and HR but its maker (notification 1)', async () => {
    const res = await admin({ method: 'POST', url: 'prestamos/', payload: { ...loanBody(usuario), planta: plant.id } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 0, usuario, planta: plant.id, destino: 'Planta Querétaro', vehiculo: null });
    const raised = await t.database.db.select().from(notificaciones).where(eq(notificaciones.record_id, res.json().id));
    const mine = raised.filter((n) => n.resource === 'prestamos' && n.type === 1);
    const to = mine.map((n) => n.user_id);
    // The administrator made it: HR is told, not she.
    expect(to).not.toContain(await userId('admin@flotilla.mx'));
    expect(to).toContain(await userId('rh@flotilla.mx'));
    expect(to).not.toContain(await userId('c4@flotilla.mx'));
    expect(mine[0].params).toEqual({ name: 'Luis Ortega Ruiz' });
  });

  it('refuses a return before the departure on fecha_regreso, nothing stored', async () => {
    const before = await t.count(prestamos);
    const res = await admin({ method: 'POST', url: 'prestamos/', payload: loanBody(usuario, { fecha_regreso: '2026-11-30T08:00:00Z' }) });
    expect([res.statusCode, Object.keys(res.json())]).toEqual([400, ['fecha_regreso']]);
    expect(JSON.stringify(res.json())).toContain('after the departure');
    expect(await t.count(prestamos)).toBe(before);
  });

  it('refuses an inactive requester on usuario and a missing one as a reference', async () => {
    const inactive = await t.addUser({ email: 'baja@empresa.mx', groups: [], status: 0 });
    const res = await admin({ method: 'POST', url: 'prestamos/', payload: loanBody(inactive) });
    expect([res.statusCode, Object.keys(res.json())]).toEqual([400, ['usuario']]);
    expect(JSON.stringify(res.json())).toContain('not an active user');
    const missing = await admin({ method: 'POST', url: 'prestamos/', payload: loanBody(999999) });
    expect([missing.statusCode, Object.keys(missing.json())]).toEqual([400, ['usuario']]);
  });

  it('is for administrators only (HR and C4 read)', async () => {
    for (const token of [tokens.rh, tokens.c4]) {
      const res = await t.call({ token, method: 'POST', url: 'prestamos/', payload: loanBody(usuario) });
      expect(res.statusCode).toBe(403);
    }
    expect((await t.call({ token: tokens.c4, url: 'prestamos/' })).statusCode).toBe(200);
  });
});

describe('GET prestamos/{id}/ and its history', () => {
  it('shows the record and the transitions it went through', async () => {
    const id = (await admin({ method: 'POST', url: 'prestamos/', payload: loanBody(usuario) })).json().id as number;
    expect((await admin({ url: `prestamos/${id}/aceptar_solicitud/` })).statusCode).toBe(200);
    const show = await admin({ url: `prestamos/${id}/` });
    expect([show.statusCode, show.json().status]).toEqual([200, 7]);
    const history = await admin({ url: `prestamos/${id}/history/` });
    expect(history.statusCode).toBe(200);
    expect(JSON.stringify(history.json())).toContain('accept');
  });

  it('embeds its latest 50 history rows, newest first, shaped as history/ pages them; list rows do not', async () => {
    const id = (await admin({ method: 'POST', url: 'prestamos/', payload: loanBody(usuario) })).json().id as number;
    const me = await userId('admin@flotilla.mx');
    // 55 rows: the record carries the newest 50 only.
    await t.database.db.insert(record_history).values(
      Array.from({ length: 55 }, (_, i) => ({ resource: 'prestamos', record_id: id, action: `step_${i}`, field: 'status', from_state: 0, to_state: 0, reason: '', user_id: me })),
    );
    const show = (await t.call({ token: tokens.c4, url: `prestamos/${id}/` })).json();
    const paged = (await t.call({ token: tokens.c4, url: `prestamos/${id}/history/?limit=50` })).json();
    expect(show.history).toHaveLength(50);
    expect(show.history).toEqual(paged.results);
    expect(show.history.map((h: { action: string }) => h.action).slice(0, 2)).toEqual(['step_54', 'step_53']);
    expect(show.history[0].user_name).toBeTruthy();
    const listed = (await admin({ url: `prestamos/?id=${id}` })).json().results;
    expect(listed).toHaveLength(1);
    expect(listed[0]).not.toHaveProperty('history');
  });
});

describe('the views: filters and ordering', () => {
  it('filters by status, status__in, usuario, vehiculo and a fecha_salida range, ordered by departure', async () => {
    const other = await t.addUser({ email: 'otra@empresa.mx', groups: [] });
    const v = await fleetVehicle(t, tokens.admin, plant.id);
    const a = await loanIn(t, other, 7, v);
    const b = await loanIn(t, other, 5);
    const c = await loanIn(t, other, 0);
    await t.database.db.update(prestamos).set({ fecha_salida: new Date('2027-03-01T08:00:00Z'), fecha_regreso: new Date('2027-03-02T08:00:00Z') }).where(eq(prestamos.id, c));
    const ids = async (query: string) => {
      const res = await admin({ url: `prestamos/?usuario=${other}&${query}` });
      expect(res.statusCode).toBe(200);
      return (res.json().results as { id: number }[]).map((r) => r.id);
    };
    expect(await ids('status=7')).toEqual([a]);
    expect((await ids('status__in=5,0')).sort()).toEqual([b, c].sort());
    expect(await ids(`vehiculo=${v}`)).toEqual([a]);
    expect(await ids('fecha_salida__gte=2027-01-01')).toEqual([c]);
    expect((await ids('ordering=-fecha_salida'))[0]).toBe(c);
    expect((await admin({ url: 'prestamos/?unknown=1' })).statusCode).toBe(400);
  });
});

describe("a loan's own preconditions (domain/loans.ts, the same the record page offers its buttons by)", () => {
  it('change_vehicle on a loan without a vehicle answers 409 (it is assigned one instead), nothing changed', async () => {
    const other = await fleetVehicle(t, tokens.admin, plant.id);
    const id = await loanIn(t, usuario, 7);
    const before = await loanSnapshot(t, id, [other]);
    const res = await admin({ method: 'POST', url: `prestamos/${id}/change_vehicle/`, payload: { vehiculo: other } });
    expect([res.statusCode, res.json().code]).toEqual([409, 'invalid_transition']);
    expect(await loanSnapshot(t, id, [other])).toEqual(before);
  });
});

describe('prestamos/exportar/', () => {
  it('reads as the screens do: the borrower’s full name and the status by its name, in the caller’s language', async () => {
    const { id } = (await admin({ method: 'POST', url: 'prestamos/', payload: { ...loanBody(usuario), planta: plant.id } })).json();
    const rowOf = async (lang: 'es' | 'en') => {
      const res = await t.call({ token: tokens.admin, lang, url: `prestamos/exportar/?format=csv&id=${id}` });
      expect(res.statusCode).toBe(200);
      const [head, row] = res.body.slice(1).split('\r\n').map((line) => line.split(','));
      return Object.fromEntries(head.map((name, i) => [name, row[i]]));
    };
    expect(await rowOf('es')).toMatchObject({ Solicitante: 'Luis Ortega Ruiz', Estatus: 'Solicitud' });
    expect(await rowOf('en')).toMatchObject({ Status: 'Application' });
    expect(Object.values(await rowOf('en'))).toContain('Luis Ortega Ruiz');
  });
});

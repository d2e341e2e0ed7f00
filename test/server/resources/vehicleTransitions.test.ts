import { addDays, format } from 'date-fns';
import { GROUPS } from '../../../domain/roles';
import { and, desc, eq } from 'drizzle-orm';
import { notificaciones, prestamos, record_history, usuarios, vehiculos } from '../../../server/db/schema';
import type { Call } from '../support/harness';
import { roleTestApp } from '../support/roleApp';
import { addOwner, setStatus, snapshot, vehicleBody } from './vehiclesHelpers';

/**
 * DOMAIN §2 vehicle status on vehiculos/: accept (0 → 3), reject (0 → 1, with a reason),
 * release (4 → 3) one or several (multiple_liberar, all or nothing), and the bulk status change
 * limited to Active and Inactive vehicles. Any other state answers 409 with nothing changed.
 */
const { t, plant, as: { admin } } = roleTestApp();

/** A vehicle put straight into `status` (fleet ones are created Active). */
async function vehicleIn(status: number, extra: Record<string, unknown> = {}) {
  const res = await admin({ method: 'POST', url: 'vehiculos/', payload: vehicleBody(plant.id, extra) });
  expect(res.statusCode).toBe(201);
  const id = res.json().id as number;
  await setStatus(t, [id], status);
  return { id, matricula: res.json().matricula as string };
}
const lastHistory = async (id: number) =>
  (await t.database.db.select().from(record_history).where(and(eq(record_history.resource, 'vehiculos'), eq(record_history.record_id, id))).orderBy(desc(record_history.id)))[0];
const row = async (id: number) => (await t.database.db.select().from(vehiculos).where(eq(vehiculos.id, id)))[0];

const ALL_STATES = [0, 1, 2, 3, 4];
/** The three photos a registration needs (SPEC §5), as stored keys. */
const PHOTOS = { imagen1: 'k/1.png', imagen2: 'k/2.png', imagen3: 'k/3.png' };

/** Every state but `from` answers 409 invalid_transition and leaves row, history and audit alone. */
async function refusedOutside(from: number[], call: (id: number) => Call) {
  for (const status of ALL_STATES.filter((s) => !from.includes(s))) {
    const v = await vehicleIn(status);
    const before = await snapshot(t, [v.id]);
    const res = await admin(call(v.id));
    expect([status, res.statusCode, res.json().code]).toEqual([status, 409, 'invalid_transition']);
    expect(await snapshot(t, [v.id])).toEqual(before);
  }
}

describe('GET {id}/aceptar_solicitud/ (0 → 3)', () => {
  it('accepts a pending request, moves each pending document to its state by date, with history and audit', async () => {
    const owner = await addOwner(t);
    const v = await vehicleIn(0, { modulo: 0, owner });
    const day = (n: number) => format(addDays(new Date(), n), 'yyyy-MM-dd');
    await t.database.db
      .update(vehiculos)
      .set({
        ...PHOTOS,
        permiso_circulacion: 'k/p.pdf', permiso_circulacion_vencimiento: day(200), permiso_circulacion_status: 0,
        seguro: 'k/s.pdf', seguro_vencimiento: day(10), seguro_status: 0,
        verificacion: 'k/v.pdf', verificacion_vencimiento: day(-1), verificacion_status: 0,
      })
      .where(eq(vehiculos.id, v.id));
    const res = await admin({ url: `vehiculos/${v.id}/aceptar_solicitud/` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect([body.status, body.permiso_circulacion_status, body.seguro_status, body.verificacion_status, body.documentos_status]).toEqual([3, 1, 3, 4, 4]);
    const history = await lastHistory(v.id);
    expect([history.action, history.field, history.from_state, history.to_state]).toEqual(['accept_request', 'status', 0, 3]);
    const [audit] = await t.audit();
    expect([audit.resource, audit.action, audit.record_id, (audit.changes as Record<string, unknown>).status]).toEqual(['vehiculos', 'accept_request', String(v.id), [0, 3]]);
  });

  it('answers 409 from every other state, nothing changed', () => refusedOutside([0], (id) => ({ url: `vehiculos/${id}/aceptar_solicitud/` })));

  it('SPEC §5: a request without its three photos answers 409 saying to upload them, nothing changed', async () => {
    const owner = await addOwner(t);
    const v = await vehicleIn(0, { modulo: 0, owner });
    // Two of the three photos (and the plate's) are not enough.
    await t.database.db.update(vehiculos).set({ imagen1: 'k/1.png', imagen3: 'k/3.png', placa: 'k/p.png' }).where(eq(vehiculos.id, v.id));
    const before = await snapshot(t, [v.id]);
    const res = await admin({ url: `vehiculos/${v.id}/aceptar_solicitud/` });
    expect([res.statusCode, res.json()]).toEqual([409, { code: 'invalid_transition', detail: 'Para aceptar la solicitud se necesitan las tres fotos del vehículo; súbalas primero.' }]);
    const en = await admin({ url: `vehiculos/${v.id}/aceptar_solicitud/`, lang: 'en' });
    expect(en.json().detail).toBe("The vehicle's three photos are required before accepting the request; upload them first.");
    expect(await snapshot(t, [v.id])).toEqual(before);
    // With the third one it is accepted.
    await t.database.db.update(vehiculos).set({ imagen2: 'k/2.png' }).where(eq(vehiculos.id, v.id));
    expect((await admin({ url: `vehiculos/${v.id}/aceptar_solicitud/` })).json().status).toBe(3);
  });
});

describe('POST {id}/rechazar_solicitud/ (0 → 1)', () => {
  it('needs a reason, stores it, and raises notification 11 for the other admins', async () => {
    const colleague = await t.addUser({ email: 'colega.admin@flotilla.mx', groups: [GROUPS.admin] });
    const owner = await addOwner(t, 'Luis', 'Paredes');
    const v = await vehicleIn(0, { modulo: 0, owner });
    const missing = await admin({ method: 'POST', url: `vehiculos/${v.id}/rechazar_solicitud/`, payload: {} });
    expect([missing.statusCode, missing.json()]).toEqual([400, { motivo_de_rechazo: ['El campo no puede estar vacío.'] }]);
    expect((await row(v.id)).status).toBe(0);

    const res = await admin({ method: 'POST', url: `vehiculos/${v.id}/rechazar_solicitud/`, payload: { motivo_de_rechazo: 'Fotos ilegibles' } });
    expect([res.statusCode, res.json().status, res.json().motivo_de_rechazo]).toEqual([200, 1, 'Fotos ilegibles']);
    const history = await lastHistory(v.id);
    expect([history.action, history.from_state, history.to_state, history.reason]).toEqual(['reject_request', 0, 1, 'Fotos ilegibles']);
    const raised = await t.database.db.select().from(notificaciones).where(and(eq(notificaciones.type, 11), eq(notificaciones.record_id, v.id)));
    // Who rejected it is not told of it.
    expect(raised.map((n) => n.user_id)).toEqual([colleague]);
    for (const n of raised) expect(n.params).toEqual({ plate: v.matricula, name: 'Luis Paredes' });
  });

  it('answers 409 from every other state, nothing changed and nothing raised', async () => {
    const before = await t.count(notificaciones);
    await refusedOutside([0], (id) => ({ method: 'POST', url: `vehiculos/${id}/rechazar_solicitud/`, payload: { motivo_de_rechazo: 'No' } }));
    expect(await t.count(notificaciones)).toBe(before);
  });
});

describe('release: GET {id}/liberar/ (4 → 3) and POST multiple_liberar/ {ids}', () => {
  it('releases an Occupied vehicle with history and audit', async () => {
    const v = await vehicleIn(4);
    const res = await admin({ url: `vehiculos/${v.id}/liberar/` });
    expect([res.statusCode, res.json().status]).toEqual([200, 3]);
    const history = await lastHistory(v.id);
    expect([history.action, history.from_state, history.to_state]).toEqual(['release', 4, 3]);
  });

  it('liberar answers 409 from every other state', () => refusedOutside([4], (id) => ({ url: `vehiculos/${id}/liberar/` })));

  it('multiple_liberar releases all of them, each with its history and audit row', async () => {
    const a = await vehicleIn(4);
    const b = await vehicleIn(4);
    const auditBefore = (await t.audit()).length;
    const res = await admin({ method: 'POST', url: 'vehiculos/multiple_liberar/', payload: { ids: [b.id, a.id, b.id] } });
    expect([res.statusCode, res.json()]).toEqual([200, { updated: 2 }]);
    for (const id of [a.id, b.id]) {
      expect((await row(id)).status).toBe(3);
      expect([(await lastHistory(id)).action, (await lastHistory(id)).to_state]).toEqual(['release', 3]);
    }
    const audits = (await t.audit()).slice(0, (await t.audit()).length - auditBefore);
    expect(audits.map((r) => [r.action, r.record_id]).sort()).toEqual([['release', String(a.id)], ['release', String(b.id)]].sort());
  });

  it('multiple_liberar is all or nothing: a vehicle not Occupied is 409, a missing id a field error', async () => {
    const a = await vehicleIn(4);
    const b = await vehicleIn(3);
    const before = await snapshot(t, [a.id, b.id]);
    const wrong = await admin({ method: 'POST', url: 'vehiculos/multiple_liberar/', payload: { ids: [a.id, b.id] } });
    expect([wrong.statusCode, wrong.json().code, wrong.json().blocking]).toEqual([409, 'invalid_transition', [b.id]]);
    // It says what to do, in the caller's language.
    expect(wrong.json().detail).toBe('Solo se pueden liberar vehículos ocupados (en préstamo); quite de la selección los que no lo estén.');
    const english = await admin({ method: 'POST', url: 'vehiculos/multiple_liberar/', payload: { ids: [a.id, b.id] }, lang: 'en' });
    expect(english.json().detail).toBe('Only occupied vehicles (on a loan) can be released; remove the others from the selection.');
    const missing = await admin({ method: 'POST', url: 'vehiculos/multiple_liberar/', payload: { ids: [a.id, 999999] } });
    expect([missing.statusCode, missing.json()]).toEqual([400, { ids: ['Algunos registros no existen: 999999.'] }]);
    expect((await admin({ method: 'POST', url: 'vehiculos/multiple_liberar/', payload: { ids: [] } })).statusCode).toBe(400);
    expect(await snapshot(t, [a.id, b.id])).toEqual(before);
  });
});

describe('release refused while an open loan holds the vehicle', () => {
  it.each([7, 2, 4, 6])('liberar and multiple_liberar answer 409 naming the loan in status %i, nothing changed', async (status) => {
    const held = await vehicleIn(4);
    const free = await vehicleIn(4);
    const [user] = await t.database.db.select({ id: usuarios.id }).from(usuarios).limit(1);
    const [loan] = await t.database.db
      .insert(prestamos)
      .values({ usuario: user.id, destino: 'Centro', fecha_salida: new Date('2026-12-01T08:00:00Z'), fecha_regreso: new Date('2026-12-02T08:00:00Z'), status, vehiculo: held.id })
      .returning({ id: prestamos.id });
    const before = await snapshot(t, [held.id, free.id]);
    const one = await admin({ url: `vehiculos/${held.id}/liberar/`, lang: 'en' });
    expect([one.statusCode, one.json()]).toEqual([409, { code: 'invalid_transition', detail: `The vehicle is on loan #${loan.id}: finalize or cancel it to release the vehicle.` }]);
    const many = await admin({ method: 'POST', url: 'vehiculos/multiple_liberar/', payload: { ids: [free.id, held.id] } });
    expect([many.statusCode, many.json().detail]).toEqual([409, `El vehículo está en el préstamo #${loan.id}; finalícelo o cancélelo para liberar el vehículo.`]);
    expect(await snapshot(t, [held.id, free.id])).toEqual(before);
    // An ended loan no longer holds it.
    await t.database.db.update(prestamos).set({ status: 5 }).where(eq(prestamos.id, loan.id));
    expect((await admin({ method: 'POST', url: 'vehiculos/multiple_liberar/', payload: { ids: [free.id, held.id] } })).statusCode).toBe(200);
  });
});

describe('prestamo: the open loan holding a vehicle, which liberar reads (domain/vehicles.ts notOnLoan)', () => {
  it('is answered by show, the list and q/ while the loan is open, and null once it ends', async () => {
    const held = await vehicleIn(4);
    const free = await vehicleIn(4);
    const [user] = await t.database.db.select({ id: usuarios.id }).from(usuarios).limit(1);
    const [loan] = await t.database.db
      .insert(prestamos)
      .values({ usuario: user.id, destino: 'Centro', fecha_salida: new Date('2026-12-01T08:00:00Z'), fecha_regreso: new Date('2026-12-02T08:00:00Z'), status: 2, vehiculo: held.id })
      .returning({ id: prestamos.id });
    expect((await admin({ url: `vehiculos/${held.id}/` })).json().prestamo).toBe(loan.id);
    expect((await admin({ url: `vehiculos/${free.id}/` })).json().prestamo).toBeNull();
    const listed = (await admin({ method: 'POST', url: 'vehiculos/q/', payload: { id__in: [held.id, free.id] } })).json().results;
    expect(Object.fromEntries(listed.map((v: { id: number; prestamo: unknown }) => [v.id, v.prestamo]))).toEqual({ [held.id]: loan.id, [free.id]: null });
    // Not a field a body sets: an edit sending it back changes nothing and is not refused.
    const edited = await admin({ method: 'PATCH', url: `vehiculos/${held.id}/`, payload: { color: 'Azul', prestamo: 999 } });
    expect([edited.statusCode, edited.json().prestamo, edited.json().color]).toEqual([200, loan.id, 'Azul']);
    // The bulk refusal names the loan and which selected vehicle stops it.
    const many = await admin({ method: 'POST', url: 'vehiculos/multiple_liberar/', payload: { ids: [free.id, held.id] }, lang: 'en' });
    expect([many.statusCode, many.json().blocking, many.json().detail]).toEqual([409, [held.id], `The vehicle is on loan #${loan.id}: finalize or cancel it to release the vehicle.`]);
    await t.database.db.update(prestamos).set({ status: 10 }).where(eq(prestamos.id, loan.id));
    expect((await admin({ url: `vehiculos/${held.id}/` })).json().prestamo).toBeNull();
    expect((await admin({ url: `vehiculos/${held.id}/liberar/` })).json()).toMatchObject({ status: 3, prestamo: null });
  });
});

describe('POST change_multiple_status/ {ids, status}', () => {
  it('switches Active and Inactive vehicles, and only to 2 or 3', async () => {
    const a = await vehicleIn(3);
    const b = await vehicleIn(2);
    const res = await admin({ method: 'POST', url: 'vehiculos/change_multiple_status/', payload: { ids: [a.id, b.id], status: 2 } });
    expect([res.statusCode, res.json()]).toEqual([200, { updated: 2 }]);
    expect([(await row(a.id)).status, (await row(b.id)).status]).toEqual([2, 2]);
    for (const status of [0, 1, 4]) {
      const bad = await admin({ method: 'POST', url: 'vehiculos/change_multiple_status/', payload: { ids: [a.id], status } });
      expect([status, bad.statusCode, bad.json()]).toEqual([status, 400, { status: ['Elija una opción válida.'] }]);
    }
  });

  it('refuses with 409 when any selected vehicle is Pending, Refused or Occupied, nothing changed', async () => {
    const active = await vehicleIn(3);
    for (const status of [0, 1, 4]) {
      const other = await vehicleIn(status);
      const before = await snapshot(t, [active.id, other.id]);
      const res = await admin({ method: 'POST', url: 'vehiculos/change_multiple_status/', payload: { ids: [active.id, other.id], status: 2 } });
      // `blocking`: the one to leave out, for the screen to name.
      expect([status, res.statusCode, res.json().code, res.json().blocking]).toEqual([status, 409, 'invalid_transition', [other.id]]);
      expect(await snapshot(t, [active.id, other.id])).toEqual(before);
    }
  });

  it('the 409 says which vehicles to leave out of the selection and where they are dealt with', async () => {
    const ids = [(await vehicleIn(3)).id, (await vehicleIn(0)).id];
    const es = await admin({ method: 'POST', url: 'vehiculos/change_multiple_status/', payload: { ids, status: 2 } });
    expect(es.json().detail).toBe(
      'Solo pueden activarse o desactivarse vehículos aceptados que no estén en un préstamo. Quite de la selección los pendientes, rechazados u ocupados: las solicitudes se aceptan o rechazan en la ficha del vehículo y los ocupados se liberan.',
    );
    const en = await admin({ method: 'POST', url: 'vehiculos/change_multiple_status/', payload: { ids, status: 2 }, lang: 'en' });
    expect(en.json()).toMatchObject({ code: 'invalid_transition', detail: expect.stringMatching(/^Only accepted vehicles that are not on a loan/) });
  });
});

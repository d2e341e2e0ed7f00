import { and, eq, sql } from 'drizzle-orm';
import { GROUPS } from '../../../domain/roles';
import { configuracion, notificaciones, usuarios, vehiculos } from '../../../server/db/schema';
import type { Call } from '../support/harness';
import { roleTestApp } from '../support/roleApp';
import { addOwner, nextPlate, nextSerial, setStatus, snapshot, vehicleBody, vehicleCalls } from './vehiclesHelpers';

/**
 * docs/API.md "Vehicles": the vehiculos/ record (DOMAIN §5), its validation and settings rules,
 * status on create and the registration notification, delete and DOMAIN §1 roles. Lists, search
 * and export: vehiclesLists.test.ts.
 */
const { t, tokens, plant } = roleTestApp();

const { admin, rh, c4, create, post } = vehicleCalls(() => t, () => tokens, () => plant.id);

const patchSettings = async (payload: Record<string, unknown>) => {
  const res = await admin({ method: 'PATCH', url: 'configuracion/1/', payload });
  expect(res.statusCode).toBe(200);
};

describe('vehiculos/: the record and its validation', () => {
  it('stores the plate upper case without spaces and answers the record with imagenes', async () => {
    const plate = nextPlate();
    const created = await create({ matricula: ` ${plate.slice(0, 3).toLowerCase()} ${plate.slice(3)} `, numero_de_serie: nextSerial().toLowerCase() });
    expect(created.matricula).toBe(plate);
    expect(created.numero_de_serie).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
    expect(created.imagenes).toEqual([]);
    expect(created.status).toBe(3);
    expect((await c4({ url: `vehiculos/${created.id}/` })).json()).toEqual(created);
    await t.database.db.update(vehiculos).set({ imagen2: 'x/a.jpg', placa: 'x/b.jpg' }).where(eq(vehiculos.id, created.id));
    const shown = (await c4({ url: `vehiculos/${created.id}/` })).json();
    expect(shown.imagenes).toEqual([`/api/vehiculos/${created.id}/imagen2/`, `/api/vehiculos/${created.id}/placa/`]);
  });

  it('refuses a plate that differs from a stored one only in case or spaces', async () => {
    await create({ matricula: 'ABC123' });
    const res = await post(vehicleBody(plant.id, { matricula: 'abc 123' }));
    expect([res.statusCode, res.json()]).toEqual([400, { matricula: ['Ya existe un vehículo con esta matrícula.'] }]);
    const en = await post(vehicleBody(plant.id, { matricula: 'Abc123' }), 'en');
    expect(en.json()).toEqual({ matricula: ['A vehicle with this licence plate already exists.'] });
    const other = await create();
    const edit = await admin({ method: 'PATCH', url: `vehiculos/${other.id}/`, payload: { matricula: 'ab c123' } });
    expect([edit.statusCode, edit.json()]).toEqual([400, { matricula: ['Ya existe un vehículo con esta matrícula.'] }]);
  });

  it('a refused vehicle holds its plate and serial: registering the car again says to delete it first, and then succeeds', async () => {
    const owner = await addOwner(t);
    const serial = nextSerial();
    const refused = await create({ modulo: 0, owner, numero_de_serie: serial });
    await setStatus(t, [refused.id], 1);
    const again = vehicleBody(plant.id, { modulo: 0, owner, matricula: refused.matricula.toLowerCase(), numero_de_serie: serial });
    const res = await post(again);
    expect([res.statusCode, res.json()]).toEqual([
      400,
      {
        matricula: ['Ya existe un vehículo rechazado con esta matrícula; elimínelo para registrarlo de nuevo.'],
        numero_de_serie: ['Ya existe un vehículo rechazado con este número de serie; elimínelo para registrarlo de nuevo.'],
      },
    ]);
    expect((await post(again, 'en')).json().matricula).toEqual(['A refused vehicle has this licence plate; delete it to register the car again.']);
    expect((await admin({ method: 'DELETE', url: `vehiculos/${refused.id}/` })).statusCode).toBe(204);
    const registered = await post(again);
    expect([registered.statusCode, registered.json().status]).toEqual([201, 0]);
  });

  it('says every field error of a body at once', async () => {
    const year = new Date().getFullYear();
    const res = await post({ matricula: 'A-', modulo: 3, planta: plant.id, brand: '', model: 'X', year: year + 2, registration_date: '2999-01-01', numero_de_serie: 'IOQ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      matricula: ['Ingrese una matrícula válida.'],
      modulo: ['Elija una opción válida.'],
      brand: ['El campo no puede estar vacío.'],
      year: [`Asegúrese de que este valor sea menor o igual a ${year + 1}.`],
      registration_date: ['La fecha no puede ser posterior a hoy.'],
      numero_de_serie: ['El número de serie debe tener 17 caracteres: letras y números, sin I, O ni Q.'],
    });
    expect((await post(vehicleBody(plant.id, { year: 1949 }))).json()).toEqual({ year: ['Asegúrese de que este valor sea mayor o igual a 1950.'] });
  });

  it('the serial number is unique among vehicles that have one, and writable by PUT and PATCH', async () => {
    const serial = nextSerial();
    const a = await create({ numero_de_serie: serial });
    const b = await create();
    const taken = await admin({ method: 'PATCH', url: `vehiculos/${b.id}/`, payload: { numero_de_serie: serial } });
    expect([taken.statusCode, taken.json()]).toEqual([400, { numero_de_serie: ['Ya existe un vehículo con este número de serie.'] }]);
    const fresh = nextSerial();
    const put = await admin({ method: 'PUT', url: `vehiculos/${b.id}/`, payload: { ...vehicleBody(plant.id, { matricula: b.matricula }), numero_de_serie: fresh } });
    expect([put.statusCode, put.json().numero_de_serie]).toEqual([200, fresh]);
    // Several vehicles without one are fine.
    expect((await create()).numero_de_serie).toBe('');
    expect(a.numero_de_serie).toBe(serial);
  });

  it('modulo 0 needs an owner, modulo 1 refuses one; the plant is required', async () => {
    const owner = await addOwner(t);
    const res = await post(vehicleBody(plant.id, { modulo: 0, planta: undefined }));
    expect(res.json()).toEqual({ planta: ['El campo no puede estar vacío.'] });
    expect((await post(vehicleBody(plant.id, { modulo: 0 }))).json()).toEqual({ owner: ['El campo no puede estar vacío.'] });
    const fleet = await post(vehicleBody(plant.id, { modulo: 1, owner }), 'en');
    expect([fleet.statusCode, fleet.json()]).toEqual([400, { owner: ['Fleet vehicles belong to the company and have no owner.'] }]);
    expect((await post(vehicleBody(plant.id, { modulo: 0, owner: 999999 }))).json()).toEqual({ owner: ['El registro relacionado no existe.'] });
  });

  it("a transport vehicle's owner is a driver: a passenger or back-office staff is refused, on create and on edit", async () => {
    const passenger = await addOwner(t);
    await t.database.db.update(usuarios).set({ role: 0 }).where(eq(usuarios.id, passenger));
    const refused = await post(vehicleBody(plant.id, { modulo: 0, owner: passenger }));
    expect([refused.statusCode, refused.json()]).toEqual([400, { owner: ['El propietario de un vehículo de transporte debe ser un conductor.'] }]);
    const [staff] = await t.database.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, 'rh@flotilla.mx'));
    const en = await post(vehicleBody(plant.id, { modulo: 0, owner: staff.id }), 'en');
    expect(en.json()).toEqual({ owner: ['The owner of a transport vehicle must be a driver.'] });
    const car = await create({ modulo: 0, owner: await addOwner(t) });
    const edit = await admin({ method: 'PATCH', url: `vehiculos/${car.id}/`, payload: { modulo: 0, owner: passenger } });
    expect([edit.statusCode, edit.json()]).toEqual([400, { owner: ['El propietario de un vehículo de transporte debe ser un conductor.'] }]);
  });

  it('status and motivo_de_rechazo are read-only in bodies', async () => {
    const created = await create({ status: 0, motivo_de_rechazo: 'x' });
    expect([created.status, created.motivo_de_rechazo]).toEqual([3, '']);
    const edit = await admin({ method: 'PATCH', url: `vehiculos/${created.id}/`, payload: { status: 4, motivo_de_rechazo: 'y', color: 'Rojo' } });
    expect([edit.statusCode, edit.json().status, edit.json().motivo_de_rechazo, edit.json().color]).toEqual([200, 3, '', 'Rojo']);
  });
});

describe('status on create and the registration request (DOMAIN §5)', () => {
  it('a fleet vehicle is Active and raises nothing; a transport vehicle is Pending and raises notification 0 for the other admins only', async () => {
    const db = t.database.db;
    const colleague = await t.addUser({ email: 'colega.admin@flotilla.mx', groups: [GROUPS.admin] });
    const [{ id: creator }] = await db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, 'admin@flotilla.mx'));
    const fleet = await create();
    expect(fleet.status).toBe(3);
    expect(await db.select().from(notificaciones).where(eq(notificaciones.record_id, fleet.id))).toEqual([]);

    const owner = await addOwner(t, 'Rosa', 'Méndez Ibarra');
    const transport = await create({ modulo: 0, owner });
    expect(transport.status).toBe(0);
    const raised = await db
      .select({ user: notificaciones.user_id, type: notificaciones.type, params: notificaciones.params, groups: usuarios.groups })
      .from(notificaciones)
      .innerJoin(usuarios, eq(usuarios.id, notificaciones.user_id))
      .where(and(eq(notificaciones.resource, 'vehiculos'), eq(notificaciones.record_id, transport.id)));
    const admins = await db.select({ id: usuarios.id }).from(usuarios).where(and(eq(usuarios.status, 1), sql`${GROUPS.admin} = ANY(${usuarios.groups})`));
    // The administrator who registered it is not told of it.
    expect(raised.map((r) => r.user).sort()).toEqual(admins.map((a) => a.id).filter((id) => id !== creator).sort());
    expect(raised.map((r) => r.user)).toContain(colleague);
    for (const r of raised) {
      expect([r.type, r.params, r.groups]).toEqual([0, { name: 'Rosa Méndez Ibarra', plate: transport.matricula }, expect.arrayContaining([GROUPS.admin])]);
    }
    const list = (await t.call({ url: 'notificaciones/', token: await t.token('colega.admin@flotilla.mx') })).json();
    expect(list.results.some((n: { record_id: number; message: string }) => n.record_id === transport.id && n.message.includes(transport.matricula))).toBe(true);
  });

  it('a refused create raises nothing', async () => {
    const before = await t.count(notificaciones);
    expect((await post(vehicleBody(plant.id, { modulo: 0, owner: await addOwner(t), year: 1900 }))).statusCode).toBe(400);
    expect(await t.count(notificaciones)).toBe(before);
  });
});

describe('settings at the time of the call', () => {
  afterEach(() => t.database.db.update(configuracion).set({ max_vehicle_age: 10, vehicles_limit: 2 }));

  it('max_vehicle_age: a year older than the setting is a field error on year, following an edit of the setting', async () => {
    const year = new Date().getFullYear();
    await patchSettings({ max_vehicle_age: 5 });
    expect((await post(vehicleBody(plant.id, { year: year - 5 }))).statusCode).toBe(201);
    const old = await post(vehicleBody(plant.id, { year: year - 6 }));
    expect([old.statusCode, old.json()]).toEqual([400, { year: ['El vehículo no puede tener más de 5 años de antigüedad.'] }]);
    await patchSettings({ max_vehicle_age: 1 });
    expect((await post(vehicleBody(plant.id, { year: year - 2 }), 'en')).json()).toEqual({ year: ['The vehicle cannot be more than 1 year old.'] });
    await patchSettings({ max_vehicle_age: 8 });
    expect((await post(vehicleBody(plant.id, { year: year - 6 }))).statusCode).toBe(201);
  });

  it('an edit that keeps the year is not refused by a stricter setting', async () => {
    const created = await create({ year: new Date().getFullYear() - 8 });
    await patchSettings({ max_vehicle_age: 2 });
    const edit = await admin({ method: 'PATCH', url: `vehiculos/${created.id}/`, payload: { color: 'Gris' } });
    expect(edit.statusCode).toBe(200);
    const older = await admin({ method: 'PATCH', url: `vehiculos/${created.id}/`, payload: { year: created.year - 1 } });
    expect(older.json()).toEqual({ year: ['El vehículo no puede tener más de 2 años de antigüedad.'] });
  });

  it('vehicles_limit: an owner holding the limit (Refused ones not counted) cannot take another', async () => {
    const owner = await addOwner(t);
    await patchSettings({ vehicles_limit: 2 });
    const first = await create({ modulo: 0, owner });
    await create({ modulo: 0, owner });
    const over = await post(vehicleBody(plant.id, { modulo: 0, owner }));
    expect([over.statusCode, over.json()]).toEqual([400, { owner: ['Este propietario ya tiene el máximo de 2 vehículos permitidos.'] }]);
    // Editing one of them keeps its own place.
    expect((await admin({ method: 'PATCH', url: `vehiculos/${first.id}/`, payload: { color: 'Azul' } })).statusCode).toBe(200);
    await setStatus(t, [first.id], 1);
    expect((await post(vehicleBody(plant.id, { modulo: 0, owner }))).statusCode).toBe(201);
    await patchSettings({ vehicles_limit: 3 });
    expect((await post(vehicleBody(plant.id, { modulo: 0, owner }))).statusCode).toBe(201);
    await patchSettings({ vehicles_limit: 1 });
    expect((await post(vehicleBody(plant.id, { modulo: 0, owner }), 'en')).json()).toEqual({ owner: ['This owner already has the maximum of 1 vehicle.'] });
  });

  it('vehicles_limit on an edit: handing a vehicle to an owner at the limit is refused, from another owner or from the fleet', async () => {
    const [full, other] = [await addOwner(t), await addOwner(t)];
    await patchSettings({ vehicles_limit: 1 });
    await create({ modulo: 0, owner: full });
    const theirs = await create({ modulo: 0, owner: other });
    const fleet = await create();
    const limit = { owner: ['Este propietario ya tiene el máximo de 1 vehículo permitido.'] };
    const moved = await admin({ method: 'PATCH', url: `vehiculos/${theirs.id}/`, payload: { owner: full } });
    expect([moved.statusCode, moved.json()]).toEqual([400, limit]);
    const joined = await admin({ method: 'PATCH', url: `vehiculos/${fleet.id}/`, payload: { modulo: 0, owner: full } });
    expect([joined.statusCode, joined.json()]).toEqual([400, limit]);
    expect((await admin({ method: 'PATCH', url: `vehiculos/${theirs.id}/`, payload: { color: 'Rojo' } })).statusCode).toBe(200);
  });
});

describe('delete', () => {
  it('an Occupied vehicle is not deleted (alone or in a selection); others are', async () => {
    const busy = await create();
    const free = await create();
    await setStatus(t, [busy.id], 4);
    const before = await snapshot(t, [busy.id, free.id]);
    const one = await admin({ method: 'DELETE', url: `vehiculos/${busy.id}/` });
    expect([one.statusCode, one.json().code, one.json().detail]).toEqual([409, 'in_use', 'El vehículo está ocupado en un préstamo; libérelo antes de eliminarlo.']);
    const many = await admin({ method: 'POST', url: 'vehiculos/multiple_delete/', payload: { ids: [free.id, busy.id] }, lang: 'en' });
    expect([many.statusCode, many.json().detail, many.json().blocking]).toEqual([409, 'Some of the selected vehicles are on a loan; release them before deleting them.', [busy.id]]);
    expect(one.json().blocking).toBeUndefined();
    expect(await snapshot(t, [busy.id, free.id])).toEqual(before);
    expect((await admin({ method: 'DELETE', url: `vehiculos/${free.id}/` })).statusCode).toBe(204);
  });
});

describe('DOMAIN §1: HR and C4 read, only admins write', () => {
  it('HR and C4 list, show and export; every write is 403 and changes nothing', async () => {
    const v = await create();
    for (const call of [rh, c4]) {
      expect((await call({ url: 'vehiculos/' })).statusCode).toBe(200);
      expect((await call({ url: `vehiculos/${v.id}/` })).statusCode).toBe(200);
      expect((await call({ url: 'vehiculos/exportar/?format=csv' })).statusCode).toBe(200);
      const before = await snapshot(t, [v.id]);
      for (const write of [
        { method: 'POST', url: 'vehiculos/', payload: vehicleBody(plant.id) },
        { method: 'PATCH', url: `vehiculos/${v.id}/`, payload: { color: 'Negro' } },
        { method: 'DELETE', url: `vehiculos/${v.id}/` },
        { method: 'POST', url: 'vehiculos/change_multiple_status/', payload: { ids: [v.id], status: 2 } },
        { method: 'GET', url: `vehiculos/${v.id}/liberar/` },
        { method: 'POST', url: 'vehiculos/multiple_liberar/', payload: { ids: [v.id] } },
      ] as Call[]) {
        expect([write.method, write.url, (await call(write)).statusCode]).toEqual([write.method, write.url, 403]);
      }
      expect(await snapshot(t, [v.id])).toEqual(before);
    }
  });
});

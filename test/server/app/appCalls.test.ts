import { eq } from 'drizzle-orm';
import { RECIPIENTS } from '../../../server/notifications/types';
import { NOTIFICATION_TYPES } from '../../../domain/notifications';
import { alertas, notificaciones, plantas, prestamos, solicitudes_viaje, usuarios, vehiculos } from '../../../server/db/schema';
import { roleTestApp } from '../support/roleApp';
import { multipart } from '../resources/usersHelpers';
import { image, pdf, value, day } from '../resources/vehicleFilesHelpers';
import { vehicleBody } from '../resources/vehiclesHelpers';
import { loanBody } from '../resources/loansHelpers';
import { allowMoreVehicles, api, APP_USER, appToken, raisedAbout, reachedExactly, userId } from './appHelpers';

/**
 * DOMAIN §7: each call of the phone on the caller's own records, raising the notification DOMAIN
 * §5 names for it (RECIPIENTS): a loan request (1: admin and HR), a trip request (none), a car's
 * registration (0: admin) with its photos and documents while it is Pending.
 */
const { t, tokens, plant } = roleTestApp();
let token: string;
let me: number;
let someoneElse: number;
beforeAll(async () => {
  token = await appToken(t);
  me = await userId(t, APP_USER);
  someoneElse = await userId(t, 'rh@flotilla.mx');
  await allowMoreVehicles(t);
});

const roles = (type: keyof typeof NOTIFICATION_TYPES) => [...RECIPIENTS[NOTIFICATION_TYPES[type]]];

describe('raise a panic alert (POST alertas/)', () => {
  it('is issued by the caller whatever the body says, telling admin and C4 (notification 2); a back-office token gets 403', async () => {
    const res = await api(t, token, { method: 'POST', url: 'alertas/', payload: { latitude: 20.59, longitude: -100.39, location: 'Planta', issued_by: someoneElse } });
    expect(res.statusCode).toBeLessThan(300);
    const [row] = await t.database.db.select().from(alertas).where(eq(alertas.id, res.json().id));
    expect([row.issued_by, row.status]).toEqual([me, 0]);
    const raised = await raisedAbout(t, 'alertas', row.id);
    expect(raised.every((r) => r.type === NOTIFICATION_TYPES.panic_alert)).toBe(true);
    expect(reachedExactly(raised, roles('panic_alert'))).toBe(true);
    expect(roles('panic_alert')).toEqual(['admin', 'c4']);
    const before = await t.count(alertas);
    for (const office of [tokens.admin, tokens.c4]) {
      const refused = await api(t, office, { method: 'POST', url: 'alertas/', payload: { latitude: 20.59, longitude: -100.39 } });
      expect([refused.statusCode, refused.json().code]).toEqual([403, 'permission_denied']);
    }
    expect(await t.count(alertas)).toBe(before);
  });
});

describe('request a fleet loan (POST prestamos/)', () => {
  it('is the caller\'s whatever the body says, in Application, telling admin and HR (notification 1)', async () => {
    const res = await api(t, token, { method: 'POST', url: 'prestamos/', payload: loanBody(someoneElse, { planta: plant.id }) });
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(prestamos).where(eq(prestamos.id, res.json().id));
    expect([row.usuario, row.status]).toEqual([me, 0]);
    const raised = await raisedAbout(t, 'prestamos', row.id);
    expect(raised.every((r) => r.type === NOTIFICATION_TYPES.fleet_trip_request)).toBe(true);
    expect(reachedExactly(raised, roles('fleet_trip_request'))).toBe(true);
    expect(roles('fleet_trip_request')).toEqual(['admin', 'rh_admin']);
  });

  it('checks its fields as the back office\'s create does, writing nothing', async () => {
    const before = await t.count(prestamos);
    const res = await api(t, token, { method: 'POST', url: 'prestamos/', payload: { destino: '' } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).not.toContain('usuario');
    expect(await t.count(prestamos)).toBe(before);
  });
});

describe('request a trip (POST solicitudes_viaje/)', () => {
  it('is the caller\'s whatever the body says, Pending, and raises no notification (DOMAIN §5 names none)', async () => {
    const notes = await t.count(notificaciones);
    const payload = {
      usuario: someoneElse,
      pickup_place: 'Av. Universidad 100',
      dropoff_place: 'Planta',
      pickup_latitude: 20.6,
      pickup_longitude: -100.4,
      dropoff_latitude: 20.65,
      dropoff_longitude: -100.45,
      fecha: day(3),
      tipo: 0,
    };
    const res = await api(t, token, { method: 'POST', url: 'solicitudes_viaje/', payload });
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(solicitudes_viaje).where(eq(solicitudes_viaje.id, res.json().id));
    expect([row.usuario, row.status]).toEqual([me, 0]);
    expect(await t.count(notificaciones)).toBe(notes);
  });

  it("stores the caller's plant, never the body's", async () => {
    const [, other] = await t.database.db.select({ id: plantas.id }).from(plantas).orderBy(plantas.id).limit(2);
    const [{ planta: was }] = await t.database.db.select({ planta: usuarios.planta }).from(usuarios).where(eq(usuarios.id, me));
    await t.database.db.update(usuarios).set({ planta: other.id }).where(eq(usuarios.id, me));
    try {
      const payload = { planta: plant.id, pickup_latitude: 20.6, pickup_longitude: -100.4, dropoff_latitude: 20.65, dropoff_longitude: -100.45, fecha: day(4) };
      const res = await api(t, token, { method: 'POST', url: 'solicitudes_viaje/', payload });
      expect([res.statusCode, res.json().planta]).toEqual([201, other.id]);
      const [row] = await t.database.db.select().from(solicitudes_viaje).where(eq(solicitudes_viaje.id, res.json().id));
      expect([row.usuario, row.planta]).toEqual([me, other.id]);
    } finally {
      await t.database.db.update(usuarios).set({ planta: was }).where(eq(usuarios.id, me));
    }
  });
});

describe('register a car (POST vehiculos/) and send its photos and documents', () => {
  const upload = (id: number, path: string, parts: Parameters<typeof multipart>[0], as = token) =>
    api(t, as, { method: 'POST', url: `vehiculos/${id}/${path}/`, ...multipart(parts) });
  let mine: number;

  it('is a transport car (modulo 0) of the caller, Pending, telling the administrators (notification 0)', async () => {
    const res = await api(t, token, { method: 'POST', url: 'vehiculos/', payload: vehicleBody(plant.id, { modulo: 1, owner: someoneElse }) });
    expect(res.statusCode).toBe(201);
    mine = res.json().id;
    const [row] = await t.database.db.select().from(vehiculos).where(eq(vehiculos.id, mine));
    expect([row.owner, row.modulo, row.status]).toEqual([me, 0, 0]);
    const raised = await raisedAbout(t, 'vehiculos', mine);
    expect(raised.map((r) => r.type)).toContain(NOTIFICATION_TYPES.vehicle_registration);
    expect(reachedExactly(raised, roles('vehicle_registration'))).toBe(true);
    expect(roles('vehicle_registration')).toEqual(['admin']);
  });

  it('takes its photos and documents while Pending; a document tells the administrators (its updated type)', async () => {
    const photo = await upload(mine, 'imagen1', [image('imagen')]);
    expect(photo.statusCode).toBe(200);
    expect(photo.json().imagen1).toBe(`/api/vehiculos/${mine}/imagen1/`);
    const insurance = await upload(mine, 'seguro', [pdf('documento'), value('vencimiento', day(200))]);
    expect(insurance.statusCode).toBe(200);
    expect(insurance.json().seguro_status).toBe(0);
    const raised = (await raisedAbout(t, 'vehiculos', mine)).filter((r) => r.type === NOTIFICATION_TYPES.insurance_updated);
    expect(reachedExactly(raised, ['admin'])).toBe(true);
    const bundle = await upload(mine, 'cargar_documentos', [image('imagen2'), image('imagen3')]);
    expect(bundle.statusCode).toBe(200);
  });

  it('refuses someone else\'s car (404) and its own once it left Pending (409), storing nothing', async () => {
    const others = await api(t, tokens.admin, { method: 'POST', url: 'vehiculos/', payload: vehicleBody(plant.id, { modulo: 0, owner: someoneElse }) });
    const other = others.json().id as number;
    const before = await t.database.db.select().from(vehiculos).where(eq(vehiculos.id, other));
    const refused = await upload(other, 'imagen1', [image('imagen')]);
    expect([refused.statusCode, refused.json().code]).toEqual([404, 'not_found']);
    expect(await t.database.db.select().from(vehiculos).where(eq(vehiculos.id, other))).toEqual(before);

    await t.database.db.update(vehiculos).set({ status: 3 }).where(eq(vehiculos.id, mine));
    const accepted = await upload(mine, 'placa', [image('imagen')]);
    expect([accepted.statusCode, accepted.json().code]).toEqual([409, 'invalid_transition']);
    const [row] = await t.database.db.select().from(vehiculos).where(eq(vehiculos.id, mine));
    expect(row.placa).toBeNull();
  });

  it('reads nothing of the vehicles, not even its own', async () => {
    expect((await api(t, token, { url: `vehiculos/${mine}/` })).statusCode).toBe(403);
    expect((await api(t, token, { url: `vehiculos/${mine}/imagen1/` })).statusCode).toBe(403);
  });
});

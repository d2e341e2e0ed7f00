import { and, eq, sql } from 'drizzle-orm';
import { rolesOf } from '../../../domain/roles';
import { OCCUPANT_STATUS, TRIP_STATUS } from '../../../domain/trips';
import { alertas, audit_log, configuracion, mail_outbox, notificaciones, plantas, record_history, usuarios } from '../../../server/db/schema';
import { FieldErrors } from '../../../server/http/errors';
import { parse } from '../../../server/http/validate';
import { alertInput } from '../../../server/resources/alerts/alertSchema';
import { raiseAlert } from '../../../server/resources/alerts/raiseAlert';
import { noticesOf as notices } from '../support/notices';
import { roleTestApp } from '../support/roleApp';
import { addOccupant, addRoute, addTrip } from '../transport/transportRows';
import { addIssuer, alertRow, raise } from './alertsKit';

/**
 * raiseAlert (POST alertas/, a phone's call; DOMAIN §5 Alerts, §7): the alert with its issuer's
 * name and plant copied, notification 2 to every active admin and C4 (DOMAIN §5), a mail to
 * settings' c4_email, the realtime event, the trip only when the issuer is on it and it is under
 * way; all in one transaction.
 */
const { t, tokens } = roleTestApp();

/** Notification 2 (panic alert) about alert `id`. */
const noticesOf = (id: number) => notices(t, 2, id);
const mailsAbout = (id: number) => t.database.db.select().from(mail_outbox).where(sql`${mail_outbox.subject} LIKE ${`%#${id} %`}`);
const setC4Mail = (email: string) => t.database.db.update(configuracion).set({ c4_email: email });
/** The raise's body as POST alertas/ parses it. */
const raiseAlertBody = (body: object) => parse(alertInput.strict(), body);
const LINE = [
  { lat: 25.7, lng: -100.4 },
  { lat: 25.7, lng: -100.3 },
];

describe('the alert', () => {
  it("copies the issuer (the caller, never the body) with their name and plant, and starts active with its history", async () => {
    const [plant] = await t.database.db.select().from(plantas).orderBy(sql`${plantas.id} DESC`).limit(1);
    const issuer = await addIssuer(t, 'Rosa', 'Villarreal Peña', { planta: plant.id });
    const alert = await raise(t, issuer, { latitude: 25.6, longitude: -100.2, location: '  Av. Juárez 100  ' });
    expect(alert).toMatchObject({
      issued_by: issuer, issued_by_name: 'Rosa Villarreal Peña', planta: plant.id, planta_name: plant.name, issued_by_phone: '8112345678', issued_by_photo: null,
      latitude: 25.6, longitude: -100.2, location: 'Av. Juárez 100', viaje: null, status: 0, attended_by: null, attended_at: null, attended_by_name: '', comentario: '',
    });
    const history = await t.database.db.select().from(record_history).where(and(eq(record_history.resource, 'alertas'), eq(record_history.record_id, alert.id as number)));
    expect(history.map((h) => [h.action, h.user_id])).toEqual([['create', issuer]]);
    const [audit] = await t.database.db.select().from(audit_log).where(and(eq(audit_log.resource, 'alertas'), eq(audit_log.record_id, String(alert.id))));
    expect(audit).toMatchObject({ action: 'create', user_id: issuer });
    // The same record as the desk reads it.
    const shown = (await t.call({ token: tokens.c4, url: `alertas/${alert.id}/` })).json();
    expect({ ...shown, history: undefined }).toEqual({ ...JSON.parse(JSON.stringify(alert)), history: undefined });
  });

  it('refuses a position out of range and a location longer than an address, as field errors', () => {
    const parse = (body: object) => {
      try {
        raiseAlertBody(body);
        return null;
      } catch (err) {
        return err instanceof FieldErrors ? Object.keys(err.fields).sort() : err;
      }
    };
    expect(parse({ latitude: 91, longitude: -181, location: 'x'.repeat(256) })).toEqual(['latitude', 'location', 'longitude']);
    expect(parse({ longitude: 0 })).toEqual(['latitude']);
    expect(parse({ latitude: 0, longitude: 0, viaje: null })).toBeNull();
  });
});

describe('notification 2 and the mail', () => {
  it('tells every active admin and C4, not HR, nor the issuer, nor an inactive account', async () => {
    const inactive = await t.addUser({ email: `c4-baja-${Date.now()}@flotilla.mx`, groups: ['C4'], status: 0 });
    const issuer = await addIssuer(t, 'Lucía', 'Garza');
    const alert = await raise(t, issuer);
    const everyone = await t.database.db.select({ id: usuarios.id, groups: usuarios.groups, status: usuarios.status }).from(usuarios);
    const expected = everyone.filter((u) => u.status === 1 && rolesOf(u.groups).some((role) => role === 'admin' || role === 'c4')).map((u) => u.id);
    const notices = await noticesOf(alert.id as number);
    expect(notices.map((n) => n.user).sort()).toEqual(expected.sort());
    expect(notices.map((n) => n.user)).not.toContain(inactive);
    expect(notices.every((n) => n.resource === 'alertas')).toBe(true);
    for (const [token, lang, text] of [
      [tokens.c4, 'es', 'Lucía Garza activó una alerta de pánico.'],
      [tokens.admin, 'en', 'Lucía Garza raised a panic alert.'],
    ]) {
      const mine = (await t.call({ url: 'notificaciones/?limit=100', token, lang })).json().results as { type: number; record_id: number; message: string }[];
      expect(mine.find((n) => n.type === 2 && n.record_id === alert.id)?.message).toBe(text);
    }
    const hr = (await t.call({ url: 'notificaciones/?limit=100', token: tokens.rh })).json().results as { type: number }[];
    expect(hr.some((n) => n.type === 2)).toBe(false);
  });

  it("mails settings' c4_email in Spanish with who, where and the trip, and nothing when it is empty", async () => {
    await setC4Mail('c4@seguridad.mx');
    const issuer = await addIssuer(t, 'Jorge', 'Treviño');
    const alert = await raise(t, issuer, { latitude: 25.65, longitude: -100.29, location: 'Puerta 3' });
    const mails = await mailsAbout(alert.id as number);
    expect(mails.map((m) => [m.recipient, m.subject])).toEqual([['c4@seguridad.mx', `Flotilla: alerta de pánico #${alert.id} de Jorge Treviño`]]);
    for (const line of ['Jorge Treviño activó una alerta de pánico.', 'Teléfono: 8112345678', `Planta: ${alert.planta_name}`, 'Ubicación: Puerta 3', 'Coordenadas: 25.65, -100.29', 'Viaje en curso: —']) {
      expect(mails[0].body).toContain(line);
    }
    await setC4Mail('');
    const quiet = await raise(t, issuer);
    expect(await mailsAbout(quiet.id as number)).toEqual([]);
    expect((await noticesOf(quiet.id as number)).length).toBeGreaterThan(0);
  });
});

describe('the trip', () => {
  it('is taken when the issuer drives it or holds a seat in it and it is under way', async () => {
    const route = await addRoute(t, LINE);
    const driver = await addIssuer(t, 'Mario', 'Conductor');
    const rider = await addIssuer(t, 'Elena', 'Pasajera');
    const trip = await addTrip(t, route, driver, new Date(Date.now() - 600_000).toISOString(), { status: TRIP_STATUS.started });
    await addOccupant(t, trip.id, rider, OCCUPANT_STATUS.boarded);
    await setC4Mail('c4@seguridad.mx');
    const byDriver = await raise(t, driver, { viaje: trip.id });
    expect(byDriver).toMatchObject({ viaje: trip.id, issued_by: driver });
    expect((await mailsAbout(byDriver.id as number))[0].body).toContain(`Viaje en curso: #${trip.id}`);
    expect(await raise(t, rider, { viaje: trip.id })).toMatchObject({ viaje: trip.id, issued_by: rider });
  });

  it("is a field error under viaje when the trip is not under way, or is someone else's, and nothing is written", async () => {
    const route = await addRoute(t, LINE);
    const driver = await addIssuer(t, 'Raúl', 'Conductor');
    const stranger = await addIssuer(t, 'Sofía', 'Ajena');
    const cancelledRider = await addIssuer(t, 'Iván', 'Cancelado');
    const started = await addTrip(t, route, driver, new Date(Date.now() - 600_000).toISOString(), { status: TRIP_STATUS.started });
    await addOccupant(t, started.id, cancelledRider, OCCUPANT_STATUS.cancelled_by_user);
    const scheduled = await addTrip(t, route, driver, new Date(Date.now() + 3_600_000).toISOString());
    const finished = await addTrip(t, route, driver, new Date(Date.now() - 86_400_000).toISOString(), { status: TRIP_STATUS.finished });
    const before = await Promise.all([alertas, notificaciones, mail_outbox, record_history].map((table) => t.count(table)));
    for (const [issuer, viaje] of [[driver, scheduled.id], [driver, finished.id], [stranger, started.id], [cancelledRider, started.id], [driver, 999_999]]) {
      const failure = await raise(t, issuer, { viaje }).then(() => null, (err: unknown) => err);
      expect(failure).toBeInstanceOf(FieldErrors);
      expect((failure as FieldErrors).fields).toEqual({ viaje: [{ key: 'validation.alert_trip' }] });
    }
    expect(await Promise.all([alertas, notificaciones, mail_outbox, record_history].map((table) => t.count(table)))).toEqual(before);
  });
});

describe('one transaction', () => {
  it('leaves no alert, notification, mail or history when it rolls back', async () => {
    await setC4Mail('c4@seguridad.mx');
    const issuer = await addIssuer(t, 'Nora', 'Salinas');
    const before = await Promise.all([alertas, notificaciones, mail_outbox, record_history, audit_log].map((table) => t.count(table)));
    let raised = 0;
    await expect(
      t.database.db.transaction(async (tx) => {
        raised = (await raiseAlert(tx, issuer, { latitude: 25, longitude: -100, location: '', viaje: null })).id as number;
        throw new Error('the call failed after the raise');
      }),
    ).rejects.toThrow('the call failed after the raise');
    expect(raised).toBeGreaterThan(0);
    expect(await alertRow(t, raised)).toBeUndefined();
    expect(await Promise.all([alertas, notificaciones, mail_outbox, record_history, audit_log].map((table) => t.count(table)))).toEqual(before);
  });
});

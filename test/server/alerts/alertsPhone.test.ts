import { and, eq } from 'drizzle-orm';
import { mail_outbox, notificaciones, record_history, usuarios } from '../../../server/db/schema';
import { roleTestApp } from '../support/roleApp';
import { api, APP_USER, appToken, userId } from '../app/appHelpers';
import { alertRow } from './alertsKit';

/**
 * POST alertas/ over HTTP from a phone's session (DOMAIN §7): 201 with the alert as the desk reads
 * it, the caller its issuer whatever the body says, field errors in the caller's language; the
 * phone reaches nothing else of alerts, and the back office cannot raise one.
 */
const { t, tokens } = roleTestApp();
let phone: string;
let me: number;
beforeAll(async () => {
  phone = await appToken(t);
  me = await userId(t, APP_USER);
});

describe('POST alertas/ from the phone', () => {
  it('raises the alert as the caller (201), with its notification 2, whatever issuer the body names', async () => {
    const [admin] = await t.database.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, 'admin@flotilla.mx'));
    const res = await api(t, phone, { method: 'POST', url: 'alertas/', payload: { latitude: 25.7, longitude: -100.3, location: 'Av. Constitución 400', issued_by: admin.id, status: 1 } });
    expect(res.statusCode).toBe(201);
    const alert = res.json();
    expect(alert).toMatchObject({ issued_by: me, issued_by_name: 'Diego Ramírez', status: 0, location: 'Av. Constitución 400', latitude: 25.7, longitude: -100.3 });
    expect(await alertRow(t, alert.id)).toMatchObject({ issued_by: me, status: 0 });
    const notices = await t.database.db.select().from(notificaciones).where(and(eq(notificaciones.type, 2), eq(notificaciones.record_id, alert.id)));
    expect(notices.length).toBeGreaterThan(0);
    // The desk reads the same alert.
    expect((await t.call({ token: tokens.c4, url: `alertas/${alert.id}/` })).json()).toMatchObject({ ...alert, history: [expect.objectContaining({ action: 'create', user_id: me })] });
  });

  it('answers field errors in the phone\'s language, nothing written', async () => {
    const before = await Promise.all([notificaciones, mail_outbox, record_history].map((table) => t.count(table)));
    const res = await t.call({ method: 'POST', url: 'alertas/', token: phone, lang: 'es', payload: { latitude: 123, viaje: 999999 } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json()).sort()).toEqual(['latitude', 'longitude']);
    const trip = await api(t, phone, { method: 'POST', url: 'alertas/', payload: { latitude: 25, longitude: -100, viaje: 999999 } });
    expect([trip.statusCode, trip.json()]).toEqual([400, { viaje: ['That trip is not under way, or you are not on it.'] }]);
    expect(await Promise.all([notificaciones, mail_outbox, record_history].map((table) => t.count(table)))).toEqual(before);
  });

  it('reaches nothing else of alerts: no list, record, export or attend (403)', async () => {
    const [any] = (await t.call({ token: tokens.c4, url: 'alertas/?limit=1' })).json().results;
    for (const call of [
      { url: 'alertas/' },
      { url: `alertas/${any.id}/` },
      { url: 'alertas/exportar/?format=csv' },
      { method: 'POST' as const, url: `alertas/${any.id}/atender/`, payload: { comentario: 'Yo mismo' } },
    ]) {
      const res = await api(t, phone, call);
      expect([call.url, res.statusCode]).toEqual([call.url, 403]);
    }
  });
});

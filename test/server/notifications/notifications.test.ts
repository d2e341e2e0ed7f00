import pg from 'pg';
import { GROUPS, rolesOf } from '../../../domain/roles';
import { usuarios } from '../../../server/db/schema';
import { notify } from '../../../server/notifications/notify';
import { CHANNEL as EVENTS_CHANNEL } from '../../../server/realtime/bus';
import { readNotification } from '../../../server/notifications/read';
import { NOTIFICATION_TYPES, RECIPIENTS, type NotificationType } from '../../../server/notifications/types';
import { roleTestApp } from '../support/roleApp';
import { notificationCalls } from './notificationsHelpers';

/**
 * Notifications on the server (DOMAIN §4, §5): the demo's, who receives each type, the events for
 * the websocket, and texts in the reader's language. The calls on one's own rows:
 * notificationCalls.test.ts; what raises them today: notificationTriggers.test.ts.
 */
const { t, tokens } = roleTestApp();

const { db, raise, api, account, about } = notificationCalls(() => t);

// First: the other tests raise notifications for every admin, the demo's included.
describe('the demo data', () => {
  it('gives the demo administrator and HR a notification centre with unseen ones and a history, about real staff and vehicles', async () => {
    const { licence_registration, licence_updated, vehicle_registration, insurance_updated, road_permit_expiring, fleet_trip_request, panic_alert } = NOTIFICATION_TYPES;
    // DOMAIN §5: the vehicle types go to admins only; the demo loans' requests to admins and HR.
    const expected = new Map([
      [tokens.admin, [licence_registration, licence_updated, vehicle_registration, insurance_updated, road_permit_expiring, fleet_trip_request]],
      [tokens.rh, [licence_registration, licence_updated, fleet_trip_request]],
    ]);
    for (const [token, types] of expected) {
      const unseen = (await api(token, { url: 'notificaciones/' })).json() as { count: number; results: { type: number; resource: string; record_id: number; title: string; message: string }[] };
      const history = (await api(token, { url: 'notificaciones/history/' })).json() as { count: number; results: { type: number }[] };
      expect(unseen.count).toBeGreaterThan(0);
      expect(history.count).toBeGreaterThan(0);
      // The demo's active alerts are still waiting for the desk (admin and C4): unseen.
      expect(new Set(unseen.results.map((n) => n.type))).toEqual(new Set(token === tokens.admin ? [...types, panic_alert] : types));
      expect(new Set(history.results.map((n) => n.type))).toEqual(new Set(types));
      for (const n of unseen.results) expect((await api(token, { url: `${n.resource}/${n.record_id}/` })).statusCode).toBe(200);
      // A vehicle's notification names its plate (and a request its owner), read from the record.
      for (const n of unseen.results.filter((r) => r.resource === 'vehiculos')) {
        const vehicle = (await api(token, { url: `vehiculos/${n.record_id}/` })).json() as { matricula: string };
        expect(n.message).toContain(vehicle.matricula);
      }
    }
    // C4 receives none of those types: only the active alerts' panic alerts, each opening its alert.
    const c4 = (await api(tokens.c4, { url: 'notificaciones/' })).json() as { count: number; results: { type: number; resource: string }[] };
    expect(c4.count).toBeGreaterThan(0);
    expect(c4.results.every((n) => n.type === panic_alert && n.resource === 'alertas')).toBe(true);
  });
});

describe('notify(): recipients per type (DOMAIN §5)', () => {
  it('raises each of the 15 types (DOMAIN §2 0–13, and 14 for a loan incident) for the active users of its groups, and nobody else', async () => {
    const admin = await account([GROUPS.admin]);
    const hr = await account([GROUPS.rh_admin]);
    const c4 = await account([GROUPS.c4]);
    const both = await account([GROUPS.rh_admin, GROUPS.admin]);
    const inactive = await account([GROUPS.admin], 0);
    const appUser = await account([]);
    const everyone = await db().select({ id: usuarios.id, groups: usuarios.groups, status: usuarios.status }).from(usuarios);
    // DOMAIN §5 as written there, not read from the code under test; 14 (an incident on a loan) goes to admins.
    const expected: Record<number, string[]> = {};
    for (const type of [0, 4, 5, 6, 7, 8, 9, 11, 12, 13, 14]) expected[type] = ['admin'];
    for (const type of [1, 3, 10]) expected[type] = ['admin', 'rh_admin'];
    expected[2] = ['admin', 'c4'];
    expect(Object.keys(expected)).toHaveLength(15);

    for (let type = 0; type <= 14; type++) {
      const recordId = 1000 + type;
      const raised = await raise(type as NotificationType, recordId);
      const recipients = raised.map((r) => r.user_id).sort((a, b) => a - b);
      const holders = everyone.filter((u) => u.status === 1 && rolesOf(u.groups).some((role) => expected[type].includes(role))).map((u) => u.id);
      expect([type, recipients]).toEqual([type, holders.sort((a, b) => a - b)]);
      const mine = [admin, hr, c4, both, inactive, appUser].filter((u) => recipients.includes(u.id));
      const wanted = [admin, both, ...(expected[type].includes('rh_admin') ? [hr] : []), ...(expected[type].includes('c4') ? [c4] : [])];
      expect([type, mine.map((u) => u.id).sort()]).toEqual([type, wanted.map((u) => u.id).sort()]);
      // Each recipient has one row of its own, unseen, of that type.
      const rows = await about(recordId);
      expect(rows.map((r) => [r.user_id, r.type, r.seen]).sort()).toEqual(recipients.map((id) => [id, type, false]).sort());
    }
    expect(Object.keys(RECIPIENTS).map(Number)).toEqual(Object.keys(expected).map(Number));
  });

  it('raises nothing when the transaction rolls back', async () => {
    await expect(
      db().transaction(async (tx) => {
        await notify(tx, NOTIFICATION_TYPES.panic_alert, { resource: 'alertas', recordId: 2001, raisedBy: null });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await about(2001)).toEqual([]);
  });
});

describe('events for the websocket (pg_notify on flotilla_events)', () => {
  it('tells a LISTEN client, once committed, the recipient and the id of each new notification', async () => {
    const url = (t.database.pool as unknown as { options: { connectionString: string } }).options.connectionString;
    const listener = new pg.Client({ connectionString: url });
    await listener.connect();
    const payloads: unknown[] = [];
    const arrived: { resolve?: () => void } = {};
    listener.on('notification', (message) => {
      if (message.channel !== EVENTS_CHANNEL) return;
      payloads.push(JSON.parse(message.payload ?? 'null'));
      arrived.resolve?.();
    });
    await listener.query(`LISTEN ${EVENTS_CHANNEL}`);
    try {
      const admin = await account([GROUPS.admin]);
      let raised: { id: number; user_id: number }[] = [];
      await db().transaction(async (tx) => {
        raised = await notify(tx, NOTIFICATION_TYPES.licence_registration, { resource: 'usuarios', recordId: 3001, raisedBy: null });
        // A round trip on the listener: nothing has reached it before the commit.
        await listener.query('SELECT 1');
        expect(payloads).toEqual([]);
      });
      const wanted = raised.map((r) => ({ kind: 'notification', user_id: r.user_id, id: r.id }));
      expect(wanted).toContainEqual({ kind: 'notification', user_id: admin.id, id: expect.any(Number) });
      while (payloads.length < wanted.length) await new Promise<void>((resolve) => (arrived.resolve = resolve));
      expect(payloads).toEqual(wanted);
    } finally {
      await listener.end();
    }
  });
});

describe('texts in the reader\'s language', () => {
  it('writes title and message in Spanish or English at read time, with the params and the date in its format', async () => {
    const me = await account([GROUPS.rh_admin]);
    const request = (await raise(NOTIFICATION_TYPES.licence_registration, 7001, { name: 'Lucía Ramos' })).find((r) => r.user_id === me.id)!.id;
    const expiring = (await raise(NOTIFICATION_TYPES.licence_updated, 7002, { name: 'Lucía Ramos', date: '2026-12-15', state: 'expiring' })).find((r) => r.user_id === me.id)!.id;
    const read = async (lang: string) => (await t.call({ url: 'notificaciones/', token: me.token, lang })).json().results as { id: number; title: string; message: string }[];
    const es = await read('es');
    const en = await read('en-US');
    const texts = (list: typeof es, id: number) => list.filter((r) => r.id === id).map((r) => [r.title, r.message])[0];
    expect(texts(es, request)).toEqual(['Solicitud de registro de licencia', 'Lucía Ramos registró su licencia de conducir; revísela para aceptarla o rechazarla.']);
    expect(texts(en, request)).toEqual(['Licence registration request', 'Lucía Ramos registered a driving licence; review it to accept or reject it.']);
    expect(texts(es, expiring)).toEqual(['Licencia por vencer', 'La licencia de conducir de Lucía Ramos vence el 15-12-2026.']);
    expect(texts(en, expiring)).toEqual(['Licence about to expire', "Lucía Ramos's driving licence expires on 12/15/2026."]);

    // What the websocket pushes is the API's answer, in the socket's language; another user's is null.
    const answer = (await t.call({ url: 'notificaciones/', token: me.token, lang: 'en' })).json().results.find((r: { id: number }) => r.id === request);
    expect(await readNotification(db(), me.id, request, 'en')).toEqual(answer);
    expect((await readNotification(db(), me.id, request, 'es'))?.title).toBe('Solicitud de registro de licencia');
    const other = await account();
    expect(await readNotification(db(), other.id, request, 'en')).toBeNull();
  });
});

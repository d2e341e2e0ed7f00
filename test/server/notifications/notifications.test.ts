import pg from 'pg';
import { addDays, format } from 'date-fns';
import { and, eq, inArray } from 'drizzle-orm';
import { GROUPS, rolesOf } from '../../../domain/roles';
import { connect, type Database } from '../../../server/db/client';
import { notificaciones, record_history, usuarios } from '../../../server/db/schema';
import { DOCUMENT_JOB, refreshDocumentStates } from '../../../server/kit/documents';
import { notify } from '../../../server/notifications/notify';
import { CHANNEL as EVENTS_CHANNEL } from '../../../server/realtime/bus';
import { readNotification } from '../../../server/notifications/read';
import { NOTIFICATION_TYPES, RECIPIENTS, type NotificationType } from '../../../server/notifications/types';
import { resources } from '../../../server/resources';
import { createTestAppWithRoles, type Call, type RoleTokens, type TestApp } from '../support/harness';
import { FILES, multipart, userBody } from '../resources/usersHelpers';

/**
 * Notifications on the server (issue #8, DOMAIN §4, §5): who receives each type, the six calls on
 * one's own rows, texts in the reader's language, the events for the websocket, and the ones
 * raised today (licence upload and replacement, the daily expiry job under its advisory lock).
 */
let t: TestApp;
let tokens: RoleTokens;
beforeAll(async () => {
  ({ t, tokens } = await createTestAppWithRoles());
});
afterAll(() => t.close());

const db = () => t.database.db;
const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');
const raise = (type: NotificationType, recordId: number, params: Record<string, unknown> = {}) =>
  db().transaction((tx) => notify(tx, type, { resource: 'usuarios', recordId, params }));
const api = (token: string, call: Call) => t.call({ token, lang: 'en', ...call });

let serial = 0;
/** A new back-office account of its own, so it receives only what this test raises. */
async function account(groups: string[] = [GROUPS.admin], status = 1) {
  serial += 1;
  const email = `persona${serial}@flotilla.mx`;
  const id = await t.addUser({ email, groups, status });
  return { id, token: status === 1 && groups.length ? await t.token(email) : '' };
}

/** Stored notifications about a record, by recipient. */
const about = (recordId: number) => db().select().from(notificaciones).where(eq(notificaciones.record_id, recordId)).orderBy(notificaciones.id);

// First: the other tests raise notifications for every admin, the demo's included.
describe('the demo data', () => {
  it('gives the demo administrator and HR a notification centre with unseen ones and a history, about real staff and vehicles', async () => {
    const { licence_registration, licence_updated, vehicle_registration, insurance_updated, road_permit_expiring, fleet_trip_request } = NOTIFICATION_TYPES;
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
      expect(new Set(unseen.results.map((n) => n.type))).toEqual(new Set(types));
      expect(new Set(history.results.map((n) => n.type))).toEqual(new Set(types));
      for (const n of unseen.results) expect((await api(token, { url: `${n.resource}/${n.record_id}/` })).statusCode).toBe(200);
      // A vehicle's notification names its plate (and a request its owner), read from the record.
      for (const n of unseen.results.filter((r) => r.resource === 'vehiculos')) {
        const vehicle = (await api(token, { url: `vehiculos/${n.record_id}/` })).json() as { matricula: string };
        expect(n.message).toContain(vehicle.matricula);
      }
    }
    // C4 receives neither type.
    expect(((await api(tokens.c4, { url: 'notificaciones/' })).json() as { count: number }).count).toBe(0);
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
        await notify(tx, NOTIFICATION_TYPES.panic_alert, { resource: 'alertas', recordId: 2001 });
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
        raised = await notify(tx, NOTIFICATION_TYPES.licence_registration, { resource: 'usuarios', recordId: 3001 });
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

describe('the calls (SPEC §7, DOMAIN §4): own rows only', () => {
  it('lists the unseen ones newest first, filtered and paged, and the seen ones in history/', async () => {
    const me = await account();
    const [first] = await raise(NOTIFICATION_TYPES.vehicle_registration, 4001).then((rows) => rows.filter((r) => r.user_id === me.id));
    const [second] = await raise(NOTIFICATION_TYPES.licence_registration, 4002).then((rows) => rows.filter((r) => r.user_id === me.id));
    const [third] = await raise(NOTIFICATION_TYPES.vehicle_refused, 4003).then((rows) => rows.filter((r) => r.user_id === me.id));

    const all = await api(me.token, { url: 'notificaciones/' });
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ count: 3, next: null, previous: null });
    expect(all.json().results.map((r: { id: number }) => r.id)).toEqual([third.id, second.id, first.id]);
    expect(Object.keys(all.json().results[0]).sort()).toEqual(['created_at', 'id', 'message', 'record_id', 'resource', 'seen', 'title', 'type']);
    expect(all.json().results[1]).toMatchObject({ id: second.id, type: 3, resource: 'usuarios', record_id: 4002, seen: false });

    const paged = await api(me.token, { url: 'notificaciones/?limit=2&page=2' });
    expect(paged.json()).toMatchObject({ count: 3, next: null, previous: 1, results: [{ id: first.id }] });
    const byType = await api(me.token, { url: 'notificaciones/?type=3' });
    expect(byType.json().results.map((r: { id: number }) => r.id)).toEqual([second.id]);
    const inBody = await api(me.token, { method: 'POST', url: 'notificaciones/q/', payload: { type__in: [0, 11], ordering: 'created_at' } });
    expect(inBody.json().results.map((r: { id: number }) => r.id)).toEqual([first.id, third.id]);
    const today = await api(me.token, { url: `notificaciones/?created_at__gte=${day(0)}&created_at__lte=${day(1)}` });
    expect(today.json().count).toBe(3);
    const tomorrow = await api(me.token, { method: 'POST', url: 'notificaciones/q/', payload: { created_at__gte: day(1) } });
    expect(tomorrow.json().count).toBe(0);
    for (const bad of ['type=x', 'created_at__gte=2026-13-40', 'search=a', 'seen=true', 'limit=5000']) {
      const res = await api(me.token, { url: `notificaciones/?${bad}` });
      expect([bad, res.statusCode]).toEqual([bad, 400]);
    }

    expect((await api(me.token, { url: 'notificaciones/history/' })).json()).toEqual({ count: 0, count_exact: true, next: null, previous: null, next_after: null, results: [] });
    const seen = await api(me.token, { method: 'DELETE', url: `notificaciones/${second.id}/delete_unseen/` });
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ id: second.id, seen: true });
    const history = await api(me.token, { method: 'POST', url: 'notificaciones/history/q/', payload: { type: 3 } });
    expect(history.json()).toMatchObject({ count: 1, results: [{ id: second.id, seen: true }] });
    expect((await api(me.token, { url: 'notificaciones/' })).json().count).toBe(2);
  });

  it('marks one or all as seen, and deletes one or all of the history (seen ones only)', async () => {
    const me = await account();
    const other = await account();
    const mine = (rows: { id: number; user_id: number }[]) => rows.find((r) => r.user_id === me.id)!.id;
    const a = mine(await raise(NOTIFICATION_TYPES.vehicle_registration, 5001));
    const b = mine(await raise(NOTIFICATION_TYPES.insurance_expired, 5002));
    const c = mine(await raise(NOTIFICATION_TYPES.road_permit_updated, 5003));
    const stored = async (id: number) => (await db().select().from(notificaciones).where(eq(notificaciones.id, id)))[0];

    // Marking twice answers the same; seen_at stays the first time's.
    const once = await api(me.token, { method: 'DELETE', url: `notificaciones/${a}/delete_unseen/` });
    const seenAt = (await stored(a)).seen_at;
    expect(seenAt).toBeInstanceOf(Date);
    const twice = await api(me.token, { method: 'DELETE', url: `notificaciones/${a}/delete_unseen/` });
    expect([twice.statusCode, twice.json()]).toEqual([200, once.json()]);
    expect((await stored(a)).seen_at).toEqual(seenAt);

    // An unseen one is not in the history: 404, and it stays.
    const unseen = await api(me.token, { method: 'DELETE', url: `notificaciones/${b}/` });
    expect([unseen.statusCode, unseen.json().code]).toEqual([404, 'not_found']);
    expect(await stored(b)).toMatchObject({ seen: false });
    const deleted = await api(me.token, { method: 'DELETE', url: `notificaciones/${a}/` });
    expect([deleted.statusCode, deleted.body]).toEqual([204, '']);
    expect(await stored(a)).toBeUndefined();

    const othersOwn = (await db().select().from(notificaciones).where(eq(notificaciones.user_id, other.id))).length;
    const all = await api(me.token, { method: 'DELETE', url: 'notificaciones/delete_all_unseen/' });
    expect(all.json()).toEqual({ updated: 2 });
    expect((await api(me.token, { url: 'notificaciones/' })).json().count).toBe(0);
    expect((await api(me.token, { url: 'notificaciones/history/' })).json().results.map((r: { id: number }) => r.id)).toEqual([c, b]);
    // The other account's are untouched by both.
    expect((await api(other.token, { url: 'notificaciones/' })).json().count).toBe(othersOwn);

    expect((await api(me.token, { method: 'DELETE', url: 'notificaciones/delete_all/' })).json()).toEqual({ deleted: 2 });
    expect((await api(me.token, { url: 'notificaciones/history/' })).json().count).toBe(0);
    const newer = mine(await raise(NOTIFICATION_TYPES.vehicle_refused, 5004));
    // delete_all leaves the unseen ones.
    expect((await api(me.token, { method: 'DELETE', url: 'notificaciones/delete_all/' })).json()).toEqual({ deleted: 0 });
    expect(await stored(newer)).toMatchObject({ seen: false });
    expect((await db().select().from(notificaciones).where(eq(notificaciones.user_id, other.id))).every((r) => !r.seen)).toBe(true);
  });

  it('answers each caller and each list its own rows when they ask with the same filters in turn (queries kept per caller)', async () => {
    const me = await account();
    const other = await account();
    const raised = await raise(NOTIFICATION_TYPES.vehicle_registration, 6101);
    const [mine, theirs] = [me, other].map((who) => raised.find((r) => r.user_id === who.id)!.id);
    const later = await raise(NOTIFICATION_TYPES.vehicle_registration, 6102);
    const [older, theirsLater] = [me, other].map((who) => later.find((r) => r.user_id === who.id)!.id);
    // Mine of the second is seen (my history); theirs of both stay unseen.
    await api(me.token, { method: 'DELETE', url: `notificaciones/${older}/delete_unseen/` });
    const ids = async (token: string, url: string, payload?: object) =>
      (await api(token, { method: payload ? 'POST' : 'GET', url, payload })).json().results.map((r: { id: number }) => r.id);
    // The same filters each time, so only the caller and the list tell the kept queries apart.
    for (let round = 0; round < 2; round += 1) {
      expect(await ids(me.token, 'notificaciones/?type=0')).toEqual([mine]);
      expect(await ids(other.token, 'notificaciones/?type=0')).toEqual([theirsLater, theirs]);
      expect(await ids(me.token, 'notificaciones/history/?type=0')).toEqual([older]);
      expect(await ids(other.token, 'notificaciones/history/?type=0')).toEqual([]);
      expect(await ids(other.token, 'notificaciones/q/', { type: 0 })).toEqual([theirsLater, theirs]);
      expect(await ids(me.token, 'notificaciones/history/q/', { type: 0 })).toEqual([older]);
    }
  });

  it("answers 404 for another user's notification, as for a missing one, and changes nothing", async () => {
    const me = await account();
    const other = await account();
    const theirs = (await raise(NOTIFICATION_TYPES.vehicle_registration, 6001)).find((r) => r.user_id === other.id)!.id;
    await api(other.token, { method: 'DELETE', url: `notificaciones/${(await raise(NOTIFICATION_TYPES.vehicle_registration, 6002)).find((r) => r.user_id === other.id)!.id}/delete_unseen/` });
    const seenOfTheirs = (await db().select().from(notificaciones).where(and(eq(notificaciones.user_id, other.id), eq(notificaciones.record_id, 6002))))[0].id;
    const before = await db().select().from(notificaciones).where(eq(notificaciones.user_id, other.id)).orderBy(notificaciones.id);
    for (const url of [`notificaciones/${theirs}/delete_unseen/`, `notificaciones/${seenOfTheirs}/`, 'notificaciones/999999/delete_unseen/', 'notificaciones/999999/', 'notificaciones/abc/']) {
      const res = await api(me.token, { method: 'DELETE', url });
      expect([url, res.statusCode, res.json().code]).toEqual([url, 404, 'not_found']);
    }
    const lists = [await api(me.token, { url: 'notificaciones/?limit=1000' }), await api(me.token, { url: 'notificaciones/history/?limit=1000' })];
    for (const list of lists) expect(list.json().results.map((r: { id: number }) => r.id)).not.toContain(theirs);
    await api(me.token, { method: 'DELETE', url: 'notificaciones/delete_all_unseen/' });
    await api(me.token, { method: 'DELETE', url: 'notificaciones/delete_all/' });
    expect(await db().select().from(notificaciones).where(eq(notificaciones.user_id, other.id)).orderBy(notificaciones.id)).toEqual(before);
  });

  it('answers every back-office group, and refuses an app user (DOMAIN §7) and a caller without a token', async () => {
    for (const token of [tokens.admin, tokens.rh, tokens.c4]) expect((await api(token, { url: 'notificaciones/' })).statusCode).toBe(200);
    // An app user cannot sign in to the back office: it holds a group just long enough to get a token.
    const appUser = await account([GROUPS.c4]);
    await db().update(usuarios).set({ groups: [] }).where(eq(usuarios.id, appUser.id));
    const refused = await api(appUser.token, { url: 'notificaciones/' });
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'permission_denied']);
    const anonymous = await t.call({ url: 'notificaciones/history/' });
    expect([anonymous.statusCode, anonymous.json().code]).toEqual([401, 'not_authenticated']);
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

describe('raised by a licence upload (server/kit/files.ts, declared on the users\' licence)', () => {
  const upload = (id: number, data: Buffer, vencimiento: string) =>
    t.call({ method: 'POST', url: `usuarios/${id}/licencia/`, token: tokens.rh, ...multipart([{ name: 'licencia', filename: 'licencia.pdf', data }, { name: 'vencimiento', value: vencimiento }]) });
  const newUser = async () => (await t.call({ method: 'POST', url: 'usuarios/', token: tokens.rh, payload: userBody({ name: 'Marta', last_name: 'Solís' }) })).json().id as number;

  it('raises a registration request (3) for the first licence and a licence update (10) for a new one, to admin and HR', async () => {
    const [admin, c4, hr] = await db().select({ id: usuarios.id }).from(usuarios).where(inArray(usuarios.email, ['admin@flotilla.mx', 'rh@flotilla.mx', 'c4@flotilla.mx'])).orderBy(usuarios.email);
    const user = await newUser();
    // A refused file stores nothing and raises nothing.
    expect((await upload(user, FILES.text, day(400))).statusCode).toBe(400);
    expect(await about(user)).toEqual([]);

    expect((await upload(user, FILES.pdf, day(400))).statusCode).toBe(200);
    const first = await about(user);
    expect(first.every((n) => n.type === 3 && n.resource === 'usuarios' && n.params.name === 'Marta Solís')).toBe(true);
    // HR uploaded it: the others who should know are told, not HR.
    expect(first.map((n) => n.user_id)).toContain(admin.id);
    expect(first.map((n) => n.user_id)).not.toContain(hr.id);
    expect(first.map((n) => n.user_id)).not.toContain(c4.id);
    const message = (await t.call({ url: 'notificaciones/?type=3', token: tokens.admin, lang: 'es' })).json().results.find((r: { record_id: number }) => r.record_id === user);
    expect(message).toMatchObject({ title: 'Solicitud de registro de licencia', resource: 'usuarios', record_id: user });

    expect((await upload(user, FILES.png, day(500))).statusCode).toBe(200);
    const replaced = (await about(user)).slice(first.length);
    expect(replaced.map((n) => n.type)).toEqual(first.map(() => 10));
    expect(replaced.map((n) => n.user_id).sort()).toEqual(first.map((n) => n.user_id).sort());
  });

  it('the expiry job raises a licence update once per document and state (DOMAIN §4)', async () => {
    const user = await newUser();
    await upload(user, FILES.pdf, day(40));
    expect((await t.call({ url: `usuarios/${user}/aceptar_licencia/`, token: tokens.rh })).json().licencia_status).toBe(1);
    const raisedBefore = (await about(user)).length;
    // One registration request per recipient but HR, who uploaded it; the job raises to every one.
    const recipients = raisedBefore + 1;

    await refreshDocumentStates(db(), resources, day(15));
    await refreshDocumentStates(db(), resources, day(16));
    const expiring = (await about(user)).slice(raisedBefore);
    expect(expiring).toHaveLength(recipients);
    expect(expiring.every((n) => n.type === 10 && n.params.state === 'expiring' && n.params.date === day(40))).toBe(true);

    await refreshDocumentStates(db(), resources, day(41));
    await refreshDocumentStates(db(), resources, day(42));
    const expired = (await about(user)).slice(raisedBefore + recipients);
    expect(expired).toHaveLength(recipients);
    expect(expired.every((n) => n.type === 10 && n.params.state === 'expired')).toBe(true);
    const shown = (await t.call({ url: 'notificaciones/?type=10&limit=1000', token: tokens.rh, lang: 'en' })).json().results as { id: number; title: string }[];
    const hrs = shown.find((r) => expired.some((n) => n.id === r.id));
    expect(hrs?.title).toBe('Licence expired');
  });
});

describe('the expiry job runs once across processes (advisory lock)', () => {
  let second: Database;
  beforeAll(() => {
    second = connect((t.database.pool as unknown as { options: { connectionString: string } }).options.connectionString, 2);
  });
  afterAll(() => second.close());

  async function acceptedLicence(expiry: string) {
    const id = (await t.call({ method: 'POST', url: 'usuarios/', token: tokens.rh, payload: userBody() })).json().id as number;
    await db().update(usuarios).set({ licencia: 'x.pdf', vencimiento: expiry, licencia_status: 1 }).where(eq(usuarios.id, id));
    return id;
  }
  const state = async (id: number) => (await db().select({ s: usuarios.licencia_status }).from(usuarios).where(eq(usuarios.id, id)))[0].s;

  it('skips a run while another process holds the job, and moves and raises once when two run together', async () => {
    const user = await acceptedLicence(day(40));
    const holder = await second.pool.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT pg_advisory_xact_lock(hashtext($1))', [DOCUMENT_JOB]);
      expect(await refreshDocumentStates(db(), resources, day(15))).toEqual({ expiring: 0, expired: 0 });
      expect(await state(user)).toBe(1);
      expect(await about(user)).toEqual([]);
      await holder.query('COMMIT');
    } finally {
      holder.release();
    }

    const runs = await Promise.all([refreshDocumentStates(db(), resources, day(15)), refreshDocumentStates(second.db, resources, day(15))]);
    expect(runs.filter((r) => r.expiring + r.expired > 0).length).toBeLessThanOrEqual(1);
    expect(await state(user)).toBe(3);
    const history = await db().select().from(record_history).where(and(eq(record_history.resource, 'usuarios'), eq(record_history.record_id, user)));
    expect(history.filter((h) => h.field).map((h) => [h.from_state, h.to_state])).toEqual([[1, 3]]);
    const raised = await about(user);
    expect(raised.length).toBeGreaterThan(0);
    expect(new Set(raised.map((n) => n.user_id)).size).toBe(raised.length);
  });
});


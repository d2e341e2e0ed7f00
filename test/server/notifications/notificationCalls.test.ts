import { and, eq } from 'drizzle-orm';
import { GROUPS } from '../../../domain/roles';
import { notificaciones, usuarios } from '../../../server/db/schema';
import { NOTIFICATION_TYPES } from '../../../server/notifications/types';
import { roleTestApp } from '../support/roleApp';
import { day, notificationCalls } from './notificationsHelpers';

/** The notification calls (SPEC §7, DOMAIN §4): list, history, seen and delete, each on one's own rows only. */
const { t, tokens } = roleTestApp();

const { db, raise, api, account } = notificationCalls(() => t);

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

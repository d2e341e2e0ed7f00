import { eq } from 'drizzle-orm';
import { GROUPS } from '../../../domain/roles';
import { configuracion, notificaciones, usuarios } from '../../../server/db/schema';
import type { Call, TestApp } from '../support/harness';

/** What the phone's test files share: signing in as the app, calls with its token, and who a notification reached. */

/** The demo's app user (a driver in no back-office group). */
export const APP_USER = 'conductor@flotilla.mx';

let lastIp = 0;
/** A fresh address for each sign-in, so one test's throttles never reach another's. */
export const nextIp = () => `10.34.0.${++lastIp}`;

/** POST auth/login/ as the phone does (`User-Type: app`), or without the header when `app` is false. */
export const login = (t: TestApp, email: string, password = 'flotilla', { app = true, ip = nextIp() } = {}) =>
  t.call({ method: 'POST', url: 'auth/login/', payload: { email, password }, ip, headers: app ? { 'user-type': 'app' } : {} });

/** An app session's access token (and refresh token) for `email`. */
export async function appSession(t: TestApp, email = APP_USER) {
  const res = await login(t, email);
  if (res.statusCode !== 200) throw new Error(`app login ${email}: ${res.statusCode} ${res.body}`);
  return res.json() as { access: string; refresh: string; id: number };
}

export const appToken = async (t: TestApp, email = APP_USER) => (await appSession(t, email)).access;

/** A call with `token`, in English. */
export const api = (t: TestApp, token: string, call: Call) => t.call({ token, lang: 'en', ...call });

export async function userId(t: TestApp, email: string) {
  const [row] = await t.database.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, email));
  return row.id;
}

/** The notifications raised about a record of `resource`, as [type, the recipient's groups] sorted. */
export async function raisedAbout(t: TestApp, resource: string, recordId: number) {
  const rows = await t.database.db
    .select({ type: notificaciones.type, groups: usuarios.groups, resource: notificaciones.resource, record: notificaciones.record_id })
    .from(notificaciones)
    .innerJoin(usuarios, eq(usuarios.id, notificaciones.user_id))
    .where(eq(notificaciones.record_id, recordId));
  return rows.filter((r) => r.resource === resource);
}

/** Whether every recipient holds one of `groups` and each of those groups got one. */
export const reachedExactly = (rows: { groups: string[] }[], roles: (keyof typeof GROUPS)[]) => {
  const wanted = roles.map((role) => GROUPS[role]);
  return rows.length > 0 && rows.every((r) => r.groups.some((g) => wanted.includes(g as never))) && wanted.every((g) => rows.some((r) => r.groups.includes(g)));
};

/** The demo's app user has room for one more vehicle under the demo settings: room for the several a test registers. */
export const allowMoreVehicles = (t: TestApp) => t.database.db.update(configuracion).set({ vehicles_limit: 20 });

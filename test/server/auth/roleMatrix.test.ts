import { and, desc, eq, inArray, not } from 'drizzle-orm';
import { canAccess } from '../../../domain/access';
import { APP_CALLS, appCallOf, isRecordCall } from '../../../domain/appCalls';
import { GROUPS, rolesOf } from '../../../domain/roles';
import { plantas, prestamos, usuarios } from '../../../server/db/schema';
import type { AccessRule } from '../../../server/http/guard';
import { columnOf } from '../../../server/kit/define';
import type { RegisteredRoute } from '../../../server/kit/openapi';
import { resources } from '../../../server/resources';
import { createTestAppWithRoles, type Call } from '../support/harness';
import { allowMoreVehicles, appSession } from '../app/appHelpers';
import { vehicleBody } from '../resources/vehiclesHelpers';

/**
 * The role matrix (DOMAIN §1), generated from the running app: every route Fastify
 * registered under /api (the route registry of server/kit/openapi.ts, filled by its onRoute
 * hook) is called as each DOMAIN §1 group, as the demo's app user signed in from the phone
 * (`User-Type: app`, DOMAIN §7) and without a token. What each caller should get comes from the
 * rule the route itself declares (server/http/guard.ts), read with canAccess, and for the app
 * user from domain/appCalls.ts alone (an app-only call refuses every back-office token): refused
 * callers get 403 (401 without a token) and change nothing in the database; allowed ones get
 * anything but 401 and 403 (the app user, on its own records, not 404 either), a 403
 * reauth_required (a sensitive change asking for the password again) counting as allowed. A route without
 * exactly one rule fails, by name: new routes are covered, or refused, the day they register.
 * The client's files, outside /api, are served to anyone by design.
 */
const { t, tokens: roleTokens } = await createTestAppWithRoles();
afterAll(() => t.close());

const APP_USER = 'conductor@flotilla.mx';
/** The demo's app user, in no back-office group, signed in as the phone does. */
async function appUserToken() {
  const [user] = await t.database.db.select({ groups: usuarios.groups }).from(usuarios).where(eq(usuarios.email, APP_USER));
  expect(rolesOf(user.groups)).toEqual([]);
  return (await appSession(t, APP_USER)).access;
}

interface Caller {
  name: string;
  token?: string;
  groups: string[];
  /** An app session (DOMAIN §7). */
  app?: boolean;
}
const CALLERS: Caller[] = [
  { name: 'admin', token: roleTokens.admin, groups: [GROUPS.admin] },
  { name: 'rh_admin', token: roleTokens.rh_admin, groups: [GROUPS.rh_admin] },
  { name: 'c4', token: roleTokens.c4, groups: [GROUPS.c4] },
  { name: 'app user', token: await appUserToken(), groups: [], app: true },
  { name: 'anonymous', groups: [] },
];
const CALLER_EMAILS = ['admin@flotilla.mx', 'rh@flotilla.mx', 'c4@flotilla.mx', APP_USER];

// usuarios/plataforma/ serves only back-office staff, all of them callers here: one more to aim at.
await t.database.db.update(usuarios).set({ plataforma: true }).where(eq(usuarios.id, await t.addUser({ email: 'objetivo@flotilla.mx', groups: [GROUPS.c4] })));

/**
 * A real record of each declaration for `:id`, so allowed calls reach their handler: the newest
 * in its scope, free of its row restriction, and never a caller's own account (an allowed
 * delete or permission removal there would change what later calls can do).
 */
const callerIds = (await t.database.db.select({ id: usuarios.id }).from(usuarios).where(inArray(usuarios.email, CALLER_EMAILS))).map((r) => r.id);
const recordIds: Record<string, number> = {};
for (const d of resources) {
  const id = columnOf(d, 'id');
  const [row] = await t.database.db
    .select({ id })
    .from(d.table)
    .where(and(d.scope, d.restrict ? not(d.restrict.rows) : undefined, not(inArray(id, callerIds))))
    .orderBy(desc(id))
    .limit(1);
  if (row) recordIds[d.base] = row.id as number;
}
const MISSING = 999999;

/**
 * The app user's own records for its record calls (made after the others' ids were chosen, so the
 * back office's calls aim elsewhere): a loan it asked for (Application) and its car awaiting review.
 */
const appUserId = (await t.database.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, APP_USER)))[0].id;
const [ownLoan] = await t.database.db
  .insert(prestamos)
  .values({ usuario: appUserId, destino: 'Centro', fecha_salida: new Date('2026-12-01T08:00:00Z'), fecha_regreso: new Date('2026-12-02T08:00:00Z'), status: 0 })
  .returning({ id: prestamos.id });
const [plant] = await t.database.db.select({ id: plantas.id }).from(plantas).limit(1);
await allowMoreVehicles(t);
const ownVehicle = await t.call({ method: 'POST', url: 'vehiculos/', token: CALLERS.find((c) => c.app)!.token, payload: vehicleBody(plant.id) });
expect(ownVehicle.statusCode).toBe(201);
const ownIds: Record<string, number> = { prestamos: ownLoan.id, vehiculos: ownVehicle.json().id };

// A route belongs to the longest base it starts with (usuarios/plataforma/ before usuarios/).
const bases = resources.map((d) => d.base).sort((a, b) => b.length - a.length);
const urlOf = (route: RegisteredRoute, caller: Caller) => {
  const base = bases.find((b) => route.url.startsWith(`/api/${b}/`));
  const call = appCallOf(route.method, route.url);
  const id = caller.app && call && isRecordCall(call) ? ownIds[call.resource] : (base && recordIds[base]) ?? MISSING;
  return route.url.replace(/^\/api\//, '').replace(/:id\b/, String(id)) + (exportsNothing(route) && route.method !== 'POST' ? `?id=${MISSING}` : '');
};
/**
 * An export of a resource filtered by id asks for no row: access is what the matrix checks, and
 * the demo's year of trips exported whole by each allowed caller took past the test's time on a
 * loaded machine.
 */
function exportsNothing(route: RegisteredRoute) {
  const base = bases.find((b) => route.url.startsWith(`/api/${b}/`));
  const declaration = resources.find((d) => d.base === base);
  return route.url === `/api/${base}/exportar/` && declaration?.filters?.id !== undefined;
}

/**
 * Every table of the database: a refused call must write none of them. Each committed row written
 * is counted per table by a trigger (as the fuzz file counts them): stricter than a digest of
 * every row before and after each call (a write of the same values counts too), and a read of one
 * small table instead of two reads of the whole demo database (its year of trips) per route.
 */
const tables = (await t.database.pool.query<{ name: string }>(`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`)).rows.map((r) => r.name);
await t.database.pool.query(`
  CREATE TABLE matrix_writes (name text PRIMARY KEY, n bigint NOT NULL);
  CREATE FUNCTION matrix_wrote() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
    INSERT INTO matrix_writes VALUES (TG_TABLE_NAME, 1) ON CONFLICT (name) DO UPDATE SET n = matrix_writes.n + 1; RETURN NULL; END $$;`);
for (const name of tables) {
  await t.database.pool.query(`
    CREATE TRIGGER matrix_row AFTER INSERT OR UPDATE OR DELETE ON "${name}" FOR EACH ROW EXECUTE FUNCTION matrix_wrote();
    CREATE TRIGGER matrix_truncate AFTER TRUNCATE ON "${name}" FOR EACH STATEMENT EXECUTE FUNCTION matrix_wrote();`);
}
async function fingerprint() {
  const { rows } = await t.database.pool.query<{ name: string; n: string }>('SELECT name, n FROM matrix_writes');
  return Object.fromEntries(rows.map((r) => [r.name, r.n])) as Record<string, string>;
}

/**
 * What DOMAIN §1 (and §7 for the app user) says `caller` gets from `route` with `rule`: allowed,
 * or the refusal's status and code.
 */
function expected(route: RegisteredRoute, rule: AccessRule, caller: Caller): 'allowed' | { status: number; code: string } {
  if (rule.kind === 'public') return 'allowed';
  if (!caller.token) return { status: 401, code: 'not_authenticated' };
  const call = appCallOf(route.method, route.url);
  const denied = { status: 403, code: 'permission_denied' };
  if (caller.app) return call ? 'allowed' : denied;
  if (call?.appOnly || rule.kind === 'app') return denied;
  const allowed =
    rule.kind === 'signedIn' ||
    (rule.kind === 'guarded' && canAccess(caller.groups, rule.resource, rule.action)) ||
    (rule.kind === 'roles' && rolesOf(caller.groups).some((role) => rule.roles.includes(role)));
  return allowed ? 'allowed' : { status: 403, code: 'permission_denied' };
}

const routes = [...new Map(t.app.apiRoutes.map((r) => [`${r.method} ${r.url}`, r])).values()];

describe('the route registry', () => {
  it('holds the API read from the running app', () => {
    expect(routes.length).toBeGreaterThan(60);
    for (const d of resources) expect(routes.map((r) => `${r.method} ${r.url}`)).toContain(`GET /api/${d.base}/`);
  });

  it('serves every call of domain/appCalls.ts whose resource is served, the app-only ones by app sessions only', () => {
    const served = (url: string) => routes.some((r) => r.url.startsWith(`/api/${url.split('/')[0]}/`));
    for (const call of APP_CALLS.filter((c) => served(c.path))) {
      const route = routes.find((r) => r.method === call.method && r.url === `/api/${call.path}`);
      expect([call.path, route !== undefined]).toEqual([call.path, true]);
    }
    for (const route of routes.filter((r) => r.access[0]?.kind === 'app')) expect([route.url, appCallOf(route.method, route.url)?.appOnly]).toEqual([route.url, true]);
  });

  it('gives every route exactly one access rule', () => {
    const unruled = routes.filter((r) => r.access.length !== 1).map((r) => `${r.method} ${r.url}: ${r.access.length} rules`);
    expect(unruled).toEqual([]);
  });
});

// Deletes last, so that the other calls of a resource still find its record.
const ruled = routes.filter((r) => r.access.length === 1).sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
describe.each(ruled.map((r) => [`${r.method} ${r.url}`, r] as const))('%s', (_name, route) => {
  it('answers every caller as its rule says, and refused calls change nothing', async () => {
    const [rule] = route.access;
    const call = (caller: Caller) =>
      t.call({
        method: route.method as Call['method'],
        url: urlOf(route, caller),
        token: caller.token,
        lang: 'en',
        payload: ['POST', 'PUT', 'PATCH'].includes(route.method) ? (exportsNothing(route) ? { id: MISSING } : {}) : undefined,
      });
    const wrong: string[] = [];
    const refused = CALLERS.filter((c) => expected(route, rule, c) !== 'allowed');
    const before = await fingerprint();
    for (const caller of refused) {
      const want = expected(route, rule, caller) as { status: number; code: string };
      const res = await call(caller);
      // HEAD answers carry no body, only the status.
      const code = route.method === 'HEAD' ? want.code : (res.json() as { code?: unknown }).code;
      if (res.statusCode !== want.status || code !== want.code) wrong.push(`${caller.name}: ${res.statusCode} ${res.body.slice(0, 100)}, expected ${want.status} ${want.code}`);
    }
    const after = await fingerprint();
    const changed = tables.filter((name) => before[name] !== after[name]);
    if (changed.length) wrong.push(`refused calls changed ${changed.join(', ')}`);
    // Allowed callers last: they may change records (a real id, an empty body), as they are allowed to.
    for (const caller of CALLERS.filter((c) => expected(route, rule, c) === 'allowed')) {
      const res = await call(caller);
      // The app user calls on its own records: a 404 there would be its owner rule failing.
      const refusals = caller.app && rule.kind !== 'public' ? [401, 403, 404] : [401, 403];
      // A sensitive change asks an allowed caller to prove it is them again (ASVS 7.5.1): allowed, not refused.
      const reauth = res.statusCode === 403 && route.method !== 'HEAD' && (res.json() as { code?: unknown }).code === 'reauth_required';
      if ((refusals.includes(res.statusCode) && !reauth) || res.statusCode >= 500) wrong.push(`${caller.name}: ${res.statusCode} ${res.body.slice(0, 100)}, expected allowed (${rule.kind})`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('the matrix', () => {
  it('refuses someone on every route but the public ones, and lets someone through on each', () => {
    for (const route of ruled) {
      const answers = CALLERS.map((c) => expected(route, route.access[0], c));
      expect([route.url, answers.includes('allowed')]).toEqual([route.url, true]);
      if (route.access[0].kind !== 'public') expect([route.url, answers.some((a) => a !== 'allowed')]).toEqual([route.url, true]);
    }
  });
});

import { and, desc, eq, inArray, not } from 'drizzle-orm';
import { canAccess } from '../../../domain/access';
import { GROUPS, rolesOf } from '../../../domain/roles';
import { usuarios } from '../../../server/db/schema';
import type { AccessRule } from '../../../server/http/guard';
import { columnOf } from '../../../server/kit/define';
import type { RegisteredRoute } from '../../../server/kit/openapi';
import { resources } from '../../../server/resources';
import { createTestAppWithRoles, type Call } from '../support/harness';

/**
 * The role matrix (DOMAIN §1), generated from the running app: every route Fastify
 * registered under /api (the route registry of server/kit/openapi.ts, filled by its onRoute
 * hook) is called as each DOMAIN §1 group, as the demo's app user (no back-office group) and
 * without a token. What each caller should get comes from the rule the route itself declares
 * (server/http/guard.ts), read with canAccess: refused callers get 403 (401 without a token) and
 * change nothing in the database; allowed ones get anything but 401 and 403. A route without
 * exactly one rule fails, by name: new routes are covered, or refused, the day they register.
 * The client's files, outside /api, are served to anyone by design.
 */
const { t, tokens: roleTokens } = await createTestAppWithRoles();
afterAll(() => t.close());

const APP_USER = 'conductor@flotilla.mx';
/** The demo's app user may not sign in to the back office, so it holds a group just long enough to get a token. */
async function appUserToken() {
  const [user] = await t.database.db.select({ id: usuarios.id, groups: usuarios.groups }).from(usuarios).where(eq(usuarios.email, APP_USER));
  expect(rolesOf(user.groups)).toEqual([]);
  await t.database.db.update(usuarios).set({ groups: [GROUPS.c4] }).where(eq(usuarios.id, user.id));
  const token = await t.token(APP_USER);
  await t.database.db.update(usuarios).set({ groups: user.groups }).where(eq(usuarios.id, user.id));
  return token;
}

interface Caller {
  name: string;
  token?: string;
  groups: string[];
}
const CALLERS: Caller[] = [
  { name: 'admin', token: roleTokens.admin, groups: [GROUPS.admin] },
  { name: 'rh_admin', token: roleTokens.rh_admin, groups: [GROUPS.rh_admin] },
  { name: 'c4', token: roleTokens.c4, groups: [GROUPS.c4] },
  { name: 'app user', token: await appUserToken(), groups: [] },
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
// A route belongs to the longest base it starts with (usuarios/plataforma/ before usuarios/).
const bases = resources.map((d) => d.base).sort((a, b) => b.length - a.length);
const urlOf = (route: RegisteredRoute) => {
  const base = bases.find((b) => route.url.startsWith(`/api/${b}/`));
  return route.url.replace(/^\/api\//, '').replace(/:id\b/, String((base && recordIds[base]) ?? MISSING));
};

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

/** What DOMAIN §1 says `caller` gets from a route with `rule`: allowed, or the refusal's status and code. */
function expected(rule: AccessRule, caller: Caller): 'allowed' | { status: number; code: string } {
  if (rule.kind === 'public') return 'allowed';
  if (!caller.token) return { status: 401, code: 'not_authenticated' };
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
        url: urlOf(route),
        token: caller.token,
        lang: 'en',
        payload: ['POST', 'PUT', 'PATCH'].includes(route.method) ? {} : undefined,
      });
    const wrong: string[] = [];
    const refused = CALLERS.filter((c) => expected(rule, c) !== 'allowed');
    const before = await fingerprint();
    for (const caller of refused) {
      const want = expected(rule, caller) as { status: number; code: string };
      const res = await call(caller);
      // HEAD answers carry no body, only the status.
      const code = route.method === 'HEAD' ? want.code : (res.json() as { code?: unknown }).code;
      if (res.statusCode !== want.status || code !== want.code) wrong.push(`${caller.name}: ${res.statusCode} ${res.body.slice(0, 100)}, expected ${want.status} ${want.code}`);
    }
    const after = await fingerprint();
    const changed = tables.filter((name) => before[name] !== after[name]);
    if (changed.length) wrong.push(`refused calls changed ${changed.join(', ')}`);
    // Allowed callers last: they may change records (a real id, an empty body), as they are allowed to.
    for (const caller of CALLERS.filter((c) => expected(rule, c) === 'allowed')) {
      const res = await call(caller);
      if ([401, 403].includes(res.statusCode) || res.statusCode >= 500) wrong.push(`${caller.name}: ${res.statusCode}, expected allowed (${rule.kind})`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('the matrix', () => {
  it('refuses someone on every route but the public ones, and lets someone through on each', () => {
    for (const route of ruled) {
      const answers = CALLERS.map((c) => expected(route.access[0], c));
      expect([route.url, answers.includes('allowed')]).toEqual([route.url, true]);
      if (route.access[0].kind !== 'public') expect([route.url, answers.some((a) => a !== 'allowed')]).toEqual([route.url, true]);
    }
  });
});

import { and, asc, eq, getTableName, not } from 'drizzle-orm';
import { canAccess } from '../../domain/access';
import { GROUPS } from '../../domain/roles';
import { usuarios } from '../../server/db/schema';
import { columnOf, type ResourceDeclaration } from '../../server/kit/define';
import { fileActions } from '../../server/kit/files';
import { resources } from '../../server/resources';
import { createTestAppWithRoles, type Call, type TestApp } from './harness';

/**
 * DOMAIN §1 on the server, generated from the declarations (server/resources/index.ts): every
 * call of every declared resource, as each role of DOMAIN §1 and as a signed-in user without a
 * group, answers 403 permission_denied exactly where canAccess says no (before the body is
 * read) and something else where it says yes; no call here changes anything. A new resource
 * or action is covered the day it is declared. domain/access.test.ts checks canAccess itself.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
/** A record of each declaration, in its scope and free of its row restriction (null: none yet). */
const ids: Record<string, number | null> = {};

const ROLES = ['admin', 'rh_admin', 'c4', 'none'] as const;
type RoleKey = (typeof ROLES)[number];
const GROUPS_OF: Record<RoleKey, string[]> = { admin: [GROUPS.admin], rh_admin: [GROUPS.rh_admin], c4: [GROUPS.c4], none: [] };

beforeAll(async () => {
  const app = await createTestAppWithRoles();
  t = app.t;
  Object.assign(tokens, { admin: app.tokens.admin, rh_admin: app.tokens.rh_admin, c4: app.tokens.c4 });
  // Signed in while in a group, then left without one: the token stays valid, DOMAIN §1 refuses.
  const former = await t.addUser({ email: 'sin.grupo@flotilla.mx', groups: [GROUPS.admin] });
  tokens.none = await t.token('sin.grupo@flotilla.mx');
  await t.database.db.update(usuarios).set({ groups: [] }).where(eq(usuarios.id, former));
  for (const d of resources) {
    const id = columnOf(d, 'id');
    const [row] = await t.database.db
      .select({ id })
      .from(d.table)
      .where(and(d.scope, d.restrict ? not(d.restrict.rows) : undefined))
      .orderBy(asc(id))
      .limit(1);
    ids[d.base] = (row?.id as number | undefined) ?? null;
  }
});
afterAll(() => t.close());

const tables = [...new Set(resources.map((d) => getTableName(d.table)))];

/** Every declared table, the audit log and the transition history, each as one digest. */
async function snapshot() {
  const digests = tables.map((name) => `(SELECT md5(coalesce(string_agg(x::text, ',' ORDER BY x.id), '')) FROM "${name}" x) AS "${name}"`);
  const { rows } = await t.database.pool.query(
    `SELECT ${digests.join(', ')}, (SELECT count(*) FROM audit_log WHERE resource <> 'auth') AS audit, (SELECT count(*) FROM record_history) AS history`,
  );
  return rows[0];
}

interface Case {
  base: string;
  /** DOMAIN §1 resource and action that guard the call. */
  resource: string;
  action: string;
  /** Fastify's route, to prove every registered route has a case. */
  route: string;
  /** The answer when allowed; undefined: anything but 401 and 403. */
  allowed?: number;
  call(id: number | null): Call;
}

const MISSING = 999999;
/** A body every strict schema refuses, so an allowed write changes nothing. */
const UNKNOWN_FIELD = { not_a_field: 1 };

/** SPEC §7 generic calls and every declared record call of a declaration. */
function casesOf(d: ResourceDeclaration): Case[] {
  const b = d.base;
  const of = (action: string, method: Call['method'], path: string, allowed: number | undefined, call: Case['call']): Case => ({
    base: b,
    resource: b,
    action,
    route: `${method} /api/${b}/${path}`,
    allowed,
    call: (id) => ({ method, ...call(id) }),
  });
  const recordCalls = [
    ...[...(d.actions ?? []), ...fileActions(d)].map((a) => ({ ...a, allowed: undefined })),
    ...(d.transitions ?? []).map((tr) => ({ ...tr, collection: false, allowed: 404 })),
  ];
  return [
    of('list', 'GET', '', 200, () => ({ url: `${b}/` })),
    of('list', 'POST', 'q/', 200, () => ({ url: `${b}/q/`, payload: {} })),
    ...(d.activeList ? [of('list', 'GET', 'activos/', 200, () => ({ url: `${b}/activos/` }))] : []),
    of('show', 'GET', ':id/', undefined, (id) => ({ url: `${b}/${id ?? MISSING}/` })),
    of('export', 'POST', 'exportar/', 200, () => ({ url: `${b}/exportar/`, payload: {} })),
    of('export', 'GET', 'exportar/', 200, () => ({ url: `${b}/exportar/?format=csv` })),
    of('create', 'POST', '', 400, () => ({ url: `${b}/`, payload: UNKNOWN_FIELD })),
    of('edit', 'PUT', ':id/', 400, (id) => ({ url: `${b}/${id ?? MISSING}/`, payload: UNKNOWN_FIELD })),
    of('edit', 'PATCH', ':id/', 400, (id) => ({ url: `${b}/${id ?? MISSING}/`, payload: UNKNOWN_FIELD })),
    of('delete', 'DELETE', ':id/', 404, () => ({ url: `${b}/${MISSING}/` })),
    of('delete', 'POST', 'multiple_delete/', 400, () => ({ url: `${b}/multiple_delete/`, payload: { ids: [] } })),
    ...(d.status ? [of('status', 'POST', 'change_multiple_status/', 400, () => ({ url: `${b}/change_multiple_status/`, payload: { ids: [], status: 0 } }))] : []),
    // Record calls go to a record that does not exist, so an allowed one changes nothing.
    ...recordCalls.map((a) => ({
      ...of(a.access, a.method, a.collection ? `${a.path}/` : `:id/${a.path}/`, a.allowed, () => ({
        url: a.collection ? `${b}/${a.path}/` : `${b}/${MISSING}/${a.path}/`,
        payload: a.method === 'POST' ? {} : undefined,
      })),
      resource: a.accessResource ?? b,
    })),
    ...(d.transitions?.length ? [of('show', 'GET', ':id/history/', 404, () => ({ url: `${b}/${MISSING}/history/` }))] : []),
  ];
}

const cases = resources.flatMap(casesOf);

describe('the generated table', () => {
  it('has a case for every route of every declared resource, and no other', () => {
    // A route belongs to the longest base it starts with (usuarios/plataforma/ before usuarios/).
    const bases = resources.map((d) => d.base).sort((a, b) => b.length - a.length);
    const routes = t.app.apiRoutes
      .filter((r) => r.method !== 'HEAD' && bases.some((b) => r.url.startsWith(`/api/${b}/`)))
      .map((r) => `${r.method} ${r.url}`);
    expect([...new Set(cases.map((c) => c.route))].sort()).toEqual([...new Set(routes)].sort());
  });
});

describe.each(ROLES)('DOMAIN §1 on every call, as %s', (role) => {
  // One digest before the role's calls and one after them (the last test): cheaper than two
  // per call, and as strict, since no call of the table may change anything.
  let before: Awaited<ReturnType<typeof snapshot>>;
  beforeAll(async () => {
    before = await snapshot();
  });

  it.each(cases.map((c) => [c.base, c.action, c.route, c] as const))('%s %s (%s)', async (_base, action, _route, c) => {
    const call = c.call(ids[c.base]);
    const res = await t.call({ token: tokens[role], lang: 'en', ...call });
    if (canAccess(GROUPS_OF[role], c.resource, action)) {
      const allowed = c.allowed ?? (action === 'show' && call.url.endsWith(`/${ids[c.base]}/`) ? 200 : undefined);
      if (allowed) expect(res.statusCode).toBe(allowed);
      else expect([401, 403]).not.toContain(res.statusCode);
    } else {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'permission_denied', detail: 'You do not have permission to perform this action.' });
    }
  });

  it('changed nothing with any of those calls', async () => {
    expect(await snapshot()).toEqual(before);
  });
});

describe('refusals', () => {
  it('answer 401 not_authenticated without a token on every call, and change nothing', async () => {
    const before = await snapshot();
    for (const c of cases) {
      const res = await t.call(c.call(ids[c.base]));
      expect([c.route, res.statusCode, res.json().code]).toEqual([c.route, 401, 'not_authenticated']);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('come before the id or the body is looked at, in Spanish by default', async () => {
    const before = await snapshot();
    for (const d of resources.filter((r) => !canAccess([GROUPS.c4], r.base, 'edit'))) {
      for (const call of [
        { method: 'PATCH', url: `${d.base}/${MISSING}/`, payload: { bogus: 1 } },
        { method: 'POST', url: `${d.base}/`, payload: 'not json', headers: { 'content-type': 'application/json' } },
      ] as Call[]) {
        const res = await t.call({ token: tokens.c4, ...call });
        expect([call.method, call.url, res.statusCode, res.json()]).toEqual([
          call.method,
          call.url,
          403,
          { code: 'permission_denied', detail: 'No tiene permiso para realizar esta acción.' },
        ]);
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('follow the groups of each call: a user whose groups were taken away is refused at once', async () => {
    const id = await t.addUser({ email: 'antes.admin@flotilla.mx', groups: [GROUPS.admin] });
    const token = await t.token('antes.admin@flotilla.mx');
    expect((await t.call({ url: 'plantas/', token })).statusCode).toBe(200);
    await t.database.db.update(usuarios).set({ groups: ['Conductor'] }).where(eq(usuarios.id, id));
    const res = await t.call({ url: 'plantas/', token });
    expect([res.statusCode, res.json().code]).toEqual([403, 'permission_denied']);
  });

  it('give a user in several groups the union of their rights', async () => {
    await t.addUser({ email: 'ambos@flotilla.mx', groups: [GROUPS.c4, GROUPS.rh_admin] });
    const token = await t.token('ambos@flotilla.mx');
    expect(canAccess([GROUPS.c4], 'plantas', 'create')).toBe(false);
    const res = await t.call({ method: 'POST', url: 'plantas/', token, payload: { name: 'Unión', code: 'UNION' } });
    expect(res.statusCode).toBe(201);
    const [row] = (await t.audit()).filter((r) => r.resource === 'plantas');
    expect([row.action, row.record_id]).toEqual(['create', String(res.json().id)]);
  });
});

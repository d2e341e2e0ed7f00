import { eq } from 'drizzle-orm';
import { canAccess } from '../../domain/access';
import { GROUPS } from '../../domain/roles';
import { audit_log, departamentos, plantas, usuarios } from '../../server/db/schema';
import { resources } from '../../server/resources';
import { createTestAppWithRoles, type RoleTokens, type Call, type TestApp } from './harness';

/**
 * DOMAIN §1 on the server: every route of every declared resource answers as canAccess says
 * (403 permission_denied otherwise, before the body is looked at), and a refused call changes
 * nothing. domain/access.test.ts checks canAccess against the table itself.
 */
let t: TestApp;
let tokens: RoleTokens;
beforeAll(async () => {
  ({ t, tokens } = await createTestAppWithRoles());
});
afterAll(() => t.close());

const GROUPS_OF: Record<string, string[]> = { admin: [GROUPS.admin], rh_admin: [GROUPS.rh_admin], c4: [GROUPS.c4] };

const snapshot = async () => ({
  plantas: await t.database.db.select().from(plantas).orderBy(plantas.id),
  departamentos: await t.database.db.select().from(departamentos).orderBy(departamentos.id),
  usuarios: await t.database.db.select().from(usuarios).orderBy(usuarios.id),
  audit: (await t.audit()).filter((r) => r.resource !== 'auth').length,
});

/** A record of the resource (a platform user for usuarios/plataforma/). */
const anyId = async (base: string) => {
  if (base.startsWith('usuarios')) {
    const where = base === 'usuarios' ? eq(usuarios.plataforma, false) : eq(usuarios.plataforma, true);
    return (await t.database.db.select({ id: usuarios.id }).from(usuarios).where(where).orderBy(usuarios.id).limit(1))[0].id;
  }
  const table = base === 'plantas' ? plantas : departamentos;
  return (await t.database.db.select({ id: table.id }).from(table).limit(1))[0].id;
};

/**
 * Every generic route (SPEC §7) with the DOMAIN §1 action it needs. Writes carry bodies that
 * the route refuses (400/404) when allowed, so the table runs without changing data.
 */
const ROUTES: { action: string; allowed: number; call: (base: string, id: number) => Call }[] = [
  { action: 'list', allowed: 200, call: (b) => ({ url: `${b}/` }) },
  { action: 'list', allowed: 200, call: (b) => ({ method: 'POST', url: `${b}/q/`, payload: { status: 1 } }) },
  { action: 'show', allowed: 200, call: (b, id) => ({ url: `${b}/${id}/` }) },
  { action: 'export', allowed: 200, call: (b) => ({ method: 'POST', url: `${b}/exportar/`, payload: {} }) },
  { action: 'export', allowed: 200, call: (b) => ({ url: `${b}/exportar/?format=csv` }) },
  { action: 'create', allowed: 400, call: (b) => ({ method: 'POST', url: `${b}/`, payload: {} }) },
  { action: 'edit', allowed: 400, call: (b, id) => ({ method: 'PUT', url: `${b}/${id}/`, payload: {} }) },
  { action: 'edit', allowed: 400, call: (b, id) => ({ method: 'PATCH', url: `${b}/${id}/`, payload: { status: 9 } }) },
  { action: 'delete', allowed: 404, call: (b) => ({ method: 'DELETE', url: `${b}/999999/` }) },
  { action: 'delete', allowed: 400, call: (b) => ({ method: 'POST', url: `${b}/multiple_delete/`, payload: { ids: [] } }) },
  { action: 'status', allowed: 400, call: (b) => ({ method: 'POST', url: `${b}/change_multiple_status/`, payload: { ids: [], status: 0 } }) },
];

const cases = resources.flatMap((m) => [
  ...ROUTES.map((r) => ({ base: m.base, resource: m.base, ...r })),
  ...(m.actions ?? []).map((a) => ({
    base: m.base,
    // quitar_permisos sits under usuarios/ but DOMAIN §1 checks usuarios/plataforma.
    resource: a.accessResource ?? m.base,
    action: a.access,
    allowed: undefined as number | undefined,
    // Record calls go to an id that does not exist, so an allowed call changes nothing (404).
    call: (b: string): Call => ({ method: a.method, url: a.collection ? `${b}/${a.path}/` : `${b}/999999/${a.path}/`, payload: a.method === 'POST' ? {} : undefined }),
  })),
  // Declared transitions, and the history every resource with transitions serves (DOMAIN §1 show).
  ...(m.transitions ?? []).map((a) => ({
    base: m.base,
    resource: a.accessResource ?? m.base,
    action: a.access,
    allowed: 404 as number | undefined,
    call: (b: string): Call => ({ method: a.method, url: `${b}/999999/${a.path}/`, payload: a.method === 'POST' ? {} : undefined }),
  })),
  ...(m.transitions?.length ? [{ base: m.base, resource: m.base, action: 'show', allowed: 404, call: (b: string): Call => ({ url: `${b}/999999/history/` }) }] : []),
]);

describe.each(['admin', 'rh_admin', 'c4'])('DOMAIN §1 on every route, as %s', (role) => {
  it.each(cases.map((c) => [c.base, c.action, c.call(c.base, 0).method ?? 'GET', c.call(c.base, 0).url, c] as const))(
    '%s %s (%s %s)',
    async (base, action, _method, _url, c) => {
      const before = await snapshot();
      const res = await t.call({ token: tokens[role as keyof RoleTokens], lang: 'en', ...c.call(base, await anyId(base)) });
      if (canAccess(GROUPS_OF[role], c.resource, action)) {
        if (c.allowed) expect(res.statusCode).toBe(c.allowed);
        else expect([401, 403]).not.toContain(res.statusCode);
      } else {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ code: 'permission_denied', detail: 'You do not have permission to perform this action.' });
      }
      expect(await snapshot()).toEqual(before);
    },
  );
});

describe('plants and departments: admin and HR write, C4 reads', () => {
  it.each([['admin'], ['rh_admin']])('%s creates, edits, changes status and deletes', async (role) => {
    const token = tokens[role as keyof RoleTokens];
    for (const base of ['plantas', 'departamentos']) {
      const code = `${role}-${base}`.slice(0, 20);
      const created = await t.call({ method: 'POST', url: `${base}/`, token, payload: { name: 'Alta', code } });
      expect(created.statusCode).toBe(201);
      const { id } = created.json();
      expect((await t.call({ method: 'PUT', url: `${base}/${id}/`, token, payload: { name: 'Cambio', code } })).statusCode).toBe(200);
      expect((await t.call({ method: 'PATCH', url: `${base}/${id}/`, token, payload: { name: 'Parche' } })).statusCode).toBe(200);
      expect((await t.call({ method: 'POST', url: `${base}/change_multiple_status/`, token, payload: { ids: [id], status: 0 } })).statusCode).toBe(200);
      expect((await t.call({ method: 'DELETE', url: `${base}/${id}/`, token })).statusCode).toBe(204);
      const again = await t.call({ method: 'POST', url: `${base}/`, token, payload: { name: 'Alta', code } });
      expect((await t.call({ method: 'POST', url: `${base}/multiple_delete/`, token, payload: { ids: [again.json().id] } })).json()).toEqual({ deleted: 1 });
    }
  });

  it('C4 lists, shows and exports', async () => {
    const token = tokens.c4;
    for (const base of ['plantas', 'departamentos']) {
      const id = await anyId(base);
      expect((await t.call({ url: `${base}/`, token })).statusCode).toBe(200);
      expect((await t.call({ method: 'POST', url: `${base}/q/`, token, payload: { status: 1 } })).statusCode).toBe(200);
      expect((await t.call({ url: `${base}/${id}/`, token })).json().id).toBe(id);
      expect((await t.call({ method: 'POST', url: `${base}/exportar/`, token, payload: {} })).statusCode).toBe(200);
    }
  });

  it('C4 is refused every valid write with 403 permission_denied in Spanish, and nothing changes', async () => {
    const token = tokens.c4;
    for (const base of ['plantas', 'departamentos']) {
      const id = await anyId(base);
      const before = await snapshot();
      const calls: Call[] = [
        { method: 'POST', url: `${base}/`, payload: { name: 'Alta', code: 'C4-NEW' } },
        { method: 'PUT', url: `${base}/${id}/`, payload: { name: 'Cambio', code: 'C4-PUT' } },
        { method: 'PATCH', url: `${base}/${id}/`, payload: { name: 'Parche' } },
        { method: 'DELETE', url: `${base}/${id}/` },
        { method: 'POST', url: `${base}/multiple_delete/`, payload: { ids: [id] } },
        { method: 'POST', url: `${base}/change_multiple_status/`, payload: { ids: [id], status: 0 } },
        // Refused before the id or the body is looked at: no 404, no field errors.
        { method: 'PATCH', url: `${base}/999999/`, payload: { bogus: 1 } },
        { method: 'POST', url: `${base}/`, payload: 'not json', headers: { 'content-type': 'application/json' } },
      ];
      for (const call of calls) {
        const res = await t.call({ token, ...call });
        expect([call.method, call.url, res.statusCode]).toEqual([call.method, call.url, 403]);
        expect(res.json()).toEqual({ code: 'permission_denied', detail: 'No tiene permiso para realizar esta acción.' });
      }
      expect(await snapshot()).toEqual(before);
    }
  });

  it('answers 401 not_authenticated without a token on every route, and changes nothing', async () => {
    const before = await snapshot();
    for (const c of cases) {
      const res = await t.call(c.call(c.base, await anyId(c.base)));
      expect([c.base, c.action, res.statusCode, res.json().code]).toEqual([c.base, c.action, 401, 'not_authenticated']);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a signed-in user whose groups were all taken away', async () => {
    const id = await t.addUser({ email: 'former@flotilla.mx', groups: [GROUPS.admin] });
    const token = await t.token('former@flotilla.mx');
    expect((await t.call({ url: 'plantas/', token })).statusCode).toBe(200);
    await t.database.db.update(usuarios).set({ groups: ['Conductor'] }).where(eq(usuarios.id, id));
    const res = await t.call({ url: 'plantas/', token });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('permission_denied');
  });

  it('gives a user in several groups the union of their rights', async () => {
    await t.addUser({ email: 'both@flotilla.mx', groups: [GROUPS.c4, GROUPS.rh_admin] });
    const token = await t.token('both@flotilla.mx');
    const res = await t.call({ method: 'POST', url: 'plantas/', token, payload: { name: 'Unión', code: 'UNION' } });
    expect(res.statusCode).toBe(201);
    const [row] = (await t.audit()).filter((r) => r.resource === 'plantas');
    expect(row.action).toBe('create');
    expect(await t.count(audit_log)).toBeGreaterThan(0);
  });
});

import { eq, getTableName } from 'drizzle-orm';
import { canAccess } from '../../../domain/access';
import { GROUPS } from '../../../domain/roles';
import { usuarios } from '../../../server/db/schema';
import { resources } from '../../../server/resources';
import type { Call } from '../support/harness';
import { roleTestApp } from '../support/roleApp';

/**
 * How DOMAIN §1 refusals behave beyond the role matrix (roleMatrix.test.ts calls every route as
 * every role): they come before the id or the body is read, they follow the caller's groups at
 * each call, and a user in several groups holds the union of their rights.
 */
const { t, tokens } = roleTestApp();

const tables = [...new Set(resources.map((d) => getTableName(d.table)))];

/** Every declared table and the audit log, each as one digest. */
async function snapshot() {
  const digests = tables.map((name) => `(SELECT md5(coalesce(string_agg(x::text, ',' ORDER BY x.id), '')) FROM "${name}" x) AS "${name}"`);
  const { rows } = await t.database.pool.query(`SELECT ${digests.join(', ')}, (SELECT count(*) FROM audit_log) AS audit`);
  return rows[0];
}

const MISSING = 999999;

describe('refusals', () => {
  it('come before the id or the body is looked at, in Spanish by default', async () => {
    const before = await snapshot();
    // A read-only view (solicitudes_fleet/) serves no writes at all: its write paths are 404 for everyone (kitViews.test.ts).
    for (const d of resources.filter((r) => !r.readOnlyView && !canAccess([GROUPS.c4], r.base, 'edit'))) {
      for (const call of [
        // A declaration only its own calls write (alertas/) serves no generic edit.
        ...(d.genericWrites === false ? [] : [{ method: 'PATCH', url: `${d.base}/${MISSING}/`, payload: { bogus: 1 } }]),
        // A single record (configuracion/) has no create: its PUT takes the malformed body instead.
        { method: d.singleton ? 'PUT' : 'POST', url: d.singleton ? `${d.base}/${MISSING}/` : `${d.base}/`, payload: 'not json', headers: { 'content-type': 'application/json' } },
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

  it('follow the groups of each call: a user whose groups were taken away behind the server\'s back is refused within a second', async () => {
    const id = await t.addUser({ email: 'antes.admin@flotilla.mx', groups: [GROUPS.admin] });
    const token = await t.token('antes.admin@flotilla.mx');
    expect((await t.call({ url: 'plantas/', token })).statusCode).toBe(200);
    await t.database.db.update(usuarios).set({ groups: ['Conductor'] }).where(eq(usuarios.id, id));
    // Past the API, the cached caller hears of it through LISTEN (server/auth/callerListener.ts);
    // a change made through the API holds from the very next call (users.test.ts, quitar_permisos).
    let res = await t.call({ url: 'plantas/', token });
    for (const deadline = Date.now() + 1000; res.statusCode === 200 && Date.now() < deadline; ) res = await t.call({ url: 'plantas/', token });
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

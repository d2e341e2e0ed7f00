import { and, count, desc, eq } from 'drizzle-orm';
import { audit_log, record_history, usuarios } from '../../../server/db/schema';
import type { RoleTokens, TestApp } from '../support/harness';
import { caller, userBody } from '../resources/usersHelpers';

/** What the transitions' test files share: callers, rows and their history, and "nothing changed". */

/** The demo admin's and HR's ids and full names, as history names them. */
export async function peopleOf(t: TestApp): Promise<Record<'admin' | 'rh', { id: number; name: string }>> {
  const person = async (email: string) => {
    const [row] = await t.database.db.select().from(usuarios).where(eq(usuarios.email, email));
    return { id: row.id, name: `${row.name} ${row.last_name}` };
  };
  return { admin: await person('admin@flotilla.mx'), rh: await person('rh@flotilla.mx') };
}

/**
 * The three roles' secret-checking callers on the app of a transitions' test file, a user's row,
 * a record's history newest first, a snapshot of a row with every audit and history row, and a
 * new staff user holding a licence.
 */
export function transitionCalls(app: () => TestApp, tokens: () => RoleTokens) {
  const admin = caller(app, () => tokens().admin);
  const rh = caller(app, () => tokens().rh);
  const c4 = caller(app, () => tokens().c4);
  const db = () => app().database.db;
  const user = async (id: number) => (await db().select().from(usuarios).where(eq(usuarios.id, id)))[0];
  const historyOf = (resource: string, id: number) =>
    db().select().from(record_history).where(and(eq(record_history.resource, resource), eq(record_history.record_id, id))).orderBy(desc(record_history.id));
  const counts = async () => ({
    audit: (await db().select({ n: count() }).from(audit_log))[0].n,
    history: (await db().select({ n: count() }).from(record_history))[0].n,
  });
  /** The row plus every audit and history row: what "nothing changed" compares. */
  const snapshot = async (read: () => Promise<unknown>) => ({ row: await read(), ...(await counts()) });

  /** A new staff user holding a licence in `licencia_status`, valid for years. */
  async function userWithLicence(licencia_status: number | null) {
    const created = (await rh({ method: 'POST', url: 'usuarios/', payload: userBody() })).json() as { id: number };
    const licence = licencia_status === null ? { licencia: null, vencimiento: null } : { licencia: 'x.pdf', vencimiento: '2099-01-01' };
    await db().update(usuarios).set({ ...licence, licencia_status }).where(eq(usuarios.id, created.id));
    return created.id;
  }
  return { admin, rh, c4, db, user, historyOf, snapshot, userWithLicence };
}

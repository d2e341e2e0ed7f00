import { audit_log, departamentos, plantas } from '../../../server/db/schema';
import type { Call, TestApp } from '../support/harness';

/** What the generic resource calls' test files that write share: calls, new plants, and "nothing changed". */

/** Everything a refused call could have touched, to show it changed nothing. */
export const snapshot = async (app: TestApp) => ({
  plantas: await app.database.db.select().from(plantas).orderBy(plantas.id),
  departamentos: await app.database.db.select().from(departamentos).orderBy(departamentos.id),
  audit: await app.count(audit_log),
});

/** Calls with the file's token, and `newPlant`: a new plant with a unique code. */
export function plantWrites(app: () => TestApp, token: () => string) {
  const api = (call: Call) => app().call({ token: token(), ...call });
  let serial = 0;
  async function newPlant(extra: Record<string, unknown> = {}) {
    const res = await api({ method: 'POST', url: 'plantas/', payload: { name: `Planta prueba ${++serial}`, code: `T${serial}`, ...extra } });
    expect(res.statusCode).toBe(201);
    return res.json() as typeof plantas.$inferSelect & { created_at: string; updated_at: string };
  }
  return { api, newPlant };
}

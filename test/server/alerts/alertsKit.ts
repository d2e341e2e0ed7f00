import { eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { alertas, plantas, usuarios } from '../../../server/db/schema';
import { raiseAlert } from '../../../server/resources/alerts/raiseAlert';
import { alertInput } from '../../../server/resources/alerts/alertSchema';
import { csvOf } from '../kit/exportHelpers';
import type { TestApp } from '../support/harness';

/**
 * What the alert tests share: people to raise alerts (app users: no back-office group), alerts
 * raised through raiseAlert as POST alertas/ raises them, and the stored rows to compare.
 */

let people = 0;
/** An app user named `name last_name`, at plant `planta` (the first plant by default), with a unique email. */
export async function addIssuer(t: TestApp, name: string, last_name: string, extra: Partial<typeof usuarios.$inferInsert> = {}) {
  const [plant] = await t.database.db.select({ id: plantas.id }).from(plantas).orderBy(plantas.id).limit(1);
  const id = await t.addUser({ email: `emisor${++people}-${Date.now()}@empresa.mx`, groups: [] });
  await t.database.db.update(usuarios).set({ name, last_name, planta: plant.id, telephone: '8112345678', ...extra }).where(eq(usuarios.id, id));
  return id;
}

/** An alert raised by `issuer`, in its own transaction, as POST alertas/ raises it (the body parsed as the call parses it). */
export const raise = (t: TestApp, issuer: number, body: Record<string, unknown> = {}) =>
  t.database.db.transaction((tx) => raiseAlert(tx, issuer, alertInput.parse({ latitude: 25.6866, longitude: -100.3161, ...body })));

/** The stored alert. */
export const alertRow = async (t: TestApp, id: number) => (await t.database.db.select().from(alertas).where(eq(alertas.id, id)))[0];

/** The stored alerts with these ids, by id. */
export const alertRows = (t: TestApp, ids: number[]) => t.database.db.select().from(alertas).where(inArray(alertas.id, ids)).orderBy(alertas.id);

/** An exported CSV as records keyed by its header. */
export function csvRecords(res: LightMyRequestResponse) {
  const [head, ...lines] = csvOf(res);
  return lines.map((cells) => Object.fromEntries(head.map((name, i) => [name, cells[i]])));
}

import { randomBytes, randomInt } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { addDays, format } from 'date-fns';
import { and, eq } from 'drizzle-orm';
import { GROUPS } from '../../../domain/roles';
import { notificaciones, vehiculos } from '../../../server/db/schema';
import type { RoleTokens, TestApp } from '../support/harness';
import { FILES, multipart, type Part } from './usersHelpers';

/** What the vehicles' file test files share: multipart parts, uploads by role, and what a call stored or raised. */

export type Role = keyof RoleTokens;
/** A date `offset` days from today, as yyyy-MM-dd. */
export const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');
export const image = (name: string, data: Buffer = FILES.png): Part => ({ name, filename: `${name}.png`, data });
export const pdf = (name: string, data: Buffer = FILES.pdf): Part => ({ name, filename: `${name}.pdf`, data });
export const value = (name: string, text: string): Part => ({ name, value: text });

/** Another administrator: the notifications an upload raises go to the admins but the uploader. */
export const addColleague = (t: TestApp) => t.addUser({ email: 'colega.admin@flotilla.mx', groups: [GROUPS.admin] });

const VIN = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
/** A random valid serial number (17 characters, no I, O or Q). */
export const serial = () => Array.from({ length: 17 }, () => VIN[randomInt(VIN.length)]).join('');

/**
 * Calls on the app of a vehicle files' test file: `post` an upload to an action and `get` a blob
 * (as a role), a `photo` or a `document`, the stored files' names, a vehicle's row, the
 * notifications raised on it, and a new fleet `vehicle`.
 */
export function vehicleFileCalls(app: () => TestApp, tokens: () => RoleTokens) {
  const db = () => app().database.db;
  const post = (id: number, action: string, parts: Part[], role: Role = 'admin') =>
    app().call({ method: 'POST', url: `vehiculos/${id}/${action}/`, token: tokens()[role], ...multipart(parts) });
  const get = (id: number, action: string, role: Role = 'c4') => app().call({ url: `vehiculos/${id}/${action}/`, token: tokens()[role] });
  const photo = (id: number, field: string, data = FILES.png, role: Role = 'admin') => post(id, field, [image('imagen', data)], role);
  const document = (id: number, field: string, vencimiento: string | null, data = FILES.pdf, role: Role = 'admin') =>
    post(id, field, [pdf('documento', data), ...(vencimiento === null ? [] : [value('vencimiento', vencimiento)])], role);
  const files = () => {
    const dir = path.join(app().dataDir, 'files');
    return existsSync(dir) ? readdirSync(dir).sort() : [];
  };
  const stored = async (id: number) => (await db().select().from(vehiculos).where(eq(vehiculos.id, id)))[0];
  const raised = (id: number) => db().select().from(notificaciones).where(and(eq(notificaciones.resource, 'vehiculos'), eq(notificaciones.record_id, id))).orderBy(notificaciones.id);
  /** A fleet vehicle written directly (its create call is another helper's), in `status`. */
  async function vehicle(status = 3, extra: Partial<typeof vehiculos.$inferInsert> = {}) {
    const matricula = `T${randomBytes(3).toString('hex').toUpperCase()}1`;
    const [row] = await db().insert(vehiculos).values({ matricula, modulo: 1, year: 2022, brand: 'Nissan', model: 'Versa', status, ...extra }).returning({ id: vehiculos.id });
    return { id: row.id, matricula };
  }
  return { db, post, get, photo, document, files, stored, raised, vehicle };
}

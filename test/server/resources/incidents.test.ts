import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { and, desc, eq, sql } from 'drizzle-orm';
import { configuracion, incidencia_imagenes, incidencias, mail_outbox, prestamos, record_history, usuarios, vehiculos } from '../../../server/db/schema';
import { GROUPS } from '../../../domain/roles';
import { noticesOf as notices } from '../support/notices';
import { roleTestApp } from '../support/roleApp';
import { FILES, multipart, type Part } from './usersHelpers';
import { vehicleBody } from './vehiclesHelpers';

/**
 * DOMAIN §2/§5 incidents: POST prestamos/{id}/incidencias/ (2, 4 → 6), multipart `tipo`,
 * `descripcion`, `imagen_1`…`imagen_10` with their comments; a description or a photo required.
 */
const { t, tokens, plant } = roleTestApp();
let adminId: number;
beforeAll(async () => {
  [{ id: adminId }] = await t.database.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, 'admin@flotilla.mx'));
  // Another administrator, told of the incidents the demo one reports (who reports is not told).
  await t.addUser({ email: 'colega.admin@flotilla.mx', groups: [GROUPS.admin] });
});

async function loanIn(status: number) {
  const res = await t.call({ method: 'POST', url: 'vehiculos/', token: tokens.admin, payload: vehicleBody(plant.id) });
  const [loan] = await t.database.db
    .insert(prestamos)
    .values({ usuario: adminId, planta: plant.id, destino: 'Planta sur', fecha_salida: new Date(Date.now() + 86_400_000), fecha_regreso: new Date(Date.now() + 2 * 86_400_000), status, vehiculo: res.json().id as number })
    .returning({ id: prestamos.id });
  return loan.id;
}
const field = (name: string, value: string): Part => ({ name, value });
const image = (name: string): Part => ({ name, filename: `${name}.png`, data: FILES.png });
const post = (id: number, parts: Part[], token = tokens.admin) =>
  t.call({ method: 'POST', url: `prestamos/${id}/incidencias/`, token, lang: 'en', ...multipart(parts) });
const stored = () => {
  const dir = path.join(t.dataDir, 'files');
  return existsSync(dir) ? readdirSync(dir).sort() : [];
};

describe('POST prestamos/{id}/incidencias/ (2, 4 → 6)', () => {
  it('stores the incident with its photos and comments, moves the loan with history', async () => {
    for (const from of [2, 4]) {
      const id = await loanIn(from);
      const res = await post(id, [field('tipo', '1'), field('descripcion', 'Golpe en la puerta'), image('imagen_1'), field('imagen_1_comentario', 'Puerta izquierda'), image('imagen_3')]);
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe(6);
      const [incident] = await t.database.db.select().from(incidencias).where(eq(incidencias.prestamo, id));
      expect([incident.tipo, incident.descripcion, incident.created_by]).toEqual([1, 'Golpe en la puerta', adminId]);
      const photos = await t.database.db.select().from(incidencia_imagenes).where(eq(incidencia_imagenes.incidencia, incident.id)).orderBy(incidencia_imagenes.n);
      expect(photos.map((p) => [p.n, p.comentario])).toEqual([[1, 'Puerta izquierda'], [3, '']]);
      for (const p of photos) expect(stored()).toContain(p.imagen.split('/').pop());
      const [history] = await t.database.db.select().from(record_history).where(and(eq(record_history.resource, 'prestamos'), eq(record_history.record_id, id))).orderBy(desc(record_history.id));
      expect([history.action, history.from_state, history.to_state]).toEqual(['incident', from, 6]);
      // Read back on the loan, each photo served as a blob with the file headers.
      const listed = (await t.call({ url: `prestamos/${id}/incidencias/`, token: tokens.c4 })).json();
      expect(listed.map((i: { descripcion: string; imagenes: { n: number }[] }) => [i.descripcion, i.imagenes.map((p) => p.n)])).toEqual([['Golpe en la puerta', [1, 3]]]);
      const blob = await t.call({ url: listed[0].imagenes[0].imagen.replace(/^\/api\//, ''), token: tokens.c4 });
      expect([blob.statusCode, blob.headers['content-type'], blob.headers['content-security-policy']]).toEqual([200, 'image/png', "sandbox; default-src 'none'"]);
      expect(blob.rawPayload.equals(FILES.png)).toBe(true);
      expect((await t.call({ url: `prestamos/${id}/incidencias/${incident.id}/imagenes/2/`, token: tokens.c4 })).statusCode).toBe(404);
    }
  });

  it('needs a description or a photo, storing nothing', async () => {
    const id = await loanIn(2);
    const count = await t.count(incidencias);
    const res = await post(id, [field('tipo', '1'), field('imagen_2_comentario', 'sin foto')]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ descripcion: ['Describe the incident or add at least one photo.'] });
    expect(await t.count(incidencias)).toBe(count);
  });

  it('answers 409 outside 2 and 4, and 403 to HR and C4, nothing stored', async () => {
    const files = stored();
    const count = await t.count(incidencias);
    for (const status of [0, 1, 3, 5, 6, 7, 8, 9, 10]) {
      const res = await post(await loanIn(status), [field('descripcion', 'x'), image('imagen_1')]);
      expect([status, res.statusCode, res.json().code]).toEqual([status, 409, 'invalid_transition']);
    }
    const id = await loanIn(2);
    for (const token of [tokens.rh, tokens.c4]) expect((await post(id, [field('descripcion', 'x')], token)).statusCode).toBe(403);
    expect([stored(), await t.count(incidencias)]).toEqual([files, count]);
  });
});

describe('an incident tells the administrators (notification 14) and the incidents mailbox', () => {
  const noticesOf = (loan: number) => notices(t, 14, loan);
  const mailsAbout = (loan: number) => t.database.db.select().from(mail_outbox).where(sql`${mail_outbox.subject} LIKE ${`%#${loan}`}`);
  const setMailbox = (email: string) => t.database.db.update(configuracion).set({ incidents_email: email }).where(eq(configuracion.id, 1));

  it('raises one notification per active administrator but the reporter, none to HR or C4, and mails incidents_email in Spanish', async () => {
    await setMailbox('incidencias@planta.mx');
    const id = await loanIn(4);
    const [loan] = await t.database.db.select({ plate: vehiculos.matricula }).from(prestamos).innerJoin(vehiculos, eq(vehiculos.id, prestamos.vehiculo)).where(eq(prestamos.id, id));
    const [me] = await t.database.db.select({ name: usuarios.name, last_name: usuarios.last_name }).from(usuarios).where(eq(usuarios.id, adminId));
    const name = `${me.name} ${me.last_name}`.trim();
    expect((await post(id, [field('descripcion', 'Llanta ponchada')])).statusCode).toBe(200);

    const admins = await t.database.db.select({ id: usuarios.id }).from(usuarios).where(and(eq(usuarios.status, 1), sql`${GROUPS.admin} = ANY(${usuarios.groups})`));
    const notices = await noticesOf(id);
    expect(notices.map((n) => n.user).sort()).toEqual(admins.map((a) => a.id).filter((admin) => admin !== adminId).sort());
    expect(notices.length).toBeGreaterThan(0);
    expect(notices.every((n) => n.groups.includes(GROUPS.admin) && n.resource === 'prestamos')).toBe(true);
    expect(notices[0].params).toEqual({ id, plate: loan.plate, name });
    for (const token of [tokens.rh, tokens.c4]) {
      const seen = (await t.call({ url: 'notificaciones/?limit=100', token })).json().results as { type: number }[];
      expect(seen.some((n) => n.type === 14)).toBe(false);
    }
    for (const [lang, text] of [
      ['en', `An incident was reported on loan #${id} of vehicle ${loan.plate}, requested by ${name}.`],
      ['es', `Se reportó una incidencia en el préstamo #${id} del vehículo ${loan.plate}, solicitado por ${name}.`],
    ]) {
      const mine = (await t.call({ url: 'notificaciones/?limit=100', token: await t.token('colega.admin@flotilla.mx'), lang })).json().results as { type: number; record_id: number; message: string }[];
      expect(mine.find((n) => n.type === 14 && n.record_id === id)?.message).toBe(text);
    }

    const mails = await mailsAbout(id);
    expect(mails.map((m) => [m.recipient, m.subject])).toEqual([['incidencias@planta.mx', `Flotilla: incidencia en el préstamo #${id}`]]);
    expect(mails[0].body).toContain(`vehículo ${loan.plate}, solicitado por ${name}`);
  });

  it('sends no mail when incidents_email is empty, and nothing at all when the incident is refused', async () => {
    await setMailbox('');
    const id = await loanIn(2);
    expect((await post(id, [field('descripcion', 'Rayón')])).statusCode).toBe(200);
    expect(await mailsAbout(id)).toEqual([]);
    expect((await noticesOf(id)).length).toBeGreaterThan(0);

    await setMailbox('incidencias@planta.mx');
    const refused = await loanIn(3);
    expect((await post(refused, [field('descripcion', 'x')])).statusCode).toBe(409);
    expect([await noticesOf(refused), await mailsAbout(refused)]).toEqual([[], []]);
  });
});

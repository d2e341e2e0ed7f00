import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { accesorios, auditoria_items, auditorias, piezas, prestamos, record_history, usuarios } from '../../../server/db/schema';
import { roleTestApp } from '../support/roleApp';
import { FILES, multipart, type Part } from './usersHelpers';
import { vehicleBody } from './vehiclesHelpers';

/**
 * DOMAIN §2/§5 audits: POST prestamos/{id}/auditoria_inicial/ (7 with a vehicle → 2) and
 * auditoria_final/ (2 → 4), multipart, every active item rated with a comment and a photo (SPEC
 * §5); GET of the stored audit on the loan and on auditoria/{id}/, and each item's photo.
 */
// The photos' total cap, 1 MB here so a test can pass it with two small files (100 MB in the app).
vi.mock('../../../domain/loans', async (original) => ({ ...(await original<typeof import('../../../domain/loans')>()), AUDIT_PHOTOS_MAX_MB: 1 }));

const { t, tokens, plant } = roleTestApp();
let adminId: number;
let part: number;
let accessory: number;
let inactivePart: number;

beforeAll(async () => {
  const db = t.database.db;
  [{ id: adminId }] = await db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, 'admin@flotilla.mx'));
  // A known catalogue: one active part, one active accessory, one inactive part.
  await db.update(piezas).set({ status: 0 });
  await db.update(accesorios).set({ status: 0 });
  [{ id: part }] = await db.insert(piezas).values({ name: 'Llanta delantera (prueba)', status: 1 }).returning({ id: piezas.id });
  [{ id: inactivePart }] = await db.insert(piezas).values({ name: 'Tapón (prueba)', status: 0 }).returning({ id: piezas.id });
  [{ id: accessory }] = await db.insert(accesorios).values({ name: 'Gato (prueba)', status: 1 }).returning({ id: accesorios.id });
});

/** A loan straight in the database, in `status`, holding a new fleet vehicle (loan calls are L1's). */
async function loanIn(status: number) {
  const res = await t.call({ method: 'POST', url: 'vehiculos/', token: tokens.admin, payload: vehicleBody(plant.id) });
  expect(res.statusCode).toBe(201);
  const [loan] = await t.database.db
    .insert(prestamos)
    .values({
      usuario: adminId,
      planta: plant.id,
      destino: 'Planta norte',
      fecha_salida: new Date(Date.now() + 86_400_000),
      fecha_regreso: new Date(Date.now() + 2 * 86_400_000),
      status,
      vehiculo: res.json().id as number,
    })
    .returning({ id: prestamos.id });
  return loan.id;
}

const image = (name: string): Part => ({ name, filename: `${name}.png`, data: FILES.png });
const field = (name: string, value: string): Part => ({ name, value });

/** A complete audit form for the test catalogue. */
function auditParts(km = '1200', leave: string[] = []): Part[] {
  const parts = [
    field('kilometraje', km),
    field('gasolina', '75'),
    field(`pieza_${part}`, 'good'),
    field(`pieza_${part}_comentario`, 'Sin desgaste'),
    image(`pieza_${part}_imagen`),
    field(`accesorio_${accessory}`, 'yes'),
    field(`accesorio_${accessory}_comentario`, 'En la cajuela'),
    image(`accesorio_${accessory}_imagen`),
  ];
  return parts.filter((p) => !leave.includes(p.name));
}

const post = (id: number, path_: string, parts: Part[], token = tokens.admin) =>
  t.call({ method: 'POST', url: `prestamos/${id}/${path_}/`, token, lang: 'en', ...multipart(parts) });
const stored = () => {
  const dir = path.join(t.dataDir, 'files');
  return existsSync(dir) ? readdirSync(dir).sort() : [];
};
const loanRow = async (id: number) => (await t.database.db.select().from(prestamos).where(eq(prestamos.id, id)))[0];
const lastHistory = async (id: number) =>
  (await t.database.db.select().from(record_history).where(and(eq(record_history.resource, 'prestamos'), eq(record_history.record_id, id))).orderBy(desc(record_history.id)))[0];

describe('initial and final audits', () => {
  it('stores both audits with their items, moves the loan 7 → 2 → 4 with history, and serves them', async () => {
    const id = await loanIn(7);
    const first = await post(id, 'auditoria_inicial', auditParts('1200'));
    expect(first.statusCode).toBe(200);
    expect(first.json().status).toBe(2);
    const loan = await loanRow(id);
    expect(loan.auditoria_inicial).toEqual(expect.any(Number));
    const history = await lastHistory(id);
    expect([history.action, history.field, history.from_state, history.to_state]).toEqual(['initial_audit', 'status', 7, 2]);

    const read = await t.call({ url: `prestamos/${id}/auditoria_inicial/`, token: tokens.c4 });
    expect(read.statusCode).toBe(200);
    const audit = read.json();
    expect([audit.id, audit.tipo, audit.kilometraje, audit.gasolina, audit.vehiculo, audit.created_by]).toEqual([loan.auditoria_inicial, 0, 1200, 75, loan.vehiculo, adminId]);
    expect(audit.items.map((i: Record<string, unknown>) => [i.pieza, i.accesorio, i.calificacion, i.comentario])).toEqual([
      [part, null, 'good', 'Sin desgaste'],
      [null, accessory, 'yes', 'En la cajuela'],
    ]);
    expect((await t.call({ url: `auditoria/${audit.id}/`, token: tokens.rh })).json()).toEqual(audit);
    expect((await t.call({ url: `prestamos/${id}/auditoria_final/`, token: tokens.admin })).statusCode).toBe(404);

    // The photo as a blob, with the file headers.
    const photo = await t.call({ url: audit.items[0].imagen.replace(/^\/api\//, ''), token: tokens.c4 });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    expect(photo.headers['x-content-type-options']).toBe('nosniff');
    expect(photo.rawPayload.equals(FILES.png)).toBe(true);

    const final = await post(id, 'auditoria_final', auditParts('1500'));
    expect(final.statusCode).toBe(200);
    expect(final.json().status).toBe(4);
    const after = await loanRow(id);
    const finalAudit = (await t.call({ url: `prestamos/${id}/auditoria_final/`, token: tokens.admin })).json();
    expect([finalAudit.id, finalAudit.tipo, finalAudit.kilometraje]).toEqual([after.auditoria_final, 1, 1500]);
    expect([(await lastHistory(id)).from_state, (await lastHistory(id)).to_state]).toEqual([2, 4]);
  });

  it('answers every missing rating, comment and photo under its item key at once, storing nothing', async () => {
    const id = await loanIn(7);
    const files = stored();
    const [audits, items] = [await t.count(auditorias), await t.count(auditoria_items)];
    const res = await post(id, 'auditoria_inicial', auditParts('1200', [`pieza_${part}`, `pieza_${part}_comentario`, `accesorio_${accessory}_imagen`, 'gasolina']));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      gasolina: ['The field cannot be empty.'],
      [`pieza_${part}`]: ['Rate this item.', 'Write a comment about this item.'],
      [`accesorio_${accessory}`]: ['Add a photo of this item.'],
    });
    expect([await t.count(auditorias), await t.count(auditoria_items), stored()]).toEqual([audits, items, files]);
    expect((await loanRow(id)).status).toBe(7);
  });

  it('does not ask for inactive parts, and refuses a rating outside the choices', async () => {
    const id = await loanIn(7);
    const wrong = await post(id, 'auditoria_inicial', [...auditParts('10', [`accesorio_${accessory}`]), field(`accesorio_${accessory}`, 'good')]);
    expect(wrong.json()).toEqual({ [`accesorio_${accessory}`]: ['Choose a valid option.'] });
    const res = await post(id, 'auditoria_inicial', auditParts('10'));
    expect(res.statusCode).toBe(200);
    const audit = (await t.call({ url: `prestamos/${id}/auditoria_inicial/`, token: tokens.admin })).json();
    expect(audit.items.some((i: Record<string, unknown>) => i.pieza === inactivePart)).toBe(false);
  });

  it('refuses a final mileage below the initial one, and a negative or broken one', async () => {
    const id = await loanIn(7);
    expect((await post(id, 'auditoria_inicial', auditParts('-3'))).json()).toEqual({ kilometraje: ['Enter a valid whole number.'] });
    expect((await post(id, 'auditoria_inicial', auditParts('1000'))).statusCode).toBe(200);
    const files = stored();
    const res = await post(id, 'auditoria_final', auditParts('999'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ kilometraje: ['The mileage cannot be lower than at the initial audit (1000).'] });
    expect(stored()).toEqual(files);
    expect((await loanRow(id)).status).toBe(2);
  });

  it('stops reading photos past their total size, with one message and nothing stored', async () => {
    const id = await loanIn(7);
    const files = stored();
    const big = (name: string): Part => ({ name, filename: `${name}.png`, data: Buffer.alloc(600 * 1024, 1) });
    const parts = [...auditParts('1200', [`pieza_${part}_imagen`, `accesorio_${accessory}_imagen`]), big(`pieza_${part}_imagen`), big(`accesorio_${accessory}_imagen`)];
    const res = await post(id, 'auditoria_inicial', parts);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ non_field_errors: ['The photos together cannot be larger than 1 MB; use smaller photos.'] });
    expect([stored(), (await loanRow(id)).status]).toEqual([files, 7]);
  });

  it('removes the photos it stored when the transaction fails', async () => {
    const id = await loanIn(7);
    // A stray initial audit row makes the insert break the one-audit-per-type index after the photos are stored.
    await t.database.db.insert(auditorias).values({ prestamo: id, tipo: 0, kilometraje: 1, gasolina: 1 });
    const files = stored();
    const res = await post(id, 'auditoria_inicial', auditParts());
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect([stored(), (await loanRow(id)).status]).toEqual([files, 7]);
  });

  it('answers 409 outside its states (and for a loan without a vehicle), nothing stored', async () => {
    const files = stored();
    for (const status of [0, 1, 2, 3, 4, 5, 6, 8, 9, 10]) {
      const id = await loanIn(status);
      const res = await post(id, 'auditoria_inicial', auditParts());
      expect([status, res.statusCode, res.json().code]).toEqual([status, 409, 'invalid_transition']);
    }
    const bare = await loanIn(7);
    await t.database.db.update(prestamos).set({ vehiculo: null }).where(eq(prestamos.id, bare));
    expect((await post(bare, 'auditoria_inicial', auditParts())).statusCode).toBe(409);
    for (const status of [0, 4, 6, 7]) expect((await post(await loanIn(status), 'auditoria_final', auditParts())).statusCode).toBe(409);
    expect(stored()).toEqual(files);
  });

  it('refuses HR and C4 (403), who may still read', async () => {
    const id = await loanIn(7);
    for (const token of [tokens.rh, tokens.c4, tokens.rh_admin]) expect((await post(id, 'auditoria_inicial', auditParts(), token)).statusCode).toBe(403);
    expect((await loanRow(id)).status).toBe(7);
    expect((await t.call({ url: 'auditoria/999999/', token: tokens.c4 })).statusCode).toBe(404);
  });
});

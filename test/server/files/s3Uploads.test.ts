import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { auditoria_items, usuarios, vehiculos } from '../../../server/db/schema';
import { createTestApp } from '../support/harness';
import { roleTestApp } from '../support/roleApp';
import { auditLoans } from './auditLoans';
import { startS3Server } from '../support/s3Server';
import { bytesOf } from '../support/storedFiles';
import { FILES, multipart, userFileCalls, type Part } from '../resources/usersHelpers';
import { day, image, pdf, serial, value } from '../resources/vehicleFilesHelpers';

/**
 * The API's uploads and downloads with FILE_STORE=s3, on a real S3-protocol server (s3rver):
 * a vehicle photo, a licence PDF, one's own photo and an audit's photos go to the bucket and
 * come back with the file headers; a replaced or deleted record's files leave the bucket; a
 * store that refuses leaves no record pointing at a missing file.
 */

const s3 = await startS3Server();
const bucket = s3.store();
const { t, tokens, plant } = roleTestApp({ files: s3.store() });
afterAll(() => s3.stop());

const { photo: userPhoto, licence, newUser, stored: userRow, rh } = userFileCalls(() => t, () => tokens);
const inBucket = (key: string | null) => bytesOf(bucket, key);
/** The test app's own folder: nothing new may land there. */
const localFiles = () => {
  const dir = path.join(t.dataDir, 'files');
  return existsSync(dir) ? readdirSync(dir).length : 0;
};
let local: number;
beforeAll(() => void (local = localFiles()));
afterEach(() => expect(localFiles()).toBe(local));

const { newVehicle, loanAwaitingAudit } = auditLoans(t, tokens, plant);
const vehicleRow = async (id: number) => (await t.database.db.select().from(vehiculos).where(eq(vehiculos.id, id)))[0];
const postPhoto = (id: number, data: Buffer) =>
  t.call({ method: 'POST', url: `vehiculos/${id}/imagen1/`, token: tokens.admin, ...multipart([{ name: 'imagen', filename: 'a.png', data }]) });

describe('files in an S3 bucket through the API', () => {
  it('a vehicle photo is written to the bucket and served from it with the file headers', async () => {
    const id = await newVehicle();
    expect((await postPhoto(id, FILES.png)).statusCode).toBe(200);
    const key = (await vehicleRow(id)).imagen1!;
    expect((await inBucket(key))?.equals(FILES.png)).toBe(true);
    const served = await t.call({ url: `vehiculos/${id}/imagen1/`, token: tokens.c4 });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(FILES.png)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(FILES.png.length),
      'content-disposition': expect.stringMatching(/^inline; /),
      'content-security-policy': "sandbox; default-src 'none'",
      'x-content-type-options': 'nosniff',
    });
    // A replacement takes the old object out of the bucket.
    expect((await postPhoto(id, FILES.jpeg)).statusCode).toBe(200);
    expect(await inBucket(key)).toBeNull();
    expect((await inBucket((await vehicleRow(id)).imagen1))?.equals(FILES.jpeg)).toBe(true);
  });

  it('a licence PDF is served as an attachment, and deleting its user deletes its objects', async () => {
    const user = await newUser();
    expect((await licence(user.id, FILES.pdf)).statusCode).toBe(200);
    expect((await userPhoto(user.id, FILES.webp)).statusCode).toBe(200);
    const { licencia, imagen } = await userRow(user.id);
    const served = await t.call({ url: `usuarios/${user.id}/licencia/`, token: tokens.rh });
    expect(served.rawPayload.equals(FILES.pdf)).toBe(true);
    expect(served.headers).toMatchObject({ 'content-type': 'application/pdf', 'content-length': String(FILES.pdf.length), 'content-disposition': expect.stringMatching(/^attachment; /) });
    expect((await rh({ method: 'DELETE', url: `usuarios/${user.id}/` })).statusCode).toBe(204);
    expect([await inBucket(licencia), await inBucket(imagen)]).toEqual([null, null]);
  });

  it('one\'s own photo goes to the bucket', async () => {
    const res = await t.call({ method: 'POST', url: 'auth/account/foto_perfil/', token: tokens.c4, ...multipart([{ name: 'imagen', filename: 'yo.png', data: FILES.png }]) });
    expect(res.statusCode).toBe(200);
    const [me] = await t.database.db.select().from(usuarios).where(eq(usuarios.email, 'c4@flotilla.mx'));
    expect((await inBucket(me.imagen))?.equals(FILES.png)).toBe(true);
    expect((await t.call({ url: `usuarios/${me.id}/imagen/`, token: tokens.rh })).rawPayload.equals(FILES.png)).toBe(true);
  });

  it('an audit\'s photos go to the bucket and are served from it', async () => {
    const db = t.database.db;
    const {
      loan,
      parts: [part],
    } = await loanAwaitingAudit(['Llanta (S3)']);
    const parts: Part[] = [
      { name: 'kilometraje', value: '1200' },
      { name: 'gasolina', value: '75' },
      { name: `pieza_${part}`, value: 'good' },
      { name: `pieza_${part}_comentario`, value: 'Bien' },
      { name: `pieza_${part}_imagen`, filename: 'p.png', data: FILES.png },
    ];
    const res = await t.call({ method: 'POST', url: `prestamos/${loan}/auditoria_inicial/`, token: tokens.admin, ...multipart(parts) });
    expect(res.statusCode).toBe(200);
    const [item] = await db.select().from(auditoria_items).where(eq(auditoria_items.pieza, part));
    expect((await inBucket(item.imagen))?.equals(FILES.png)).toBe(true);
    const audit = (await t.call({ url: `prestamos/${loan}/auditoria_inicial/`, token: tokens.c4 })).json();
    const served = await t.call({ url: audit.items[0].imagen.replace(/^\/api\//, ''), token: tokens.c4 });
    expect([served.statusCode, served.headers['content-type'], served.rawPayload.equals(FILES.png)]).toEqual([200, 'image/png', true]);
  });
});

describe('a store that refuses', () => {
  it('stops the start with one line naming the bucket when the bucket does not answer, never the secret', async () => {
    const start = createTestApp({ seed: false, files: s3.store({ S3_BUCKET: 'flotilla-typo', S3_SECRET_ACCESS_KEY: 'S3RVER' }) });
    await expect(start).rejects.toThrow(/^The file store's bucket "flotilla-typo" does not answer \(HTTP 404\): check S3_BUCKET/);
    await expect(start).rejects.not.toThrow(s3.secretAccessKey);
  });

  it('fails the upload and leaves the record as it was: no key to a missing file, no audit row', async () => {
    // A bucket gone after the start (the start-up check would stop a missing one).
    const gone = s3.store({ S3_BUCKET: 'no-such-bucket' });
    const broken = await createTestApp({ files: Object.assign(Object.create(gone) as typeof gone, { check: async () => {} }) });
    try {
      const token = await broken.token('admin@flotilla.mx');
      const [vehicle] = await broken.database.db.insert(vehiculos).values({ matricula: 'S3X0001', modulo: 1, year: 2022, brand: 'Nissan', model: 'Versa', status: 3 }).returning();
      const audits = (await broken.audit()).length;
      const post = (action: string, parts: Part[]) => broken.call({ method: 'POST', url: `vehiculos/${vehicle.id}/${action}/`, token, ...multipart(parts) });
      expect((await post('imagen1', [image('imagen')])).statusCode).toBe(500);
      // A bundle of several files, all or nothing.
      const bundle = [image('imagen1'), image('imagen2'), image('imagen3'), image('placa'), pdf('permiso_circulacion'), value('permiso_circulacion_vencimiento', day(300)), pdf('seguro'), value('seguro_vencimiento', day(20)), value('numero_de_serie', serial())];
      expect((await post('cargar_documentos', bundle)).statusCode).toBe(500);
      expect((await broken.database.db.select().from(vehiculos).where(eq(vehiculos.id, vehicle.id)))[0]).toEqual(vehicle);
      expect((await broken.audit()).length).toBe(audits);
    } finally {
      await broken.close();
    }
  });
});

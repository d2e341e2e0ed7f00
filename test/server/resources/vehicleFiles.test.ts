import pg from 'pg';
import { and, eq, inArray } from 'drizzle-orm';
import { GROUPS } from '../../../domain/roles';
import { VEHICLE_DOCUMENTS, VEHICLE_PHOTOS } from '../../../domain/vehicles';
import { connect, type Database } from '../../../server/db/client';
import { record_history, usuarios, vehiculos } from '../../../server/db/schema';
import { DOCUMENT_JOB, refreshDocumentStates } from '../../../server/kit/documents';
import { resources } from '../../../server/resources';
import { roleTestApp } from '../support/roleApp';
import { FILES, type Part } from './usersHelpers';
import { addColleague, day, image, pdf, value, vehicleFileCalls } from './vehicleFilesHelpers';

/**
 * A vehicle's photos and documents on the server (SPEC §5, §7 Vehicles; DOMAIN §2, §4, §5): each
 * declared upload and blob, the document state an upload starts in, the notifications 12 and 13
 * and the expiry job's 4–9. cargar_documentos, all or nothing: vehicleLoadDocuments.test.ts.
 */
const { t, tokens } = roleTestApp();
let staff: { admin: number; hr: number; c4: number; colleague: number };
beforeAll(async () => {
  const rows = await db().select({ id: usuarios.id, email: usuarios.email }).from(usuarios).where(inArray(usuarios.email, ['admin@flotilla.mx', 'rh@flotilla.mx', 'c4@flotilla.mx']));
  const idOf = (email: string) => rows.find((r) => r.email === email)!.id;
  // Another administrator, told of what the demo one uploads (who uploads is not told).
  const colleague = await addColleague(t);
  staff = { admin: idOf('admin@flotilla.mx'), hr: idOf('rh@flotilla.mx'), c4: idOf('c4@flotilla.mx'), colleague };
});

const { db, post, get, photo, document, files, stored, raised, vehicle } = vehicleFileCalls(() => t, () => tokens);

describe('a vehicle\'s declared photos: POST {id}/{img}/ with `imagen`, GET as a blob', () => {
  it.each(VEHICLE_PHOTOS)('%s: stored, audited, served inline in the sandbox; 404 before', async (field) => {
    const { id } = await vehicle();
    expect((await get(id, field)).statusCode).toBe(404);
    // SPEC §7 "optional vencimiento": taken and ignored, photos have no date.
    const res = await post(id, field, [image('imagen', FILES.jpeg), value('vencimiento', '2031-01-31')]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, [field]: `/api/vehiculos/${id}/${field}/` });
    const key = (await stored(id))[field as 'imagen1'];
    expect(files()).toContain(key);
    const served = await get(id, field);
    expect(served.rawPayload.equals(FILES.jpeg)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'content-disposition': `inline; filename="vehiculo-${id}-${field}.jpg"; filename*=UTF-8''vehiculo-${id}-${field}.jpg`,
      'content-security-policy': "sandbox; default-src 'none'",
      'x-content-type-options': 'nosniff',
    });
    const [audit] = (await t.audit()).filter((r) => r.resource === 'vehiculos' && r.record_id === String(id));
    expect(audit).toMatchObject({ action: 'documents', user_id: staff.admin, changes: { [field]: [null, key] } });
    // Replaced: the old file goes once the new one is written.
    expect((await photo(id, field, FILES.webp)).statusCode).toBe(200);
    expect(files()).not.toContain(key);
  });

  it('refuses a photo by its bytes (a PDF or text named .png), storing nothing', async () => {
    const { id } = await vehicle();
    const before = files();
    expect((await photo(id, 'imagen1', FILES.pdf)).json()).toEqual({ imagen: ['El archivo debe ser de tipo JPEG, PNG, WebP.'] });
    expect((await photo(id, 'placa', FILES.text)).json()).toEqual({ imagen: ['El archivo debe ser de tipo JPEG, PNG, WebP.'] });
    expect(files()).toEqual(before);
    expect((await stored(id)).imagen1).toBeNull();
  });
});

describe('a vehicle\'s declared documents: POST {id}/{doc}/ with `documento` and `vencimiento`', () => {
  it.each(VEHICLE_DOCUMENTS)('%s: needs a date and a PDF or image by its bytes; served as a sandboxed attachment', async (field) => {
    const { id } = await vehicle();
    expect((await get(id, field)).statusCode).toBe(404);
    expect((await document(id, field, null)).json()).toEqual({ vencimiento: ['El campo no puede estar vacío.'] });
    expect((await document(id, field, '2031-02-30')).json()).toEqual({ vencimiento: ['Ingrese una fecha válida.'] });
    expect((await document(id, field, day(200), FILES.text)).json()).toEqual({ documento: ['El archivo debe ser de tipo JPEG, PNG, WebP, PDF.'] });
    expect((await stored(id))[field]).toBeNull();

    const res = await document(id, field, day(200));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ [field]: `/api/vehiculos/${id}/${field}/`, [`${field}_vencimiento`]: day(200) });
    const served = await get(id, field, 'rh');
    expect(served.rawPayload.equals(FILES.pdf)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="vehiculo-${id}-${field}.pdf"; filename*=UTF-8''vehiculo-${id}-${field}.pdf`,
      'content-security-policy': "sandbox; default-src 'none'",
    });
  });

  it('on a Pending vehicle a document waits (Pending); on any other it starts in its state by date, with a history row', async () => {
    const pending = await vehicle(0);
    expect((await document(pending.id, 'seguro', day(200))).json().seguro_status).toBe(0);
    expect((await document(pending.id, 'verificacion', day(-3))).json().verificacion_status).toBe(0);

    for (const status of [1, 2, 3, 4]) {
      const { id } = await vehicle(status);
      expect((await document(id, 'seguro', day(200))).json().seguro_status).toBe(1);
      expect((await document(id, 'permiso_circulacion', day(10))).json().permiso_circulacion_status).toBe(3);
      expect((await document(id, 'verificacion', day(-1))).json()).toMatchObject({ verificacion_status: 4, documentos_status: 4 });
    }

    const { id } = await vehicle(3);
    await document(id, 'seguro', day(10));
    await document(id, 'seguro', day(300));
    const history = await db().select().from(record_history).where(and(eq(record_history.resource, 'vehiculos'), eq(record_history.record_id, id))).orderBy(record_history.id);
    expect(history.map((h) => [h.action, h.field, h.from_state, h.to_state, h.user_id])).toEqual([
      ['documents', 'seguro_status', null, 3, staff.admin],
      ['documents', 'seguro_status', 3, 1, staff.admin],
    ]);
  });
});

describe('notifications (DOMAIN §5): 12 and 13 on every new insurance and road permit, to admins only', () => {
  it('raises 12 for the insurance and 13 for the road permit, first and replacement; the verification raises none', async () => {
    const { id, matricula } = await vehicle(0);
    await document(id, 'seguro', day(100));
    await document(id, 'permiso_circulacion', day(100));
    await document(id, 'verificacion', day(100));
    await photo(id, 'imagen1');
    let rows = await raised(id);
    expect([...new Set(rows.map((n) => n.type))]).toEqual([12, 13]);
    for (const n of rows) expect(n.params).toEqual({ plate: matricula });
    const recipients = rows.filter((n) => n.type === 12).map((n) => n.user_id);
    expect(recipients).toContain(staff.colleague);
    expect(recipients).not.toContain(staff.admin);
    expect(recipients).not.toContain(staff.hr);
    expect(recipients).not.toContain(staff.c4);
    const admins = await db().select({ id: usuarios.id, groups: usuarios.groups }).from(usuarios).where(inArray(usuarios.id, recipients));
    expect(admins.every((u) => u.groups.includes(GROUPS.admin))).toBe(true);

    await document(id, 'seguro', day(200));
    await document(id, 'permiso_circulacion', day(200));
    rows = (await raised(id)).slice(rows.length);
    expect(rows.map((n) => n.type)).toEqual([...recipients.map(() => 12), ...recipients.map(() => 13)]);

    const colleague = await t.token('colega.admin@flotilla.mx');
    const shown = (await t.call({ url: 'notificaciones/?type=13', token: colleague, lang: 'es' })).json().results.find((r: { record_id: number }) => r.record_id === id);
    expect(shown).toMatchObject({ title: 'Permiso de circulación actualizado', message: `Se actualizó el permiso de circulación del vehículo ${matricula}.`, resource: 'vehiculos' });
  });
});

describe('the expiry job on vehicles (DOMAIN §4): 4–9 once per document and state', () => {
  it('moves accepted documents to expiring and expired, raising each type once with the plate and date', async () => {
    const { id, matricula } = await vehicle(3);
    for (const doc of VEHICLE_DOCUMENTS) expect((await document(id, doc, day(40))).json()[`${doc}_status`]).toBe(1);
    const before = (await raised(id)).length;
    // Every administrator but the uploader was told of the insurance; the job tells every one.
    const recipients = (await raised(id)).filter((n) => n.type === 12).length + 1;

    await refreshDocumentStates(db(), resources, day(15));
    await refreshDocumentStates(db(), resources, day(16));
    expect(await stored(id)).toMatchObject({ verificacion_status: 3, permiso_circulacion_status: 3, seguro_status: 3, documentos_status: 3 });
    const expiring = (await raised(id)).slice(before);
    expect(expiring.map((n) => n.type).sort()).toEqual([...Array(recipients).fill(4), ...Array(recipients).fill(6), ...Array(recipients).fill(8)]);
    for (const n of expiring) expect(n.params).toEqual({ plate: matricula, date: day(40), state: 'expiring' });

    await refreshDocumentStates(db(), resources, day(41));
    await refreshDocumentStates(db(), resources, day(42));
    const expired = (await raised(id)).slice(before + expiring.length);
    expect(expired.map((n) => n.type).sort()).toEqual([...Array(recipients).fill(5), ...Array(recipients).fill(7), ...Array(recipients).fill(9)]);
    expect(expired.map((n) => n.user_id)).not.toContain(staff.hr);
    expect(await stored(id)).toMatchObject({ verificacion_status: 4, documentos_status: 4 });
    const shown = (await t.call({ url: 'notificaciones/?type=9', token: tokens.admin, lang: 'en' })).json().results.find((r: { record_id: number }) => r.record_id === id);
    expect(shown.title).toBe('Insurance expired');
    const history = await db().select().from(record_history).where(and(eq(record_history.record_id, id), eq(record_history.action, 'documents_state')));
    expect(history).toHaveLength(6);
  });

  it('skips while another process holds the job, then moves and raises once when two run together', async () => {
    const { id } = await vehicle(3);
    await document(id, 'seguro', day(20));
    await db().update(vehiculos).set({ seguro_status: 1 }).where(eq(vehiculos.id, id));
    const before = (await raised(id)).length;
    const second: Database = connect((t.database.pool as unknown as pg.Pool & { options: { connectionString: string } }).options.connectionString, 2);
    try {
      const holder = await second.pool.connect();
      try {
        await holder.query('BEGIN');
        await holder.query('SELECT pg_advisory_xact_lock(hashtext($1))', [DOCUMENT_JOB]);
        expect(await refreshDocumentStates(db(), resources, day(0))).toEqual({ expiring: 0, expired: 0 });
        expect((await stored(id)).seguro_status).toBe(1);
        await holder.query('COMMIT');
      } finally {
        holder.release();
      }
      await Promise.all([refreshDocumentStates(db(), resources, day(0)), refreshDocumentStates(second.db, resources, day(0))]);
    } finally {
      await second.close();
    }
    expect((await stored(id)).seguro_status).toBe(3);
    const now = (await raised(id)).slice(before);
    expect(now.every((n) => n.type === 8)).toBe(true);
    expect(new Set(now.map((n) => n.user_id)).size).toBe(now.length);
    expect(now.length).toBeGreaterThan(0);
  });
});

describe('DOMAIN §1: only admins upload a vehicle\'s files', () => {
  const uploads: [string, Part[]][] = [
    ...VEHICLE_PHOTOS.map((field): [string, Part[]] => [field, [image('imagen')]]),
    ...VEHICLE_DOCUMENTS.map((field): [string, Part[]] => [field, [pdf('documento'), value('vencimiento', day(100))]]),
    ['cargar_documentos', [image('imagen1'), image('imagen2'), image('imagen3')]],
  ];
  it.each(['rh', 'c4'] as const)('%s gets 403 on every upload and nothing is stored', async (role) => {
    const { id } = await vehicle(3);
    const before = [await stored(id), files()];
    for (const [action, parts] of uploads) {
      const res = await post(id, action, parts, role);
      expect([action, res.statusCode, res.json().code]).toEqual([action, 403, 'permission_denied']);
    }
    expect([await stored(id), files()]).toEqual(before);
  });
});

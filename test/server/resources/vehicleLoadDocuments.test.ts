import { and, eq } from 'drizzle-orm';
import { record_history } from '../../../server/db/schema';
import { roleTestApp } from '../support/roleApp';
import { FILES, type Part } from './usersHelpers';
import { addColleague, day, image, pdf, serial, value, vehicleFileCalls, type Role } from './vehicleFilesHelpers';

/** POST vehiculos/{id}/cargar_documentos/ (SPEC §7 Vehicles): photos, permit, insurance and serial in one call, all or nothing. */
const { t, tokens } = roleTestApp();
beforeAll(async () => {
  await addColleague(t);
});

const { db, post, get, document, files, stored, raised, vehicle } = vehicleFileCalls(() => t, () => tokens);

describe('POST {id}/cargar_documentos/: photos, permit, insurance and serial in one call, all or nothing', () => {
  const bundle = (id: number, parts: Part[], role: Role = 'admin') => post(id, 'cargar_documentos', parts, role);
  const full = (vin: string) => [
    image('imagen1'),
    image('imagen2', FILES.jpeg),
    image('imagen3', FILES.webp),
    image('placa'),
    pdf('permiso_circulacion'),
    value('permiso_circulacion_vencimiento', day(300)),
    pdf('seguro', FILES.png),
    value('seguro_vencimiento', day(20)),
    value('numero_de_serie', vin.toLowerCase().replace(/(.{4})/g, '$1 ')),
  ];

  it('stores every file, the dates and the serial (normalized) in one write, with one audit row, history and 12/13', async () => {
    const { id } = await vehicle(0);
    const vin = serial();
    const res = await bundle(id, full(vin));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      imagen1: `/api/vehiculos/${id}/imagen1/`,
      placa: `/api/vehiculos/${id}/placa/`,
      seguro: `/api/vehiculos/${id}/seguro/`,
      seguro_vencimiento: day(20),
      permiso_circulacion_vencimiento: day(300),
      // Pending vehicle: the documents wait for the request's decision.
      seguro_status: 0,
      permiso_circulacion_status: 0,
      verificacion: null,
      numero_de_serie: vin,
    });
    const row = await stored(id);
    for (const field of ['imagen1', 'imagen2', 'imagen3', 'placa', 'permiso_circulacion', 'seguro'] as const) expect(files()).toContain(row[field]);
    expect((await get(id, 'imagen3')).headers['content-type']).toBe('image/webp');
    const audits = (await t.audit()).filter((r) => r.resource === 'vehiculos' && r.record_id === String(id));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ action: 'documents', changes: { numero_de_serie: ['', vin], seguro_status: [null, 0] } });
    const history = await db().select().from(record_history).where(and(eq(record_history.resource, 'vehiculos'), eq(record_history.record_id, id)));
    expect(history.map((h) => h.field).sort()).toEqual(['permiso_circulacion_status', 'seguro_status']);
    expect([...new Set((await raised(id)).map((n) => n.type))].sort()).toEqual([12, 13]);
  });

  it('on a vehicle without photos, each missing one is its own field error, and nothing is stored', async () => {
    const { id } = await vehicle(0);
    const before = files();
    const res = await bundle(id, [image('placa'), value('numero_de_serie', serial())]);
    expect([res.statusCode, res.json()]).toEqual([400, { imagen1: ['Elija un archivo.'], imagen2: ['Elija un archivo.'], imagen3: ['Elija un archivo.'] }]);
    expect(files()).toEqual(before);
    expect(await stored(id)).toMatchObject({ placa: null, numero_de_serie: '' });
  });

  it('on a vehicle with photos, carries only what changes; the replaced file goes', async () => {
    const { id } = await vehicle(3);
    expect((await bundle(id, full(serial()))).statusCode).toBe(200);
    const first = await stored(id);
    const res = await bundle(id, [pdf('seguro'), value('seguro_vencimiento', day(200))]);
    expect(res.statusCode).toBe(200);
    const second = await stored(id);
    expect(second).toMatchObject({ imagen1: first.imagen1, permiso_circulacion: first.permiso_circulacion, numero_de_serie: first.numero_de_serie, seguro_vencimiento: day(200), seguro_status: 1 });
    expect(second.seguro).not.toBe(first.seguro);
    expect(files()).not.toContain(first.seguro);
    // Nothing sent: nothing written.
    const audits = (await t.audit()).length;
    expect((await bundle(id, [])).statusCode).toBe(200);
    expect((await t.audit()).length).toBe(audits);
  });

  it('answers every error at once: types by bytes, a document without its date, a date without its document, a bad serial in create\'s words', async () => {
    const { id } = await vehicle(0);
    const before = files();
    const res = await bundle(id, [
      image('imagen1', FILES.pdf),
      image('imagen2', FILES.text),
      image('imagen3'),
      pdf('seguro'),
      pdf('permiso_circulacion', FILES.text),
      value('verificacion_vencimiento', day(10)),
      value('numero_de_serie', 'ABC'),
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      imagen1: ['El archivo debe ser de tipo JPEG, PNG, WebP.'],
      imagen2: ['El archivo debe ser de tipo JPEG, PNG, WebP.'],
      permiso_circulacion: ['El archivo debe ser de tipo JPEG, PNG, WebP, PDF.'],
      permiso_circulacion_vencimiento: ['El campo no puede estar vacío.'],
      seguro_vencimiento: ['El campo no puede estar vacío.'],
      verificacion_vencimiento: ['Campo desconocido.'],
      numero_de_serie: ['El número de serie debe tener 17 caracteres: letras y números, sin I, O ni Q.'],
    });
    expect(files()).toEqual(before);
    const date = await bundle(id, [value('seguro_vencimiento', day(10)), value('numero_de_serie', 'ABCDEFGHJKLMNPRSI')]);
    expect(date.json()).toMatchObject({ seguro: ['Elija un archivo.'], numero_de_serie: ['El número de serie debe tener 17 caracteres: letras y números, sin I, O ni Q.'] });
    // The same words as POST vehiculos/ gives for the same serial.
    const created = await t.call({ method: 'POST', url: 'vehiculos/', token: tokens.admin, payload: { numero_de_serie: 'ABCDEFGHJKLMNPRSI' } });
    expect(created.json().numero_de_serie).toEqual(['El número de serie debe tener 17 caracteres: letras y números, sin I, O ni Q.']);
  });

  it('refuses a serial another vehicle holds, whatever its case or spaces, in create\'s words (a refused holder: delete it)', async () => {
    const vin = serial();
    await vehicle(3, { numero_de_serie: vin });
    const { id } = await vehicle(0);
    const res = await bundle(id, [image('imagen1'), image('imagen2'), image('imagen3'), value('numero_de_serie', ` ${vin.toLowerCase()} `)]);
    expect([res.statusCode, res.json()]).toEqual([400, { numero_de_serie: ['Ya existe un vehículo con este número de serie.'] }]);
    expect((await stored(id)).imagen1).toBeNull();
    const held = serial();
    await vehicle(1, { numero_de_serie: held });
    const refused = await bundle(id, [image('imagen1'), image('imagen2'), image('imagen3'), value('numero_de_serie', held)]);
    expect([refused.statusCode, refused.json()]).toEqual([400, { numero_de_serie: ['Ya existe un vehículo rechazado con este número de serie; elimínelo para registrarlo de nuevo.'] }]);
    expect((await stored(id)).imagen1).toBeNull();
  });

  it('a failing write leaves no new file behind and the record and notifications unchanged', async () => {
    const { id, matricula } = await vehicle(3);
    expect((await bundle(id, full(serial()))).statusCode).toBe(200);
    const before = [await stored(id), files(), (await raised(id)).length];
    // The write itself fails after the files were stored (a trigger stands in for any database failure).
    await t.database.pool.query(`CREATE FUNCTION prueba_falla() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'falla de prueba'; END $$`);
    await t.database.pool.query(`CREATE TRIGGER prueba_falla BEFORE UPDATE ON vehiculos FOR EACH ROW WHEN (OLD.matricula = '${matricula}') EXECUTE FUNCTION prueba_falla()`);
    try {
      expect((await bundle(id, full(serial()))).statusCode).toBe(500);
      expect((await document(id, 'verificacion', day(90))).statusCode).toBe(500);
    } finally {
      await t.database.pool.query('DROP TRIGGER prueba_falla ON vehiculos; DROP FUNCTION prueba_falla()');
    }
    expect([await stored(id), files(), (await raised(id)).length]).toEqual(before);
  });
});

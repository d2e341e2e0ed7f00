import ExcelJS from 'exceljs';
import { crc32, deflateRawSync } from 'node:zlib';
import { count, eq, sql } from 'drizzle-orm';
import { usuarios } from '../../../server/db/schema';
import { IMPORT_FIELDS } from '../../../server/resources/users/userImport';
import { fieldLabel } from '../../../server/kit/labels';
import { roleTestApp } from '../support/roleApp';
import { FILES, multipart } from './usersHelpers';
import { importCalls, xlsx } from './usersImportHelpers';

/**
 * docs/API.md: GET usuarios/plantilla/ and POST usuarios/importar/?dry_run=1 (what a file would
 * do, row by row). The real import, in one transaction: usersImportWrite.test.ts.
 */
const { t, tokens } = roleTestApp();

const { admin, rh, c4, send, snapshot, mixedFile } = importCalls(() => t, () => tokens);

/** A zip with one deflated entry, written by hand (local header, data, central directory, end record). */
function zipOf(name: string, content: Buffer) {
  const data = deflateRawSync(content);
  const fileName = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(crc32(content), 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(content.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(crc32(content), 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(content.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const centralOffset = local.length + fileName.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}

const label = (field: string, lang: 'es' | 'en' = 'es') => fieldLabel(lang, 'usuarios', field);

describe('GET usuarios/plantilla/', () => {
  it.each([['es'], ['en']] as const)('answers an empty .xlsx with the import headers in %s', async (lang) => {
    const res = await rh({ url: 'usuarios/plantilla/', lang });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe('attachment; filename="usuarios-plantilla.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(IMPORT_FIELDS.map((f) => label(f, lang)));
    expect(sheet.actualRowCount).toBe(1);
  });

  it('answers CSV with format=csv, and refuses C4', async () => {
    const res = await rh({ url: 'usuarios/plantilla/?format=csv', lang: 'en' });
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.body).toBe(`\uFEFF${IMPORT_FIELDS.map((f) => label(f, 'en')).join(',')}\r\n`);
    expect((await c4({ url: 'usuarios/plantilla/' })).statusCode).toBe(403);
  });

  it('a filled-in template imports', async () => {
    const template = await rh({ url: 'usuarios/plantilla/' });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
    workbook.worksheets[0].addRow(['Rosa', 'Trejo', 'rosa.trejo@empresa.mx', '3312345678', 'FIN', 'GDL', 'Pasajero', 'Activo', '', 'Jalisco', 'Zapopan', 'Calle 1', '45100', 0]);
    const res = await send(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(res.json()).toMatchObject({ dry_run: true, created: 1, updated: 0, failed: 0 });
  });
});

describe('POST usuarios/importar/?dry_run=1', () => {
  it('reports row by row what would be created, updated or refused, and writes nothing', async () => {
    const before = await snapshot();
    const res = await send(await mixedFile());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ dry_run: true, created: 2, updated: 1, failed: 3 });
    expect(body.rows).toEqual([
      { row: 2, email: 'irma.solis@empresa.mx', action: 'create', errors: {} },
      { row: 3, email: 'oscar.luna@empresa.mx', action: 'create', errors: {} },
      { row: 4, email: 'conductor@flotilla.mx', action: 'update', errors: {} },
      {
        row: 5,
        email: 'no-es-correo',
        action: 'error',
        errors: {
          name: ['El campo no puede estar vacío.'],
          email: ['Ingrese un correo electrónico válido.'],
          telephone: ['Se requieren exactamente 10 caracteres.'],
          department: ['El registro relacionado no existe.'],
          role: ['Elija una opción válida.'],
          no_worker: ['Ingrese solo números.'],
        },
      },
      {
        row: 6,
        email: 'irma.solis@empresa.mx',
        action: 'error',
        errors: { email: ['Este valor se repite en la fila 2 del archivo.'], no_worker: ['Este valor se repite en la fila 2 del archivo.'] },
      },
      { row: 7, email: 'admin@flotilla.mx', action: 'error', errors: { email: ['Este correo es de un usuario de plataforma; solo un administrador puede cambiarlo.'] } },
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it('reports in English on request', async () => {
    const body = (await send(await mixedFile(), { lang: 'en' })).json();
    expect(body.rows[3].errors.email).toEqual(['Enter a valid email.']);
    expect(body.rows[4].errors.email).toEqual(['This value is repeated in row 2 of the file.']);
  });

  it('an admin may update platform staff from a file', async () => {
    const body = (await send(await mixedFile(), { as: admin })).json();
    expect(body.rows[5]).toEqual({ row: 7, email: 'admin@flotilla.mx', action: 'update', errors: {} });
  });

  it('refuses an employee number someone else holds, but not the user’s own', async () => {
    const [someone] = await t.database.db.select().from(usuarios).where(sql`no_worker <> ''`).limit(1);
    const row = async (email: string) =>
      (await send(await xlsx([['email', 'name', 'last_name', 'no_worker'], [email, 'Nombre', 'Apellido', someone.no_worker]]))).json().rows[0];
    expect(await row('nuevo.num@empresa.mx')).toMatchObject({ action: 'error', errors: { no_worker: ['Ya existe un registro con este valor.'] } });
    expect(await row(someone.email)).toMatchObject({ action: 'update', errors: {} });
  });

  it('re-imports an export as it is: every row an update without errors', async () => {
    const exported = await admin({ url: 'usuarios/exportar/?tz=America/Mexico_City' });
    const body = (await send(exported.rawPayload, { as: admin })).json();
    const [{ n }] = await t.database.db.select({ n: count() }).from(usuarios);
    expect(body).toMatchObject({ created: 0, updated: n, failed: 0 });
    const english = await admin({ url: 'usuarios/exportar/?format=csv', lang: 'en' });
    expect((await send(english.rawPayload, { as: admin, filename: 'users.csv' })).json()).toMatchObject({ created: 0, updated: n, failed: 0 });
  });

  it('reads CSV: ";" from Spanish Excel, Windows-1252, quotes, and English headers', async () => {
    const text = [
      [label('name', 'en'), label('last_name', 'en'), label('email', 'en'), label('city', 'en'), label('address', 'en')].join(';'),
      'Begoña;Ñúñez;begona.nunez@empresa.mx;León;"Calle 5; ""Centro"""',
    ].join('\r\n');
    const res = await send(Buffer.from(text, 'latin1'), { filename: 'usuarios.csv', dryRun: false });
    expect(res.json()).toMatchObject({ created: 1, failed: 0 });
    const [row] = await t.database.db.select().from(usuarios).where(eq(usuarios.email, 'begona.nunez@empresa.mx'));
    expect(row).toMatchObject({ name: 'Begoña', last_name: 'Ñúñez', city: 'León', address: 'Calle 5; "Centro"' });
  });

  it.each([
    ['a file without the required columns', async () => xlsx([['nombre', 'correo'], ['A', 'a@b.mx']]), /^Al archivo le faltan las columnas: /],
    ['an image', async () => FILES.png, /^Elija un archivo \.xlsx o \.csv\.$/],
    ['a zip that is no workbook', async () => Buffer.concat([Buffer.from('504b0304', 'hex'), FILES.text]), /^No se pudo leer el archivo/],
    // 64 MB of zeros deflate to about 64 KB: inflating stops at 25 MB, the limit of a sheet (zip bomb).
    ['a workbook that would inflate to 64 MB', async () => zipOf('xl/worksheets/sheet1.xml', Buffer.alloc(64 * 1024 * 1024)), /^El libro ocupa demasiado al descomprimirlo;/],
    ['a file with headers only', async () => xlsx([['name', 'last_name', 'email']]), /^El archivo no tiene filas\.$/],
    ['an empty file', async () => Buffer.alloc(0), /^Elija un archivo\.$/],
  ])('refuses %s with a field error on archivo, writing nothing', async (_case, make, message) => {
    const before = await snapshot();
    const res = await send(await make(), { dryRun: false });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['archivo']);
    expect(res.json().archivo[0]).toMatch(message);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses more than 5,000 rows', async () => {
    const rows = Array.from({ length: 5001 }, (_, i) => `N${i},Apellido,n${i}@empresa.mx`);
    const res = await send(Buffer.from(['name,last_name,email', ...rows].join('\n')), { filename: 'u.csv', lang: 'en' });
    expect(res.json()).toEqual({ archivo: ['The file cannot have more than 5,000 rows.'] });
  });

  it('needs a file, and refuses C4', async () => {
    expect((await rh({ method: 'POST', url: 'usuarios/importar/?dry_run=1', ...multipart([]) })).json()).toEqual({ archivo: ['Elija un archivo.'] });
    expect((await c4({ method: 'POST', url: 'usuarios/importar/?dry_run=1', ...multipart([{ name: 'archivo', filename: 'u.xlsx', data: await mixedFile() }]) })).statusCode).toBe(403);
  });
});

import ExcelJS from 'exceljs';
import { crc32, deflateRawSync } from 'node:zlib';
import { count, eq, sql } from 'drizzle-orm';
import { audit_log, departamentos, plantas, puntos_ledger, usuarios } from '../../../server/db/schema';
import { IMPORT_FIELDS } from '../../../server/resources/users/userImport';
import { fieldLabel } from '../../../server/kit/labels';
import { createTestAppWithRoles, type RoleTokens, type TestApp } from '../support/harness';
import { caller, FILES, multipart } from './usersHelpers';

/** docs/API.md: POST usuarios/importar/ (dry run, then one transaction) and GET usuarios/plantilla/. */
let t: TestApp;
let tokens: RoleTokens;
beforeAll(async () => {
  ({ t, tokens } = await createTestAppWithRoles());
});
afterAll(() => t.close());

const admin = caller(() => t, () => tokens.admin);
const rh = caller(() => t, () => tokens.rh);
const c4 = caller(() => t, () => tokens.c4);

async function xlsx(rows: unknown[][]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Usuarios');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
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
const send = (data: Buffer, { dryRun = true, lang, as = rh, filename = 'usuarios.xlsx' }: { dryRun?: boolean; lang?: string; as?: typeof rh; filename?: string } = {}) =>
  as({ method: 'POST', url: `usuarios/importar/${dryRun ? '?dry_run=1' : ''}`, ...multipart([{ name: 'archivo', filename, data }]), lang });

const snapshot = async () => ({
  usuarios: await t.database.db.select().from(usuarios).orderBy(usuarios.id),
  ledger: (await t.database.db.select({ n: count() }).from(puntos_ledger))[0].n,
  audit: (await t.database.db.select({ n: count() }).from(audit_log).where(sql`resource <> 'auth'`))[0].n,
});
const label = (field: string, lang: 'es' | 'en' = 'es') => fieldLabel(lang, 'usuarios', field);

/** A file with two good new users, one update of the conductor, and three bad rows. */
async function mixedFile() {
  const [dept] = await t.database.db.select().from(departamentos).where(eq(departamentos.code, 'LOG'));
  const [plant] = await t.database.db.select().from(plantas).where(eq(plantas.code, 'QRO'));
  return xlsx([
    ['name', 'last_name', 'email', 'telephone', 'department', 'planta', 'role', 'status', 'no_worker', 'postal_code', 'puntos'],
    ['Irma', 'Solís Vega', 'Irma.Solis@Empresa.mx', 4421112233, dept.name, plant.code, 'Conductor', 'Activo', '880001', 1000, 120],
    ['Óscar', 'Luna Paz', 'oscar.luna@empresa.mx', '8119998877', 'log', '', 'Passenger', 'Inactive', '', '64000', ''],
    ['Diego', 'Ramírez Soto', 'conductor@flotilla.mx', '5512341234', '', '', 1, '', '', '', 999],
    ['', 'Sin Nombre', 'no-es-correo', '123', 'Departamento fantasma', '', 'Piloto', '', 'AB', '', ''],
    ['Irma', 'Repetida', 'irma.solis@empresa.mx', '', '', '', '', '', '880001', '', ''],
    ['Pedro', 'Páramo', 'admin@flotilla.mx', '', '', '', '', '', '', '', ''],
  ]);
}

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

describe('POST usuarios/importar/ (real import)', () => {
  it('writes every valid row in one transaction, with ledger and audit rows, and skips the bad ones', async () => {
    const before = await snapshot();
    const res = await send(await mixedFile(), { dryRun: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ dry_run: false, created: 2, updated: 1, failed: 3 });
    const db = t.database.db;
    const [irma] = await db.select().from(usuarios).where(eq(usuarios.email, 'irma.solis@empresa.mx'));
    const [dept] = await db.select().from(departamentos).where(eq(departamentos.code, 'LOG'));
    const [plant] = await db.select().from(plantas).where(eq(plantas.code, 'QRO'));
    expect(irma).toMatchObject({ name: 'Irma', telephone: '4421112233', department: dept.id, planta: plant.id, role: 1, status: 1, no_worker: '880001', postal_code: '01000', puntos: 120, plataforma: false });
    const [oscar] = await db.select().from(usuarios).where(eq(usuarios.email, 'oscar.luna@empresa.mx'));
    expect(oscar).toMatchObject({ name: 'Óscar', department: dept.id, planta: null, role: 0, status: 0, puntos: 0 });
    // The update changes the columns the file has and leaves points alone (an opening balance is for new users).
    const [diego] = await db.select().from(usuarios).where(eq(usuarios.email, 'conductor@flotilla.mx'));
    expect(diego).toMatchObject({ last_name: 'Ramírez Soto', telephone: '5512341234', role: 1, puntos: before.usuarios.find((u) => u.email === 'conductor@flotilla.mx')!.puntos, groups: [] });
    expect(await db.select().from(usuarios).where(eq(usuarios.email, 'no-es-correo'))).toEqual([]);
    const after = await snapshot();
    expect(after.usuarios.length).toBe(before.usuarios.length + 2);
    expect(after.ledger).toBe(before.ledger + 1);
    const [ledger] = await db.select().from(puntos_ledger).where(eq(puntos_ledger.usuario, irma.id));
    expect(ledger).toMatchObject({ delta: 120, balance: 120, reason: 'import' });
    const audits = (await t.audit()).filter((r) => r.resource === 'usuarios').slice(0, 3);
    expect(audits.map((a) => a.action).sort()).toEqual(['import_create', 'import_create', 'import_update']);
    expect(audits.find((a) => a.action === 'import_update')!.changes).toMatchObject({ last_name: ['Ramírez', 'Ramírez Soto'] });
    // The same file again: the two new users are now updates.
    expect((await send(await mixedFile())).json()).toMatchObject({ created: 0, updated: 3 });
  });

  it("holds its transaction on the long work's connections, not the calls'", async () => {
    const taken = vi.spyOn(t.database.longWork, 'connect');
    try {
      expect((await send(await mixedFile())).statusCode).toBe(200);
      expect(taken).not.toHaveBeenCalled(); // a dry run writes nothing
      expect((await send(await mixedFile(), { dryRun: false })).statusCode).toBe(200);
      expect(taken).toHaveBeenCalledTimes(1);
    } finally {
      taken.mockRestore();
    }
  });

  it('obeys account safety: an admin cannot disable their own account through a file, and nothing is written', async () => {
    const before = await snapshot();
    const file = await xlsx([
      ['name', 'last_name', 'email', 'status'],
      ['Nueva', 'Persona', 'nueva.persona@empresa.mx', 'Activo'],
      ['Ana', 'Martínez', 'admin@flotilla.mx', 'Inactivo'],
    ]);
    const res = await send(file, { dryRun: false, as: admin });
    expect([res.statusCode, res.json().code]).toEqual([409, 'own_account']);
    expect(await snapshot()).toEqual(before);
  });

  it('checks the row restriction again while writing: a user made platform staff meanwhile is refused to HR, nothing written', async () => {
    const before = await snapshot();
    // Writing the new row promotes the conductor, as another admin could between check and write.
    await t.database.pool.query(`
      CREATE FUNCTION promote_during_import() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN UPDATE usuarios SET plataforma = true WHERE email = 'conductor@flotilla.mx'; RETURN NEW; END $$;
      CREATE TRIGGER promote_during_import AFTER INSERT ON usuarios FOR EACH ROW WHEN (NEW.email = 'zz.promueve@empresa.mx') EXECUTE FUNCTION promote_during_import();`);
    try {
      const file = await xlsx([
        ['name', 'last_name', 'email'],
        ['Zoe', 'Promueve', 'zz.promueve@empresa.mx'],
        ['Diego', 'Cambio', 'conductor@flotilla.mx'],
      ]);
      const res = await send(file, { dryRun: false, as: rh });
      expect([res.statusCode, res.json().code]).toEqual([403, 'permission_denied']);
      expect(await snapshot()).toEqual(before);
    } finally {
      await t.database.pool.query('DROP TRIGGER promote_during_import ON usuarios; DROP FUNCTION promote_during_import();');
    }
  });

  it('a failure while writing writes nothing at all', async () => {
    const before = await snapshot();
    await t.database.pool.query(`
      CREATE FUNCTION fail_import() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'forced failure'; END $$;
      CREATE TRIGGER fail_import BEFORE INSERT ON usuarios FOR EACH ROW WHEN (NEW.email = 'zz.falla@empresa.mx') EXECUTE FUNCTION fail_import();`);
    try {
      const file = await xlsx([
        ['name', 'last_name', 'email', 'puntos'],
        ['Ana', 'Primera', 'aa.primera@empresa.mx', 50],
        ['Zoe', 'Falla', 'zz.falla@empresa.mx', ''],
        ['Diego', 'Cambio', 'conductor@flotilla.mx', ''],
      ]);
      expect((await send(file)).json()).toMatchObject({ created: 2, updated: 1, failed: 0 });
      const res = await send(file, { dryRun: false });
      expect(res.statusCode).toBe(500);
      expect(await snapshot()).toEqual(before);
    } finally {
      await t.database.pool.query('DROP TRIGGER fail_import ON usuarios; DROP FUNCTION fail_import();');
    }
  });
});

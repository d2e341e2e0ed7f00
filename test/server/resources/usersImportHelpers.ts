import ExcelJS from 'exceljs';
import { count, eq, sql } from 'drizzle-orm';
import { audit_log, departamentos, plantas, puntos_ledger, usuarios } from '../../../server/db/schema';
import type { RoleTokens, TestApp } from '../support/harness';
import { caller, multipart } from './usersHelpers';

/** What the users' import test files share: workbooks, the import call, and what a refused import leaves alone. */

/** An .xlsx of one sheet holding `rows`. */
export async function xlsx(rows: unknown[][]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Usuarios');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * The three roles' callers on the app of an import test file, with `send` (a file to
 * usuarios/importar/, a dry run by HR unless told), `snapshot` and `mixedFile`.
 */
export function importCalls(app: () => TestApp, tokens: () => RoleTokens) {
  const admin = caller(app, () => tokens().admin);
  const rh = caller(app, () => tokens().rh);
  const c4 = caller(app, () => tokens().c4);
  const send = (data: Buffer, { dryRun = true, lang, as = rh, filename = 'usuarios.xlsx' }: { dryRun?: boolean; lang?: string; as?: typeof rh; filename?: string } = {}) =>
    as({ method: 'POST', url: `usuarios/importar/${dryRun ? '?dry_run=1' : ''}`, ...multipart([{ name: 'archivo', filename, data }]), lang });
  const snapshot = async () => ({
    usuarios: await app().database.db.select().from(usuarios).orderBy(usuarios.id),
    ledger: (await app().database.db.select({ n: count() }).from(puntos_ledger))[0].n,
    audit: (await app().database.db.select({ n: count() }).from(audit_log).where(sql`resource <> 'auth'`))[0].n,
  });
  /** A file with two good new users, one update of the conductor, and three bad rows. */
  async function mixedFile() {
    const [dept] = await app().database.db.select().from(departamentos).where(eq(departamentos.code, 'LOG'));
    const [plant] = await app().database.db.select().from(plantas).where(eq(plantas.code, 'QRO'));
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
  return { admin, rh, c4, send, snapshot, mixedFile };
}

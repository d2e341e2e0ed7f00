import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { date, pgTable, serial, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { defineResource, type FileDeclaration } from '../../../server/kit/define';
import { withFilePaths } from '../../../server/kit/files';
import { registerResources } from '../../../server/kit/register';
import type { Call, RoleTokens, TestApp } from '../support/harness';
import { roleTestApp } from '../support/roleApp';
import { multipart, type Part } from '../resources/usersHelpers';

/**
 * server/kit/files.ts and documents.ts on a second resource, the way vehicles will use them: a
 * photo and a document with an optional expiry, declared on a table that exists only in the
 * test's database and served under /api/kit/ (DOMAIN §1 `vehiculos`: admins write, all read).
 */
export const vehiculos = pgTable('prueba_vehiculos', {
  id: serial('id').primaryKey(),
  matricula: varchar('matricula', { length: 20 }).notNull().default(''),
  foto: varchar('foto', { length: 80 }),
  permiso: varchar('permiso', { length: 80 }),
  permiso_vencimiento: date('permiso_vencimiento', { mode: 'string' }),
  permiso_status: smallint('permiso_status'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
const CREATE_TABLE = `CREATE TABLE prueba_vehiculos (
  id serial PRIMARY KEY, matricula varchar(20) NOT NULL DEFAULT '', foto varchar(80), permiso varchar(80),
  permiso_vencimiento date, permiso_status smallint,
  created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now())`;

export const VEHICLE_FILES: FileDeclaration[] = [
  { field: 'foto', upload: 'imagen1', formField: 'imagen', kind: 'image', access: 'documents', maxMb: 1 },
  {
    field: 'permiso',
    upload: 'permiso_circulacion',
    formField: 'documento',
    read: 'permiso_circulacion',
    kind: 'document',
    access: 'documents',
    expiry: { field: 'permiso_vencimiento', required: false, status: 'permiso_status' },
  },
];

export const vehicles = defineResource({
  base: 'vehiculos',
  table: vehiculos,
  input: z.object({ matricula: z.string().max(20) }),
  readOnly: ['foto', 'permiso', 'permiso_vencimiento', 'permiso_status'],
  output: withFilePaths('vehiculos', VEHICLE_FILES),
  filters: {},
  search: [],
  ordering: ['id'],
  defaultOrdering: 'id',
  exportColumns: [{ field: 'id' }],
  files: VEHICLE_FILES,
});

/** The test file's app (roleTestApp) serving `vehicles` under /api/kit/, with its table made. */
export function kitVehiclesApp() {
  const app = roleTestApp({ kitRoutes: (ctx) => registerResources(ctx, [vehicles]) });
  beforeAll(() => app.t.database.pool.query(CREATE_TABLE));
  return app;
}

export type Role = keyof RoleTokens;

/** Calls on `vehicles` as a role: uploads of its photo and permit, the stored files and rows, a new record. */
export function kitVehicleCalls(app: () => TestApp, tokens: () => RoleTokens) {
  const call = (role: Role, method: 'GET' | 'POST' | 'DELETE', url: string, body: Partial<Call> = {}) => app().call({ method, url, token: tokens()[role], ...body });
  const upload = (id: number, action: string, parts: Part[], role: Role = 'admin') => call(role, 'POST', `kit/vehiculos/${id}/${action}/`, multipart(parts));
  const photo = (id: number, data: Buffer, role: Role = 'admin') => upload(id, 'imagen1', [{ name: 'imagen', filename: 'frente.png', data }], role);
  const permit = (id: number, data: Buffer, vencimiento?: string) =>
    upload(id, 'permiso_circulacion', [{ name: 'documento', filename: 'permiso.pdf', data }, ...(vencimiento === undefined ? [] : [{ name: 'vencimiento', value: vencimiento }])]);
  const files = () => readdirSync(path.join(app().dataDir, 'files')).sort();
  const stored = async (id: number) => (await app().database.db.select().from(vehiculos).where(eq(vehiculos.id, id)))[0];
  async function newVehicle() {
    const res = await call('admin', 'POST', 'kit/vehiculos/', { payload: { matricula: `ABC-${randomBytes(2).toString('hex')}` } });
    expect(res.statusCode).toBe(201);
    return res.json().id as number;
  }
  return { call, upload, photo, permit, files, stored, newVehicle };
}

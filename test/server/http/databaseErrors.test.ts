import * as schema from '../../../server/db/schema';
import { ApiError, FieldErrors } from '../../../server/http/errors';
import { foreignKeysOf, fromDatabaseError } from '../../../server/http/databaseErrors';
import { createTestApp, type TestApp } from '../support/harness';

/**
 * Foreign-key errors told apart by constraint, code and statement, never by PostgreSQL's
 * message: the embedded server has no Spanish locale (lc_messages = 'es_ES.UTF-8' is refused),
 * so errors are fabricated with a Spanish detail that must not matter.
 */
const DEPARTMENT_PLANT = 'departamentos_planta_plantas_id_fk';
const USER_DEPARTMENT = 'usuarios_department_departamentos_id_fk';
const spanish = (table: string) => `La llave (id)=(9) todavía es referida desde la tabla «${table}».`;

const fieldsOf = (answer: unknown) => (answer instanceof FieldErrors ? Object.fromEntries(Object.entries(answer.fields).map(([f, ms]) => [f, ms.map((m) => m.key)])) : answer);
const inUse = (answer: unknown) => answer instanceof ApiError && answer.status === 409 && answer.code === 'in_use';

describe('the foreign keys of the schema', () => {
  it('are read from the Drizzle tables, by constraint name, with the field holding each', () => {
    const keys = foreignKeysOf(Object.values(schema));
    expect(keys.get(DEPARTMENT_PLANT)).toEqual({ table: 'departamentos', field: 'planta', target: 'plantas' });
    expect(keys.get(USER_DEPARTMENT)).toEqual({ table: 'usuarios', field: 'department', target: 'departamentos' });
  });
});

describe('a foreign-key error', () => {
  it('on writing the referencing row is the field\'s error, whatever the language of the detail', () => {
    const answer = fromDatabaseError({ code: '23503', constraint: DEPARTMENT_PLANT, table: 'departamentos', detail: spanish('plantas') } as never);
    expect(fieldsOf(answer)).toEqual({ planta: ['validation.reference'] });
    expect(fieldsOf(fromDatabaseError({ code: '23503', constraint: USER_DEPARTMENT, table: 'usuarios' }))).toEqual({ department: ['validation.reference'] });
  });

  it('on removing the referenced row is in_use', () => {
    // RESTRICT, as the schema declares: only a change to the referenced row raises it.
    expect(inUse(fromDatabaseError({ code: '23001', constraint: DEPARTMENT_PLANT, table: 'departamentos', detail: spanish('departamentos') } as never))).toBe(true);
    // NO ACTION raises 23503 for both; the statement (drizzle's, in `query`) tells them apart.
    const wrapped = (query: string) => ({ query, cause: { code: '23503', constraint: DEPARTMENT_PLANT, table: 'departamentos' } });
    expect(inUse(fromDatabaseError(wrapped('delete from "plantas" where "plantas"."id" = $1')))).toBe(true);
    expect(fieldsOf(fromDatabaseError(wrapped('insert into "departamentos" ("name") values ($1)')))).toEqual({ planta: ['validation.reference'] });
    expect(fieldsOf(fromDatabaseError(wrapped('update "departamentos" set "planta" = $1')))).toEqual({ planta: ['validation.reference'] });
    // The statement's table as the error names it: the referenced one means its row went.
    expect(inUse(fromDatabaseError({ code: '23503', constraint: DEPARTMENT_PLANT, table: 'plantas' }))).toBe(true);
  });

  it('of an unknown constraint is a general reference error, and other errors are not mapped', () => {
    expect(fieldsOf(fromDatabaseError({ code: '23503', constraint: 'otra_fk', table: 'otra' }))).toEqual({ non_field_errors: ['validation.reference'] });
    expect(fromDatabaseError({ code: '42P01' })).toBeNull();
  });
});

describe('a database that cannot be reached', () => {
  it('is 503 database_unavailable (http/outage.ts), not a constraint error nor unmapped', () => {
    const unavailable = (answer: unknown) => answer instanceof ApiError && answer.status === 503 && answer.code === 'database_unavailable';
    expect(unavailable(fromDatabaseError({ code: '57P01' }))).toBe(true);
    expect(unavailable(fromDatabaseError({ query: 'select 1', cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }) }))).toBe(true);
    expect(unavailable(fromDatabaseError(new Error('Connection terminated unexpectedly')))).toBe(true);
    expect(fromDatabaseError({ code: '57014' })).toBeNull();
  });
});

describe('against the database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('knows every foreign key of the migrated database', async () => {
    const { rows } = await t.database.pool.query<{ name: string; table: string }>(
      "SELECT conname AS name, conrelid::regclass::text AS table FROM pg_constraint WHERE contype = 'f' AND connamespace = 'public'::regnamespace",
    );
    const keys = foreignKeysOf(Object.values(schema));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect([row.name, keys.get(row.name)?.table]).toEqual([row.name, row.table.replace(/"/g, '')]);
  });
});

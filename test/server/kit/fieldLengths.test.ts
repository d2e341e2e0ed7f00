import { getTableName } from 'drizzle-orm';
import type { z } from 'zod';
import { columnOf, type ResourceDeclaration } from '../../../server/kit/define';
import { resources } from '../../../server/resources';
import { createTestApp, type TestApp } from '../support/harness';

/**
 * Every text a declaration takes in a body (create, edit, a transition's reason or body) fits the
 * column it is stored in, read from the migrated database: the columns' lengths and the inputs'
 * limits both come from domain/ constants, and this keeps a change to one of them from reaching
 * PostgreSQL as a 500 ("value too long for type character varying") instead of a field error.
 */
let t: TestApp;
let lengths: Map<string, number | null>;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const { rows } = await t.database.pool.query<{ table_name: string; column_name: string; data_type: string; character_maximum_length: number | null }>(
    `SELECT table_name, column_name, data_type, character_maximum_length FROM information_schema.columns
      WHERE table_schema = 'public' AND data_type IN ('character varying', 'character', 'text')`,
  );
  lengths = new Map(rows.map((r) => [`${r.table_name}.${r.column_name}`, r.character_maximum_length]));
});
afterAll(() => t.close());

type Def = { type: string; innerType?: z.ZodType; in?: z.ZodType };
const defOf = (schema: z.ZodType) => (schema as unknown as { def: Def }).def;

/** The string schema a field's schema reads (through optional, nullable, default and transforms), or null for another type. */
function stringOf(schema: z.ZodType): z.ZodString | null {
  const def = defOf(schema);
  if (def.type === 'string') return schema as z.ZodString;
  const inner = def.innerType ?? def.in;
  return inner ? stringOf(inner) : null;
}

/**
 * Texts one character too long for a column, of digits, of letters, of both (a plate, a serial
 * number): a field bounded by its format rather than a declared length (exact digits, a time, a
 * plate) must refuse them all.
 */
const tooLong = (capacity: number) => ['1', 'A', 'a', 'A1', '1.'].map((unit) => unit.repeat(capacity + 1).slice(0, capacity + 1));

/** The declaration a route under /api belongs to: the one with the longest base its path starts with. */
const declarationOf = (url: string) =>
  resources
    .filter((d) => url.startsWith(`/api/${d.base}/`))
    .sort((a, b) => b.base.length - a.base.length)[0];

/** The declaration's column of a field, as `table.column`, or null when the field is stored elsewhere (or nowhere). */
function columnKey(d: ResourceDeclaration, field: string): string | null {
  try {
    return `${getTableName(d.table)}.${columnOf(d, field).name}`;
  } catch {
    return null;
  }
}

/** Each text field of a JSON body the API takes (create, edit, record calls), with the column it is stored in. */
function textInputs() {
  return t.app.apiRoutes.flatMap((route) => {
    const body = route.schema?.body as z.ZodObject | undefined;
    const declaration = declarationOf(route.url);
    // A multipart body's schema only names its parts: files become stored keys, and a bundle's text fields have their own reader (server/kit/bundle.ts).
    const multipart = (route.schema as { consumes?: string[] } | undefined)?.consumes?.includes('multipart/form-data');
    if (!body || !declaration || multipart || defOf(body).type !== 'object') return [];
    return Object.entries(body.shape).flatMap(([field, schema]) => {
      const text = stringOf(schema as z.ZodType);
      const column = columnKey(declaration, field);
      return text && column && lengths.has(column) ? [{ call: `${route.method} ${route.url} ${field}`, schema: schema as z.ZodType, text, column }] : [];
    });
  });
}

it('reads the text fields of every resource call', () => {
  // The check below covers creates, edits and transitions' reasons alike (a vacuous pass would hide a broken walk).
  const calls = textInputs().map((input) => input.call);
  expect(calls).toContain('POST /api/plantas/ name');
  expect(calls).toContain('PATCH /api/usuarios/:id/ email');
  expect(calls.some((call) => call.endsWith(' motivo_de_rechazo'))).toBe(true);
});

it('takes no text longer than its column holds', () => {
  const misfits: string[] = [];
  for (const { call, schema, text, column } of textInputs()) {
    const capacity = lengths.get(column);
    // A text column holds any length; varchar(n) needs a declared limit of at most n, or a format that refuses n + 1 characters.
    if (capacity === null || capacity === undefined) continue;
    if (text.maxLength !== null ? text.maxLength > capacity : tooLong(capacity).some((value) => schema.safeParse(value).success)) {
      misfits.push(`${call}: ${text.maxLength ?? 'no limit'} > ${column} (${capacity})`);
    }
  }
  expect(misfits).toEqual([]);
});

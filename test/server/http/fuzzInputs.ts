import fc from 'fast-check';
import type { z } from 'zod';
import type { AggregateDeclaration } from '../../../server/kit/aggregates';
import type { FilterType, ResourceDeclaration } from '../../../server/kit/define';
import { filtersOf } from '../../../server/kit/query';

/**
 * Hostile inputs for test/server/http/fuzz.test.ts, generated from a declaration's own schemas,
 * filters, ordering and files, so a new resource is fuzzed without a line here.
 */

/** Text a careless server would choke on; none spells SQL or a stack, so an echo is no false alarm. */
const HOSTILE_TEXT = [
  '', ' ', '\u0000', 'a\u0000b', '\uD800', 'x\uDFFF', '\uDBFF\uDBFF', '%00', '..', '../', '..%2F', '%2e%2e%2f', 'NaN', 'Infinity', '-0', '1e3', '0x10',
  '١٢٣', '１２', '\u202Eabc', 'ñandú 🚚', "' OR 1=1 --", '"; DROP TABLE x; --', '<script>alert(1)</script>', '{{7*7}}', '${7*7}', '%s%s%n', '\\', '\r\n',
  '0000-01-01', '275760-09-13', '99999-01-01', '+275760-09-13T00:00:00Z', '-000001-01-01', '1899-12-31', '2024-02-30', '2024-13-01', '2024-01-01T25:61',
  'x'.repeat(301), 'é'.repeat(5000),
];

const HOSTILE_NUMBERS = [
  0, -1, 0.5, -0.0001, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 32, 2 ** 53, -(2 ** 53), Number.MAX_SAFE_INTEGER + 2, 1e308, -1e308, 5e-324, 32_768, -32_769,
];

/** One hostile value of any JSON type; `depth` bounds nesting. */
export const hostileValue = (depth = 2): fc.Arbitrary<unknown> => {
  const scalars: fc.WeightedArbitrary<unknown>[] = [
    { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
    { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
    { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
    { weight: 1, arbitrary: fc.integer() },
    { weight: 1, arbitrary: fc.constantFrom(true, false, null) },
  ];
  if (depth <= 0) return fc.oneof(...scalars);
  return fc.oneof(
    ...scalars,
    { weight: 1, arbitrary: fc.array(hostileValue(depth - 1), { maxLength: 3 }) },
    { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 6 }), hostileValue(depth - 1), { maxKeys: 3 }) },
  );
};

type Kind = 'string' | 'number' | 'boolean' | 'array' | 'other';

interface ZodInternals {
  _zod: { def: { type: string; innerType?: z.ZodType; in?: z.ZodType; checks?: { _zod: { def: { check: string; maximum?: number } } }[] } };
}

/** What a field schema takes at heart (under defaults, nullables and pipes), and its longest text. */
function kindOf(schema: z.ZodType): { kind: Kind; max?: number } {
  const def = (schema as unknown as ZodInternals)._zod.def;
  if (['default', 'nullable', 'optional', 'readonly', 'catch', 'prefault'].includes(def.type) && def.innerType) return kindOf(def.innerType);
  if (def.type === 'pipe' && def.in) return kindOf(def.in);
  const max = def.checks?.map((c) => c._zod.def).find((c) => c.check === 'max_length')?.maximum;
  return ['string', 'number', 'boolean', 'array'].includes(def.type) ? { kind: def.type as Kind, max } : { kind: 'other' };
}

/** A plausible value of a field's kind, or one just past its length, or anything at all. */
function fieldValue(schema: z.ZodType): fc.Arbitrary<unknown> {
  const { kind, max } = kindOf(schema);
  const plausible: Record<Kind, fc.Arbitrary<unknown>> = {
    string: fc.string({ maxLength: 12 }),
    number: fc.integer({ min: -3, max: 3 }),
    boolean: fc.boolean(),
    array: fc.array(fc.oneof(fc.string({ maxLength: 6 }), fc.integer({ min: -2, max: 2 })), { maxLength: 3 }),
    other: fc.string({ maxLength: 6 }),
  };
  return fc.oneof(plausible[kind], hostileValue(), fc.constant(max ? 'x'.repeat(max + 1) : 'y'.repeat(1000)));
}

/** Keys a body or query does not declare: prototype names too. Lower case, so no echo reads as SQL. */
const strayKey = fc.oneof(fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'id', 'created_at', 'updated_at'), fc.stringMatching(/^[a-z_]{1,10}$/));

/** A body for `schema`: any subset of its fields with plausible or hostile values, stray keys, or no object at all. */
export function hostileBody(schema: z.ZodObject | undefined): fc.Arbitrary<unknown> {
  const shape = schema?.shape ?? {};
  const fields = fc.record(Object.fromEntries(Object.entries(shape).map(([name, field]) => [name, fieldValue(field as z.ZodType)])), { requiredKeys: [] });
  const withStray = fc.tuple(fields, fc.dictionary(strayKey, hostileValue(1), { maxKeys: 2 })).map(([a, b]) => ({ ...b, ...a }));
  return fc.oneof({ weight: 4, arbitrary: fields }, { weight: 2, arbitrary: withStray }, { weight: 1, arbitrary: hostileValue() });
}

/** Raw JSON no JavaScript value stringifies to: numbers past a double, a deep nest, broken or odd bodies. */
export const RAW_BODIES = [
  '{"name": 1e400, "ids": [1e400], "status": -1e400}',
  '{"ids": [2147483648, 9007199254740993, 1e21]}',
  `{"name": ${'['.repeat(5000)}${']'.repeat(5000)}}`,
  '{"__proto__": {"admin": true}, "constructor": {"prototype": {"x": 1}}}',
  '{"name": "\\u0000", "code": "\\ud800"}',
  '{', '', 'null', '[]', '"text"', '0', '{"a":1,"a":2}',
];

const pad = (n: number, width: number) => `${n < 0 ? '-' : ''}${String(Math.abs(n)).padStart(width, '0')}`;

/** Dates: real ones, days no calendar has, and years no column holds (0, 275760, five digits, signed). */
export const hostileDate = fc.oneof(
  { weight: 3, arbitrary: fc.tuple(fc.constantFrom(0, 1, 1899, 1900, 9999, 10_000, 275_760, -1), fc.integer({ min: 1, max: 12 })).map(([y, m]) => `${pad(y, 4)}-${pad(m, 2)}-01`) },
  fc.date({ noInvalidDate: true, min: new Date(Date.UTC(1900, 0, 1)), max: new Date(Date.UTC(9999, 11, 31)) }).map((d) => d.toISOString().slice(0, 10)),
  fc.tuple(fc.integer({ min: -300_000, max: 300_000 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 })).map(
    ([y, m, d]) => `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`,
  ),
  fc.constantFrom('0000-01-01', '275760-09-13', '99999-01-01', '+275760-09-13T00:00:00Z', '-000001-01-01', '2024-02-30', '2024-01-01T25:61', '1e3', 'yesterday'),
);

const FILTER_VALUES: Record<FilterType, fc.Arbitrary<unknown>> = {
  integer: fc.oneof(fc.integer({ min: -5, max: 5 }), fc.constantFrom(...HOSTILE_NUMBERS)),
  number: fc.oneof(fc.double({ noNaN: true }), fc.constantFrom(...HOSTILE_NUMBERS)),
  text: fc.string({ maxLength: 10 }),
  boolean: fc.constantFrom(true, false, 'true', 'yes', 1),
  date: fc.oneof(fc.date({ noInvalidDate: true }).map((d) => d.toISOString()), hostileDate, fc.constantFrom('2024-01-01T10:00:00-06:00')),
};

/** What hostileFilters reads of a declaration: its filters (references too) and orderings. */
export type FilterSource = Pick<ResourceDeclaration, 'filters' | 'references' | 'ordering'>;

/** An aggregate's (server/kit/aggregates.ts) filters as hostileFilters reads them: its period is a date filter, every column an ordering. */
export const aggregateFilters = (aggregate: AggregateDeclaration): FilterSource => ({
  filters: { ...(aggregate.period ? { [aggregate.period.field]: 'date' as const } : {}), ...Object.fromEntries(Object.entries(aggregate.filters).map(([name, filter]) => [name, filter.type])) },
  ordering: Object.keys(aggregate.columns),
});

/** Filters of a declaration, each key with a value of its type, a hostile one, a list, or an unknown operator. */
export function hostileFilters(declaration: FilterSource): fc.Arbitrary<Record<string, unknown>> {
  const types = Object.entries(filtersOf(declaration));
  // A declaration without filters (configuracion/, one record) still gets stray and common keys.
  const keys = types.flatMap(([f]) => [f, `${f}__in`, `${f}__gte`, `${f}__lte`, `${f}__contains`, `${f}__regex`, `${f}__in__in`]);
  const key = fc.oneof(
    ...(keys.length ? [fc.constantFrom(...keys)] : []),
    fc.constantFrom('search', 'ordering', 'page', 'limit', 'format', 'tz', '__proto__', 'constructor'),
    strayKey,
  );
  const typeOf = (k: string) => types.find(([f]) => k === f || k.startsWith(`${f}__`))?.[1];
  const orderings = declaration.ordering.flatMap((f) => [f, `-${f}`, `--${f}`, `${f} desc`]);
  const entry = key.chain((k) => {
    const own = typeOf(k);
    const values = [hostileValue(1), fc.array(hostileValue(0), { maxLength: 3 })];
    if (own) values.push(FILTER_VALUES[own], fc.array(FILTER_VALUES[own], { maxLength: 3 }));
    if (k === 'ordering') values.push(fc.constantFrom(...orderings));
    return fc.tuple(fc.constant(k), fc.oneof(...values));
  });
  return fc.array(entry, { maxLength: 4 }).map((entries) => Object.fromEntries(entries));
}

/** A query string of `params`: lists as repeated keys, every value as text (as a browser sends). */
export function queryString(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) for (const item of Array.isArray(v) ? v : [v]) search.append(k, typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Ids for a route: negative, past 32 and 53 bits, exponent, paths, unicode, padding. */
export const hostileId = fc.oneof(
  fc.constantFrom('-1', '0', '2147483647', '2147483648', '4294967296', '9007199254740993', '1e3', '1.5', '+1', '01', ' 1', '0x10', '..', '..%2F', '%2e%2e', '%00', '%F0%9F%9A%9A', '%EF%BC%91', 'null', 'undefined', '[]'),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 8 }).map(encodeURIComponent),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String),
);

/** Bulk bodies: ids that no row has or no integer column holds, with hostile statuses. */
export const hostileBulk = fc.oneof(
  fc.record(
    {
      ids: fc.oneof(
        fc.array(fc.constantFrom(-1, 0, 0.5, 2 ** 31, 2 ** 53, -(2 ** 31) - 1, 2_147_483_647, '1', '1e3', null, [1], { id: 1 }), { maxLength: 5 }),
        fc.constant([]),
        hostileValue(1),
      ),
      status: fc.oneof(fc.constantFrom(0, 1, 2, -1, 2 ** 31, 32_768, '1', null, 1.5), hostileValue(0)),
    },
    { requiredKeys: [] },
  ),
  hostileValue(),
);

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const PDF = Buffer.from('%PDF-1.7\n');
/** Files: random bytes, empty, a magic number with nothing or HTML after it, a zip bomb's header. */
export const hostileFile = fc.oneof(
  fc.uint8Array({ maxLength: 64 }).map((a) => Buffer.from(a)),
  fc.constantFrom(
    Buffer.alloc(0),
    PNG,
    Buffer.concat([PNG, Buffer.from('<html><script>alert(1)</script></html>')]),
    PDF,
    Buffer.concat([PDF, Buffer.from('/OpenAction << /JS (app.alert(1)) >>')]),
    Buffer.from('504b0304140000000800', 'hex'),
    Buffer.from('\u0000\u0000\u0000'),
    Buffer.from('<svg onload="alert(1)"/>'),
  ),
);

/** Files whose first bytes pass the type check, so the upload goes on to its other checks and its write. */
export const plausibleFile = fc.constantFrom(
  Buffer.concat([PNG, Buffer.alloc(32)]),
  Buffer.from('ffd8ffe000104a464946', 'hex'),
  Buffer.concat([Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '), Buffer.alloc(16)]),
  Buffer.from('%PDF-1.7\n%%EOF\n'),
);

/** A multipart body: each file part, then each text field. */
export function multipart(files: Record<string, Buffer>, fields: Record<string, string>, filename = 'f.bin') {
  const boundary = '----fuzz' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [name, data] of Object.entries(files)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`), data, Buffer.from('\r\n'));
  }
  for (const [name, value] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

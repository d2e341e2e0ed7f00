import fc from 'fast-check';
import { readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import { aggregates, resources } from '../../../server/resources';
import { fileActions } from '../../../server/kit/files';
import type { ResourceDeclaration } from '../../../server/kit/define';
import { createTestApp, type Call, type TestApp } from '../support/harness';
import { translate } from '../../../server/http/i18n';
import { aggregateFilters, hostileBody, hostileBulk, hostileDate, hostileFile, hostileFilters, hostileId, hostileValue, multipart, plausibleFile, queryString, RAW_BODIES } from './fuzzInputs';

/**
 * Fuzzing: every registered resource, read from server/resources, gets hostile
 * bodies, filters, ids, bulk bodies and files generated from its own declaration. For every
 * call: never a 5xx, never a stack trace, SQL or a PostgreSQL error code in the answer, and
 * after a refused call nothing changed in the database (nor in the stored files).
 * FUZZ_RUNS=2000 for a longer run; the default keeps the normal suite within a minute or two.
 */
const RUNS = Number(process.env.FUZZ_RUNS) || 12;
// A resource's calls take up to ~11 s alone (the trips' exports); at nice 10 beside the browser
// parts eleven times that, so the limit only catches a hang.
const TIMEOUT = Math.max(300_000, RUNS * 4_000);

/** Tables a refused call may still write: attempt counters of sign-in, never reached here. */
const COUNTERS = new Set(['throttle_hits', 'login_failures', 'login_addresses']);

let t: TestApp;
let token: string;
let adminId: number;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.token('admin@flotilla.mx');
  adminId = (await t.database.pool.query<{ id: number }>("SELECT id FROM usuarios WHERE email = 'admin@flotilla.mx'")).rows[0].id;
  const { rows } = await t.database.pool.query<{ tablename: string }>("SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename");
  // Every committed row written in this file's own database is counted by a trigger: stricter
  // than hashing every table before and after each call (a write of the same values counts too)
  // and a single-row read instead of two whole-database reads per call (~2 minutes of the suite).
  await t.database.pool.query(`
    CREATE TABLE fuzz_writes (n bigint NOT NULL);
    INSERT INTO fuzz_writes VALUES (0);
    CREATE FUNCTION fuzz_wrote() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN UPDATE fuzz_writes SET n = n + 1; RETURN NULL; END $$;`);
  for (const { tablename } of rows.filter((r) => !COUNTERS.has(r.tablename))) {
    await t.database.pool.query(`
      CREATE TRIGGER fuzz_row AFTER INSERT OR UPDATE OR DELETE ON "${tablename}" FOR EACH ROW EXECUTE FUNCTION fuzz_wrote();
      CREATE TRIGGER fuzz_truncate AFTER TRUNCATE ON "${tablename}" FOR EACH STATEMENT EXECUTE FUNCTION fuzz_wrote();`);
  }
});
afterAll(() => t.close());

/**
 * The data folder's file and folder names, listed again only when a folder changed: listing its
 * ~1,900 seeded files on each of thousands of checks is most of the file's time. A name created, removed
 * or renamed changes its folder's modification time; that time has the kernel's coarse clock
 * (a few ms), so a listing is reused only when every folder last changed well before it was taken,
 * and a later change then always gets a later time. An overwrite in place is not seen (it never was).
 */
const listing = { names: '', folders: [] as { path: string; mtimeNs: bigint }[], takenAt: 0n };
const COARSE_CLOCK_NS = 100_000_000n;
function dataNames(): string {
  const unchanged = listing.folders.length > 0 && listing.folders.every((f) => statSync(f.path, { bigint: true, throwIfNoEntry: false })?.mtimeNs === f.mtimeNs);
  const settled = listing.folders.every((f) => listing.takenAt - f.mtimeNs > COARSE_CLOCK_NS);
  if (unchanged && settled) return listing.names;
  const takenAt = BigInt(Date.now()) * 1_000_000n;
  const entries = readdirSync(t.dataDir, { recursive: true, withFileTypes: true });
  const folders = [t.dataDir, ...entries.filter((e) => e.isDirectory()).map((e) => path.join(e.parentPath, e.name))];
  // A change between the listing and these times has a time past takenAt: not settled, listed again next time.
  Object.assign(listing, { folders: folders.map((f) => ({ path: f, mtimeNs: statSync(f, { bigint: true }).mtimeNs })), takenAt });
  listing.names = entries.map((e) => path.relative(t.dataDir, path.join(e.parentPath, e.name))).sort().join('|');
  return listing.names;
}

/** Rows written so far (committed: a rolled-back write takes its count back) and the stored files' names: what a refused call must leave as it was. */
async function fingerprint(): Promise<Record<string, string>> {
  const { rows } = await t.database.pool.query<{ n: string }>('SELECT n::text FROM fuzz_writes');
  return { writes: rows[0].n, files: dataNames() };
}

const FORBIDDEN = [/at \//, /\.ts:/, /SELECT/, /INSERT/, /syntax error/, /violates/];
/** PostgreSQL's SQLSTATE codes of the errors bad input raises (22xxx data, 23xxx constraints, 42xxx syntax, XX000). */
const SQLSTATE = /\b(22|23|42)[0-9A-Z]{3}\b|\bXX000\b/;

/**
 * Makes the call and checks what every call must hold. `unchangedOn`: the answers after which
 * nothing may have changed (every refusal by default; sign-in records its failed attempts).
 */
async function check(call: Call & { raw?: { payload: string | Buffer; headers: Record<string, string> }; anonymous?: boolean; unchangedOn?: (status: number, body: string) => boolean }) {
  const before = await fingerprint();
  const res: LightMyRequestResponse = call.raw
    ? await t.app.inject({ method: call.method ?? 'POST', url: `/api/${call.url}`, payload: call.raw.payload, headers: { ...call.raw.headers, authorization: `Bearer ${token}` } })
    : await t.call({ token, ...call, ...(call.anonymous ? { token: undefined } : {}) });
  const where = `${call.method ?? 'GET'} ${call.url} ${JSON.stringify(call.raw ? String(call.raw.payload) : (call.payload ?? '')).slice(0, 300)}`;
  expect(res.statusCode, `${where} → ${res.body.slice(0, 300)}`).toBeLessThan(500);
  const type = String(res.headers['content-type'] ?? '');
  if (!type.includes('spreadsheetml') && !type.startsWith('image/') && !type.includes('pdf')) {
    for (const pattern of FORBIDDEN) expect(res.body, where).not.toMatch(pattern);
  }
  // An export that started is whole: a cut stream would still say 200.
  if (res.statusCode === 200 && type.startsWith('text/csv')) expect(res.body.endsWith('\r\n'), `${where}: CSV cut short`).toBe(true);
  if (res.statusCode === 200 && type.includes('spreadsheetml')) expect(res.rawPayload.subarray(-22, -18).toString('hex'), `${where}: workbook cut short`).toBe('504b0506');
  if (res.statusCode >= 400) expect(res.body, where).not.toMatch(SQLSTATE);
  if ((call.unchangedOn ?? ((status) => status >= 400))(res.statusCode, res.body)) {
    expect(await fingerprint(), `${where} → ${res.statusCode} changed data`).toEqual(before);
  }
  return res;
}

const property = <T,>(arbitrary: fc.Arbitrary<T>, run: (value: T) => Promise<unknown>, numRuns = RUNS) =>
  fc.assert(fc.asyncProperty(arbitrary, async (value) => void (await run(value))), { numRuns });

/** A record of the resource other than the caller's own account, for record calls; 1 when it has none. */
async function someId(declaration: ResourceDeclaration): Promise<number> {
  const answer = (await t.call({ url: `${declaration.base}/?limit=5`, token })).json() as { id: number; results: { id: number }[] };
  // A single record answers its base with itself.
  if (declaration.singleton) return answer.id;
  const { results } = answer;
  return results.find((r) => r.id !== adminId)?.id ?? 1;
}

test('the write counter sees a committed write and not a rolled-back one (else every "nothing changed" below would hold vacuously)', async () => {
  const before = await fingerprint();
  const client = await t.database.pool.connect();
  try {
    await client.query('BEGIN');
    await client.query("UPDATE usuarios SET name = name WHERE email = 'admin@flotilla.mx'");
    await client.query('ROLLBACK');
  } finally {
    client.release();
  }
  expect(await fingerprint()).toEqual(before);
  await t.database.pool.query("UPDATE plantas SET name = name WHERE id = (SELECT min(id) FROM plantas)");
  expect(await fingerprint()).not.toEqual(before);
});

test('the file check sees a stored file appear and go, even right after the last change', async () => {
  const before = await fingerprint();
  const stray = path.join(t.dataDir, 'files', 'fuzz-stray');
  writeFileSync(stray, 'x');
  expect(await fingerprint()).not.toEqual(before);
  rmSync(stray);
  expect(await fingerprint()).toEqual(before);
  writeFileSync(stray, 'x');
  expect(await fingerprint()).not.toEqual(before);
  rmSync(stray);
});

describe.each(resources.map((d) => [d.base, d] as const))('%s', (base, declaration) => {
  const createSchema = declaration.createInput ?? declaration.input;
  const files = fileActions(declaration).filter((a) => a.multipart);
  const calls = [...(declaration.actions ?? []), ...(declaration.transitions ?? [])].filter((a) => !('multipart' in a && a.multipart));
  const uploads = [...files, ...(declaration.actions ?? []).filter((a) => a.multipart && !files.includes(a))];
  let id: number;
  beforeAll(async () => {
    id = await someId(declaration);
  });

  it('create and update take hostile bodies', async () => {
    await property(hostileBody(createSchema), (payload) => check({ method: 'POST', url: `${base}/`, payload }));
    await property(fc.tuple(fc.constantFrom('PUT' as const, 'PATCH' as const), hostileBody(declaration.input)), ([method, payload]) =>
      check({ method, url: `${base}/${id}/`, payload }),
    );
    for (const raw of RAW_BODIES) {
      for (const [method, url] of [['POST', `${base}/`], ['PATCH', `${base}/${id}/`], ['POST', `${base}/q/`], ['POST', `${base}/multiple_delete/`]] as const) {
        await check({ method, url, raw: { payload: raw, headers: { 'content-type': 'application/json' } } });
      }
    }
  }, TIMEOUT);

  it('list, q/ and exportar/ take hostile filters, sorting and paging', async () => {
    await property(hostileFilters(declaration), (filters) => check({ url: `${base}/${queryString(filters)}` }));
    await property(fc.tuple(hostileFilters(declaration), hostileFilters(declaration)), ([query, payload]) =>
      check({ method: 'POST', url: `${base}/q/${queryString(query)}`, payload }),
    );
    await property(fc.tuple(fc.constantFrom('csv', 'xlsx', 'pdf', ''), hostileFilters(declaration)), ([format, filters]) =>
      check({ url: `${base}/exportar/${queryString({ format, ...filters })}` }),
    );
    await property(fc.tuple(fc.constantFrom('csv', 'xlsx'), hostileFilters(declaration)), ([format, payload]) =>
      check({ method: 'POST', url: `${base}/exportar/?format=${format}`, payload }),
    );
  }, TIMEOUT);

  it('record calls take hostile ids', async () => {
    const paths = ['', ...calls.map((c) => `${c.path}/`), ...uploads.filter((u) => !('collection' in u && u.collection)).map((u) => `${u.path}/`)];
    await property(fc.tuple(hostileId, fc.constantFrom(...paths), fc.constantFrom('GET' as const, 'PUT' as const, 'PATCH' as const, 'DELETE' as const, 'POST' as const)), ([bad, sub, method]) =>
      check({ method, url: `${base}/${bad}/${sub}`, payload: method === 'GET' || method === 'DELETE' ? undefined : {} }),
    );
  }, TIMEOUT);

  it('bulk calls take hostile ids and statuses', async () => {
    await property(hostileBulk, (payload) => check({ method: 'POST', url: `${base}/multiple_delete/`, payload }));
    if (declaration.status) await property(hostileBulk, (payload) => check({ method: 'POST', url: `${base}/change_multiple_status/`, payload }));
  }, TIMEOUT);

  if (calls.length) it('record actions take hostile bodies and queries', async () => {
    await property(
      fc.tuple(fc.constantFrom(...calls), hostileFilters(declaration)).chain(([call, query]) =>
        fc.tuple(fc.constant(call), fc.constant(query), hostileBody('body' in call ? (call.body as z.ZodObject | undefined) : undefined)),
      ),
      ([call, query, payload]) => {
        const url = `${base}/${'collection' in call && call.collection ? '' : `${id}/`}${call.path}/${queryString(query)}`;
        return check(call.method === 'GET' ? { url } : { method: call.method, url, payload });
      },
    );
  }, TIMEOUT);

  if (uploads.length) {
    it('uploads take hostile files and fields', async () => {
      // Declared parts (the file, a document's date) mostly pass their first check, so the later ones are reached too.
      const partsOf = (upload: (typeof uploads)[number]) => {
        const file = (declaration.files ?? []).find((f) => f.upload === upload.path);
        const fileField = file ? (file.formField ?? file.field) : 'archivo';
        const parts: Record<string, fc.Arbitrary<Buffer | string | undefined>> = {
          [fileField]: fc.oneof({ weight: 3, arbitrary: plausibleFile }, hostileFile, hostileDate, fc.constant(undefined)),
        };
        if (file?.expiry) parts[file.expiry.formField ?? 'vencimiento'] = fc.oneof({ weight: 3, arbitrary: hostileDate }, hostileValue(0).map(String), hostileFile, fc.constant(undefined));
        return fc.record(parts);
      };
      const stray = fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(hostileFile, hostileValue(0).map(String)), { maxKeys: 1 });
      await property(
        fc.constantFrom(...uploads.map((u) => u.path)).chain((route) => fc.tuple(fc.constant(route), partsOf(uploads.find((u) => u.path === route)!), stray)),
        ([route, parts, extra]) => {
          const upload = uploads.find((u) => u.path === route)!;
          const all = Object.entries({ ...extra, ...parts });
          const files = Object.fromEntries(all.filter(([, v]) => Buffer.isBuffer(v))) as Record<string, Buffer>;
          const fields = Object.fromEntries(all.filter(([, v]) => typeof v === 'string')) as Record<string, string>;
          const url = `${base}/${'collection' in upload && upload.collection ? '' : `${id}/`}${upload.path}/`;
          return check({ method: 'POST', url, raw: multipart(files, fields) });
        },
        RUNS * 3,
      );
    }, TIMEOUT * 3);
  }
});

/** Read-only totals (server/kit/aggregates.ts), from their declarations: hostile periods, filters, sorting and paging. */
describe.each(aggregates.map((a) => [a.base, a] as const))('%s', (base, aggregate) => {
  const filters = hostileFilters(aggregateFilters(aggregate));
  // Half the time a valid period, so the other filters are read past it.
  const field = aggregate.period?.field;
  const period = field ? fc.option(fc.constant({ [`${field}__gte`]: '2026-01-01', [`${field}__lte`]: '2026-01-31' }), { nil: {} }) : fc.constant({});
  const withPeriod = fc.tuple(period, filters).map(([p, f]) => ({ ...p, ...f }));

  it('list, q/ and exportar/ take hostile periods, filters, sorting and paging', async () => {
    await property(withPeriod, (query) => check({ url: `${base}/${queryString(query)}` }));
    await property(fc.tuple(filters, withPeriod), ([query, payload]) => check({ method: 'POST', url: `${base}/q/${queryString(query)}`, payload }));
    await property(fc.tuple(fc.constantFrom('csv', 'xlsx', 'pdf', ''), withPeriod), ([format, query]) => check({ url: `${base}/exportar/${queryString({ format, ...query })}` }));
    await property(fc.tuple(fc.constantFrom('csv', 'xlsx'), withPeriod), ([format, payload]) => check({ method: 'POST', url: `${base}/exportar/?format=${format}`, payload }));
    for (const raw of RAW_BODIES) await check({ method: 'POST', url: `${base}/q/`, raw: { payload: raw, headers: { 'content-type': 'application/json' } } });
  }, TIMEOUT);
});

/** Sign-in, tokens and recovery: no declaration, so their bodies are named here; anonymous, from many addresses. */
describe('auth and recovery', () => {
  const text = z.string();
  const routes: [string, z.ZodObject][] = [
    ['auth/login/', z.object({ email: text, password: text, device_token: text })],
    ['auth/login/code/', z.object({ challenge: text, code: text, device_token: text })],
    ['auth/login/setup/', z.object({ challenge: text })],
    ['auth/login/setup/confirm/', z.object({ challenge: text, code: text })],
    ['auth/refresh/', z.object({ refresh: text })],
    ['auth/logout/', z.object({ refresh: text })],
    ['codigo_verificacion/enviar_correo/', z.object({ email: text })],
    ['codigo_verificacion/verificar_codigo/', z.object({ email: text, codigo: text })],
    ['codigo_verificacion/restablecer_contrasena/', z.object({ email: text, codigo: text, contrasena: text })],
  ];
  const address = fc.tuple(fc.integer({ min: 1, max: 254 }), fc.integer({ min: 1, max: 254 })).map(([a, b]) => `10.9.${a}.${b}`);
  const userType = fc.oneof(fc.constantFrom('platform', 'app', '', 'PLATFORM', '\u00e9'), fc.string({ maxLength: 6 }).map(encodeURIComponent));

  it('take hostile bodies and headers', async () => {
    await property(
      fc.constantFrom(...routes.map(([url]) => url)).chain((url) => fc.tuple(fc.constant(url), hostileBody(routes.find(([u]) => u === url)![1]), address, userType)),
      // A malformed body (400) changes nothing; a wrong password or code is an attempt, and counted.
      ([url, payload, ip, type]) => check({ method: 'POST', url, payload, ip, headers: { 'user-type': type }, anonymous: true, unchangedOn: (status) => status === 400 }),
      RUNS * 3,
    );
  }, TIMEOUT * 3);
});

/** My account and re-authentication (issue #36), signed in: a wrong password or code is a counted, logged attempt; other refusals change nothing. */
describe('my account', () => {
  const text = z.string();
  const empty = z.object({});
  const routes: [string, z.ZodObject][] = [
    ['auth/account/', z.object({ name: text, last_name: text })],
    ['auth/account/password/', z.object({ current_password: text, password: text })],
    ...['sessions/end_others/', 'second_factor/setup/', 'second_factor/recovery_codes/'].map((path): [string, z.ZodObject] => [`auth/account/${path}`, empty]),
    ...['second_factor/confirm/', 'second_factor/disable/'].map((path): [string, z.ZodObject] => [`auth/account/${path}`, z.object({ code: text })]),
    ['auth/reauth/', z.object({ password: text, code: text })],
  ];
  const wrongProof = ['validation.password_wrong', 'validation.code_invalid'].map((key) => JSON.stringify(translate('en', key)));
  const unchangedOn = (status: number, body: string) => status >= 400 && !(status === 400 && wrongProof.some((m) => body.includes(m)));

  it('takes hostile bodies', async () => {
    await property(
      fc.constantFrom(...routes.map(([url]) => url)).chain((url) => fc.tuple(fc.constant(url), hostileBody(routes.find(([u]) => u === url)![1]))),
      ([url, payload]) => check({ method: url === 'auth/account/' ? 'PATCH' : 'POST', url, payload, lang: 'en', unchangedOn }),
      RUNS * 3,
    );
    await property(hostileId, (bad) => check({ method: 'DELETE', url: `auth/account/sessions/${bad}/` }));
  }, TIMEOUT * 3);
});

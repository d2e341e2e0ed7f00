import { eq } from 'drizzle-orm';
import { departamentos } from '../../../server/db/schema';
import { FieldErrors } from '../../../server/http/errors';
import { listQueries, recent } from '../../../server/kit/listQueries';
import { TOTAL } from '../../../server/kit/query';
import { recordsOf } from '../../../server/kit/records';
import { departments } from '../../../server/resources/departments';
import { createTestApp, type TestApp } from '../support/harness';
import { statementsOn } from '../support/sentStatements';

/** Lists keep their built queries by filters (server/kit/listQueries.ts), never their rows. */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.token('admin@flotilla.mx');
});
afterAll(() => t.close());

let serial = 0;
const addDepartment = async (name: string) => {
  serial += 1;
  const [row] = await t.database.db.insert(departamentos).values({ name, code: `LQ${serial}` }).returning({ id: departamentos.id });
  return row.id;
};
const kept = () => listQueries(t.database.db, departments, recordsOf(departments).selection);

describe('recent', () => {
  it('keeps the last values used, dropping the one used longest ago', () => {
    const keep = recent<number>(2);
    let built = 0;
    const get = (key: string) => keep(key, () => ++built);
    expect([get('a'), get('b'), get('a')]).toEqual([1, 2, 1]);
    get('c'); // drops b, used longest ago
    expect([get('a'), get('c'), built]).toEqual([1, 3, 3]);
    expect(get('b')).toBe(4);
  });
});

describe('list queries kept by filters', () => {
  it('answers the same built query for the same filters, another for others', () => {
    const list = kept();
    const filters = { search: 'almacén', ordering: '-name' };
    expect(list({ ...filters })).toBe(list({ ...filters }));
    expect(list({ ...filters, ordering: 'name' })).not.toBe(list(filters));
    // Very long filters (thousands of ids) are not kept.
    const ids = { id__in: Array.from({ length: 1000 }, (_, i) => i + 1) };
    expect(list(ids)).not.toBe(list(ids));
  });

  it('keeps a bounded list per bound: each bound reads its own rows', async () => {
    const list = kept();
    const north = await addDepartment('Bound Kept Norte');
    const south = await addDepartment('Bound Kept Sur');
    const filters = { search: 'Bound Kept', ordering: 'name' };
    let built = 0;
    const only = (id: number) => ({ key: `only ${id}`, where: () => (built++, eq(departamentos.id, id)) });
    expect(list(filters, only(north))).toBe(list({ ...filters }, only(north)));
    // The bound's condition is built for a list not kept yet, not for the one kept.
    expect(built).toBe(1);
    expect(list(filters, only(north))).not.toBe(list(filters, only(south)));
    expect(list(filters, only(north))).not.toBe(list(filters));
    expect((await list(filters, only(north)).rows(25, 0, false)).map((r) => r.id)).toEqual([north]);
    expect((await list(filters, only(south)).rows(25, 0, false)).map((r) => r.id)).toEqual([south]);
    expect((await list(filters).rows(25, 0, false)).map((r) => r.id)).toEqual([north, south]);
  });

  it('reads the table again on every call: a row added after the query was kept is found', async () => {
    const list = kept();
    const filters = { search: 'Logística Kept', ordering: 'name' };
    expect(await list(filters).rows(25, 0, false)).toEqual([]);
    const id = await addDepartment('Logística Kept Norte');
    expect((await list(filters).rows(25, 0, false)).map((r) => r.id)).toEqual([id]);
    const second = await addDepartment('Logística Kept Sur');
    expect((await list(filters).rows(25, 0, false)).map((r) => r.id)).toEqual([id, second]);
    // Another page of the same list is its own query.
    expect((await list(filters).rows(1, 1, false)).map((r) => r.id)).toEqual([second]);
  });

  it('refuses invalid filters on every call, keeping nothing for them', () => {
    const list = kept();
    for (let i = 0; i < 2; i += 1) expect(() => list({ ordering: 'nope' })).toThrow(FieldErrors);
  });

  it('refuses a number JSON cannot write (a body\'s 1e400) even after "no filter" was kept, which JSON would write alike', () => {
    const list = kept();
    list({ planta: null });
    expect(() => list({ planta: Infinity })).toThrow(FieldErrors);
    expect(() => list({ planta: -Infinity })).toThrow(FieldErrors);
    expect(() => list({ planta: [NaN] })).toThrow(FieldErrors);
  });

  it('answers a list call the same after its query was kept, with rows changed since', async () => {
    const body = { search: 'Kept Api', ordering: '-name' };
    const ask = async () => (await t.call({ method: 'POST', url: 'departamentos/q/?limit=1', token, payload: body })).json();
    const first = await ask();
    expect(first).toMatchObject({ count: 0, results: [] });
    const a = await addDepartment('Kept Api A');
    const b = await addDepartment('Kept Api B');
    const second = await ask();
    expect(second).toMatchObject({ count: 2, count_exact: true, next: 2 });
    expect(second.results.map((r: { id: number }) => r.id)).toEqual([b]);
    const asGet = await t.call({ url: `departamentos/?limit=1&search=Kept%20Api&ordering=-name`, token });
    expect(asGet.json()).toEqual(second);
    const page2 = await t.call({ method: 'POST', url: 'departamentos/q/?limit=1&page=2', token, payload: body });
    expect(page2.json().results.map((r: { id: number }) => r.id)).toEqual([a]);
  });
});

describe('rows and count in one round trip', () => {
  /** The statements on `departamentos` a list call sends (the caller check's are left out). */
  async function statementsOf(url: string, payload?: object) {
    const { result, sent } = await statementsOn(t, 'departamentos', () => t.call({ method: payload ? 'POST' : 'GET', url, token, payload }));
    return { body: result.json(), sent };
  }

  it('carries the capped count in each row when asked, and none on an empty page', async () => {
    const list = kept();
    const filters = { search: 'Trip Carry', ordering: 'name' };
    for (const name of ['Trip Carry A', 'Trip Carry B', 'Trip Carry C']) await addDepartment(name);
    const rows = await list(filters).rows(2, 0, false, 3);
    expect(rows.map((r) => r[TOTAL])).toEqual([3, 3]);
    expect((await list(filters).rows(2, 0, false, 2)).map((r) => r[TOTAL])).toEqual([2, 2]);
    expect(await list(filters).rows(2, 5, false, 3)).toEqual([]);
    // Without the count the rows are the declaration's columns only.
    expect(Object.keys((await list(filters).rows(1, 0, false))[0])).not.toContain(TOTAL);
  });

  it('sends one statement for a page with more rows, and counts apart only past the end', async () => {
    for (const name of ['Trip One A', 'Trip One B', 'Trip One C']) await addDepartment(name);
    const body = { search: 'Trip One', ordering: 'name' };
    const first = await statementsOf('departamentos/q/?limit=2', body);
    expect(first.sent).toHaveLength(1);
    expect(first.body).toMatchObject({ count: 3, count_exact: true, next: 2, previous: null });
    expect(first.body.results).toHaveLength(2);
    expect(Object.keys(first.body.results[0])).not.toContain(TOTAL);
    // The last page tells the count itself; a page past the end counts on its own.
    expect((await statementsOf('departamentos/q/?limit=2&page=2', body)).body).toMatchObject({ count: 3, count_exact: true, next: null, previous: 1 });
    const past = await statementsOf('departamentos/q/?limit=2&page=5', body);
    expect(past.sent).toHaveLength(2);
    expect(past.body).toEqual({ count: 3, count_exact: true, next: null, previous: 4, next_after: null, results: [] });
  });
});

import { eq, sql } from 'drizzle-orm';
import { PAGING } from '../../../domain/paging';
import { notificaciones, usuarios } from '../../../server/db/schema';
import { answerPage, countUpTo, TOTAL } from '../../../server/kit/query';
import type { Call } from '../support/harness';
import { roleTestApp } from '../support/roleApp';
import { statementsOn } from '../support/sentStatements';

/**
 * Counts at scale (docs/API.md "Counts"): exact up to PAGING.countCap rows, "more than"
 * past it, and `next`/`previous` that never depend on the count.
 */
const { t, tokens } = roleTestApp();

const db = () => t.database.db;
const api = (token: string, call: Call) => t.call({ token, lang: 'en', ...call });
type Answer = { count: number; count_exact: boolean; next: number | null; previous: number | null; results: { id: number }[] };

let serial = 0;
/** A back-office account of its own holding `n` unseen notifications, inserted in one statement. */
async function withNotifications(n: number) {
  serial += 1;
  const email = `contador${serial}@flotilla.mx`;
  const id = await t.addUser({ email });
  await db().execute(sql`INSERT INTO notificaciones (user_id, type, resource, record_id) SELECT ${id}, 0, 'usuarios', g FROM generate_series(1, ${n}) g`);
  return { id, token: await t.token(email) };
}
const page = async (token: string, query: string) => (await api(token, { url: `notificaciones/?${query}` })).json() as Answer;

describe('a list past the cap', () => {
  const total = PAGING.countCap + 60;
  let token: string;
  beforeAll(async () => {
    ({ token } = await withNotifications(total));
  });

  it('answers "more than the cap" on the first page, with next', async () => {
    const first = await page(token, 'limit=25');
    expect({ ...first, results: first.results.length }).toEqual({ count: PAGING.countCap, count_exact: false, next: 2, previous: null, next_after: expect.any(String), results: 25 });
  });

  it('answers a lower bound on a page reaching past the cap, and the exact count on the last page', async () => {
    const deep = await page(token, `limit=1000&page=${PAGING.countCap / 1000}`);
    expect({ ...deep, results: deep.results.length }).toMatchObject({ count: PAGING.countCap, count_exact: false, next: PAGING.countCap / 1000 + 1, results: 1000 });
    const last = await page(token, `limit=1000&page=${PAGING.countCap / 1000 + 1}`);
    expect({ ...last, results: last.results.length }).toEqual({ count: total, count_exact: true, next: null, previous: PAGING.countCap / 1000, next_after: null, results: 60 });
    // Deep pages by a small page size still work: the 401st page of 25 holds the rows 10,001–10,025.
    const far = await page(token, 'limit=25&page=401');
    expect({ ...far, results: far.results.length }).toEqual({ count: 10_025, count_exact: false, next: 402, previous: 400, next_after: expect.any(String), results: 25 });
  });

  it('answers the capped count past the last page, with no next', async () => {
    const past = await page(token, 'limit=1000&page=20');
    expect(past).toEqual({ count: PAGING.countCap, count_exact: false, next: null, previous: 19, next_after: null, results: [] });
  });

  it('counts filtered lists exactly when they fit under the cap', async () => {
    const none = await api(token, { method: 'POST', url: 'notificaciones/q/', payload: { type: 3 } });
    expect(none.json()).toEqual({ count: 0, count_exact: true, next: null, previous: null, next_after: null, results: [] });
  });
});

describe('a list under the cap', () => {
  it('counts exactly on every page, next only while rows remain', async () => {
    const { token } = await withNotifications(30);
    expect(await page(token, 'limit=25')).toMatchObject({ count: 30, count_exact: true, next: 2, previous: null });
    const second = await page(token, 'limit=25&page=2');
    expect({ ...second, results: second.results.length }).toEqual({ count: 30, count_exact: true, next: null, previous: 1, next_after: null, results: 5 });
    expect(await page(token, 'limit=10&page=3')).toMatchObject({ count: 30, count_exact: true, next: null, previous: 2 });
    expect(await page(token, 'limit=10&page=7')).toEqual({ count: 30, count_exact: true, next: null, previous: 6, next_after: null, results: [] });
  });

  it('sends the rows and their count in one statement, and counts apart only past the end', async () => {
    const { token } = await withNotifications(7);
    const first = await statementsOn(t, 'notificaciones', () => page(token, 'limit=5'));
    expect(first.sent).toHaveLength(1);
    expect({ ...first.result, results: first.result.results.length }).toEqual({ count: 7, count_exact: true, next: 2, previous: null, next_after: expect.any(String), results: 5 });
    expect(Object.keys(first.result.results[0])).not.toContain(TOTAL);
    const past = await statementsOn(t, 'notificaciones', () => page(token, 'limit=5&page=4'));
    expect(past.sent).toHaveLength(2);
    expect(past.result).toEqual({ count: 7, count_exact: true, next: null, previous: 3, next_after: null, results: [] });
  });

  it('answers count_exact on the kit\'s lists, q/ and activos/', async () => {
    const users = Number((await db().execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM usuarios`)).rows[0].n);
    const list = (await api(tokens.admin, { url: 'usuarios/?limit=2' })).json() as Answer;
    expect(list).toMatchObject({ count: users, count_exact: true, next: 2, previous: null });
    const lastPage = Math.ceil(users / 2);
    expect((await api(tokens.admin, { url: `usuarios/?limit=2&page=${lastPage}` })).json()).toMatchObject({ count: users, count_exact: true, next: null, previous: lastPage - 1 });
    const none = await api(tokens.admin, { method: 'POST', url: 'usuarios/q/', payload: { search: 'nadie-se-llama-asi' } });
    expect(none.json()).toEqual({ count: 0, count_exact: true, next: null, previous: null, next_after: null, results: [] });
    const active = (await api(tokens.admin, { url: 'piezas/activos/?limit=1' })).json() as Answer;
    expect(active.count_exact).toBe(true);
  });
});

describe('answerPage with a lowered cap, on PostgreSQL', () => {
  it('counts at most cap + 1 rows and answers next from the extra row', async () => {
    const { id } = await withNotifications(12);
    const own = eq(notificaciones.user_id, id);
    const rows = (limit: number, offset: number) => db().select({ id: notificaciones.id }).from(notificaciones).where(own).orderBy(notificaciones.id).limit(limit).offset(offset);
    const counted: number[] = [];
    const counter = countUpTo(db(), notificaciones, own);
    const spy = async (atMost: number) => {
      const n = await counter(atMost);
      counted.push(n);
      return n;
    };
    const at = async (p: number, limit: number, cap: number) => {
      const a = await answerPage({ page: p, limit }, rows, spy, cap);
      return { ...a, results: a.results.length };
    };
    expect(await at(1, 3, 5)).toEqual({ count: 5, count_exact: false, next: 2, previous: null, results: 3 });
    expect(counted).toEqual([6]); // stopped at cap + 1, not at 12
    expect(await at(2, 3, 5)).toEqual({ count: 6, count_exact: false, next: 3, previous: 1, results: 3 });
    expect(await at(4, 3, 5)).toEqual({ count: 12, count_exact: true, next: null, previous: 3, results: 3 });
    expect(await at(1, 3, 20)).toEqual({ count: 12, count_exact: true, next: 2, previous: null, results: 3 });
    expect(await at(9, 3, 5)).toEqual({ count: 5, count_exact: false, next: null, previous: 8, results: 0 });
    // Neither the page reaching past the cap nor the last page needed a count.
    expect(counted).toEqual([6, 12, 6]);
    const nobody = countUpTo(db(), usuarios, eq(usuarios.id, -1));
    expect(await nobody(10)).toBe(0);
  });
});

import { sql } from 'drizzle-orm';
import type { Call } from '../support/harness';
import { roleTestApp } from '../support/roleApp';
import { statementsOn } from '../support/sentStatements';

/**
 * Pages after a cursor (server/kit/keyset.ts, docs/API.md "Pages after a cursor"):
 * following `next_after` gives exactly the pages that `page=N` gives, without an OFFSET.
 */
const { t, as: { admin } } = roleTestApp({ lang: 'en' });
beforeAll(async () => {
  // Users created in one statement share created_at to the microsecond (ties broken by id), and a
  // few differ from the next only below the millisecond, which a Date would round away.
  await t.database.db.execute(sql`
    INSERT INTO usuarios (email, name, last_name, status, created_at)
    SELECT 'cursor' || g || '@flotilla.mx', 'Cursor', 'Prueba ' || g, g % 2,
           timestamptz '2025-03-01 10:00:00.123000+00' + (CASE WHEN g % 3 = 0 THEN g ELSE 0 END) * interval '1 microsecond'
    FROM generate_series(1, 60) g`);
});

type Answer = { count: number; count_exact: boolean; next: number | null; previous: number | null; next_after?: string | null; results: { id: number }[] };
const call = async (c: Call) => {
  const reply = await admin(c);
  return { status: reply.statusCode, body: reply.json() as Answer & Record<string, unknown> };
};
const get = (url: string) => call({ url });

/** Every page of `path` (its query without page and after), by number and by cursor. */
async function walkBoth(path: string, limit: number) {
  const join = path.includes('?') ? '&' : '?';
  const byNumber: number[][] = [];
  const byCursor: number[][] = [];
  let after: string | null | undefined;
  for (let page = 1; ; page++) {
    const numbered = (await get(`${path}${join}limit=${limit}&page=${page}`)).body;
    const cursor = (await get(`${path}${join}limit=${limit}&page=${page}${after ? `&after=${after}` : ''}`)).body;
    byNumber.push(numbered.results.map((r) => r.id));
    byCursor.push(cursor.results.map((r) => r.id));
    expect({ ...cursor, results: 0, next_after: 0 }).toEqual({ ...numbered, results: 0, next_after: 0 });
    if (!numbered.next) {
      expect(cursor.next_after).toBeNull();
      break;
    }
    expect(typeof cursor.next_after).toBe('string');
    after = cursor.next_after;
  }
  return { byNumber, byCursor };
}

describe('pages after a cursor', () => {
  it.each(['name', '-name', 'id', '-id', 'created_at', '-created_at', 'status', '-status', 'email', 'last_name', '-telephone', 'no_worker'])(
    'users by %s: the cursor walk gives the same pages as page numbers, every row once',
    async (ordering) => {
      const { byNumber, byCursor } = await walkBoth(`usuarios/?ordering=${ordering}`, 40);
      expect(byCursor).toEqual(byNumber);
      const all = byCursor.flat();
      expect(new Set(all).size).toBe(all.length);
      expect(all.length).toBeGreaterThan(300);
    },
  );

  it('keeps the filters of a q/ call, and the cursor page is read without OFFSET', async () => {
    const payload = { status: 0, ordering: '-created_at' };
    const first = (await call({ method: 'POST', url: 'usuarios/q/?limit=7', payload })).body;
    const second = (await call({ method: 'POST', url: 'usuarios/q/?limit=7&page=2', payload })).body;
    const { result, sent } = await statementsOn(t, 'usuarios', () => call({ method: 'POST', url: `usuarios/q/?limit=7&page=2&after=${first.next_after}`, payload }));
    expect(result.status).toBe(200);
    expect(result.body.results.map((r) => r.id)).toEqual(second.results.map((r) => r.id));
    expect(result.body.results.every((r) => (r as unknown as { status: number }).status === 0)).toBe(true);
    expect(sent.join('\n')).not.toMatch(/offset/i);
    expect(sent.join('\n')).toMatch(/\("usuarios"\."created_at", "usuarios"\."id"\) < \(\$\d+, \$\d+\)/);
  });

  it('walks the notifications history the same way', async () => {
    await t.database.db.execute(sql`
      INSERT INTO notificaciones (user_id, type, resource, record_id, seen)
      SELECT u.id, 0, 'usuarios', g, true FROM usuarios u, generate_series(1, 45) g WHERE u.email = 'admin@flotilla.mx'`);
    const { byNumber, byCursor } = await walkBoth('notificaciones/history/', 10);
    expect(byCursor).toEqual(byNumber);
    expect(byCursor.flat().length).toBeGreaterThanOrEqual(45);
  });

  it('gives no cursor for an order by a reference, and refuses one sent to it', async () => {
    const first = (await get('usuarios/?ordering=department&limit=10')).body;
    expect(first.next).toBe(2);
    expect(first.next_after).toBeNull();
    const byName = (await get('usuarios/?ordering=name&limit=10')).body;
    const refused = await get(`usuarios/?ordering=department&limit=10&page=2&after=${byName.next_after}`);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ after: ['Enter a valid value.'] });
  });

  it('refuses a cursor of another ordering, a forged one and one its column cannot hold, with a field error', async () => {
    const byName = (await get('usuarios/?ordering=name&limit=10')).body;
    const forge = (parts: unknown[]) => Buffer.from(JSON.stringify(parts)).toString('base64url');
    const cursors = [
      byName.next_after, // another ordering than -id
      'not a cursor!',
      Buffer.from('{"a":1}').toString('base64url'),
      forge(['-id']),
      forge(['-id', 'abc']),
      forge(['-id', 2 ** 40]),
      forge(['-id', 1.5]),
      forge(['-created_at', '2025-02-30 10:00:00+00', 5]),
      forge(['-created_at', 'yesterday', 5]),
      forge(['-created_at', '2025-03-01 24:00:00+00', 5]),
      forge(['-created_at', '2025-03-01 10:00:00+16', 5]),
      forge(['-created_at', '2025-03-01 10:00:00-15:60', 5]),
      forge(['-created_at', '2025-03-01 10:00:00+00', '5']),
      forge(['email', 'a\u0000b', 5]),
      'x'.repeat(8001),
    ];
    for (const [i, after] of cursors.entries()) {
      const ordering = i < 7 ? '-id' : i < 13 ? '-created_at' : 'email';
      const answer = await get(`usuarios/?ordering=${ordering}&limit=10&page=2&after=${encodeURIComponent(after!)}`);
      expect({ i, status: answer.status, body: answer.body }).toEqual({ i, status: 400, body: { after: ['Enter a valid value.'] } });
    }
  });

  it('keeps its place when rows are added before it, and counts the last page rather than trust its number', async () => {
    const first = (await get('usuarios/?ordering=-id&limit=40')).body;
    const total = first.count;
    // Five newer users sort before the cursor's place: a page by number would now shift by five.
    await t.database.db.execute(sql`
      INSERT INTO usuarios (email, name, last_name) SELECT 'nuevo' || g || '@flotilla.mx', 'Nuevo', 'Usuario' FROM generate_series(1, 5) g`);
    let answer = first;
    const seen = first.results.map((r) => r.id);
    for (let page = 2; answer.next_after; page++) {
      answer = (await get(`usuarios/?ordering=-id&limit=40&page=${page}&after=${answer.next_after}`)).body;
      seen.push(...answer.results.map((r) => r.id));
    }
    // Every row that was there once, none of the new ones, none twice.
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    expect([answer.count, answer.count_exact, answer.next]).toEqual([total + 5, true, null]);
  });

  it('reads a cursor as written, whatever page it is sent with: the page only numbers the answer', async () => {
    const first = (await get('usuarios/?ordering=id&limit=5')).body;
    const third = (await get(`usuarios/?ordering=id&limit=5&page=3&after=${first.next_after}`)).body;
    const second = (await get('usuarios/?ordering=id&limit=5&page=2')).body;
    expect(third.results.map((r) => r.id)).toEqual(second.results.map((r) => r.id));
    expect([third.previous, third.next]).toEqual([2, 4]);
  });
});

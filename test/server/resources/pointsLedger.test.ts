import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { puntos_ledger, usuarios } from '../../../server/db/schema';
import { signedInTestApp } from '../support/harness';
import { userBody } from './usersHelpers';

/**
 * A user's points history (GET usuarios/{id}/puntos/) reads in date order, and each row's
 * balance follows from the one before it in that order: in the demo data and in what the API writes.
 */
const app = signedInTestApp('rh@flotilla.mx');
const rh = app.api;
const day = (n: number) => new Date(Date.UTC(2025, 9, n, 12));

type LedgerRow = {
  id: number;
  usuario: number;
  delta: number;
  balance: number;
  created_at: string;
  user_created: string;
};

it("gives every demo user a ledger whose balances follow its dates, after the user's creation", async () => {
  const { rows } = await app.t.database.db.execute<LedgerRow>(sql`
    SELECT l.id, l.usuario, l.delta, l.balance, l.created_at::text, u.created_at::text AS user_created
    FROM ${puntos_ledger} l JOIN ${usuarios} u ON u.id = l.usuario
    ORDER BY l.usuario, l.created_at, l.id`);
  expect(rows.length).toBeGreaterThan(100);
  const byUser = new Map<number, LedgerRow[]>();
  for (const row of rows) byUser.set(row.usuario, [...(byUser.get(row.usuario) ?? []), row]);
  for (const ledger of byUser.values()) {
    let balance = 0;
    ledger.forEach((row, i) => {
      balance += row.delta;
      expect(row.balance).toBe(balance);
      expect(new Date(row.created_at) >= new Date(row.user_created)).toBe(true);
      // Dates strictly later one after the other: a day holds one movement, so no order is left to the ids.
      if (i > 0) expect(new Date(row.created_at) > new Date(ledger[i - 1].created_at)).toBe(true);
    });
  }
});

it('answers the ledger newest date first, the later-written row first within one date', async () => {
  const user = (await rh({ method: 'POST', url: 'usuarios/', payload: userBody() })).json();
  // Written out of date order (an import of an older credit after a later one), one date twice.
  const written = [
    { delta: 300, balance: 300, created_at: day(31), reason: 'trip' },
    { delta: 100, balance: 400, created_at: day(11), reason: 'import' },
    { delta: -50, balance: 350, created_at: day(20), reason: 'redeem' },
    { delta: 20, balance: 370, created_at: day(20), reason: 'adjustment' },
  ];
  const ids = [];
  for (const row of written) ids.push((await app.t.database.db.insert(puntos_ledger).values({ usuario: user.id, ...row }).returning())[0].id);
  const res = await rh({ url: `usuarios/${user.id}/puntos/?limit=3` });
  expect(res.statusCode).toBe(200);
  expect(res.json().results.map((r: { id: number }) => r.id)).toEqual([ids[0], ids[3], ids[2]]);
  expect((await rh({ url: `usuarios/${user.id}/puntos/?limit=3&page=2` })).json().results.map((r: { id: number }) => r.id)).toEqual([ids[1]]);
});

it('dates a redemption when it is written, after the wait for the user, so its date follows the balance it changed', async () => {
  const user = (await rh({ method: 'POST', url: 'usuarios/', payload: userBody() })).json();
  await app.t.database.db.update(usuarios).set({ puntos: 100 }).where(eq(usuarios.id, user.id));
  // A connection of its own, so the redemption finds the app's pool as it was.
  const blocker = new pg.Client({ connectionString: (app.t.database.pool as pg.Pool & { options: { connectionString: string } }).options.connectionString });
  await blocker.connect();
  try {
    // Another change holds the user while the redemption starts: it waits for the lock.
    await blocker.query('BEGIN');
    await blocker.query('SELECT id FROM usuarios WHERE id = $1 FOR UPDATE', [user.id]);
    const redemption = rh({ method: 'POST', url: `usuarios/${user.id}/canjear_puntos/`, payload: { puntos: 40 } });
    await expect
      .poll(async () => (await blocker.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()`)).rows[0].n, { timeout: 10_000 })
      .toBe(1);
    const { rows } = await blocker.query<{ now: Date }>('SELECT clock_timestamp() AS now');
    await blocker.query('COMMIT');
    expect((await redemption).statusCode).toBe(200);
    const [row] = await app.t.database.db.select().from(puntos_ledger).where(eq(puntos_ledger.usuario, user.id));
    expect(row.created_at >= rows[0].now).toBe(true);
  } finally {
    await blocker.end();
  }
});

import type { TestApp } from '../support/harness';

const TABLES = ['trip_driver_months', 'trip_passenger_months'];

/**
 * The month rows (migration 0027) as the triggers left them equal those trip_totals_rebuild makes
 * again from the trips and occupants (inside a transaction rolled back): every row, name and sum.
 * Answers the rows of each table apart, kept but not rebuilt ('-') or rebuilt but not kept ('+').
 */
export async function monthRowsAgree(t: TestApp) {
  const client = await t.database.pool.connect();
  try {
    await client.query('BEGIN');
    for (const table of TABLES) await client.query(`CREATE TEMPORARY TABLE kept_${table} ON COMMIT DROP AS SELECT * FROM ${table}`);
    await client.query('SELECT trip_totals_rebuild(zone) FROM trip_totals_zone');
    for (const table of TABLES) {
      const { rows } = await client.query(
        `(SELECT '-' AS side, * FROM (SELECT * FROM kept_${table} EXCEPT ALL SELECT * FROM ${table}) AS k)
         UNION ALL (SELECT '+', * FROM (SELECT * FROM ${table} EXCEPT ALL SELECT * FROM kept_${table}) AS r) ORDER BY mes, planta, usuario, side`,
      );
      expect(rows, table).toEqual([]);
      expect((await client.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n, table).toBeGreaterThan(0);
    }
  } finally {
    await client.query('ROLLBACK');
    client.release();
  }
}

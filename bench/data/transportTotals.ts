import type { PoolClient } from 'pg';

/** The month rows behind the per-driver and per-passenger totals (migration 0027), made from the trips and occupants. */
export const MONTH_TOTALS = ['trip_driver_months', 'trip_passenger_months'] as const;

/**
 * Holds the month rows' triggers (migration 0027) off for the build's transaction: they would
 * add a million trips' and five million occupants' shares statement by statement, in the middle
 * of the load. Empties the rows; answers the statements that set the triggers back, to run once
 * monthTotals has made the rows again.
 */
export async function holdMonthTotals(db: PoolClient): Promise<string[]> {
  const { rows } = await db.query<{ tbl: string; name: string }>(
    `SELECT tgrelid::regclass::text AS tbl, tgname AS name FROM pg_trigger WHERE NOT tgisinternal AND tgfoid IN
       (SELECT oid FROM pg_proc WHERE proname IN ('trip_totals_trips_inserted', 'trip_totals_trips_updated', 'trip_totals_trip_deleting',
                                                  'trip_totals_occupants_written', 'trip_totals_truncated'))`,
  );
  for (const { tbl, name } of rows) await db.query(`ALTER TABLE ${tbl} DISABLE TRIGGER "${name}"`);
  await db.query(`TRUNCATE ${MONTH_TOTALS.join(', ')}`);
  return rows.map(({ tbl, name }) => `ALTER TABLE ${tbl} ENABLE ALWAYS TRIGGER "${name}"`);
}

/**
 * The month rows made from the loaded trips and occupants, a month at a time, by the migration's
 * own trip_totals_rebuild (after the trips' and occupants' indexes, before the rows' own).
 */
export async function monthTotals(db: PoolClient) {
  await db.query('SELECT trip_totals_rebuild(zone) FROM trip_totals_zone');
}

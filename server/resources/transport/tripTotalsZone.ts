import type { AppContext } from '../../context';

/** Any fixed key: the advisory lock under which one process rebuilds the month rows while others go on. */
const REBUILD_LOCK = 7_205_114_233;

const checked = new WeakMap<AppContext['database'], Promise<void>>();

/**
 * The month rows (migration 0027) are kept in one time zone, recorded in trip_totals_zone: the
 * migration's America/Mexico_City, TIME_ZONE's default. A server whose TIME_ZONE differs has them
 * rebuilt in its own, once, in the background on a long-work connection (trip_totals_rebuild:
 * writes to trips, occupants and users wait for it), while its calls read the grouped rows (the
 * month rows say they are inexact in another zone). Asked once per database handle, before the
 * first totals call is answered; a second process finding the rebuild under way leaves it be.
 */
export function checkTotalsZone(ctx: AppContext, log: (message: string, err?: unknown) => void): Promise<void> {
  const { database } = ctx;
  let check = checked.get(database);
  if (!check) {
    check = (async () => {
      const zone = ctx.config.timeZone;
      const { rows } = await database.pool.query<{ zone: string }>('SELECT zone FROM trip_totals_zone');
      if (rows[0]?.zone === zone) return;
      log(`[trip totals] month rows kept in ${rows[0]?.zone ?? 'no time zone'}: rebuilding them in ${zone}`);
      void rebuild(ctx, zone).then(
        (done) => log(done ? `[trip totals] month rows rebuilt in ${zone}` : '[trip totals] another process is rebuilding the month rows'),
        (err) => log('[trip totals] rebuilding the month rows failed', err),
      );
    })();
    checked.set(database, check);
    // A failed check (the database away) is asked again by the next call.
    check.catch(() => checked.delete(database));
  }
  return check;
}

async function rebuild(ctx: AppContext, zone: string): Promise<boolean> {
  const client = await ctx.database.longWork.connect();
  try {
    // The lock lasts the transaction, not the session: behind PgBouncer in transaction mode a
    // session lock would stay on whichever backend took it (DATABASE_DIRECT_URL, db/client.ts).
    await client.query('BEGIN');
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS locked', [REBUILD_LOCK]);
    if (!rows[0].locked) {
      await client.query('ROLLBACK');
      return false;
    }
    await client.query('SELECT trip_totals_rebuild($1)', [zone]);
    await client.query('COMMIT');
    return true;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

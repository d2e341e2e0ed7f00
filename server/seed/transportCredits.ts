import { sql } from 'drizzle-orm';
import { TRIP_COMPLETION, TRIP_STATUS as T } from '../../domain/trips';
import type { Db } from '../db/client';

/**
 * The completed trips' points (DOMAIN §4), as POST viajes/completar-viajes-usuario-abordado/
 * credits them, in completion order: each trip gives creditFor(distance, terms, what its month
 * credited before), that is min(its points, the cap less the month's points before it) and never
 * below 0; the months are calendar months of the company's time zone. The points ledger and
 * every balance follow them, and the trips' history says who cancelled and who completed them.
 */

/** tripPoints of domain/trips.ts in SQL: distance times factor, in hundredths, rounded half up. */
export const tripPointsSql = (distance: string, factor: number) => `((round(${distance} * 100)::bigint * ${Math.round(factor * 100)} + 5000) / 10000)::int`;

/** The calendar month, in the company's time zone, of the instant `at`: the month a trip's points count in. */
export const monthOf = (at: string, tz: string) => sql`date_trunc('month', ${sql.raw(at)} AT TIME ZONE ${tz})`;

/**
 * Each completed row's credit in a window over the generated rows: `points` (null on rows not
 * credited) capped by what the person's `month` (monthOf) credited before, in `order`.
 */
export function monthCredit(points: string, who: string, month: string, order: string, limit: number) {
  return sql.raw(`CASE WHEN ${points} IS NOT NULL THEN greatest(0, least(${points}, ${limit} - coalesce(sum(${points})
    OVER (PARTITION BY ${who}, ${month} ORDER BY ${order} ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0))) ELSE 0 END`);
}

/**
 * The points ledger rewritten in date order, each balance the sum so far: the users seed's
 * redemptions and adjustments kept, its made-up trip credits replaced by the trips' real ones
 * (a row per credit above 0, by the administrator who completed the trip). A person whose
 * redemptions the real credits could not pay for keeps none of them. Balances follow.
 */
export async function rewriteLedger(tx: Db, admin: number | null) {
  await tx.execute(sql`
    WITH old AS (DELETE FROM puntos_ledger RETURNING usuario, delta, reason, created_by, created_at),
    moves AS (
      SELECT usuario, delta, reason, created_by, created_at FROM old WHERE reason <> 'trip'
      UNION ALL SELECT conductor, reward, 'trip', ${admin}::int, credited_at FROM viajes WHERE credited_at IS NOT NULL AND reward > 0
      UNION ALL SELECT usuario, reward, 'trip', ${admin}::int, credited_at FROM detalle_viaje WHERE credited_at IS NOT NULL AND reward > 0
    ),
    short AS (
      SELECT DISTINCT usuario FROM (SELECT usuario, sum(delta) OVER (PARTITION BY usuario ORDER BY created_at ROWS UNBOUNDED PRECEDING) AS balance FROM moves) b
      WHERE balance < 0
    ),
    kept AS (SELECT * FROM moves m WHERE NOT (m.reason = 'redeem' AND m.usuario IN (SELECT usuario FROM short)))
    INSERT INTO puntos_ledger (usuario, delta, balance, reason, created_by, created_at)
    SELECT usuario, delta, sum(delta) OVER (PARTITION BY usuario ORDER BY created_at ROWS UNBOUNDED PRECEDING), reason, created_by, created_at
    FROM kept ORDER BY created_at, usuario`);
  await tx.execute(sql`
    UPDATE usuarios u SET puntos = coalesce(l.balance, 0)
    FROM (SELECT u2.id, (SELECT balance FROM puntos_ledger p WHERE p.usuario = u2.id ORDER BY p.created_at DESC, p.id DESC LIMIT 1) AS balance FROM usuarios u2) l
    WHERE l.id = u.id AND u.puntos IS DISTINCT FROM coalesce(l.balance, 0)`);
}

/** The trips' history as the calls write it: an administrator's cancellations (before departure) and completions. */
export async function writeTripHistory(tx: Db, admin: number | null) {
  await tx.execute(sql`
    INSERT INTO record_history (resource, record_id, action, field, from_state, to_state, reason, user_id, at)
    SELECT 'viajes', id, action, field, from_state, to_state, '', ${admin}::int, at FROM (
      SELECT id, 'cancel' AS action, 'status' AS field, ${sql.raw(String(T.scheduled))}::smallint AS from_state, ${sql.raw(String(T.cancelled))}::smallint AS to_state, updated_at AS at
        FROM viajes WHERE status = ${sql.raw(String(T.cancelled))}
      UNION ALL
      SELECT id, ${TRIP_COMPLETION.access}, NULL, NULL, NULL, credited_at FROM viajes WHERE credited_at IS NOT NULL
    ) h ORDER BY at, id`);
}

import type { PoolClient } from 'pg';
import { NOTIFICATION_TYPES as T } from '../../domain/notifications';
import type { BenchSizes } from './dataset';
import { SPAN_SECONDS } from './people';

/**
 * Notification types drawn with these weights (a value listed twice is twice as likely): loan
 * requests and licence updates are the everyday ones, a panic alert is rare.
 */
const TYPE_DRAW = [
  T.fleet_trip_request, T.fleet_trip_request, T.fleet_trip_request, T.fleet_trip_request, T.licence_registration, T.licence_registration,
  T.licence_updated, T.licence_updated, T.vehicle_registration, T.verification_expiring, T.verification_expired, T.road_permit_expiring,
  T.road_permit_expired, T.insurance_expiring, T.insurance_expired, T.vehicle_refused, T.insurance_updated, T.road_permit_updated,
  T.loan_incident, T.panic_alert,
];
const LOAN_TYPES = [T.fleet_trip_request, T.loan_incident];
const USER_TYPES = [T.licence_registration, T.licence_updated];

/**
 * Notifications lo..hi, chronological by id over five years. The bench administrator (user 1)
 * receives every `step`-th one (its inbox: adminInbox rows, the latest adminUnseen unseen); the
 * rest go to users 2 … recipients, skewed (the first recipients get the most), seen except about
 * half of the last 2 %. Each names a record of the kind its type is about.
 */
export async function insertNotifications(db: PoolClient, sizes: BenchSizes, lo: number, hi: number) {
  const step = Math.max(1, Math.floor(sizes.notificaciones / sizes.adminInbox));
  const adminUnseenFrom = step * (sizes.adminInbox - sizes.adminUnseen);
  await db.query(
    `INSERT INTO notificaciones (id, user_id, type, resource, record_id, params, seen, seen_at, created_at)
     SELECT g.i, g.user_id, g.type, g.resource, g.record_id,
       CASE g.resource WHEN 'vehiculos' THEN jsonb_build_object('plate', 'BN-' || lpad(g.record_id::text, 6, '0'))
         WHEN 'viajes' THEN '{}'::jsonb ELSE jsonb_build_object('name', 'Empleado ' || g.record_id) END,
       g.seen, CASE WHEN g.seen THEN g.created + interval '3 hours' END, g.created
     FROM (
       SELECT x.*,
         CASE WHEN x.type = ANY($8::int[]) THEN 'prestamos' WHEN x.type = ANY($9::int[]) THEN 'usuarios' WHEN x.type = $10::int THEN 'viajes' ELSE 'vehiculos' END AS resource,
         CASE WHEN x.type = ANY($8::int[]) THEN 1 + floor(random() * $11::int)::int WHEN x.type = ANY($9::int[]) THEN 1 + floor(random() * $12::int)::int
           WHEN x.type = $10::int THEN NULL ELSE 1 + floor(random() * $13::int)::int END AS record_id,
         CASE WHEN x.admin THEN x.i <= $3::int ELSE x.i <= $1::int - $1::int / 50 OR random() < 0.5 END AS seen
       FROM (
         SELECT i, i % $2::int = 0 AS admin,
           CASE WHEN i % $2::int = 0 THEN 1 ELSE 2 + floor(($4::int - 1) * power(random(), 1.5))::int END AS user_id,
           ($5::int[])[1 + floor(cardinality($5::int[]) * random())::int] AS type,
           now() - make_interval(secs => (1 - (i - 0.5) / $1::float8) * $14::float8) AS created
         FROM generate_series($6::int, $7::int) i
       ) x
     ) g`,
    [
      sizes.notificaciones, step, adminUnseenFrom, sizes.recipients, TYPE_DRAW, lo, hi, LOAN_TYPES, USER_TYPES, T.panic_alert,
      sizes.prestamos, sizes.usuarios, sizes.vehiculos, SPAN_SECONDS,
    ],
  );
}

import type { PoolClient } from 'pg';
import type { BenchSizes } from './dataset';
import { BENCH_ACCOUNTS, SPAN_SECONDS } from './people';
import { draw } from './transport';
import { RARE_EVERY, RARE_STREET, STREETS } from './words';

/**
 * Panic alerts at the bench's scale (DOMAIN §5 Alerts): chronological by id over the five years
 * up to now, raised by skewed users (some raise many), each with the issuer's name and plant as
 * the raise copies them, a position near that plant, a street, and one in eight on a trip of its
 * time. All attended a few minutes after, by the bench's C4 or administrator with a comment, but
 * the newest `alertasActive`: the desk's active ones.
 */

const COMMENTS = ['Sin novedad: activada por error.', 'Se envió una unidad de seguridad.', 'Se llamó al usuario; todo en orden.', 'Falla mecánica; se envió grúa.'];

/** Alerts lo..hi. */
export async function insertAlerts(db: PoolClient, sizes: BenchSizes, lo: number, hi: number) {
  const [admin, , c4] = BENCH_ACCOUNTS.map((account) => account.id);
  await db.query(
    `INSERT INTO alertas (id, issued_by, issued_by_name, latitude, longitude, location, viaje, planta, status, attended_by, attended_at, comentario, created_at, updated_at)
     SELECT a.i, u.id, trim(u.name || ' ' || u.last_name), p.latitude + (${draw('a.i', 61)} - 0.5) * 0.2, p.longitude + (${draw('a.i', 63)} - 0.5) * 0.2,
       CASE WHEN a.i % ${RARE_EVERY} = 11 THEN '${RARE_STREET}' ELSE ($3::text[])[1 + floor(cardinality($3::text[]) * power(${draw('a.i', 65)}, 2))::int] END || ' ' || (100 + a.i % 2800),
       CASE WHEN a.i % 8 = 0 THEN greatest(1, least($4::int, round(a.i::float8 / $1 * $4 * 0.98)::int)) END, u.planta,
       CASE WHEN a.active THEN 0 ELSE 1 END, CASE WHEN a.active THEN NULL WHEN a.i % 3 = 0 THEN $6::int ELSE $7::int END,
       CASE WHEN a.active THEN NULL ELSE a.raised + make_interval(mins => 2 + a.i % 25) END,
       CASE WHEN a.active THEN '' ELSE ($5::text[])[1 + a.i % cardinality($5::text[])] END,
       a.raised, CASE WHEN a.active THEN a.raised ELSE a.raised + make_interval(mins => 2 + a.i % 25) END
     FROM (SELECT i, i > $1::int - $8::int AS active,
             now() - interval '1 minute' - make_interval(secs => (1 - (i - 0.5) / $1::float8) * ${SPAN_SECONDS}) AS raised,
             4 + floor(($2::int - 4) * power(${draw('i', 67)}, 2))::int AS issuer
           FROM generate_series($9::int, $10::int) i) a
     JOIN usuarios u ON u.id = a.issuer
     LEFT JOIN plantas p ON p.id = u.planta`,
    [sizes.alertas, sizes.usuarios, STREETS, sizes.viajes, COMMENTS, admin, c4, sizes.alertasActive, lo, hi],
  );
}

import type { PoolClient } from 'pg';
import type { BenchSizes } from './dataset';
import { SPAN_SECONDS } from './people';
import { CARD_PROVIDERS, COLORS, DESTINATIONS, LOAN_REASONS, RARE_DESTINATION, RARE_EVERY, RARE_VEHICLE, VEHICLES } from './words';

/**
 * Vehicles, loans and cards. Every fifth vehicle is a fleet one (modulo 1); the open loans that
 * hold a vehicle take the first fleet vehicles, k-th holder → vehicle 5k, so no vehicle has two
 * open loans (prestamos_vehiculo_open_idx) and those vehicles are generated Active with valid
 * documents, then marked Occupied. Loans are chronological by id; the last 5 × openPerStatus are
 * the open ones: openPerStatus in each of 0, 7, 2, 4, 6, in that order.
 */
export const OPEN_STATUSES = [0, 7, 2, 4, 6] as const;

/** Vehicles reserved for open loans: fleet ids 5, 10, … up to 5 × this. */
const reservedFleet = (sizes: BenchSizes) => 4 * sizes.openPerStatus;

/** A document's status (r a random draw): mostly accepted, some expiring, expired or rejected. */
const docStatus = (r: string) => `CASE WHEN ${r} < 0.85 THEN 1 WHEN ${r} < 0.92 THEN 3 WHEN ${r} < 0.97 THEN 4 ELSE 2 END`;
/** Its expiry date, matching the status. */
const docDate = (r: string) =>
  `(now() + make_interval(days => CASE WHEN ${r} < 0.85 THEN 30 + floor(${r} * 800)::int WHEN ${r} < 0.92 THEN floor((${r} - 0.85) * 400)::int
     WHEN ${r} < 0.97 THEN -1 - floor((${r} - 0.92) * 7000)::int ELSE 60 END))::date`;

export async function insertVehicles(db: PoolClient, sizes: BenchSizes) {
  if (5 * reservedFleet(sizes) > sizes.vehiculos) throw new Error('too few vehicles for the open loans at this scale');
  const held = `(g.fleet AND g.i <= ${5 * reservedFleet(sizes)})`;
  const doc = (r: string, what: 'status' | 'date') =>
    `CASE WHEN ${held} THEN ${what === 'status' ? '1' : `(now() + interval '400 days')::date`} WHEN g.status = 0 THEN ${what === 'status' ? '0' : 'NULL'}
     ELSE ${what === 'status' ? docStatus(r) : docDate(r)} END`;
  await db.query(
    `INSERT INTO vehiculos (id, matricula, modulo, owner, planta, brand, model, year, color, gasoline_type, transmission, registration_date,
       status, motivo_de_rechazo, numero_de_serie, permiso_circulacion_vencimiento, permiso_circulacion_status, seguro_vencimiento,
       seguro_status, verificacion_vencimiento, verificacion_status, created_at, updated_at)
     SELECT g.i, chr(65 + g.i % 26) || chr(65 + (g.i / 26) % 26) || chr(65 + (g.i / 676) % 26) || '-' || lpad(g.i::text, 6, '0'),
       g.fleet::int, CASE WHEN NOT g.fleet THEN 4 + floor(random() * ($1::int - 3))::int END, 1 + floor($2::float8 * power(random(), 2))::int,
       split_part(g.kind, '|', 1), split_part(g.kind, '|', 2), 2008 + floor(random() * 19)::int, ($3::text[])[1 + floor(cardinality($3::text[]) * random())::int],
       floor(5 * power(random(), 3))::int, (random() < 0.4)::int, g.created::date, g.status,
       CASE WHEN g.status = 1 THEN 'Fotografías ilegibles' ELSE '' END, '3BN' || lpad(g.i::text, 14, '0'),
       ${doc('g.d1', 'date')}, ${doc('g.d1', 'status')}, ${doc('g.d2', 'date')}, ${doc('g.d2', 'status')}, ${doc('g.d3', 'date')}, ${doc('g.d3', 'status')},
       g.created, g.created + (now() - g.created) * random()
     FROM (
       SELECT i, fleet, created, d1, d2, d3,
         CASE WHEN i % $4::int = 7 THEN $5::text ELSE ($6::text[])[1 + floor(cardinality($6::text[]) * power(random(), 2))::int] END AS kind,
         CASE WHEN fleet AND i <= $9::int THEN 3 WHEN fleet THEN CASE WHEN r < 0.05 THEN 2 ELSE 3 END
           ELSE CASE WHEN r < 0.04 THEN 0 WHEN r < 0.06 THEN 1 WHEN r < 0.14 THEN 2 ELSE 3 END END AS status
       FROM (SELECT i, i % 5 = 0 AS fleet, random() AS r, random() AS d1, random() AS d2, random() AS d3,
               now() - make_interval(secs => (1 - (i - 0.5) / $7::float8) * $8::float8 + random() * 86400) AS created
             FROM generate_series(1, $7::int) i) s
     ) g`,
    [sizes.usuarios, sizes.plantas, COLORS, RARE_EVERY, RARE_VEHICLE, VEHICLES, sizes.vehiculos, SPAN_SECONDS, 5 * reservedFleet(sizes)],
  );
}

/**
 * Loans lo..hi. Closed ones: 70 % completed (with a fleet vehicle), 8 % cancelled by the user,
 * 7 % by an admin, 6 % refused by HR, 5 % by an admin, 4 % by the user. Destinations skewed to
 * Monterrey; one in RARE_EVERY goes to Tlacotalpan.
 */
export async function insertLoans(db: PoolClient, sizes: BenchSizes, lo: number, hi: number) {
  const openFrom = sizes.prestamos - OPEN_STATUSES.length * sizes.openPerStatus + 1;
  await db.query(
    `INSERT INTO prestamos (id, usuario, planta, destino, motivo, fecha_salida, fecha_regreso, status, vehiculo, motivo_de_rechazo,
       motivo_cancelacion, created_at, updated_at)
     SELECT g.i, g.usuario, g.planta, g.destino, g.motivo, g.salida, g.salida + make_interval(hours => 2 + floor(random() * 96)::int),
       g.status, g.vehiculo,
       CASE WHEN g.status IN (1, 8) THEN 'Sin presupuesto' WHEN g.status = 10 THEN 'Viaje pospuesto' ELSE '' END,
       CASE WHEN g.status = 10 THEN 'Viaje pospuesto' ELSE '' END,
       g.created, least(now(), g.salida + interval '5 days')
     FROM (
       SELECT s.*,
         CASE WHEN s.status IN (2, 4, 6) THEN s.created + (now() - s.created) * 0.5
           ELSE s.created + make_interval(hours => 24 + floor(random() * 300)::int) END AS salida,
         CASE WHEN s.open_k IS NOT NULL AND (s.status <> 7 OR s.p % 2 = 0) AND s.status <> 0 THEN 5 * s.open_k
           WHEN s.status = 5 THEN 5 * (1 + floor(random() * ($3::int / 5))::int) END AS vehiculo
       FROM (
         SELECT i, p,
           CASE WHEN p >= 0 THEN ($9::int[])[p / $10::int + 1]
             ELSE CASE WHEN r < 0.70 THEN 5 WHEN r < 0.78 THEN 9 WHEN r < 0.85 THEN 10 WHEN r < 0.91 THEN 1 WHEN r < 0.96 THEN 8 ELSE 3 END END AS status,
           CASE WHEN p >= $10::int THEN (p / $10::int - 1) * $10::int + p % $10::int + 1 END AS open_k,
           4 + floor(random() * ($1::int - 3))::int AS usuario, 1 + floor($2::float8 * power(random(), 2))::int AS planta,
           CASE WHEN i % $4::int = 7 THEN $5::text ELSE ($6::text[])[1 + floor(cardinality($6::text[]) * power(random(), 2))::int] END AS destino,
           ($7::text[])[1 + floor(cardinality($7::text[]) * random())::int] AS motivo,
           now() - make_interval(secs => (1 - (i - 0.5) / $8::float8) * $11::float8 + random() * 3600) AS created
         FROM (SELECT i, i - $12::int AS p, random() AS r FROM generate_series($13::int, $14::int) i) x
       ) s
     ) g`,
    [
      sizes.usuarios, sizes.plantas, sizes.vehiculos, RARE_EVERY, RARE_DESTINATION, DESTINATIONS, LOAN_REASONS, sizes.prestamos,
      OPEN_STATUSES, sizes.openPerStatus, SPAN_SECONDS, openFrom, lo, hi,
    ],
  );
}

/** The vehicles the open loans hold are Occupied (4). */
export async function occupyHeldVehicles(db: PoolClient) {
  await db.query(`UPDATE vehiculos SET status = 4 WHERE id IN (SELECT vehiculo FROM prestamos WHERE status IN (2, 4, 6, 7) AND vehiculo IS NOT NULL)`);
}

/**
 * Fuel and TAG cards, each expiring on a day from two months ago to two years on (the expiry
 * centre lists about one in eight); the open loans in 7 or 2 that hold a vehicle get a fuel card
 * each and every other one a TAG card (up to half the cards), both sides written (card.prestamo,
 * loan's column).
 */
export async function insertCards(db: PoolClient, sizes: BenchSizes) {
  const half = Math.floor(sizes.tarjetas / 2);
  const holders = `SELECT id, row_number() OVER (ORDER BY id) AS rn FROM prestamos WHERE status IN (7, 2) AND vehiculo IS NOT NULL`;
  for (const [table, prefix, providers, slot] of [
    ['tarjeta_gasolina', 'G', CARD_PROVIDERS.slice(0, 3), 'l.rn'],
    ['tarjeta_tag', 'T', CARD_PROVIDERS.slice(3), `CASE WHEN l.rn % 2 = 1 THEN (l.rn + 1) / 2 END`],
  ] as const) {
    await db.query(
      `INSERT INTO ${table} (id, numero, proveedor, status, vencimiento, created_at, updated_at)
       SELECT i, '${prefix}' || lpad(i::text, 12, '0'), ($2::text[])[1 + i % cardinality($2::text[])], CASE WHEN i > $3::int AND i % 20 = 0 THEN 0 ELSE 1 END,
         (now() + make_interval(days => (i * 37) % 790 - 60))::date,
         now() - make_interval(days => 400 + i % 900), now() - make_interval(days => i % 400)
       FROM generate_series(1, $1::int) i`,
      [sizes.tarjetas, providers, half],
    );
    await db.query(`UPDATE ${table} c SET prestamo = l.id FROM (${holders}) l WHERE c.id = ${slot} AND c.id <= $1::int`, [half]);
    await db.query(`UPDATE prestamos p SET ${table} = c.id FROM ${table} c WHERE c.prestamo = p.id`);
  }
}

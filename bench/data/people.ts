import type { PoolClient } from 'pg';
import { GROUPS } from '../../domain/roles';
import { hashPassword } from '../../server/auth/passwords';
import { BENCH_PASSWORD, type BenchAccount, type BenchSizes } from './dataset';
import { CITIES, DEPARTMENT_NAMES, FIRST_NAMES, LAST_NAMES, RARE_EVERY, RARE_FIRST_NAME } from './words';

/** Five years, in seconds: created_at and the loans' dates spread over it, up to now. */
export const SPAN_SECONDS = 5 * 365.25 * 86_400;

/** The bench accounts are users 1, 2 and 3 (overwritten after the generated rows). */
export const BENCH_ACCOUNTS: Omit<BenchAccount, 'password'>[] = [
  { id: 1, email: 'bench-admin@bench.flotilla.mx', groups: [GROUPS.admin] },
  { id: 2, email: 'bench-rh@bench.flotilla.mx', groups: [GROUPS.rh_admin] },
  { id: 3, email: 'bench-c4@bench.flotilla.mx', groups: [GROUPS.c4] },
];

/** Plants over the cities' list (Planta Querétaro 2 once the list is used up), created five years ago. */
export async function insertPlants(db: PoolClient, sizes: BenchSizes) {
  await db.query(
    `INSERT INTO plantas (id, name, code, address, city, state, postal_code, latitude, longitude, status, created_at, updated_at)
     SELECT i, 'Planta ' || ($2::text[])[k] || CASE WHEN i > n THEN ' ' || ((i - 1) / n + 1) ELSE '' END, 'PL' || lpad(i::text, 3, '0'),
       'Parque Industrial ' || i, ($2::text[])[k], ($3::text[])[k], lpad((76000 + i)::text, 5, '0'), 19 + random() * 7, -104 + random() * 7,
       CASE WHEN i % 10 = 0 THEN 0 ELSE 1 END, now() - make_interval(secs => $4), now() - make_interval(secs => $4)
     FROM generate_series(1, $1::int) i, LATERAL (SELECT cardinality($2::text[]) AS n) c, LATERAL (SELECT (i - 1) % c.n + 1 AS k) kk`,
    [sizes.plantas, CITIES.map((c) => c[0]), CITIES.map((c) => c[1]), SPAN_SECONDS],
  );
  await db.query(
    `INSERT INTO departamentos (id, name, code, description, planta, status, created_at, updated_at)
     SELECT d, ($2::text[])[((d - 1) % cardinality($2::text[])) + 1] || ' ' || lpad(d::text, 3, '0'), 'D' || lpad(d::text, 4, '0'),
       'Departamento de la planta ' || ((d - 1) % $3 + 1), (d - 1) % $3 + 1, 1, now() - make_interval(secs => $4), now() - make_interval(secs => $4)
     FROM generate_series(1, $1::int) d`,
    [sizes.departamentos, DEPARTMENT_NAMES, sizes.plantas, SPAN_SECONDS],
  );
}

/**
 * Users lo..hi. Departments are skewed (the first ones are large: department 1 holds about an
 * eighth), the plant is the department's; 95 % active; 30 % drivers, most with an accepted
 * licence; names from the lists (last names skewed to Hernández), one in RARE_EVERY named
 * Eustaquio; unique emails and worker numbers from the id; created_at spread over five years.
 */
export async function insertUsers(db: PoolClient, sizes: BenchSizes, lo: number, hi: number) {
  await db.query(
    `INSERT INTO usuarios (id, email, name, last_name, groups, status, last_login, created_at, updated_at, telephone, department,
       planta, role, no_worker, state, city, address, postal_code, plataforma, puntos, vencimiento, licencia_status)
     SELECT g.i,
       translate(lower(g.name), 'áéíóúñü', 'aeiounu') || '.' || translate(lower(g.ap1), 'áéíóúñü', 'aeiounu') || g.i || '@bench.flotilla.mx',
       g.name, g.ap1 || ' ' || g.ap2, '{}', CASE WHEN g.r1 < 0.95 THEN 1 ELSE 0 END,
       CASE WHEN g.r3 < 0.4 THEN now() - make_interval(secs => g.r3 * 90 * 86400) END,
       g.created, g.created + (now() - g.created) * g.r3,
       '442' || lpad(((g.i::bigint * 7919) % 10000000)::text, 7, '0'), d.id, d.planta, g.driver::int,
       'N' || lpad(g.i::text, 8, '0'), p.state, p.city, 'Calle ' || g.ap2 || ' ' || (g.i % 900 + 1),
       lpad(((g.i * 37) % 99999)::text, 5, '0'), false, floor(g.r2 * CASE WHEN g.driver THEN 500 ELSE 100 END)::int,
       CASE WHEN g.driver THEN (now() + make_interval(days => CASE
         WHEN g.lic < 0.80 THEN 30 + floor(g.r2 * 900)::int
         WHEN g.lic < 0.88 THEN floor(g.r2 * 29)::int
         WHEN g.lic < 0.95 THEN -1 - floor(g.r2 * 365)::int
         ELSE 30 + floor(g.r2 * 900)::int END))::date END,
       CASE WHEN g.driver THEN CASE WHEN g.lic < 0.70 THEN 1 WHEN g.lic < 0.80 THEN 0 WHEN g.lic < 0.88 THEN 3 WHEN g.lic < 0.95 THEN 4 ELSE 2 END END
     FROM (
       SELECT i,
         CASE WHEN i % $1::int = 7 THEN $2::text ELSE ($3::text[])[1 + floor(cardinality($3::text[]) * random())::int] END AS name,
         ($4::text[])[1 + floor(cardinality($4::text[]) * power(random(), 2))::int] AS ap1,
         ($4::text[])[1 + floor(cardinality($4::text[]) * random())::int] AS ap2,
         1 + floor($5::float8 * power(random(), 3))::int AS dept, random() AS r1, random() AS r2, random() AS r3, random() AS lic,
         random() < 0.3 AS driver,
         now() - make_interval(secs => (1 - (i - 0.5) / $6::float8) * $7::float8 + random() * 86400) AS created
       FROM generate_series($8::int, $9::int) i
     ) g JOIN departamentos d ON d.id = g.dept JOIN plantas p ON p.id = d.planta`,
    [RARE_EVERY, RARE_FIRST_NAME, FIRST_NAMES, LAST_NAMES, sizes.departamentos, sizes.usuarios, SPAN_SECONDS, lo, hi],
  );
}

/** Users 1–3 become the bench accounts: active, back-office groups, the known password hashed as the app does. */
export async function makeBenchAccounts(db: PoolClient): Promise<{ admin: BenchAccount; rh: BenchAccount; c4: BenchAccount }> {
  const hash = await hashPassword(BENCH_PASSWORD);
  for (const account of BENCH_ACCOUNTS) {
    await db.query(
      `UPDATE usuarios SET email = $2, password = $3, groups = $4, plataforma = true, status = 1, name = 'Bench', last_name = $5 WHERE id = $1`,
      [account.id, account.email, hash, account.groups, account.groups[0]],
    );
  }
  const [admin, rh, c4] = BENCH_ACCOUNTS.map((a) => ({ ...a, password: BENCH_PASSWORD }));
  return { admin, rh, c4 };
}

/**
 * The licence decisions in the users' history, as aceptar_licencia / rechazar_licencia write
 * them (field licencia_status, by the HR account): every driver whose licence was decided.
 * Ids from `firstId` on, so each table's generator owns a range of record_history ids.
 */
export async function insertUserHistory(db: PoolClient, firstId: number) {
  await db.query(
    `INSERT INTO record_history (id, resource, record_id, action, field, from_state, to_state, reason, user_id, at)
     SELECT $1::bigint + id, 'usuarios', id, CASE WHEN licencia_status = 2 THEN 'reject_licence' ELSE 'accept_licence' END,
       'licencia_status', 0, CASE WHEN licencia_status = 2 THEN 2 ELSE 1 END,
       CASE WHEN licencia_status = 2 THEN 'Licencia ilegible' ELSE '' END, 2, created_at + interval '1 day'
     FROM usuarios WHERE licencia_status IN (1, 2, 3, 4) AND created_at + interval '1 day' < now()`,
    [firstId],
  );
}

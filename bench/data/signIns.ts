import type { PoolClient } from 'pg';
import { BENCH_ACCOUNTS, SPAN_SECONDS } from './people';
import { dropSecondaryIndexes } from './tables';
import { draw } from './transport';

/**
 * The audit trail and sign-ins (issue #36's reads): audit_log at a production's size, every write
 * and sign-in event of five years in id order, and live and ended sessions. A part of its own,
 * versioned apart from the generator (SIGN_INS_VERSION): a kept data set gains or renews it
 * without the whole build. Person BUSY signs in a lot (tens of thousands of `auth` rows, a
 * second factor, several live sessions), person QUIET has a handful of rows, the bench
 * administrator a few live sessions besides the bench's own.
 */

/** Bumped whenever this part's output changes: a kept data set renews this part alone. */
export const SIGN_INS_VERSION = 1;

/** The people the scenarios ask about: the first users after the bench accounts. */
const BUSY = 4;
const QUIET = 5;
/** The quiet person's rows, about. */
const QUIET_ROWS = 4;
/** Sessions this part makes for the people the scenarios show carry addresses of this documentation range (kept live on reuse). */
const FEATURED_IP = '198.51.100.';

/** The tables this part fills (each emptied first). */
export const SIGN_IN_TABLES = ['audit_log', 'sessions', 'second_factors', 'second_factor_codes'];

/** What the part holds, recorded in bench_dataset beside the rest. */
export interface SignInsPart {
  version: number;
  busy: number;
  quiet: number;
  auditRows: number;
  busyRows: number;
  quietRows: number;
  sessions: number;
  builtMs: number;
}

/**
 * Sizes at `scale`: 2 million audit rows (a quarter of them sign-in events of 200,000 people), the
 * busy person's 30,000, 100,000 sessions. Floors: the busy person's log reaches page 40 of 25.
 */
export function signInSizes(scale: number, usuarios: number) {
  const n = (base: number, floor: number) => Math.max(floor, Math.round(base * scale));
  return { audit: n(2_000_000, 4_000), busy: n(30_000, 1_100), people: Math.min(usuarios, n(200_000, 40)), sessions: n(100_000, 100) };
}

const WRITE_RESOURCES = ['prestamos', 'prestamos', 'prestamos', 'vehiculos', 'usuarios', 'viajes', 'solicitudes_viaje', 'alertas', 'tarjeta_gasolina'];
const WRITE_ACTIONS = ['create', 'update', 'update', 'update', 'update', 'delete'];
/** Sign-in events drawn with these weights (a value listed twice is twice as likely). */
const AUTH_ACTIONS = [
  'login', 'login', 'login', 'login', 'login', 'login', 'login', 'login', 'login', 'login', 'login', 'login', 'login', 'login',
  'logout', 'logout', 'logout', 'login_failed', 'login_failed', 'session_ended', 'password_changed', 'reauth',
];
const BROWSERS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  'Flotilla/3.2 (Android 14; SM-A546E)',
];

/**
 * Audit rows 1..audit, chronological over five years: every k-th the busy person's sign-in event,
 * a few the quiet person's, a quarter the events of people 6.., the rest writes of the bench
 * accounts and others. Indexes dropped before and made again after (their exact definitions).
 */
async function insertAudit(db: PoolClient, sizes: ReturnType<typeof signInSizes>) {
  const indexes = await dropSecondaryIndexes(db, ['audit_log']);
  const k = Math.max(2, Math.floor(sizes.audit / sizes.busy));
  const q = Math.max(1, Math.floor(sizes.audit / k / QUIET_ROWS));
  await db.query(
    `INSERT INTO audit_log (id, at, user_id, resource, record_id, action, changes, ip, user_agent)
     SELECT g.i, g.at,
       CASE WHEN g.person IS NULL THEN CASE WHEN g.i % 4 = 0 THEN 4 + floor(($3::int - 4) * ${draw('g.i', 71)})::int ELSE 1 + g.i % 3 END
         WHEN g.action = 'session_ended' THEN 1 WHEN g.action = 'login_failed' THEN NULL ELSE g.person END,
       CASE WHEN g.person IS NULL THEN ($4::text[])[1 + floor(cardinality($4::text[]) * ${draw('g.i', 72)})::int] ELSE 'auth' END,
       coalesce(g.person, 1 + floor(100000 * ${draw('g.i', 73)})::int)::text,
       coalesce(g.action, ($5::text[])[1 + floor(cardinality($5::text[]) * ${draw('g.i', 74)})::int]),
       CASE WHEN g.person IS NULL THEN jsonb_build_object('status', jsonb_build_array(g.i % 10, (g.i + 3) % 10))
         WHEN g.action = 'session_ended' THEN jsonb_build_object('session', g.i % 5000, 'by', 'admin')
         WHEN g.action = 'login' AND g.i % 5 = 0 THEN '{"second_factor":"totp"}'::jsonb END,
       '10.' || (g.i % 7)::text || '.' || (g.i % 251)::text || '.' || (1 + g.i % 250)::text,
       CASE WHEN g.person IS NOT NULL THEN ($6::text[])[1 + floor(cardinality($6::text[]) * ${draw('g.i', 75)})::int] END
     FROM (
       SELECT x.i, x.at, x.person, CASE WHEN x.person IS NOT NULL THEN ($7::text[])[1 + floor(cardinality($7::text[]) * ${draw('x.i', 76)})::int] END AS action
       FROM (
         SELECT i, now() - interval '1 minute' - make_interval(secs => (1 - (i - 0.5) / $1::float8) * ${SPAN_SECONDS}) AS at,
           CASE WHEN i % $8::int = 0 THEN ${BUSY} WHEN i % $8::int = 1 AND (i / $8::int) % $9::int = 0 THEN ${QUIET}
             WHEN ${draw('i', 77)} < 0.25 THEN 6 + floor(($2::int - 6) * power(${draw('i', 78)}, 1.5))::int END AS person
         FROM generate_series(1, $1::int) i
       ) x
     ) g`,
    [sizes.audit, Math.max(7, sizes.people), Math.max(5, sizes.people), WRITE_RESOURCES, WRITE_ACTIONS, BROWSERS, AUTH_ACTIONS, k, q],
  );
  await db.query(`SELECT setval(pg_get_serial_sequence('audit_log', 'id'), $1::bigint)`, [sizes.audit]);
  for (const definition of indexes) await db.query(definition);
}

/**
 * Sessions of people 6.. over the last two months (a week each; most past their end or ended),
 * and the featured ones: the busy person's six live and three ended, the administrator's four
 * live and two ended. The busy person has a second factor with ten recovery codes, three spent.
 */
async function insertSessions(db: PoolClient, sizes: ReturnType<typeof signInSizes>) {
  const [admin] = BENCH_ACCOUNTS;
  await db.query(
    `INSERT INTO sessions (id, user_id, created_at, expires_at, revoked_at, ip, user_agent, last_used_at, last_ip, authenticated_at, app, second_factor)
     SELECT gen_random_uuid(), s.person, s.created, s.created + interval '7 days', CASE WHEN s.i % 5 = 0 THEN s.created + interval '2 hours' END,
       s.ip, ($3::text[])[1 + s.i % cardinality($3::text[])], s.created + interval '1 hour', s.ip, s.created, s.i % cardinality($3::text[]) = 3, false
     FROM (SELECT i, 6 + floor(($2::int - 6) * power(${draw('i', 81)}, 1.5))::int AS person,
             now() - make_interval(secs => ${draw('i', 82)} * 60 * 86400) AS created, '10.9.' || (i % 251)::text || '.' || (1 + i % 250)::text AS ip
           FROM generate_series(1, $1::int) i) s`,
    [sizes.sessions, Math.max(7, sizes.people), BROWSERS],
  );
  await db.query(
    `INSERT INTO sessions (id, user_id, created_at, expires_at, revoked_at, ip, user_agent, last_used_at, last_ip, authenticated_at, app, second_factor)
     SELECT gen_random_uuid(), f.person, now() - interval '3 days', now() + interval '4 days', CASE WHEN f.n > f.live THEN now() - interval '1 day' END,
       '${FEATURED_IP}' || f.n, ($3::text[])[1 + f.n % cardinality($3::text[])], now() - interval '2 days', '${FEATURED_IP}' || f.n, now() - interval '3 days',
       f.n % cardinality($3::text[]) = 3, f.person = $1::int
     FROM (SELECT $1::int AS person, 6 AS live, generate_series(1, 9) AS n UNION ALL SELECT $2::int, 4, generate_series(1, 6)) f`,
    [BUSY, admin.id, BROWSERS],
  );
  await keepSessionsLive(db);
  await db.query(`INSERT INTO second_factors (user_id, secret, enabled_at, updated_at) VALUES ($1, NULL, now() - interval '200 days', now() - interval '200 days')`, [BUSY]);
  await db.query(
    `INSERT INTO second_factor_codes (user_id, code_hash, created_at, used_at)
     SELECT $1, 'bench-code-' || n, now() - interval '200 days', CASE WHEN n <= 3 THEN now() - make_interval(days => 10 * n) END FROM generate_series(1, 10) n`,
    [BUSY],
  );
}

/**
 * The featured people's live sessions, made relative to now again: a data set kept for weeks
 * would otherwise show them past their end (a session's absolute end is a week).
 */
export async function keepSessionsLive(db: Pick<PoolClient, 'query'>) {
  await db.query(
    `UPDATE sessions SET created_at = now() - make_interval(days => 1 + (seq % 5)::int), authenticated_at = now() - make_interval(days => 1 + (seq % 5)::int),
       last_used_at = now() - make_interval(mins => 5 + (seq % 7)::int * 97), expires_at = now() - make_interval(days => 1 + (seq % 5)::int) + interval '7 days'
     WHERE user_id = ANY($1::int[]) AND revoked_at IS NULL AND ip LIKE '${FEATURED_IP}%'`,
    [[BUSY, BENCH_ACCOUNTS[0].id]],
  );
}

/** This part, built on the current transaction: its tables emptied and filled. Answers what it holds. */
export async function insertSignIns(db: PoolClient, scale: number, usuarios: number): Promise<SignInsPart> {
  const started = performance.now();
  const sizes = signInSizes(scale, usuarios);
  await db.query(`TRUNCATE ${SIGN_IN_TABLES.join(', ')} RESTART IDENTITY CASCADE`);
  await insertAudit(db, sizes);
  await insertSessions(db, sizes);
  const rowsOf = async (person: number) =>
    Number((await db.query(`SELECT count(*) AS n FROM audit_log WHERE resource = 'auth' AND record_id = $1`, [String(person)])).rows[0].n);
  return {
    version: SIGN_INS_VERSION,
    busy: BUSY,
    quiet: QUIET,
    auditRows: sizes.audit,
    busyRows: await rowsOf(BUSY),
    quietRows: await rowsOf(QUIET),
    sessions: sizes.sessions + 15,
    builtMs: Math.round(performance.now() - started),
  };
}

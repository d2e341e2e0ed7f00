import { HOME_FIGURES, type HomeFigureKey } from '../../../domain/home';
import type { FiguresAnswer } from '../../../domain/home';
import { roleTestApp } from '../support/roleApp';

/**
 * GET inicio/ (issue #35): each of Home's figures equals a direct count of the same rows on the
 * demo data, for every plant and for one, and the list it links to, asked with its `filter`,
 * counts the same number.
 */
const { t, as } = roleTestApp();

type Row = Record<string, unknown>;
const scalar = async (text: string, values: unknown[]) => Number(Object.values((await t.database.pool.query<Row>(text, values)).rows[0])[0]);
/** A direct count with its three parameters typed, whichever of them it reads. */
const direct = (text: string, now: string, planta: number | null) =>
  scalar(`SELECT (${text}) FROM (SELECT $1::timestamptz, $2::text, $3::int) AS typed`, [now, t.config.timeZone, planta]);

/**
 * The rows each figure stands for, written directly: `$1` the answer's instant, `$2` the company's
 * time zone, `$3` the plant (null for all).
 */
/**
 * Documents in state `status` (DOMAIN §2): the three vehicle documents and the licences by their
 * stored state, the active cards by their date (today in the zone, 30 days ahead); cards have no plant.
 */
const documents = (status: 3 | 4) => `SELECT
    (SELECT count(*) FROM vehiculos WHERE permiso_circulacion_status = ${status} AND permiso_circulacion_vencimiento IS NOT NULL AND ($3::int IS NULL OR planta = $3))
  + (SELECT count(*) FROM vehiculos WHERE seguro_status = ${status} AND seguro_vencimiento IS NOT NULL AND ($3::int IS NULL OR planta = $3))
  + (SELECT count(*) FROM vehiculos WHERE verificacion_status = ${status} AND verificacion_vencimiento IS NOT NULL AND ($3::int IS NULL OR planta = $3))
  + (SELECT count(*) FROM usuarios WHERE licencia_status = ${status} AND vencimiento IS NOT NULL AND ($3::int IS NULL OR planta = $3))
  + (SELECT count(*) FROM (SELECT vencimiento, status FROM tarjeta_gasolina UNION ALL SELECT vencimiento, status FROM tarjeta_tag) AS cards
      WHERE $3::int IS NULL AND status = 1 AND ${
        status === 4
          ? 'vencimiento < ($1::timestamptz AT TIME ZONE $2)::date'
          : 'vencimiento BETWEEN ($1::timestamptz AT TIME ZONE $2)::date AND ($1::timestamptz AT TIME ZONE $2)::date + 30'
      })`;

const DIRECT: Record<HomeFigureKey, string> = {
  documents_expiring: documents(3),
  documents_expired: documents(4),
  loans_awaiting: 'SELECT count(*) FROM prestamos WHERE status = 0 AND ($3::int IS NULL OR planta = $3)',
  vehicles_on_loan: 'SELECT count(*) FROM vehiculos WHERE modulo = 1 AND status = 4 AND ($3::int IS NULL OR planta = $3)',
  vehicles_available: 'SELECT count(*) FROM vehiculos WHERE modulo = 1 AND status = 3 AND ($3::int IS NULL OR planta = $3)',
  alerts_active: 'SELECT count(*) FROM alertas WHERE status = 0 AND ($3::int IS NULL OR planta = $3)',
  trips_today: `SELECT count(*) FROM viajes WHERE status <> 3 AND (fecha_salida AT TIME ZONE $2)::date = ($1::timestamptz AT TIME ZONE $2)::date
                  AND ($3::int IS NULL OR planta = $3)`,
  trips_month: `SELECT count(*) FROM viajes WHERE status <> 3 AND date_trunc('month', fecha_salida AT TIME ZONE $2) = date_trunc('month', $1::timestamptz AT TIME ZONE $2)
                  AND ($3::int IS NULL OR planta = $3)`,
  // A request's plant is its requester's when asking, kept on the request.
  trip_requests_waiting: 'SELECT count(*) FROM solicitudes_viaje WHERE status = 0 AND ($3::int IS NULL OR planta = $3)',
  // Drivers' points credited for the month's trips (DOMAIN §4 monthly reward), as /viajes/conductores adds them up.
  points_month: `SELECT coalesce(sum(reward), 0) FROM viajes WHERE credited_at IS NOT NULL
                   AND date_trunc('month', fecha_salida AT TIME ZONE $2) = date_trunc('month', $1::timestamptz AT TIME ZONE $2) AND ($3::int IS NULL OR planta = $3)`,
};

const figuresOf = async (planta: number | null) => {
  const res = await as.admin({ url: planta === null ? 'inicio/' : `inicio/?planta=${planta}` });
  expect(res.statusCode).toBe(200);
  return res.json() as FiguresAnswer;
};

/** Each figure against its direct count; answers the counts by key. */
async function expectDirectCounts(answer: FiguresAnswer) {
  const counts: Partial<Record<HomeFigureKey, number>> = {};
  for (const figure of answer.figures) {
    const expected = await direct(DIRECT[figure.key], answer.generated_at, answer.planta);
    expect([figure.key, figure.count, figure.count_exact]).toEqual([figure.key, expected, true]);
    counts[figure.key] = figure.count;
  }
  return counts;
}

/** What the linked list answers for the figure's filter: its count, or the sum of the summed column over all its rows. */
async function listAnswer(resource: string, filter: Row, sum?: string) {
  if (!sum) {
    const res = await as.admin({ method: 'POST', url: `${resource}/q/?page=1&limit=1`, payload: filter });
    expect([resource, res.statusCode]).toEqual([resource, 200]);
    return res.json().count as number;
  }
  let total = 0;
  for (let page = 1; ; page++) {
    const res = await as.admin({ method: 'POST', url: `${resource}/q/?page=${page}&limit=1000`, payload: filter });
    expect([resource, res.statusCode]).toEqual([resource, 200]);
    const { results, next } = res.json() as { results: Row[]; next: number | null };
    total += results.reduce((n, row) => n + Number(row[sum]), 0);
    if (next === null) return total;
  }
}

/** The busiest plant of the demo: the one with the most open loan requests, so that its figures are not all zero. */
const busyPlant = () => scalar('SELECT planta FROM prestamos WHERE status = 0 GROUP BY planta ORDER BY count(*) DESC, planta LIMIT 1', []);

/**
 * In a month's first hours (in the company's zone) the demo has credited no trip of it yet, so
 * points_month would be a trivial 0 = 0: credit the month's first trip, as an admin's completion would.
 */
async function creditThisMonthIfNone() {
  const month = `date_trunc('month', fecha_salida AT TIME ZONE $1) = date_trunc('month', now() AT TIME ZONE $1)`;
  await t.database.pool.query(
    `UPDATE viajes SET credited_at = now(), reward = greatest(reward, 5)
     WHERE id = (SELECT id FROM viajes WHERE status <> 3 AND ${month} ORDER BY fecha_salida, id LIMIT 1)
       AND NOT EXISTS (SELECT 1 FROM viajes WHERE credited_at IS NOT NULL AND reward > 0 AND ${month})`,
    [t.config.timeZone],
  );
}

describe('GET inicio/', () => {
  it('counts every figure as a direct count of the same rows, for every plant', async () => {
    await creditThisMonthIfNone();
    const answer = await figuresOf(null);
    expect(answer.planta).toBeNull();
    expect(Math.abs(Date.parse(answer.generated_at) - Date.now())).toBeLessThan(60_000);
    const counts = await expectDirectCounts(answer);
    // The demo has some of each, so none of these is a trivial 0 = 0.
    const keys = ['loans_awaiting', 'vehicles_on_loan', 'vehicles_available', 'documents_expiring', 'documents_expired', 'alerts_active', 'trips_month', 'trip_requests_waiting', 'points_month'] as const;
    for (const key of keys) {
      expect([key, counts[key]! > 0]).toEqual([key, true]);
    }
  });

  it('counts every one of them for one plant, trip requests (their requester\'s plant) included', async () => {
    const planta = await busyPlant();
    const answer = await figuresOf(planta);
    expect(answer.planta).toBe(planta);
    const counts = await expectDirectCounts(answer);
    expect(answer.figures.map((f) => f.key)).toEqual(HOME_FIGURES.map((f) => f.key));
    expect(counts.loans_awaiting).toBeGreaterThan(0);
    for (const figure of answer.figures) expect([figure.key, figure.filter.planta]).toEqual([figure.key, planta]);
    // A plant's figure counts part of the all-plants one.
    const all = await figuresOf(null);
    for (const figure of answer.figures) expect(figure.count).toBeLessThanOrEqual(all.figures.find((f) => f.key === figure.key)!.count);
  });

  it('gives each figure the filter its linked list counts the same number with', async () => {
    const planta = await busyPlant();
    for (const answer of [await figuresOf(null), await figuresOf(planta)]) {
      for (const figure of answer.figures) {
        const declared = HOME_FIGURES.find((f) => f.key === figure.key)!;
        expect([figure.key, await listAnswer(declared.resource, figure.filter, declared.sum)]).toEqual([figure.key, figure.count]);
      }
    }
  });

  it('follows a change at once: a new active alert at the plant is counted in both', async () => {
    const planta = await busyPlant();
    const before = await figuresOf(planta);
    const alertsOf = (a: FiguresAnswer) => a.figures.find((f) => f.key === 'alerts_active')!.count;
    await t.database.pool.query(
      `INSERT INTO alertas (issued_by, issued_by_name, planta, latitude, longitude, location, status)
       SELECT id, 'Prueba Inicio', $1, 25.68, -100.31, 'Monterrey', 0 FROM usuarios ORDER BY id LIMIT 1`,
      [planta],
    );
    expect(alertsOf(await figuresOf(planta))).toBe(alertsOf(before) + 1);
  });

  it("counts a trip request made through the API for its requester's plant, not another's", async () => {
    const planta = await busyPlant();
    const other = await scalar('SELECT id FROM plantas WHERE id <> $1 ORDER BY id LIMIT 1', [planta]);
    const waiting = (a: FiguresAnswer) => a.figures.find((f) => f.key === 'trip_requests_waiting')!.count;
    const [mine, theirs] = [await figuresOf(planta), await figuresOf(other)];
    const usuario = await scalar('SELECT id FROM usuarios WHERE planta = $1 ORDER BY id LIMIT 1', [planta]);
    const payload = { usuario, planta: other, pickup_latitude: 25.68, pickup_longitude: -100.31, dropoff_latitude: 25.7, dropoff_longitude: -100.3, fecha: '2099-01-05' };
    expect((await as.admin({ method: 'POST', url: 'solicitudes_viaje/', payload })).statusCode).toBe(201);
    expect([waiting(await figuresOf(planta)), waiting(await figuresOf(other))]).toEqual([waiting(mine) + 1, waiting(theirs)]);
  });
});

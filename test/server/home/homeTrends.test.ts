import { trendMonths, type TrendMonth } from '../../../domain/home';
import type { TrendsAnswer } from '../../../domain/home';
import { roleTestApp } from '../support/roleApp';

/**
 * GET inicio/tendencias/ (issue #35): the last twelve months in the company's time zone, each
 * month's loans created, trips finished and their km, and incidents recorded, against direct
 * counts of the same rows on the demo data, for every plant and for one; from the month rows
 * and, while those are kept in another time zone, from the trips themselves.
 */
const { t, as } = roleTestApp();

/** The same months counted row by row: `$1` the answer's instant, `$2` the time zone, `$3` the plant (null for all). */
const DIRECT = `
  WITH m AS (
    SELECT to_char(d, 'YYYY-MM') AS mes FROM generate_series(date_trunc('month', $1::timestamptz AT TIME ZONE $2::text) - interval '11 months',
      date_trunc('month', $1::timestamptz AT TIME ZONE $2::text), interval '1 month') AS d
  )
  SELECT m.mes,
    (SELECT count(*)::int FROM prestamos p WHERE to_char(p.created_at AT TIME ZONE $2::text, 'YYYY-MM') = m.mes AND ($3::int IS NULL OR p.planta = $3)) AS loans,
    (SELECT count(*)::int FROM viajes v WHERE v.status = 2 AND to_char(v.fecha_salida AT TIME ZONE $2::text, 'YYYY-MM') = m.mes AND ($3::int IS NULL OR v.planta = $3)) AS trips,
    (SELECT coalesce(sum(v.distance), 0)::float8 FROM viajes v WHERE v.status = 2 AND to_char(v.fecha_salida AT TIME ZONE $2::text, 'YYYY-MM') = m.mes
        AND ($3::int IS NULL OR v.planta = $3)) AS km,
    (SELECT count(*)::int FROM incidencias i JOIN prestamos p ON p.id = i.prestamo
      WHERE to_char(i.created_at AT TIME ZONE $2::text, 'YYYY-MM') = m.mes AND ($3::int IS NULL OR p.planta = $3)) AS incidents
  FROM m ORDER BY m.mes`;

const trendsOf = async (planta: number | null) => {
  const res = await as.admin({ url: planta === null ? 'inicio/tendencias/' : `inicio/tendencias/?planta=${planta}` });
  expect(res.statusCode).toBe(200);
  return res.json() as TrendsAnswer;
};

/** The answer's months against the direct counts (km to the hundredth: a sum of numerics against one of floats). */
async function expectDirect(answer: TrendsAnswer) {
  const { rows } = await t.database.pool.query<TrendMonth>(DIRECT, [answer.generated_at, t.config.timeZone, answer.planta]);
  expect(answer.months.map((m) => m.mes)).toEqual(trendMonths(new Date(answer.generated_at), t.config.timeZone));
  expect(answer.months.map(({ km: _km, ...m }) => m)).toEqual(rows.map(({ km: _km, ...m }) => m));
  answer.months.forEach((month, i) => expect([month.mes, month.km]).toEqual([month.mes, expect.closeTo(rows[i].km, 2)]));
  return answer.months;
}

const total = (months: TrendMonth[], field: keyof Omit<TrendMonth, 'mes'>) => months.reduce((n, m) => n + m[field], 0);

/** The plant with the most trips: its trends are not all zero. */
const busyPlant = async () => (await t.database.pool.query<{ planta: number }>('SELECT planta FROM viajes GROUP BY planta ORDER BY count(*) DESC, planta LIMIT 1')).rows[0].planta;

describe('GET inicio/tendencias/', () => {
  it('counts twelve months of every plant as the rows themselves do', async () => {
    const answer = await trendsOf(null);
    expect(answer.planta).toBeNull();
    const months = await expectDirect(answer);
    // None of the four is a trivial 0 = 0 on the demo data.
    for (const field of ['loans', 'trips', 'km', 'incidents'] as const) expect([field, total(months, field) > 0]).toEqual([field, true]);
  });

  it('counts them for one plant', async () => {
    const planta = await busyPlant();
    const answer = await trendsOf(planta);
    expect(answer.planta).toBe(planta);
    const months = await expectDirect(answer);
    expect(total(months, 'trips')).toBeGreaterThan(0);
    expect(total(months, 'trips')).toBeLessThan(total((await trendsOf(null)).months, 'trips'));
    // Incidents are the plant's loans': one with some recorded in the twelve months.
    const { rows } = await t.database.pool.query<{ planta: number }>(
      "SELECT p.planta FROM incidencias i JOIN prestamos p ON p.id = i.prestamo WHERE i.created_at > now() - interval '11 months' ORDER BY i.id LIMIT 1",
    );
    expect(total(await expectDirect(await trendsOf(rows[0].planta)), 'incidents')).toBeGreaterThan(0);
  });

  it('counts the trips themselves while the month rows are kept in another time zone', async () => {
    const planta = await busyPlant();
    // Asked once first: the app's check of the month rows' zone is made, and found right.
    const before = [await trendsOf(null), await trendsOf(planta)];
    // Kept in another zone, and (to tell which rows answer) each month row off by one trip and 1,000 km.
    await t.database.pool.query("UPDATE trip_totals_zone SET zone = 'Asia/Tokyo'");
    await t.database.pool.query('UPDATE trip_driver_months SET finished = finished + 1, km = km + 1000');
    try {
      for (const [i, planta_] of [null, planta].entries()) {
        const answer = await trendsOf(planta_);
        await expectDirect(answer);
        expect(answer.months.map((m) => [m.mes, m.trips])).toEqual(before[i].months.map((m) => [m.mes, m.trips]));
      }
    } finally {
      await t.database.pool.query('UPDATE trip_driver_months SET finished = finished - 1, km = km - 1000');
      await t.database.pool.query('UPDATE trip_totals_zone SET zone = $1', [t.config.timeZone]);
    }
  });
});

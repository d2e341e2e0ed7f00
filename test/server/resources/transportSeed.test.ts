import { sql } from 'drizzle-orm';
import { distanceToPathKm, type LatLng } from '../../../domain/geo';
import { DEPARTURE_TIME, pathProblem, routeLengthKm } from '../../../domain/routes';
import { TRIP_REQUEST_STATUS_VALUES } from '../../../domain/tripRequests';
import { creditFor, OCCUPANT_STATUS_VALUES, TRIP_STATUS_VALUES } from '../../../domain/trips';
import { readSettings } from '../../../server/resources/settings';
import { rewardTerms } from '../../../server/resources/transport/rewardCredit';
import { DEMO_ROUTES } from '../../../server/seed/transport';
import { roleTestApp } from '../support/roleApp';

/**
 * The demo's staff transport (server/seed/transport*.ts): a dozen routes on the plants' cities,
 * a year of trips up to three weeks ahead with occupants and tracks, trip requests, and the
 * completed trips' points as the API credits them, in the rewards, the ledger and the balances.
 */
const { t, tokens } = roleTestApp();

const rows = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => (await t.database.db.execute<T>(query)).rows;
/** How many rows break a rule (0 when the rule holds). */
const breaking = async (query: ReturnType<typeof sql>) => Number((await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM (${query}) q`))[0].n);
const DAY = 86_400_000;
const TZ = 'America/Mexico_City';

describe('the demo routes', () => {
  it('are a dozen, of both types, on real streets near their plants; the length is the path’s', async () => {
    const routes = await rows<{ id: number; tipo: number; status: number; days: number[]; departure_time: string; path: LatLng[]; length_km: string; lat: number; lng: number }>(
      sql`SELECT r.*, p.latitude AS lat, p.longitude AS lng FROM rutas r JOIN plantas p ON p.id = r.planta ORDER BY r.id`,
    );
    expect(routes).toHaveLength(DEMO_ROUTES.length);
    expect(routes.length).toBe(12);
    // Plants are markers on every map: each has its coordinates.
    expect(await breaking(sql`SELECT 1 FROM plantas WHERE latitude IS NULL OR longitude IS NULL`)).toBe(0);
    expect(new Set(routes.map((r) => r.tipo))).toEqual(new Set([0, 1]));
    expect(routes.filter((r) => r.status === 0)).toHaveLength(1);
    for (const route of routes) {
      expect(pathProblem(route.path)).toBeNull();
      expect(route.path.length).toBeGreaterThanOrEqual(10);
      expect(route.path.length).toBeLessThanOrEqual(41);
      expect(Number(route.length_km)).toBe(routeLengthKm(route.path));
      // A morning route ends at its plant's gate, an evening one starts there.
      const gate = route.tipo === 0 ? route.path.at(-1)! : route.path[0];
      expect(distanceToPathKm({ lat: route.lat, lng: route.lng }, [gate])).toBeLessThan(0.1);
      expect(route.departure_time).toMatch(DEPARTURE_TIME);
      expect(route.days.length).toBeGreaterThanOrEqual(5);
    }
  });
});

describe('the demo trips', () => {
  it('fill a year up to three weeks ahead, in every state the clock allows', async () => {
    const [span] = await rows<{ n: number; first: Date; last: Date }>(sql`SELECT count(*)::int AS n, min(fecha_salida) AS first, max(fecha_salida) AS last FROM viajes`);
    expect(span.n).toBeGreaterThan(15_000);
    expect(+new Date(span.first)).toBeLessThan(Date.now() - 360 * DAY);
    expect(+new Date(span.last)).toBeGreaterThan(Date.now() + 18 * DAY);
    expect(+new Date(span.last)).toBeLessThan(Date.now() + 23 * DAY);
    const states = await rows<{ status: number }>(sql`SELECT DISTINCT status FROM viajes ORDER BY 1`);
    expect(states.map((s) => s.status)).toEqual([...TRIP_STATUS_VALUES]);
    // Scheduled means ahead of the seeding, started or finished behind it. Not checked against now():
    // the suite copies a demo seeded minutes before, and a scheduled trip left late stays scheduled.
    const [edge] = await rows<{ behind: Date; ahead: Date }>(
      sql`SELECT max(fecha_salida) FILTER (WHERE status IN (1, 2)) AS behind, min(fecha_salida) FILTER (WHERE status = 0) AS ahead FROM viajes`,
    );
    expect(+new Date(edge.ahead)).toBeGreaterThan(+new Date(edge.behind));
    expect(await breaking(sql`SELECT 1 FROM viajes WHERE status IN (1, 2) AND fecha_salida > now()`)).toBe(0);
    // The demo driver account is on its way now.
    expect(await breaking(sql`SELECT 1 FROM usuarios u WHERE u.email = 'conductor@flotilla.mx' AND NOT EXISTS (SELECT 1 FROM viajes v WHERE v.conductor = u.id AND v.status = 1)`)).toBe(0);
  });

  it('are driven by active drivers after they joined, each in their own Active car registered before, with the route’s plant and type', async () => {
    expect(await breaking(sql`SELECT 1 FROM viajes v JOIN usuarios u ON u.id = v.conductor
      WHERE u.role <> 1 OR u.status <> 1 OR cardinality(u.groups) > 0 OR v.fecha_salida < u.created_at`)).toBe(0);
    expect(await breaking(sql`SELECT 1 FROM viajes WHERE vehiculo IS NULL`)).toBe(0);
    expect(await breaking(sql`SELECT 1 FROM viajes v JOIN vehiculos c ON c.id = v.vehiculo
      WHERE c.modulo <> 0 OR c.owner <> v.conductor OR c.status <> 3 OR c.created_at >= v.fecha_salida`)).toBe(0);
    // A car is never on two trips at once (a trip under way or ahead is taken to last three hours).
    expect(await breaking(sql`SELECT 1 FROM viajes a JOIN viajes b ON b.vehiculo = a.vehiculo AND b.id > a.id
      WHERE a.status <> 3 AND b.status <> 3
        AND tstzrange(a.fecha_salida, coalesce(a.fecha_llegada, a.fecha_salida + interval '3 hours')) && tstzrange(b.fecha_salida, coalesce(b.fecha_llegada, b.fecha_salida + interval '3 hours'))`)).toBe(0);
    // Most drivers of the lines drive: each got a car of their own unless theirs waits for review, was refused or is disabled.
    expect(Number((await rows<{ n: number }>(sql`SELECT count(DISTINCT vehiculo)::int AS n FROM viajes`))[0].n)).toBeGreaterThan(60);
    expect(await breaking(sql`SELECT 1 FROM viajes v JOIN rutas r ON r.id = v.ruta WHERE r.planta <> v.planta OR r.tipo <> v.tipo`)).toBe(0);
    // The suspended route ran until it was suspended.
    expect(await breaking(sql`SELECT 1 FROM viajes v JOIN rutas r ON r.id = v.ruta WHERE r.status = 0 AND v.fecha_salida > r.updated_at`)).toBe(0);
  });

  it('that ended carry arrival, mileage and fuel that follow, a distance about the route’s, and their track', async () => {
    expect(await breaking(sql`SELECT 1 FROM viajes v JOIN rutas r ON r.id = v.ruta WHERE v.status = 2 AND NOT (
      v.fecha_llegada > v.fecha_salida AND v.kilometraje_llegada >= v.kilometraje_salida + floor(v.distance)
      AND v.gasolina_llegada <= v.gasolina_salida AND v.distance BETWEEN r.length_km * 0.97 AND r.length_km * 1.07)`)).toBe(0);
    expect(await breaking(sql`SELECT 1 FROM viajes WHERE status IN (0, 3) AND (fecha_llegada IS NOT NULL OR kilometraje_salida IS NOT NULL OR distance <> 0)`)).toBe(0);
    // A driver's odometer never goes back from one trip to the next.
    expect(await breaking(sql`SELECT 1 FROM (SELECT kilometraje_salida, lag(kilometraje_llegada) OVER (PARTITION BY conductor ORDER BY fecha_salida) AS before
      FROM viajes WHERE status = 2) k WHERE kilometraje_salida < before`)).toBe(0);
    expect(await breaking(sql`SELECT 1 FROM viajes v WHERE v.status IN (1, 2) AND NOT EXISTS (SELECT 1 FROM viaje_tracks k WHERE k.viaje = v.id)`)).toBe(0);
    expect(await breaking(sql`SELECT 1 FROM viaje_tracks k JOIN viajes v ON v.id = k.viaje WHERE v.status NOT IN (1, 2)`)).toBe(0);
  });

  it('have tracks on their route, timed from departure to arrival', async () => {
    const tracks = await rows<{ points: number[]; path: LatLng[]; secs: number; status: number }>(sql`SELECT k.points, r.path, v.status,
        extract(epoch FROM v.fecha_llegada - v.fecha_salida)::int AS secs
      FROM viaje_tracks k JOIN viajes v ON v.id = k.viaje JOIN rutas r ON r.id = v.ruta WHERE v.status = 1 OR v.id % 97 = 0`);
    expect(tracks.length).toBeGreaterThan(100);
    for (const { points, path, secs, status } of tracks) {
      expect(points.length % 3).toBe(0);
      const times = points.filter((_, i) => i % 3 === 2);
      expect(times[0]).toBe(0);
      for (let i = 1; i < times.length; i++) expect(times[i]).toBeGreaterThanOrEqual(times[i - 1]);
      if (status === 2) expect(times.at(-1)).toBe(secs);
      for (let i = 0; i < points.length; i += 3) expect(distanceToPathKm({ lat: points[i] / 1e6, lng: points[i + 1] / 1e6 }, path)).toBeLessThan(0.03);
    }
  });
});

describe('the demo occupants', () => {
  it('are in every state their trip allows, each on one seat, within passengers_limit', async () => {
    const states = await rows<{ status: number }>(sql`SELECT DISTINCT status FROM detalle_viaje ORDER BY 1`);
    expect(states.map((s) => s.status)).toEqual([...OCCUPANT_STATUS_VALUES]);
    const { passengers_limit } = await readSettings(t.database.db);
    expect(await breaking(sql`SELECT 1 FROM detalle_viaje WHERE status IN (0, 1, 2) GROUP BY viaje HAVING count(*) > ${passengers_limit}`)).toBe(0);
    expect(await breaking(sql`SELECT 1 FROM detalle_viaje GROUP BY viaje, usuario HAVING count(*) > 1`)).toBe(0);
    // Nobody rides two trips leaving within the same hour.
    expect(await breaking(sql`SELECT 1 FROM (SELECT v.fecha_salida - lag(v.fecha_salida) OVER (PARTITION BY d.usuario ORDER BY v.fecha_salida) AS gap
      FROM detalle_viaje d JOIN viajes v ON v.id = d.viaje) g WHERE g.gap < interval '1 hour'`)).toBe(0);
    const allowed: Record<number, number[]> = { 0: [0, 4], 1: [0, 1, 4], 2: [1, 2, 3, 4, 5], 3: [3, 4] };
    for (const [trip, seats] of Object.entries(allowed)) {
      expect(await breaking(sql`SELECT 1 FROM detalle_viaje d JOIN viajes v ON v.id = d.viaje WHERE v.status = ${Number(trip)} AND NOT d.status IN ${seats}`)).toBe(0);
    }
    // Finalized only on completed trips, boarded only on trips not completed yet.
    expect(await breaking(sql`SELECT 1 FROM detalle_viaje d JOIN viajes v ON v.id = d.viaje WHERE (d.status = 2) <> (d.credited_at IS NOT NULL)
      OR (d.status = 2 AND v.credited_at IS NULL) OR (d.status = 1 AND v.credited_at IS NOT NULL)`)).toBe(0);
    expect(await breaking(sql`SELECT 1 FROM detalle_viaje d JOIN usuarios u ON u.id = d.usuario JOIN viajes v ON v.id = d.viaje
      WHERE u.status <> 1 OR v.fecha_salida < u.created_at OR d.pickup_place = '' OR d.pickup_latitude IS NULL`)).toBe(0);
  });
});

describe('the demo rewards', () => {
  it('credit each completed trip and ride as completing it does, month by month, some months up to the cap', async () => {
    const terms = rewardTerms(await readSettings(t.database.db));
    const credits = await rows<{ who: number; month: string; distance: string; reward: number; driver: boolean }>(sql`
      SELECT conductor AS who, to_char(fecha_salida AT TIME ZONE ${TZ}, 'YYYY-MM') AS month, distance, reward, true AS driver, credited_at, id
        FROM viajes WHERE credited_at IS NOT NULL
      UNION ALL SELECT d.usuario, to_char(v.fecha_salida AT TIME ZONE ${TZ}, 'YYYY-MM'), v.distance, d.reward, false, d.credited_at, d.id
        FROM detalle_viaje d JOIN viajes v ON v.id = d.viaje WHERE d.credited_at IS NOT NULL
      ORDER BY credited_at, id`);
    expect(credits.length).toBeGreaterThan(20_000);
    const soFar = new Map<string, number>();
    for (const c of credits) {
      const key = `${c.driver}:${c.who}:${c.month}`;
      const before = soFar.get(key) ?? 0;
      expect([key, c.reward]).toEqual([key, creditFor(Number(c.distance), c.driver ? terms.driver : terms.passenger, before)]);
      soFar.set(key, before + c.reward);
    }
    const capped = (driver: boolean) => [...soFar].filter(([key, points]) => key.startsWith(`${driver}:`) && points === (driver ? terms.driver : terms.passenger).limit);
    expect(capped(true).length).toBeGreaterThan(5);
    expect(capped(false).length).toBeGreaterThan(0);
  });

  it('answer GET viajes/recompensa-mensual/ with the credited points equal to the month’s reward', async () => {
    const [month] = await rows<{ conductor: number; mes: number; anio: number }>(sql`SELECT conductor, extract(month FROM m)::int AS mes, extract(year FROM m)::int AS anio
      FROM (SELECT conductor, date_trunc('month', fecha_salida AT TIME ZONE ${TZ}) AS m, sum(reward) AS s FROM viajes
            WHERE fecha_salida < now() - interval '40 days' GROUP BY 1, 2 ORDER BY s DESC, 1 LIMIT 1) x`);
    const res = await t.call({ token: tokens.admin, url: `viajes/recompensa-mensual/?usuario=${month.conductor}&mes=${month.mes}&anio=${month.anio}` });
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer.driver.trips).toBeGreaterThan(10);
    expect(answer.credited.driver).toBe(answer.driver.points);
  });

  it('are the ledger’s trip rows, and every balance is the ledger’s last', async () => {
    expect(await breaking(sql`SELECT 1 FROM (
        SELECT usuario, sum(delta) AS s FROM puntos_ledger WHERE reason = 'trip' GROUP BY 1) l FULL JOIN (
        SELECT who, sum(reward) AS s FROM (SELECT conductor AS who, reward FROM viajes UNION ALL SELECT usuario, reward FROM detalle_viaje) r GROUP BY 1 HAVING sum(reward) > 0) c
      ON c.who = l.usuario WHERE l.s IS DISTINCT FROM c.s`)).toBe(0);
    expect(await breaking(sql`SELECT 1 FROM usuarios u WHERE u.puntos <> coalesce((SELECT l.balance FROM puntos_ledger l WHERE l.usuario = u.id ORDER BY l.created_at DESC, l.id DESC LIMIT 1), 0)`)).toBe(0);
    expect(await breaking(sql`SELECT 1 FROM puntos_ledger WHERE balance < 0`)).toBe(0);
    expect(Number((await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM puntos_ledger WHERE reason = 'redeem'`))[0].n)).toBeGreaterThan(10);
  });
});

describe('the demo trip requests', () => {
  it('are in every state: accepted ones hold their seat, refused ones say why, pending ones ask for the coming days', async () => {
    const states = await rows<{ status: number }>(sql`SELECT DISTINCT status FROM solicitudes_viaje ORDER BY 1`);
    expect(states.map((s) => s.status)).toEqual([...TRIP_REQUEST_STATUS_VALUES]);
    expect(await breaking(sql`SELECT 1 FROM solicitudes_viaje s WHERE s.status = 1 AND NOT EXISTS (SELECT 1 FROM detalle_viaje d JOIN viajes v ON v.id = d.viaje
      WHERE d.solicitud = s.id AND d.viaje = s.viaje AND d.usuario = s.usuario AND d.status <> 4 AND v.tipo = s.tipo
        AND (v.fecha_salida AT TIME ZONE ${TZ})::date = s.fecha)`)).toBe(0);
    expect(await breaking(sql`SELECT 1 FROM detalle_viaje d JOIN solicitudes_viaje s ON s.id = d.solicitud WHERE (d.status = 4) <> (s.status = 3)`)).toBe(0);
    expect(await breaking(sql`SELECT 1 FROM solicitudes_viaje WHERE (status = 2) <> (motivo_de_rechazo <> '') OR (status IN (0, 2) AND viaje IS NOT NULL)`)).toBe(0);
    expect(await breaking(sql`SELECT 1 FROM solicitudes_viaje WHERE status = 0 AND fecha < (now() AT TIME ZONE ${TZ})::date`)).toBe(0);
    expect(await breaking(sql`SELECT 1 FROM solicitudes_viaje WHERE created_at > updated_at OR created_at > now() OR pickup_place = '' OR dropoff_place = ''`)).toBe(0);
    // Each is its requester's plant's, as the API stores it (the list's and Home's plant filter).
    expect(await breaking(sql`SELECT 1 FROM solicitudes_viaje s JOIN usuarios u ON u.id = s.usuario WHERE s.planta IS DISTINCT FROM u.planta`)).toBe(0);
    expect(await breaking(sql`SELECT 1 FROM solicitudes_viaje WHERE planta IS NOT NULL`)).toBeGreaterThan(0);
  });

  it('pending, mostly find a candidate trip with a free seat (GET candidatos/)', async () => {
    const future = await rows<{ id: number }>(sql`SELECT id FROM solicitudes_viaje WHERE status = 0 AND fecha > (now() AT TIME ZONE ${TZ})::date ORDER BY id`);
    expect(future.length).toBeGreaterThan(20);
    const pending = future.filter((_, i) => i % 3 === 0);
    let matched = 0;
    for (const { id } of pending) {
      const res = await t.call({ token: tokens.admin, url: `solicitudes_viaje/${id}/candidatos/` });
      expect(res.statusCode).toBe(200);
      if (res.json().length) matched++;
    }
    expect(matched).toBeGreaterThan(pending.length * 0.8);
  });
});

describe('the demo history', () => {
  it('says who cancelled or completed each trip and decided each request', async () => {
    expect(await breaking(sql`SELECT 1 FROM viajes v WHERE (v.status = 3 OR v.credited_at IS NOT NULL) AND NOT EXISTS
      (SELECT 1 FROM record_history h WHERE h.resource = 'viajes' AND h.record_id = v.id AND h.user_id IS NOT NULL)`)).toBe(0);
    expect(await breaking(sql`SELECT 1 FROM solicitudes_viaje s WHERE s.status <> 0 AND NOT EXISTS
      (SELECT 1 FROM record_history h WHERE h.resource = 'solicitudes_viaje' AND h.record_id = s.id AND h.to_state = s.status)`)).toBe(0);
  });
});

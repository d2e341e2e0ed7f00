import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { at, browserForFile, exportXlsx, fixture, search, shown, switchLanguage, WAIT } from './browser';
import { TZ, addFilter, dataRows, filterIs, fitsThePhone, listTotal, main, signedInPage, typeDay } from './transportPages';

// Staff-transport trips (/viajes, /viajes/conductores, /viajes/ocupantes) on the demo's year of
// trips: filter by driver and days and open one with its track; a month's per-driver totals
// against that driver's trips; export; C4 reads everything without a write control; a phone
// walk; English. Map tiles are answered by the test.
const browser = browserForFile();

interface TrackedTrip extends Record<string, unknown> {
  id: number;
  conductor: number;
  driver: string;
  day: string;
  trips_that_day: number;
  points: number;
}

/** The demo's latest finished trip with a recorded track and riders, its driver, its day (in the company's zone) and that driver's trips that day. */
async function trackedTrip(): Promise<TrackedTrip> {
  const [trip] = await fixture<TrackedTrip>(sql`
    WITH t AS (
      SELECT v.id, v.conductor, trim(concat_ws(' ', u.name, u.last_name)) AS driver, (v.fecha_salida AT TIME ZONE ${TZ})::date AS d,
             cardinality(k.points) / 3 AS points
      FROM viajes v JOIN viaje_tracks k ON k.viaje = v.id JOIN usuarios u ON u.id = v.conductor
      -- With riders: the page lists them (a finished trip may have had none, depending on the hour the demo was made).
      WHERE v.status = 2 AND v.fecha_salida < now() - interval '2 days' AND EXISTS (SELECT 1 FROM detalle_viaje d WHERE d.viaje = v.id)
      ORDER BY v.fecha_salida DESC LIMIT 1)
    SELECT t.id, t.conductor, t.driver, to_char(t.d, 'DD-MM-YYYY') AS day, t.points::int,
      (SELECT count(*)::int FROM viajes w WHERE w.conductor = t.conductor
         AND w.fecha_salida >= (t.d::timestamp AT TIME ZONE ${TZ}) AND w.fecha_salida < ((t.d + 1)::timestamp AT TIME ZONE ${TZ})) AS trips_that_day
    FROM t`);
  return trip;
}

test('an administrator filters the trips by driver and day, opens one and sees its route and track on one map', async () => {
  const trip = await trackedTrip();
  expect(trip.points).toBeGreaterThan(1);
  const { context, page } = await signedInPage(browser(), 'admin@flotilla.mx');
  await page.goto('/viajes');
  await shown(dataRows(page).first());

  // Each filter as a person sets them, one after the other once the list has taken the last.
  const iso = trip.day.split('-').reverse().join('-');
  await addFilter(page, 'Conductor');
  await main(page).getByRole('combobox', { name: 'Conductor' }).fill(trip.driver);
  await page.getByRole('option', { name: trip.driver, exact: true }).click();
  await filterIs(page, { conductor: trip.conductor });
  await addFilter(page, 'Salida desde');
  await typeDay(page, 0, trip.day);
  await filterIs(page, { fecha_salida__gte: iso });
  await addFilter(page, 'Salida hasta');
  await typeDay(page, 1, trip.day);
  await filterIs(page, { conductor: trip.conductor, fecha_salida__gte: iso, fecha_salida__lte: iso });

  // Only that driver's trips of that day.
  await expect.poll(() => dataRows(page).count(), { timeout: WAIT }).toBe(trip.trips_that_day);
  for (const text of await dataRows(page).allTextContents()) expect(text).toContain(trip.driver);

  await dataRows(page).getByRole('link', { name: `#${trip.id}`, exact: true }).click();
  await at(page, `/viajes/${trip.id}/show`);
  await shown(main(page).getByRole('heading', { level: 1, name: `Viaje #${trip.id}` }));
  const map = main(page).getByRole('region', { name: `Mapa del viaje #${trip.id}` });
  // The route's path and the recorded track, each a line named in the legend, and the plant's marker.
  await shown(map.locator('path.leaflet-interactive[aria-label="Recorrido registrado"]'));
  await shown(map.locator('path.leaflet-interactive[aria-label^="Ruta: "]'));
  await shown(main(page).getByText(`Recorrido registrado: ${trip.points} puntos`));
  await shown(main(page).getByRole('region', { name: 'Ocupantes' }).getByRole('list', { name: 'Ocupantes' }));
  await shown(main(page).getByText(/^Recompensa mensual del conductor, /));
  await context.close();
});

test('a first load of the trips draws each row at its height: the route, driver and vehicle names come with the rows', async () => {
  const { context, page } = await signedInPage(browser(), 'admin@flotilla.mx');
  // Each row's height in the frame its page of rows first appears.
  await page.addInitScript(() => {
    const page = window as unknown as { e2eFirstHeights?: number[] };
    const observer = new MutationObserver(() => {
      const rows = [...document.querySelectorAll('#main-content tbody tr')];
      if (rows.length < 25) return;
      observer.disconnect();
      page.e2eFirstHeights = rows.map((row) => row.getBoundingClientRect().height);
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  await page.goto('/viajes');
  await expect.poll(() => dataRows(page).count(), { timeout: WAIT }).toBe(25);
  // Every cell's name is drawn (a name looked up alone shows a loading bar until it comes).
  await expect.poll(() => main(page).getByRole('progressbar').count(), { timeout: WAIT }).toBe(0);
  const first = await page.evaluate(() => (window as unknown as { e2eFirstHeights: number[] }).e2eFirstHeights);
  const now = await dataRows(page).evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height));
  // Names that came after the rows made a row grow by a line and pushed those below it down.
  expect(now).toEqual(first);
  await context.close();
});

test("a month's per-driver totals agree with that driver's finished trips of the month, which the row opens", async () => {
  const [driver] = await fixture<{ conductor: number; driver: string; trips: number; month: string }>(sql`
    WITH m AS (SELECT date_trunc('month', now() AT TIME ZONE ${TZ}) - interval '1 month' AS start)
    SELECT v.conductor, trim(concat_ws(' ', u.name, u.last_name)) AS driver, count(*) FILTER (WHERE v.status = 2)::int AS trips, to_char(m.start, 'YYYY-MM') AS month
    FROM viajes v JOIN usuarios u ON u.id = v.conductor, m
    WHERE v.fecha_salida >= (m.start AT TIME ZONE ${TZ}) AND v.fecha_salida < ((m.start + interval '1 month') AT TIME ZONE ${TZ})
    GROUP BY v.conductor, u.name, u.last_name, m.start ORDER BY trips DESC, v.conductor LIMIT 1`);
  expect(driver.trips).toBeGreaterThan(0);
  const [year, month] = driver.month.split('-').map(Number);
  const monthName = new Intl.DateTimeFormat('es-MX', { month: 'long', year: 'numeric' }).format(new Date(year, month - 1, 1));

  const { context, page } = await signedInPage(browser(), 'rh@flotilla.mx');
  await page.goto('/viajes/conductores');
  await shown(dataRows(page).first());
  await main(page).getByRole('combobox', { name: 'Mes' }).click();
  await page.getByRole('option', { name: monthName }).click();
  await filterIs(page, { mes: driver.month });
  await search(page).fill(driver.driver);
  // Once the address carries the search: a row opened before it would be left when the search lands.
  await filterIs(page, { q: driver.driver });
  const row = dataRows(page).filter({ has: page.getByRole('link', { name: driver.driver, exact: true }) });
  await shown(row);
  await shown(main(page).getByText(/^Periodo: del 01-/));
  // Trips is the row's second cell.
  expect(await row.getByRole('cell').nth(1).textContent()).toBe(String(driver.trips));

  await row.getByRole('link', { name: driver.driver, exact: true }).click();
  await at(page, '/viajes');
  const last = new Date(year, month, 0).getDate();
  // The row's month and the finished trips it counted, as shown filters the reader may widen.
  await filterIs(page, { conductor: driver.conductor, fecha_salida__gte: `${driver.month}-01`, fecha_salida__lte: `${driver.month}-${last}`, status__in: [2] });
  await shown(main(page).getByRole('columnheader', { name: /salida/i }));
  await shown(main(page).getByRole('combobox', { name: 'Estatus' }));
  await expect.poll(() => listTotal(page), { timeout: WAIT }).toBe(driver.trips);
  await context.close();
});

test("a month's per-passenger row opens that passenger's finalized rides of the month, as many as it counts", async () => {
  const [rider] = await fixture<{ usuario: number; name: string; rides: number; month: string }>(sql`
    WITH m AS (SELECT date_trunc('month', now() AT TIME ZONE ${TZ}) - interval '1 month' AS start)
    SELECT d.usuario, trim(concat_ws(' ', u.name, u.last_name)) AS name, count(*) FILTER (WHERE d.status = 2)::int AS rides, to_char(m.start, 'YYYY-MM') AS month
    FROM detalle_viaje d JOIN viajes v ON v.id = d.viaje JOIN usuarios u ON u.id = d.usuario, m
    WHERE v.fecha_salida >= (m.start AT TIME ZONE ${TZ}) AND v.fecha_salida < ((m.start + interval '1 month') AT TIME ZONE ${TZ})
    GROUP BY d.usuario, u.name, u.last_name, m.start
    -- One with more rides of every kind than a page holds, and rides in other months too.
    HAVING count(*) > count(*) FILTER (WHERE d.status = 2) AND (SELECT count(*) FROM detalle_viaje e WHERE e.usuario = d.usuario) > count(*)
    ORDER BY rides DESC, d.usuario LIMIT 1`);
  expect(rider.rides).toBeGreaterThan(0);
  const [year, month] = rider.month.split('-').map(Number);
  const monthName = new Intl.DateTimeFormat('es-MX', { month: 'long', year: 'numeric' }).format(new Date(year, month - 1, 1));

  const { context, page } = await signedInPage(browser(), 'c4@flotilla.mx');
  await page.goto('/viajes/ocupantes');
  await shown(dataRows(page).first());
  await main(page).getByRole('combobox', { name: 'Mes' }).click();
  await page.getByRole('option', { name: monthName }).click();
  await filterIs(page, { mes: rider.month });
  await search(page).fill(rider.name);
  await filterIs(page, { q: rider.name });
  const row = dataRows(page).filter({ has: page.getByRole('link', { name: rider.name, exact: true }) });
  await shown(row);
  // Rides is the row's second cell.
  expect(await row.getByRole('cell').nth(1).textContent()).toBe(String(rider.rides));

  await row.getByRole('link', { name: rider.name, exact: true }).click();
  await at(page, `/viajes/ocupantes/${rider.usuario}`);
  const last = new Date(year, month, 0).getDate();
  await filterIs(page, { fecha_salida__gte: `${rider.month}-01`, fecha_salida__lte: `${rider.month}-${last}`, status__in: [2] });
  await shown(main(page).getByRole('button', { name: 'Volver a los totales' }));
  await shown(main(page).getByRole('combobox', { name: 'Estatus' }));
  await expect.poll(() => listTotal(page), { timeout: WAIT }).toBe(rider.rides);
  // Every ride listed is finalized, on a trip of that month.
  for (const text of await dataRows(page).allTextContents()) expect(text).toContain('Finalizado');
  await context.close();
});

test('the filtered trips are exported as a workbook with one row per trip', async () => {
  const trip = await trackedTrip();
  const iso = trip.day.split('-').reverse().join('-');
  const { context, page } = await signedInPage(browser(), 'c4@flotilla.mx');
  await page.goto(`/viajes?filter=${encodeURIComponent(JSON.stringify({ conductor: trip.conductor, fecha_salida__gte: iso, fecha_salida__lte: iso }))}`);
  await expect.poll(() => dataRows(page).count(), { timeout: WAIT }).toBe(trip.trips_that_day);
  const download = await exportXlsx(page, 'Exportar');
  expect(download.suggestedFilename()).toMatch(/^viajes-\d{8}-\d{4}\.xlsx$/);
  await shown(page.getByText('Viajes exportados'));
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.read(await download.createReadStream());
  const sheet = workbook.worksheets[0];
  const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
  expect(values(1)).toEqual(expect.arrayContaining(['ID', 'Ruta', 'Conductor', 'Estatus', 'Salida', 'Distancia (km)']));
  expect(sheet.actualRowCount).toBe(trip.trips_that_day + 1);
  const ids = Array.from({ length: trip.trips_that_day }, (_, i) => values(i + 2)[0]);
  expect(ids).toContain(trip.id);
  expect(values(2)).toContain(trip.driver);
  await context.close();
});

test('C4 reads the trips, a finished trip with boarded occupants, and both totals, with no write control', async () => {
  const [boarded] = await fixture<{ id: number }>(sql`
    SELECT v.id FROM viajes v WHERE v.status = 2 AND EXISTS (SELECT 1 FROM detalle_viaje d WHERE d.viaje = v.id AND d.status = 1) ORDER BY v.fecha_salida DESC LIMIT 1`);
  const [scheduled] = await fixture<{ id: number }>(sql`SELECT id FROM viajes WHERE status = 0 ORDER BY fecha_salida LIMIT 1`);
  const { context, page } = await signedInPage(browser(), 'c4@flotilla.mx');
  await page.goto('/viajes');
  await shown(dataRows(page).first());
  await shown(main(page).getByRole('button', { name: 'Exportar' }));
  expect(await main(page).getByRole('checkbox').count()).toBe(0);
  expect(await main(page).getByRole('link', { name: 'Crear' }).count()).toBe(0);
  for (const id of [boarded?.id, scheduled?.id].filter((value): value is number => value !== undefined)) {
    await page.goto(`/viajes/${id}/show`);
    await shown(main(page).getByRole('heading', { level: 1, name: `Viaje #${id}` }));
    await shown(main(page).getByRole('region', { name: `Mapa del viaje #${id}` }));
    expect(await main(page).getByRole('button', { name: /Completar|Cancelar/ }).count()).toBe(0);
  }
  for (const path of ['/viajes/conductores', '/viajes/ocupantes']) {
    await page.goto(path);
    await shown(dataRows(page).first());
    await shown(main(page).getByRole('button', { name: 'Exportar' }));
    expect(await main(page).getByRole('checkbox').count()).toBe(0);
  }
  // A passenger's row opens their rides of the month (the finalized ones, which this month may not have yet).
  await dataRows(page).first().getByRole('link').first().click();
  await at(page, /^\/viajes\/ocupantes\/\d+$/);
  await shown(main(page).getByRole('button', { name: 'Volver a los totales' }));
  await shown(main(page).getByRole('combobox', { name: 'Estatus' }));
  await context.close();
});

test('on a phone (390 px) the trips, a trip, and both totals fit without sideways scrolling', async () => {
  const trip = await trackedTrip();
  const { context, page } = await signedInPage(browser(), 'admin@flotilla.mx', { width: 390, height: 844 });
  const cards = main(page).getByRole('listitem');
  await page.goto('/viajes');
  await fitsThePhone(page, cards.first(), 'trips');
  expect(await page.getByRole('table').count()).toBe(0);
  await page.goto(`/viajes/${trip.id}/show`);
  await fitsThePhone(page, main(page).getByRole('region', { name: `Mapa del viaje #${trip.id}` }), 'trip');
  await fitsThePhone(page, main(page).getByRole('region', { name: 'Ocupantes' }), 'trip occupants');
  for (const [path, screen] of [['/viajes/conductores', 'drivers'], ['/viajes/ocupantes', 'passengers']]) {
    await page.goto(path);
    await fitsThePhone(page, cards.first(), screen);
  }
  await context.close();
});

test('in English: the aliases open the trips and the totals, worded in English', async () => {
  const trip = await trackedTrip();
  const { context, page } = await signedInPage(browser(), 'admin@flotilla.mx');
  await switchLanguage(page, 'English');
  await page.goto('/trips/drivers');
  await at(page, '/viajes/conductores');
  await shown(main(page).getByRole('columnheader', { name: /passengers absent/i }));
  await shown(main(page).getByText(/^Period: /));
  await shown(main(page).getByRole('combobox', { name: 'Month' }));
  await page.goto('/trips/passengers');
  await at(page, '/viajes/ocupantes');
  await shown(main(page).getByRole('columnheader', { name: /rides/i }));
  await page.goto('/trips');
  await at(page, '/viajes');
  await shown(main(page).getByRole('columnheader', { name: /departure/i }));
  await page.goto(`/viajes/${trip.id}/show`);
  await shown(main(page).getByRole('heading', { level: 1, name: `Trip #${trip.id}` }));
  await shown(main(page).getByText(`Recorded track: ${trip.points} points`));
  await shown(main(page).getByText(/^Driver’s monthly reward, /));
  await context.close();
});

import { sql } from 'drizzle-orm';
import { at, browserForFile, fixture, search, shown, switchLanguage, WAIT } from './browser';
import { shiftsSoFar, watchShifts } from './layoutShifts';
import { TZ, dataRows, filterIs, fitsThePhone, main, signedInPage } from './transportPages';

// Trip requests (/viajes/solicitudes, alias /trips/applications): an administrator accepts one
// onto a candidate trip, refuses one with its reason and cancels in bulk; C4 reads them without a
// write control; a phone walk; English. Map tiles are answered by the test.
const browser = browserForFile();

/** One word in every request this file makes, so the list can be narrowed to them. */
const MARK = 'E2E-SV';

interface Made extends Record<string, unknown> {
  trip: number;
  requests: number[];
}

/**
 * A scheduled trip in two days (in the company's zone) on the first active route, driven by the
 * demo driver, and `count` pending requests that day of the route's type, each picked up at the
 * route's first point: the trip is a candidate of each, at 0 km. No back-office screen makes
 * either (trips and requests come from the phone apps).
 */
async function tripWithRequests(label: string, count: number): Promise<Made> {
  const [made] = await fixture<Made>(sql`
    WITH r AS (SELECT id, planta, tipo, (path->0->>'lat')::float8 AS lat, (path->0->>'lng')::float8 AS lng FROM rutas WHERE status = 1 ORDER BY id LIMIT 1),
      day AS (SELECT (now() AT TIME ZONE ${TZ})::date + 2 AS d),
      trip AS (
        INSERT INTO viajes (ruta, planta, conductor, tipo, status, fecha_salida)
        SELECT r.id, r.planta, u.id, r.tipo, 0, ((day.d + time '12:00')::timestamp AT TIME ZONE ${TZ})
        FROM r, day, usuarios u WHERE u.email = 'conductor@flotilla.mx' RETURNING id),
      riders AS (
        SELECT u.id, row_number() OVER (ORDER BY u.id) AS n FROM usuarios u
        WHERE u.plataforma = false AND u.status = 1 AND u.role = 0 ORDER BY u.id LIMIT ${count}),
      made AS (
        INSERT INTO solicitudes_viaje (usuario, pickup_place, dropoff_place, pickup_latitude, pickup_longitude, dropoff_latitude, dropoff_longitude, fecha, tipo, status)
        SELECT riders.id, ${MARK} || ' ' || ${label} || ' ' || riders.n, 'Planta', r.lat, r.lng, r.lat + 0.01, r.lng + 0.01, day.d, r.tipo, 0
        FROM riders, r, day RETURNING id)
    SELECT (SELECT id FROM trip) AS trip, (SELECT array_agg(id ORDER BY id) FROM made) AS requests`);
  return made;
}

/** The requests list narrowed by the search box to `text`, once the address carries it. */
async function requestsMatching(page: Awaited<ReturnType<typeof signedInPage>>['page'], text: string) {
  await page.goto('/viajes/solicitudes');
  await shown(dataRows(page).first());
  await search(page).fill(text);
  await filterIs(page, { q: text });
}

test('an administrator accepts a request onto its candidate trip, nearest first, and the trip gains the passenger', async () => {
  const { trip, requests } = await tripWithRequests('acepta', 1);
  const [request] = requests;
  const { context, page } = await signedInPage(browser(), 'admin@flotilla.mx');
  await requestsMatching(page, `${MARK} acepta`);
  // Its pickup and dropoff on the map beside the list.
  await shown(main(page).getByRole('region', { name: 'Mapa de las solicitudes' }).getByRole('img', { name: `Recogida de la solicitud #${request}: ${MARK} acepta 1` }));
  await dataRows(page).getByRole('link', { name: `#${request}`, exact: true }).click();
  await at(page, `/viajes/solicitudes/${request}`);
  await shown(main(page).getByRole('heading', { level: 1, name: `Solicitud de viaje #${request}` }));

  await main(page).getByRole('button', { name: 'Aceptar' }).click();
  const dialog = page.getByRole('dialog');
  const ours = dialog.getByRole('radio', { name: new RegExp(`^#${trip} · `) });
  await shown(ours);
  // Nearest first; ours passes by the pickup point itself, 0 km away (so may the demo's trips on that route that day).
  const kms = (await dialog.getByText(/ km de la recogida · /).allTextContents()).map((text) => Number(/a ([\d.,]+) km/.exec(text)![1].replace(/,/g, '')));
  expect(kms.length).toBeGreaterThan(0);
  expect(kms).toEqual([...kms].sort((a, b) => a - b));
  expect(await ours.getAttribute('value')).toBe(String(trip));
  await shown(dialog.getByRole('radio', { name: new RegExp(`^#${trip} · .+ · a 0 km de la recogida · \\d+ lugares? libres?$`) }));
  await ours.check();
  await dialog.getByRole('button', { name: 'Aceptar' }).click();
  await shown(page.getByText(`Solicitud #${request} aceptada en el viaje #${trip}`));
  await shown(main(page).getByText('Aceptada', { exact: true }));
  const assigned = main(page).getByRole('region', { name: 'Viaje asignado' });
  await assigned.getByRole('link', { name: `#${trip}`, exact: true }).click();
  await at(page, `/viajes/${trip}/show`);
  const occupants = main(page).getByRole('region', { name: 'Ocupantes' });
  await shown(occupants.getByText(`Recogida: ${MARK} acepta 1 · Puntos sin acreditar`));
  await shown(occupants.getByText('Por abordar'));
  await context.close();
});

test('an administrator refuses a request only with a reason, and cancels two at once', async () => {
  const { requests } = await tripWithRequests('decide', 3);
  const [refused, ...cancelled] = requests;
  const { context, page } = await signedInPage(browser(), 'admin@flotilla.mx');
  await page.goto(`/viajes/solicitudes/${refused}`);
  await main(page).getByRole('button', { name: 'Rechazar' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Rechazar' }).click();
  await shown(dialog.getByText('El campo no puede estar vacío.'));
  await dialog.getByRole('textbox', { name: /Motivo de rechazo/ }).fill('No hay ruta cerca de su domicilio (prueba E2E).');
  await dialog.getByRole('button', { name: 'Rechazar' }).click();
  await shown(page.getByText(`Solicitud #${refused} rechazada`));
  await shown(main(page).getByText('No hay ruta cerca de su domicilio (prueba E2E).'));

  await requestsMatching(page, `${MARK} decide`);
  for (const id of cancelled) await dataRows(page).filter({ has: page.getByRole('link', { name: `#${id}`, exact: true }) }).getByRole('checkbox').check();
  await shown(page.getByText('Se muestran las 2 solicitudes seleccionadas'));
  await main(page).getByRole('button', { name: 'Cancelar' }).click();
  await shown(page.getByRole('dialog').getByText('¿Cancelar estas 2 solicitudes?'));
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await shown(page.getByText('2 solicitudes canceladas'));
  const states = await fixture<{ status: number }>(sql`SELECT status FROM solicitudes_viaje WHERE id = ANY(${sql.param(requests)}::int[]) ORDER BY id`);
  expect(states.map((s) => s.status)).toEqual([2, 3, 3]);
  await context.close();
});

test('C4 reads the requests and a request without a write control; the phone and English read them too', async () => {
  const { requests } = await tripWithRequests('lectura', 1);
  const [request] = requests;
  const { context, page } = await signedInPage(browser(), 'c4@flotilla.mx');
  await requestsMatching(page, `${MARK} lectura`);
  await shown(main(page).getByRole('button', { name: 'Exportar' }));
  expect(await main(page).getByRole('checkbox').count()).toBe(0);
  await page.goto(`/viajes/solicitudes/${request}`);
  await shown(main(page).getByRole('region', { name: `Mapa de la solicitud #${request}` }));
  expect(await main(page).getByRole('button', { name: /Aceptar|Rechazar|Cancelar/ }).count()).toBe(0);

  await switchLanguage(page, 'English');
  await page.goto(`/trips/applications/${request}`);
  await at(page, `/viajes/solicitudes/${request}`);
  await shown(main(page).getByRole('heading', { level: 1, name: `Trip request #${request}` }));
  await shown(main(page).getByText('The request has no trip assigned yet.'));
  await context.close();

  const phone = await signedInPage(browser(), 'admin@flotilla.mx', { width: 390, height: 844 });
  await phone.page.goto('/viajes/solicitudes');
  await fitsThePhone(phone.page, main(phone.page).getByRole('listitem').first(), 'trip requests');
  await fitsThePhone(phone.page, main(phone.page).getByRole('region', { name: 'Mapa de las solicitudes' }), 'trip requests map');
  await phone.page.goto(`/viajes/solicitudes/${request}`);
  await fitsThePhone(phone.page, main(phone.page).getByRole('button', { name: 'Aceptar' }), 'trip request');
  await phone.context.close();
});

test('a first load of the requests moves nothing: each row comes with its requester, the map holds its place beside the rows and waits for them under', async () => {
  for (const width of [1400, 390]) {
    const { context, page } = await signedInPage(browser(), 'admin@flotilla.mx', { width, height: 844 });
    // The alert desk's banner (when another test has raised alerts) takes its room without warning
    // on an account's first load only: from the next on, the room it took is kept for it.
    await page.goto('/viajes');
    await expect
      .poll(() => page.evaluate(() => (localStorage.getItem('flotilla.deskSpace') ?? sessionStorage.getItem('flotilla.deskSpace')) !== null), { timeout: WAIT })
      .toBe(true);
    await watchShifts(page);
    await page.goto('/viajes/solicitudes');
    await shown(main(page).getByRole('region', { name: 'Mapa de las solicitudes' }));
    // Every requester's name is drawn (a name looked up alone shows a loading bar until it comes).
    await expect.poll(() => main(page).getByRole('progressbar').count(), { timeout: WAIT }).toBe(0);
    // Before: the caption under the map dropped 420 px as leaflet's chunk came; on a phone the
    // map, drawn under a list still loading, was pushed off the screen by the cards. (Columns
    // settling their widths as the rows come move cells sideways: 0 here.)
    expect((await shiftsSoFar(page)).filter((px) => px >= 5), `${width} px`).toEqual([]);
    await context.close();
  }
});

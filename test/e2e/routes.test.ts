import type { Locator, Page } from 'playwright-core';
import { sql } from 'drizzle-orm';
import { at, baseUrl, browserForFile, eventually, fixture, newPage, row, search, shown, switchLanguage, WAIT } from './browser';
import { pageErrors, serveTiles } from './mapTiles';
import { signedIn } from './session';

// Staff-transport routes (/rutas, alias /routes): an admin draws one on the map, adjusts it and
// saves it, and its page draws it; in English too; C4 reads without a write control; a phone walk.
// Tiles are answered by the test (mapTiles.ts): nothing reaches the internet.
const browser = browserForFile();

const main = (page: Page) => page.locator('#main-content');
const editor = (page: Page) => main(page).getByRole('group', { name: /^Trazo/ });
const summary = (page: Page) => editor(page).getByRole('status');

/** A place on a map as fractions of its box's width and height. */
async function spot(map: Locator, x: number, y: number) {
  // A person scrolls the map into view before clicking on it (the alert banner can push it below the window).
  await map.scrollIntoViewIfNeeded();
  const box = (await map.boundingBox())!;
  return { x: box.x + box.width * x, y: box.y + box.height * y };
}

/** Waits until a locator stops moving (a map fitting itself to what it draws). */
async function settled(locator: Locator) {
  let last = '';
  await expect
    .poll(async () => {
      const box = JSON.stringify(await locator.boundingBox());
      const still = box === last;
      last = box;
      return still;
    }, { timeout: WAIT, interval: 150 })
    .toBe(true);
}

/** A route of the test's own, drawn near Planta Saltillo, for the readers' walks. */
async function storedRoute(name: string) {
  const [{ id }] = await fixture<{ id: number }>(sql`
    INSERT INTO rutas (name, origin, destination, planta, tipo, days, departure_time, status, path, length_km)
    SELECT ${name}, 'Centro de Saltillo', 'Planta Saltillo', id, 0, '{1,2,3,4,5}', '06:15', 1,
      '[{"lat":25.4232,"lng":-101.0053},{"lat":25.4301,"lng":-100.99},{"lat":25.4383,"lng":-100.9737}]'::jsonb, 3.6
    FROM plantas WHERE code = 'SAL' RETURNING id`);
  return id;
}

test('an administrator draws a route on the map, drags, removes and undoes points, saves it and sees its path; in English too', async () => {
  const { context, page } = await newPage(browser());
  const served = await serveTiles(context);
  const errors = pageErrors(page);
  await signedIn(page, 'admin@flotilla.mx');
  await page.goto('/rutas');
  await shown(main(page).getByRole('region', { name: 'Mapa de las rutas' }));
  await main(page).getByRole('link', { name: 'Crear' }).click();
  await at(page, '/rutas/create');

  await main(page).getByRole('textbox', { name: /^Nombre/ }).fill('Ruta E2E Cumbres');
  await main(page).getByRole('textbox', { name: /^Origen/ }).fill('Cumbres');
  await main(page).getByRole('textbox', { name: /^Destino/ }).fill('Planta Monterrey Norte');
  await main(page).getByRole('combobox', { name: /^Planta/ }).fill('Monterrey Norte');
  await page.getByRole('option', { name: 'Planta Monterrey Norte' }).click();
  await main(page).getByLabel(/^Hora de salida/).fill('06:40');

  // The map turns to the plant chosen; each click on it adds a point at the end.
  const map = main(page).getByRole('region', { name: 'Mapa para trazar la ruta' });
  const plant = map.getByRole('img', { name: 'Planta Monterrey Norte' });
  await shown(plant);
  await settled(plant);
  for (const [x, y] of [[0.2, 0.25], [0.5, 0.2], [0.8, 0.75]]) {
    const at = await spot(map, x, y);
    await page.mouse.click(at.x, at.y);
  }
  await expect.poll(() => summary(page).textContent()).toMatch(/^3 puntos · [\d.]+ km$/);

  // Drag the second point down the map: its place in the list changes, and the length with it.
  const points = editor(page).getByRole('list', { name: 'Puntos del trazo' }).getByRole('listitem');
  const second = await points.nth(1).textContent();
  const lengthBefore = await summary(page).textContent();
  const handle = (await map.locator('.leaflet-marker-icon[title="Punto 2"]').boundingBox())!;
  const to = await spot(map, 0.55, 0.85);
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
  await expect.poll(() => points.nth(1).textContent()).not.toBe(second);
  expect(await summary(page).textContent()).not.toBe(lengthBefore);
  const dragged = await points.nth(1).textContent();

  // Remove the third from its list button, then undo: it comes back where it was.
  const third = await points.nth(2).textContent();
  await editor(page).getByRole('button', { name: 'Quitar el punto 3' }).click();
  await expect.poll(() => summary(page).textContent()).toMatch(/^2 puntos/);
  await editor(page).getByRole('button', { name: 'Deshacer' }).click();
  await expect.poll(() => summary(page).textContent()).toMatch(/^3 puntos/);
  expect(await points.nth(2).textContent()).toBe(third);

  await main(page).getByRole('button', { name: 'Guardar' }).click();
  await shown(page.getByText('Ruta guardada'));
  await at(page, /^\/rutas\/\d+\/show$/);
  const recordMap = main(page).getByRole('region', { name: 'Mapa de la ruta Ruta E2E Cumbres' });
  await shown(recordMap.locator('path.leaflet-interactive[aria-label="Ruta E2E Cumbres"]'));
  await shown(recordMap.getByRole('img', { name: 'Origen: Cumbres' }));
  await shown(recordMap.getByRole('img', { name: 'Destino: Planta Monterrey Norte' }));
  await shown(recordMap.getByRole('img', { name: 'Planta Monterrey Norte' }));
  const [stored] = await fixture<{ points: number; second: { lat: number; lng: number }; length_km: string }>(
    sql`SELECT jsonb_array_length(path) AS points, path -> 1 AS second, length_km FROM rutas WHERE name = 'Ruta E2E Cumbres'`,
  );
  expect(stored.points).toBe(3);
  expect(dragged).toContain(stored.second.lat.toFixed(5));
  expect(Number(stored.length_km)).toBeGreaterThan(0);
  await shown(main(page).getByText(`${Number(stored.length_km)} km`));

  // The list draws the selected route's path beside the table.
  await page.goto('/rutas');
  await search(page).fill('E2E Cumbres');
  await eventually(() => page.getByRole('row').count(), 2);
  await row(page, 'Ruta E2E Cumbres').getByRole('checkbox').check();
  await shown(main(page).getByText('Se muestra el trazo de la ruta seleccionada.'));
  await shown(main(page).getByRole('region', { name: 'Mapa de las rutas' }).getByRole('img', { name: 'Ruta E2E Cumbres' }));

  // English: the alias leads to the same screens, and the editor speaks English.
  await switchLanguage(page, 'English');
  await page.goto('/routes');
  await at(page, '/rutas');
  await shown(page.getByRole('columnheader', { name: 'Departure time' }));
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill('E2E Cumbres');
  await eventually(() => page.getByRole('row').count(), 2); // header + the one match
  await row(page, 'Ruta E2E Cumbres').getByRole('link', { name: 'Ruta E2E Cumbres' }).click();
  await at(page, /^\/rutas\/\d+\/show$/);
  await shown(main(page).getByRole('region', { name: 'Map of the route Ruta E2E Cumbres' }).getByRole('img', { name: 'Origin: Cumbres' }));
  await main(page).getByRole('link', { name: 'Edit' }).click();
  await shown(main(page).getByRole('button', { name: 'Add a point at the centre' }));
  await shown(main(page).getByRole('group', { name: /^Path/ }).getByRole('status').filter({ hasText: /^3 points · [\d.]+ km$/ }));
  await shown(main(page).getByRole('button', { name: 'Remove point 2' }));

  expect(served.tiles).toBeGreaterThan(0);
  expect(errors).toEqual([]);
  await context.close();
});

test('with no tile server to reach, a route still draws its line and markers on a plain background, with no error', async () => {
  const name = 'Ruta E2E sin mapa base';
  const id = await storedRoute(name);
  const { context, page } = await newPage(browser());
  await serveTiles(context, { unreachable: true });
  const errors = pageErrors(page);
  await signedIn(page, 'admin@flotilla.mx');
  await page.goto(`/rutas/${id}/show`);
  const map = main(page).getByRole('region', { name: `Mapa de la ruta ${name}` });
  await shown(map.locator(`path.leaflet-interactive[aria-label="${name}"]`));
  await shown(map.getByRole('img', { name: 'Destino: Planta Saltillo' }));
  expect(await map.locator('.leaflet-tile-loaded').count()).toBe(0);
  expect(errors).toEqual([]);
  await context.close();
});

test('C4 reads routes and their maps but is offered no write control, and a write page is refused', async () => {
  const name = 'Ruta E2E lectura';
  const id = await storedRoute(name);
  const { context, page } = await newPage(browser());
  await serveTiles(context);
  await signedIn(page, 'c4@flotilla.mx');
  await page.goto('/rutas');
  // Typed once the list has drawn its rows, as a person does: a list still setting itself up
  // (under load, a CI run) wrote its address after the row's click and went back to the list.
  await shown(main(page).getByRole('row').nth(1));
  await search(page).fill('E2E lectura');
  await eventually(() => page.getByRole('row').count(), 2);
  await shown(row(page, name));
  await shown(main(page).getByRole('region', { name: 'Mapa de las rutas' }).getByRole('img', { name }));
  expect(await main(page).getByRole('checkbox').count()).toBe(0);
  expect(await main(page).getByRole('link', { name: 'Crear' }).count()).toBe(0);
  await shown(main(page).getByRole('button', { name: 'Exportar' }));
  await row(page, name).getByRole('link', { name }).click();
  await at(page, `/rutas/${id}/show`);
  await shown(main(page).getByRole('region', { name: `Mapa de la ruta ${name}` }).getByRole('img', { name }));
  await shown(main(page).getByRole('link', { name: 'Lista' }));
  expect(await main(page).getByRole('link', { name: 'Editar' }).count()).toBe(0);
  expect(await main(page).getByRole('button', { name: 'Eliminar' }).count()).toBe(0);
  await page.goto(`/rutas/${id}`);
  await shown(page.getByText(/no tiene acceso|acceso denegado/i));
  await page.goto('/rutas/create');
  await shown(page.getByText(/no tiene acceso|acceso denegado/i));
  await context.close();
});

test('on a phone (390 px) the list stacks its map under the cards, and the record and form fit without sideways scrolling', async () => {
  const name = 'Ruta E2E teléfono';
  const id = await storedRoute(name);
  const context = await browser().newContext({ baseURL: baseUrl(), locale: 'es-MX', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await serveTiles(context);
  const page = await context.newPage();
  await signedIn(page, 'admin@flotilla.mx');
  const fits = async () => expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  await page.goto('/rutas');
  // Typed once the list has drawn its cards, as a person does: a list still setting itself up can drop what is typed.
  await shown(main(page).getByRole('listitem').first());
  await search(page).fill('E2E teléfono');
  await eventually(() => main(page).getByRole('listitem').locator('a').count(), 1); // the one card, a link
  // The first such item is the card; the map's legend names the route too, further down.
  const card = main(page).getByRole('listitem').filter({ hasText: name }).first();
  await shown(card);
  const listMap = main(page).getByRole('region', { name: 'Mapa de las rutas' });
  await shown(listMap.getByRole('img', { name }));
  expect(await page.getByRole('table').count()).toBe(0);
  // Under the cards, as wide as the screen.
  const [cardBox, mapBox] = [(await card.boundingBox())!, (await listMap.boundingBox())!];
  expect(mapBox.y).toBeGreaterThan(cardBox.y + cardBox.height - 1);
  expect(mapBox.width).toBeGreaterThan(300);
  await fits();

  await page.goto(`/rutas/${id}/show`);
  await shown(main(page).getByRole('region', { name: `Mapa de la ruta ${name}` }).getByRole('img', { name }));
  await fits();

  await page.goto(`/rutas/${id}`);
  await shown(editor(page).getByRole('button', { name: 'Quitar el punto 3' }));
  await shown(editor(page).getByRole('status').filter({ hasText: /^3 puntos/ }));
  await fits();
  await context.close();
});

import type { Locator, Page } from 'playwright-core';
import { at, baseUrl, browserForFile, shown } from './browser';
import { serveTiles } from './mapTiles';
import { signedIn } from './session';
import { transportRecords } from './transportPages';

// On a phone held upright (390 × 844) no screen scrolls sideways and lists are cards;
// on a tablet (768 × 1024, menu open) a wide table scrolls inside its box, never the page.
const browser = browserForFile();

/** What overflows the window: the page's own width, and any visible control past the right edge. */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const width = window.innerWidth;
    const controls = [...document.querySelectorAll<HTMLElement>('button, a, input, [role="button"], [role="combobox"]')]
      .filter((el) => el.checkVisibility({ visibilityProperty: true }) && el.getBoundingClientRect().width > 0)
      .filter((el) => el.getBoundingClientRect().right > width + 1)
      .map((el) => el.getAttribute('aria-label') || el.textContent?.trim() || el.tagName);
    return { scrollWidth: document.documentElement.scrollWidth, width, controls };
  });

/** Waits for the screen's content, then checks that nothing reaches past the right edge. */
async function fits(page: Page, content: Locator, screen: string) {
  await shown(content, 20_000);
  const { scrollWidth, width, controls } = await overflow(page);
  expect({ screen, scrollWidth: scrollWidth <= width ? 'fits' : scrollWidth, controls }).toEqual({ screen, scrollWidth: 'fits', controls: [] });
}

/**
 * How the app bar's title fits: its text box's width against the title's, and whether that box
 * cuts its text with an ellipsis. A box wider than the title is cut by the title without a sign.
 */
const titleCut = (page: Page) =>
  page.evaluate(() => {
    const title = document.getElementById('react-admin-title')!;
    const box = title.firstElementChild as HTMLElement;
    const style = getComputedStyle(box);
    return { fits: box.clientWidth <= title.clientWidth, cut: box.scrollWidth > box.clientWidth, ellipsis: style.textOverflow === 'ellipsis' && style.overflow === 'hidden' };
  });

/** The cards of a list (react-admin's SimpleList: a link, or a button where the path is computed, per record). */
const cards = (page: Page) => page.locator('#main-content').getByRole('listitem').locator('a, [role="button"]');
/** What a transport screen's map (named `name`) draws once its data and leaflet's chunk are in. */
const mapDrawn = (page: Page, name: string | RegExp) => page.locator('#main-content').getByRole('region', { name }).locator('.leaflet-interactive').first();

/** The staff-transport lists. */
const TRANSPORT_LISTS = ['/rutas', '/viajes', '/viajes/conductores', '/viajes/ocupantes', '/viajes/solicitudes'];
/** The lists that draw a map under their cards, by the map's name. */
const LIST_MAPS: Record<string, string> = { '/rutas': 'Mapa de las rutas', '/viajes/solicitudes': 'Mapa de recogidas y destinos' };

test('an administrator on a phone reaches every list, record and form without sideways scrolling', async () => {
  const context = await browser().newContext({ baseURL: baseUrl(), locale: 'es-MX', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  // The transport screens' map tiles are answered here: nothing reaches the internet.
  await serveTiles(context);
  const page = await context.newPage();
  await signedIn(page, 'admin@flotilla.mx');
  await fits(page, page.getByText(/Hola, /), 'home');

  for (const [path, screen] of [
    ['/usuarios', 'users'],
    ['/usuarios/plataforma', 'platform users'],
    ['/plantas', 'plants'],
    ['/departamentos', 'departments'],
    ['/piezas', 'parts'],
    ['/accesorios', 'accessories'],
    ...TRANSPORT_LISTS.map((path) => [path, path]),
  ]) {
    await page.goto(path);
    await fits(page, cards(page), screen);
    if (LIST_MAPS[path]) await fits(page, mapDrawn(page, LIST_MAPS[path]), `${screen} map`);
    // Cards instead of the table, so no columns to scroll to.
    expect([screen, await page.getByRole('table').count()]).toEqual([screen, 0]);
  }
  // "Usuarios de plataforma" is wider than the app bar leaves it: cut with an ellipsis.
  await page.goto('/usuarios/plataforma');
  await shown(cards(page));
  expect(await titleCut(page)).toEqual({ fits: true, cut: true, ellipsis: true });

  // Record pages: a card opens its record.
  await page.goto('/usuarios');
  await cards(page).first().click();
  await at(page, /^\/usuarios\/\d+$/);
  await fits(page, page.getByText('Puntos', { exact: true }), 'user record');

  await page.goto('/plantas');
  await cards(page).first().click();
  await at(page, /^\/plantas\/\d+\/show$/);
  await fits(page, page.getByText('Código postal'), 'plant record');

  await page.goto('/piezas');
  await cards(page).first().click();
  await at(page, /^\/piezas\/\d+\/show$/);
  await fits(page, page.getByText('Descripción'), 'part record');

  // Staff transport: a record of each kind with its map, and a passenger's rides.
  const records = await transportRecords();
  for (const [path, content] of [
    [`/rutas/${records.route}/show`, mapDrawn(page, /^Mapa de la ruta /)],
    [`/viajes/${records.boarded}/show`, mapDrawn(page, /^Mapa del viaje #/)],
    [`/viajes/solicitudes/${records.pending}`, mapDrawn(page, /^Mapa de la solicitud #/)],
    [`/viajes/ocupantes/${records.passenger}`, cards(page)],
  ] as const) {
    await page.goto(path);
    await fits(page, content, path);
  }

  for (const [path, screen] of [
    ['/usuarios/create', 'user form'],
    ['/usuarios/plataforma/create', 'platform user form'],
    ['/plantas/create', 'plant form'],
    ['/departamentos/create', 'department form'],
    ['/piezas/create', 'part form'],
    ['/accesorios/create', 'accessory form'],
  ]) {
    await page.goto(path);
    await fits(page, page.getByRole('button', { name: 'Guardar' }), screen);
  }
  // The route forms once their map editor is in: empty, then holding the route's points.
  await page.goto('/rutas/create');
  await fits(page, page.locator('#main-content .leaflet-control-zoom-in'), 'route form');
  await page.goto(`/rutas/${records.route}`);
  await fits(page, mapDrawn(page, 'Mapa para trazar la ruta'), 'route edit form');
  await context.close();
});

test('an administrator on a tablet gets tables and record pages no wider than the screen', async () => {
  const context = await browser().newContext({ baseURL: baseUrl(), locale: 'es-MX', viewport: { width: 768, height: 1024 } });
  await serveTiles(context);
  const page = await context.newPage();
  await signedIn(page, 'admin@flotilla.mx');
  await shown(page.getByText(/Hola, /));
  const pageWidth = () => page.evaluate(() => (document.documentElement.scrollWidth <= window.innerWidth ? 'fits' : document.documentElement.scrollWidth));

  // The transport lists with the widest tables, and those with a map under them.
  for (const path of ['/usuarios', '/usuarios/plataforma', '/plantas', '/departamentos', '/piezas', '/accesorios', '/rutas', '/viajes', '/viajes/solicitudes']) {
    await page.goto(path);
    await shown(page.getByRole('row').nth(1), 20_000);
    expect([path, await pageWidth()]).toEqual([path, 'fits']);
  }
  // The first user's record, with its toolbar of labelled buttons.
  await page.goto('/usuarios');
  await page.getByRole('row').nth(1).getByRole('link').first().click();
  await at(page, /^\/usuarios\/\d+$/);
  await shown(page.getByText('Puntos', { exact: true }));
  expect(['user record', await pageWidth()]).toEqual(['user record', 'fits']);
  await page.goto('/plantas');
  await page.getByRole('row').nth(1).getByRole('link').first().click();
  await at(page, /^\/plantas\/\d+\/show$/);
  await shown(page.getByText('Código postal'));
  expect(['plant record', await pageWidth()]).toEqual(['plant record', 'fits']);
  await context.close();
});

import type { Locator, Page } from 'playwright-core';
import { sql } from 'drizzle-orm';
import { at, browserForFile, eventually, fixture, newPage, row, search, shown } from './browser';
import { pageErrors, serveTiles } from './mapTiles';
import { signedIn } from './session';

// A map left while it zooms. Leaflet 1.9 ends a zoom when the panes' transition ends or, failing
// that, from a 250 ms timer, and zooms by the wheel 40 ms after its last turn, neither timer
// cleared when the map is removed: a screen left mid-zoom had them move the panes of a map already
// gone, "Cannot read properties of undefined (reading '_leaflet_pos')". Which comes first, the
// removal or the timer, is a race the tests take out: they hold the page's clock, so the timers
// run only once the screen is gone, and take the transition away, so a zoom ends by its timer alone.
const browser = browserForFile();

/** Leaflet's timer that ends a zoom (leaflet-src.js, _animateZoom). */
const ZOOM_END_TIMER_MS = 250;
/** Leaflet's wheelDebounceTime: the wheel zooms this long after its last turn. */
const WHEEL_TIMER_MS = 40;
/** A frame of the page's clock: leaflet starts a zoom in the frame after it is asked for. */
const FRAME_MS = 16;
/** Leaflet's zoom, drawn without its transition (leaflet.css animates it over 0.25 s). */
const NO_ZOOM_TRANSITION = '.leaflet-zoom-anim .leaflet-zoom-animated { transition: none !important; }';

const zooming = (page: Page) => page.locator('.leaflet-map-pane.leaflet-zoom-anim').count();

/**
 * A route's page, opened from the list (going back to it needs no screen script to load first),
 * its map drawn; from then on the page's timers run on a clock the test holds, leaflet's among them.
 */
async function routeMapOnHeldClock() {
  const [route] = await fixture<{ id: number; name: string }>(sql`SELECT id, name FROM rutas ORDER BY id LIMIT 1`);
  const { context, page } = await newPage(browser());
  await serveTiles(context);
  const errors = pageErrors(page);
  await signedIn(page, 'admin@flotilla.mx');
  await page.goto('/rutas');
  await search(page).fill(route.name);
  await eventually(() => page.getByRole('row').count(), 2); // header + the one match: the filter is applied
  await row(page, route.name).getByRole('link', { name: route.name }).click();
  await at(page, `/rutas/${route.id}/show`);
  const map = page.getByRole('region', { name: `Mapa de la ruta ${route.name}` });
  await shown(map.getByRole('img', { name: route.name }));
  // The map done fitting itself to the route: a zoom still running would be held by the clock below.
  await expect.poll(() => zooming(page)).toBe(0);
  await page.addStyleTag({ content: NO_ZOOM_TRANSITION });
  await page.clock.install();
  // Paused a second ahead of the page's clock, which runs until then: the jump only fires timers already due.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
  return { context, page, map, errors };
}

/** Leaves the route's page for the list, and waits until its map is gone. */
async function leave(page: Page, map: Locator) {
  await page.locator('#main-content').getByRole('link', { name: 'Lista' }).click();
  await at(page, '/rutas');
  await map.waitFor({ state: 'detached' });
}

test('leaving a route page while its map zooms raises no error', async () => {
  const { context, page, map, errors } = await routeMapOnHeldClock();
  await map.getByRole('button', { name: /^Acercar/ }).click();
  await page.clock.runFor(FRAME_MS);
  await expect.poll(() => zooming(page)).toBe(1);
  await leave(page, map);
  // Past leaflet's timer: an error it throws rejects runFor.
  await page.clock.runFor(ZOOM_END_TIMER_MS);
  expect(errors).toEqual([]);
  await context.close();
});

test('leaving a route page right after a wheel turn over its map raises no error', async () => {
  const { context, page, map, errors } = await routeMapOnHeldClock();
  const box = (await map.boundingBox())!;
  // Dispatched in the page, so leaflet has taken the turn (and set its timer) once this returns.
  await map.dispatchEvent('wheel', { deltaY: -120, clientX: box.x + box.width / 2, clientY: box.y + box.height / 2 });
  // The wheel's zoom waits on the held clock.
  expect(await zooming(page)).toBe(0);
  await leave(page, map);
  await page.clock.runFor(WHEEL_TIMER_MS);
  expect(errors).toEqual([]);
  await context.close();
});

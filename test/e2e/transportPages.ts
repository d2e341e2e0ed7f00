import type { Browser, Locator, Page } from 'playwright-core';
import { sql } from 'drizzle-orm';
import { baseUrl, fixture, shown, WAIT } from './browser';
import { serveTiles } from './mapTiles';
import { signedIn } from './session';

/**
 * What the trip and trip request browser tests share. The browser keeps the company's time zone
 * (the demo's TIME_ZONE), so the days the tests read from the database are the days the screens
 * show; the screens count days in the reader's zone (docs/CLIENT.md, "Trips").
 */
export const TZ = 'America/Mexico_City';

export const main = (page: Page) => page.locator('#main-content');

/** A list's data rows (the header row has no link). */
export const dataRows = (page: Page) => main(page).getByRole('row').filter({ has: page.getByRole('link') });

/** A signed-in tab of its own, its map tiles answered by the test (nothing reaches the internet). */
export async function signedInPage(browser: Browser, email: string, { width = 1400, height = 900, locale = 'es-MX' } = {}) {
  const phone = width < 600;
  const context = await browser.newContext({ baseURL: baseUrl(), acceptDownloads: true, locale, timezoneId: TZ, viewport: { width, height }, isMobile: phone, hasTouch: phone });
  await serveTiles(context);
  const page = await context.newPage();
  await signedIn(page, email);
  await shown(page.getByText(/Hola, /));
  return { context, page };
}

/** Shows one of a list's filters: "Agregar filtro", then its entry. */
export async function addFilter(page: Page, name: string) {
  await main(page).getByRole('button', { name: 'Agregar filtro' }).click();
  await page.getByRole('menuitemcheckbox', { name }).click();
  await page.keyboard.press('Escape');
}

/** Types a day into the n-th date filter (dd-MM-yyyy in Spanish, as the field shows it). */
export async function typeDay(page: Page, index: number, day: string) {
  await main(page).getByRole('spinbutton', { name: 'Día' }).nth(index).click();
  await page.keyboard.type(day.replace(/\D/g, ''));
}

/** Waits until the address's list filter holds `expected` (react-admin writes it there once applied). */
export async function filterIs(page: Page, expected: Record<string, unknown>) {
  await expect
    .poll(() => {
      const raw = new URL(page.url()).searchParams.get('filter');
      return raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    }, { timeout: WAIT })
    .toMatchObject(expected);
}

/** The list's count as its pagination says it ("1-25 de 120"). */
export async function listTotal(page: Page): Promise<number> {
  const text = (await main(page).getByText(/^\d+-\d+ (de|of) \d+$/).first().textContent()) ?? '';
  return Number(/(\d+)$/.exec(text)?.[1]);
}

/** Waits for a screen's content on a phone, then checks that the page does not scroll sideways. */
export async function fitsThePhone(page: Page, content: Locator, screen: string) {
  await shown(content);
  const beyond = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect({ screen, beyond: Math.max(0, beyond) }).toEqual({ screen, beyond: 0 });
}

/** A record of each transport kind, in the states whose pages offer something, from the demo data. */
export interface TransportRecords extends Record<string, unknown> {
  /** An active route. */
  route: number;
  /** The next scheduled trip (cancel is offered). */
  scheduled: number;
  /** The latest finished trip with boarded occupants (complete is offered), its track and occupants on its page. */
  boarded: number;
  /** The latest pending trip request (accept, refuse and cancel are offered). */
  pending: number;
  /** A passenger with rides (/viajes/ocupantes/:id). */
  passenger: number;
}

export async function transportRecords(): Promise<TransportRecords> {
  const [found] = await fixture<TransportRecords>(sql`SELECT
    (SELECT id FROM rutas WHERE status = 1 ORDER BY id LIMIT 1) AS route,
    (SELECT id FROM viajes WHERE status = 0 ORDER BY fecha_salida LIMIT 1) AS scheduled,
    (SELECT v.id FROM viajes v WHERE v.status = 2 AND EXISTS (SELECT 1 FROM detalle_viaje d WHERE d.viaje = v.id AND d.status = 1) ORDER BY v.fecha_salida DESC LIMIT 1) AS boarded,
    (SELECT id FROM solicitudes_viaje WHERE status = 0 ORDER BY fecha DESC, id LIMIT 1) AS pending,
    (SELECT usuario FROM detalle_viaje ORDER BY id DESC LIMIT 1) AS passenger`);
  const missing = Object.entries(found).filter(([, id]) => id === null);
  if (missing.length > 0) throw new Error(`the demo data has no ${missing.map(([kind]) => kind).join(', ')}`);
  return found;
}

import type { BrowserContext, Page } from 'playwright-core';
import { at, baseUrl, browserForFile, shown } from './browser';
import { serveTiles } from './mapTiles';
import { signedIn } from './session';

// On a phone held upright (390 × 844) a long title is cut with an ellipsis; on a tablet
// (768 × 1024, menu open) a wide table scrolls inside its box, never the page.
const browser = browserForFile();

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

// Every screen's fit on a phone is checked where a test waits on it (axe.ts), and the phone tours
// of accessibility.test.ts reach every list, record and form: here, what those checks cannot see.
test('on a phone a title wider than the app bar leaves it is cut with an ellipsis', async () => {
  const context = await browser().newContext({ baseURL: baseUrl(), locale: 'es-MX', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await signedIn(page, 'admin@flotilla.mx');
  // "Usuarios de plataforma" is wider than the app bar leaves it.
  await page.goto('/usuarios/plataforma');
  await shown(cards(page));
  expect(await titleCut(page)).toEqual({ fits: true, cut: true, ellipsis: true });
  await context.close();
});

describe('an administrator on a tablet gets tables and record pages no wider than the screen', () => {
  // One signed-in tab for every screen, a test each: eleven page loads in one test outlasted its
  // time limit on a machine busy with the rest of the suite.
  let context: BrowserContext;
  let page: Page;
  const pageWidth = () => page.evaluate(() => (document.documentElement.scrollWidth <= window.innerWidth ? 'fits' : document.documentElement.scrollWidth));
  beforeAll(async () => {
    context = await browser().newContext({ baseURL: baseUrl(), locale: 'es-MX', viewport: { width: 768, height: 1024 } });
    await serveTiles(context);
    page = await context.newPage();
    await signedIn(page, 'admin@flotilla.mx');
    await shown(page.getByText(/Hola, /));
  });
  afterAll(() => context.close());

  // The transport lists with the widest tables, and those with a map under them.
  test.each(['/usuarios', '/usuarios/plataforma', '/plantas', '/departamentos', '/piezas', '/accesorios', '/rutas', '/viajes', '/viajes/solicitudes'])('the list at %s', async (path) => {
    await page.goto(path);
    await shown(page.getByRole('row').nth(1));
    expect(await pageWidth()).toBe('fits');
  });

  test("the first user's record, with its toolbar of labelled buttons", async () => {
    await page.goto('/usuarios');
    await page.getByRole('row').nth(1).getByRole('link').first().click();
    await at(page, /^\/usuarios\/\d+$/);
    await shown(page.getByText('Puntos', { exact: true }));
    expect(await pageWidth()).toBe('fits');
  });

  test("the first plant's record", async () => {
    await page.goto('/plantas');
    await page.getByRole('row').nth(1).getByRole('link').first().click();
    await at(page, /^\/plantas\/\d+\/show$/);
    await shown(page.getByText('Código postal'));
    expect(await pageWidth()).toBe('fits');
  });
});

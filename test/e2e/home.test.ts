import type { Page } from 'playwright-core';
import { at, baseUrl, browserForFile, eventually, shown, switchLanguage } from './browser';
import { fitsThePhone, main, signedInPage } from './transportPages';

// Home (/): each figure is a link to the list it counts, filtered as it was counted, and that list
// shows the same number; the plant chosen is remembered; the page and the menu fit a phone.
const browser = browserForFile();

interface Figure {
  key: string;
  href: string;
  count: number;
}

const figureLinks = (page: Page) => main(page).locator('[data-figure]');
const figureLink = (page: Page, key: string) => main(page).locator(`[data-figure="${key}"]`);

/** The figures Home shows once they have come: each card's key, address and number ("1,234 …"). */
async function figuresOn(page: Page): Promise<Figure[]> {
  await shown(figureLinks(page).first());
  return figureLinks(page).evaluateAll((links) =>
    links.map((link) => ({
      key: link.getAttribute('data-figure')!,
      href: link.getAttribute('href')!,
      count: Number(/^[\d,]+/.exec(link.textContent ?? '')![0].replace(/,/g, '')),
    })),
  );
}

/** The list's total as its pager says it ("1-25 de 120"; "more than 10000" past its count's cap), or 0 when it says no row matches its filters. */
async function listCount(page: Page): Promise<number | string> {
  const pager = main(page).getByText(/^\d+-\d+ (de|of) (más de |more than )?[\d,]+$/);
  // Each list says so in its words ("Ningún préstamo coincide con los filtros.").
  const none = main(page).getByText(/coincide con los filtros|match(es)? the (current )?filters/);
  await shown(pager.or(none));
  if ((await none.count()) > 0) return 0;
  const [, more, total] = /(más de |more than )?([\d,]+)$/.exec((await pager.first().textContent()) ?? '')!;
  const count = Number(total.replace(/,/g, ''));
  return more ? `more than ${count}` : count;
}

/**
 * Clicks each figure on Home and reads the total of the list it opens. The points credited are a
 * sum of the drivers' rows, not a count of them: their list shows the drivers, so they are left out.
 */
async function eachFigureMatchesItsList(page: Page, figures: Figure[]) {
  const counted = figures.filter((figure) => figure.key !== 'points_month');
  expect(counted.length).toBeGreaterThan(5);
  for (const figure of counted) {
    await figureLink(page, figure.key).click();
    await at(page, new URL(figure.href, baseUrl()).pathname);
    expect([figure.key, await listCount(page)]).toEqual([figure.key, figure.count]);
    await page.goBack();
    await at(page, '/');
    await shown(figureLinks(page).first());
  }
}

test("an administrator in Spanish: each of Home's figures is the total of the list it opens", async () => {
  const { context, page } = await signedInPage(browser(), 'admin@flotilla.mx');
  try {
    const figures = await figuresOn(page);
    // Every section an administrator may list, the expiry centre's and the trip requests' among them.
    expect(figures.map((figure) => figure.key)).toEqual(expect.arrayContaining(['loans_awaiting', 'vehicles_available', 'alerts_active', 'trips_month', 'trip_requests_waiting']));
    await eachFigureMatchesItsList(page, figures);
  } finally {
    await context.close();
  }
}, 240_000);

test("HR and C4 in English: each of Home's figures is the total of the list it opens", async () => {
  for (const email of ['rh@flotilla.mx', 'c4@flotilla.mx']) {
    const { context, page } = await signedInPage(browser(), email);
    try {
      await switchLanguage(page, 'English');
      await shown(main(page).getByRole('heading', { level: 2, name: 'What needs attention' }));
      await eachFigureMatchesItsList(page, await figuresOn(page));
    } finally {
      await context.close();
    }
  }
}, 300_000);

test('a plant chosen on Home changes its figures, they match their lists, and it is remembered on reload', async () => {
  const { context, page } = await signedInPage(browser(), 'admin@flotilla.mx');
  try {
    const everyPlant = await figuresOn(page);
    expect(everyPlant.some((figure) => figure.key === 'trip_requests_waiting')).toBe(true);
    const choice = main(page).getByRole('combobox', { name: 'Planta' });
    await choice.selectOption({ index: 1 });
    const planta = Number(await choice.inputValue());
    // Trip requests are counted for the plant too (their requesters' when asking): the figure stays, filtered by it.
    const requests = figureLink(page, 'trip_requests_waiting');
    const filterOf = async () => new URL((await requests.getAttribute('href')) ?? '', baseUrl()).searchParams.get('filter');
    await eventually(filterOf, JSON.stringify({ status: 0, planta }));
    const onePlant = await figuresOn(page);
    expect(onePlant.map((figure) => figure.key)).toEqual(everyPlant.map((figure) => figure.key));
    for (const figure of onePlant) expect([figure.key, new URL(figure.href, baseUrl()).searchParams.get('filter')]).toEqual([figure.key, expect.stringContaining(`"planta":${planta}`)]);
    await eachFigureMatchesItsList(page, onePlant);

    await page.reload();
    expect(await figuresOn(page)).toEqual(onePlant);
    expect(await main(page).getByRole('combobox', { name: 'Planta' }).inputValue()).toBe(String(planta));
  } finally {
    await context.close();
  }
}, 240_000);

test('on a phone (390 px) Home, its trends and the open menu fit the screen, and a menu section folds', async () => {
  const { context, page } = await signedInPage(browser(), 'admin@flotilla.mx', { width: 390, height: 844 });
  try {
    await fitsThePhone(page, figureLinks(page).first(), 'home');
    // The charts load once opened, and their section is near the view.
    await main(page).getByRole('button', { name: 'Ver las tendencias' }).click();
    await fitsThePhone(page, main(page).getByRole('figure', { name: 'Viajes realizados' }).locator('svg').first(), 'home trends');

    // The app bar hides while the page scrolls down, and comes back as it scrolls up.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: /^abrir menú$/i }).click();
    const people = page.getByRole('menuitem', { name: 'Personas' });
    await fitsThePhone(page, people, 'menu');
    await people.click();
    await eventually(() => page.getByRole('menuitem', { name: 'Usuarios', exact: true }).count(), 0);
    await page.getByRole('menuitem', { name: 'Plantas' }).click();
    await at(page, '/plantas');
    // The drawer closes on choosing, and the list is the current entry when it opens again.
    await fitsThePhone(page, main(page).getByRole('listitem').first(), 'plants');
    await page.getByRole('button', { name: /^abrir menú$/i }).click();
    await shown(page.getByRole('menuitem', { name: 'Plantas' }));
    expect(await page.getByRole('menuitem', { name: 'Plantas' }).getAttribute('aria-current')).toBe('page');
  } finally {
    await context.close();
  }
}, 240_000);

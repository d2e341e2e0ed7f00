import type { Page } from 'playwright-core';
import { at, browserForFile, search, shown, WAIT } from './browser';
import { dataRows, main, signedInPage } from './transportPages';

// A list keeps its place (search, filters, sort, page) when a person opens a record and comes
// back, by the record's "Lista" link or by the browser's back button.
const browser = browserForFile();

/** Where the list stands, as its address says it (react-admin writes its parameters there), and the row on top. */
async function place(page: Page) {
  const query = new URL(page.url()).searchParams;
  const firstRow = (await dataRows(page).first().textContent()) ?? '';
  return { filter: query.get('filter'), sort: query.get('sort'), order: query.get('order'), page: query.get('page'), firstRow };
}

test('a list searched, sorted and on page 2 is found as it was after a record, by its link and by the back button', async () => {
  const { context, page } = await signedInPage(browser(), 'admin@flotilla.mx');
  try {
    await page.getByRole('menuitem', { name: 'Usuarios', exact: true }).click();
    await at(page, '/usuarios');
    await shown(dataRows(page).first());
    await search(page).fill('a');
    await expect.poll(() => new URL(page.url()).searchParams.get('filter') ?? '').toContain('"q":"a"');
    await main(page).getByRole('columnheader', { name: 'Correo electrónico' }).getByRole('button').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('email');
    // The pager (and, just after the sort, page 1's rows) move before page 2's rows do: page 2 is
    // shown once its first row is the one the server answered for it.
    const pageTwo = page.waitForResponse(
      (r) => r.url().includes('/api/usuarios/q/?page=2') && (r.request().postData() ?? '').includes('"ordering":"email"'),
    );
    await main(page).getByRole('button', { name: 'Ir a la página 2' }).click();
    const { results } = (await (await pageTwo).json()) as { results: { email: string }[] };
    await expect.poll(() => dataRows(page).first().textContent()).toContain(results[0].email);
    await shown(main(page).getByText(/^26-50 de /));
    const before = await place(page);
    expect(before).toMatchObject({ filter: expect.stringContaining('"q":"a"'), sort: 'email', order: 'ASC', page: '2' });

    await dataRows(page).first().getByRole('link').first().click();
    await shown(main(page).getByRole('link', { name: 'Lista' }));
    await main(page).getByRole('link', { name: 'Lista' }).click();
    await at(page, '/usuarios');
    await shown(main(page).getByText(/^26-50 de /));
    expect(await search(page).inputValue()).toBe('a');
    await expect.poll(() => place(page)).toEqual(before);

    await dataRows(page).first().getByRole('link').first().click();
    await shown(main(page).getByRole('link', { name: 'Lista' }));
    await page.goBack();
    await at(page, '/usuarios');
    await shown(main(page).getByText(/^26-50 de /));
    await expect.poll(() => place(page)).toEqual(before);
  } finally {
    await context.close();
  }
}, 120_000);

test('a screen still loading never leaves the previous list on show under the new address', async () => {
  const { context, page } = await signedInPage(browser(), 'admin@flotilla.mx');
  try {
    await page.getByRole('menuitem', { name: 'Vehículos', exact: true }).click();
    await at(page, '/vehiculos');
    await shown(dataRows(page).first());
    // From here every script the page asks for waits until the test lets it through: the next
    // screen's chunks are held, as on a slow connection.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('menuitem', { name: 'Solicitudes de flota', exact: true }).click();
    await at(page, '/viajes_fleet/solicitudes');
    // Under the new address, the vehicles' rows and search box are gone while the screen loads:
    // nothing typed or clicked there could land in the wrong list.
    await expect.poll(() => dataRows(page).count(), { timeout: WAIT }).toBe(0);
    expect(await search(page).count()).toBe(0);
    release();
    await shown(dataRows(page).first());
    await search(page).fill('zzz-nadie');
    await expect.poll(() => new URL(page.url()).searchParams.get('filter') ?? '').toContain('zzz-nadie');
    expect(new URL(page.url()).pathname).toBe('/viajes_fleet/solicitudes');
  } finally {
    await context.close();
  }
}, 120_000);

test("a loan's way back leads to the loan list it was opened from, as it was shown", async () => {
  const { context, page } = await signedInPage(browser(), 'admin@flotilla.mx');
  try {
    await page.getByRole('menuitem', { name: 'Solicitudes de préstamo', exact: true }).click();
    await at(page, '/solicitudes');
    await shown(dataRows(page).first());
    // Destination is free text nobody sorts by: its header offers no sort. The plant's does.
    expect(await main(page).getByRole('columnheader', { name: 'Destino' }).getByRole('button').count()).toBe(0);
    await main(page).getByRole('columnheader', { name: 'Planta' }).getByRole('button').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('planta');
    await shown(dataRows(page).first());
    const shownWith = new URL(page.url()).search;
    await dataRows(page).first().getByRole('link').first().click();
    await at(page, /^\/viajes_fleet\/viajes\/\d+$/);
    await main(page).getByRole('link', { name: 'Volver a la lista' }).click();
    await at(page, '/solicitudes');
    expect(new URL(page.url()).search).toBe(shownWith);
    await shown(dataRows(page).first());
  } finally {
    await context.close();
  }
}, 120_000);

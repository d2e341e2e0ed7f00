import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { at, browserForFile, fixture, search, shown, switchLanguage, WAIT } from './browser';
import { addFilter, dataRows, filterIs, fitsThePhone, listTotal, main, signedInPage, TZ } from './transportPages';

// The expiry centre (/vencimientos) on the demo data: what expires within 30 days or has expired,
// each row linked to where it is renewed, in both languages and on a phone; and a saved view that
// follows its person to another browser.
const browser = browserForFile();

const ADMIN = 'admin@flotilla.mx';
const today = sql`(now() AT TIME ZONE ${TZ})::date`;

/** An expired insurance and an expiring licence, as the daily job left them in the demo data. */
async function documents() {
  const [insurance] = await fixture<{ plate: string; ago: number }>(sql`
    SELECT matricula AS plate, (${today} - seguro_vencimiento)::int AS ago FROM vehiculos
    WHERE seguro_status = 4 AND seguro_vencimiento < ${today} ORDER BY seguro_vencimiento DESC, id LIMIT 1`);
  const [licence] = await fixture<{ id: number; name: string }>(sql`
    SELECT id, trim(concat_ws(' ', name, last_name)) AS name FROM usuarios
    WHERE licencia_status = 3 AND vencimiento >= ${today} ORDER BY vencimiento, id LIMIT 1`);
  const [{ licences }] = await fixture<{ licences: number }>(sql`
    SELECT count(*)::int AS licences FROM usuarios WHERE licencia_status IN (3, 4) AND vencimiento IS NOT NULL`);
  expect(insurance).toBeDefined();
  expect(licence).toBeDefined();
  return { insurance, licence, licences };
}

/** Searches the centre for `term` and answers the row whose link is `name`. */
async function rowFor(page: Page, term: string, name: string) {
  await search(page).fill(term);
  await filterIs(page, { q: term });
  const row = dataRows(page).filter({ has: page.getByRole('link', { name, exact: true }) }).first();
  await shown(row);
  return row;
}

test('as admin in Spanish, the centre lists expired and expiring documents, narrows by kind, and a row opens where it is renewed', async () => {
  const { insurance, licence, licences } = await documents();
  const { context, page } = await signedInPage(browser(), ADMIN);
  await page.goto('/vencimientos');
  await shown(dataRows(page).first());
  await shown(main(page).getByRole('columnheader', { name: 'Días restantes' }));

  const expired = await rowFor(page, insurance.plate, insurance.plate);
  await shown(expired.getByText('Seguro', { exact: true }));
  await shown(expired.getByText('Vencido', { exact: true }));
  await shown(expired.getByText(insurance.ago === 1 ? 'Venció hace 1 día' : `Venció hace ${insurance.ago} días`));

  const expiring = await rowFor(page, licence.name, licence.name);
  await shown(expiring.getByText('Licencia de conducir'));
  await shown(expiring.getByText('Por vencer', { exact: true }));

  // Only licences, as many as the database holds in those two states. The cleared search applies
  // after a pause, with the filters shown then: the kind's filter is shown once it has.
  await search(page).fill('');
  await expect.poll(() => new URL(page.url()).searchParams.get('filter'), { timeout: WAIT }).toBe('{}');
  await addFilter(page, 'Documento');
  await main(page).getByRole('combobox', { name: 'Documento' }).click();
  await page.getByRole('option', { name: 'Licencia de conducir' }).click();
  await page.keyboard.press('Escape');
  await filterIs(page, { kind__in: ['licencia'] });
  await expect.poll(() => listTotal(page), { timeout: WAIT }).toBe(licences);
  const kinds = await dataRows(page).locator('td').filter({ hasText: /^(Seguro|Permiso de circulación|Verificación|Licencia de conducir|Tarjeta de gasolina|Tarjeta TAG)$/ }).allTextContents();
  expect(new Set(kinds)).toEqual(new Set(['Licencia de conducir']));

  await (await rowFor(page, licence.name, licence.name)).getByRole('link', { name: licence.name, exact: true }).click();
  await at(page, `/usuarios/${licence.id}`);
  await page.goBack();
  await at(page, '/vencimientos');
  await main(page).getByRole('button', { name: 'Quitar este filtro' }).first().click();
  await (await rowFor(page, insurance.plate, insurance.plate)).getByRole('link', { name: insurance.plate, exact: true }).click();
  await at(page, `/vehiculos/${encodeURIComponent(insurance.plate)}`);
  await shown(main(page).getByText(insurance.plate).first());
  await context.close();
});

test('in English, C4 reads the centre at /expiries with no write controls', async () => {
  const { context, page } = await signedInPage(browser(), 'c4@flotilla.mx');
  await switchLanguage(page, 'English');
  await page.goto('/expiries');
  await at(page, '/vencimientos');
  await shown(dataRows(page).first());
  await shown(main(page).getByRole('columnheader', { name: 'Days left' }));
  await shown(dataRows(page).getByText(/^(\d+ days? left|Expires today|Expired \d+ days? ago)$/).first());
  await shown(main(page).getByRole('button', { name: 'Export' }));
  expect(await main(page).getByRole('link', { name: /create/i }).count()).toBe(0);
  expect(await main(page).getByRole('checkbox').count()).toBe(0);
  await context.close();
});

test('a view saved in one browser opens with its filters and sort in another browser of the same person, where its name is taken', async () => {
  const name = `Vencidos por días ${Date.now()}`;
  const first = await signedInPage(browser(), ADMIN);
  await first.page.goto('/vencimientos');
  await shown(dataRows(first.page).first());
  await addFilter(first.page, 'Estado');
  await main(first.page).getByRole('combobox', { name: 'Estado' }).click();
  await first.page.getByRole('option', { name: 'Vencido' }).click();
  await filterIs(first.page, { status: 4 });
  await main(first.page).getByRole('columnheader', { name: 'Días restantes' }).getByRole('button').click();
  await expect.poll(() => new URL(first.page.url()).searchParams.get('sort')).toBe('days_left');
  await main(first.page).getByRole('button', { name: 'Vistas' }).click();
  await first.page.getByRole('menuitem', { name: 'Guardar vista actual' }).click();
  const dialog = first.page.getByRole('dialog', { name: 'Guardar vista actual' });
  await shown(dialog);
  await dialog.getByRole('textbox', { name: /Nombre de la vista/ }).fill(name);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await shown(first.page.getByText(`Vista «${name}» guardada`));
  await first.context.close();

  const second = await signedInPage(browser(), ADMIN);
  await second.page.goto('/vencimientos');
  await shown(dataRows(second.page).first());
  await main(second.page).getByRole('button', { name: 'Vistas' }).click();
  await shown(second.page.getByRole('menu', { name: 'Vistas guardadas' }));
  await second.page.getByRole('menuitem', { name }).click();
  await filterIs(second.page, { status: 4 });
  await expect.poll(() => new URL(second.page.url()).searchParams.get('sort')).toBe('days_left');
  await shown(main(second.page).getByRole('combobox', { name: 'Estado' }));
  await expect.poll(() => dataRows(second.page).getByText('Por vencer', { exact: true }).count(), { timeout: WAIT }).toBe(0);
  await shown(dataRows(second.page).getByText('Vencido', { exact: true }).first());

  // The name is taken on this list: the server says so under the name, and the dialog stays.
  await main(second.page).getByRole('button', { name: 'Vistas' }).click();
  await second.page.getByRole('menuitem', { name: 'Guardar vista actual' }).click();
  const again = second.page.getByRole('dialog', { name: 'Guardar vista actual' });
  await again.getByRole('textbox', { name: /Nombre de la vista/ }).fill(name);
  await again.getByRole('button', { name: 'Guardar' }).click();
  await shown(again.getByText('Ya tiene una vista con este nombre en esta lista.'));
  await second.context.close();
});

test('on a phone (390 px) the centre is cards that open where each is renewed, and its toolbar and views menu fit', async () => {
  const { context, page } = await signedInPage(browser(), ADMIN, { width: 390, height: 844 });
  await page.goto('/vencimientos');
  const card = main(page).getByRole('listitem').first();
  await fitsThePhone(page, card, 'expiries');
  expect(await page.getByRole('table').count()).toBe(0);
  await shown(card.getByText(/^(Por vencer|Vencido)$/));
  await main(page).getByRole('button', { name: 'Vistas' }).click();
  await fitsThePhone(page, page.getByRole('menuitem', { name: 'Guardar vista actual' }), 'expiries views menu');
  await page.keyboard.press('Escape');
  // A card opens where it is renewed (a button: react-admin's cards whose path is worked out per row).
  await card.getByRole('button').first().click();
  await at(page, /^\/(vehiculos|usuarios|tarjeta_gasolina|tarjeta_tag)\/[^/]+/);
  await context.close();
});

import ExcelJS from 'exceljs';
import { at, browserForFile, eventually, exportXlsx, newPage, row, shown } from './browser';
import { signedIn } from './session';

// Proof that a resource built only from the kit works end to end: parts (piezas) in
// English through the alias, accessories (accesorios) in Spanish, as an administrator.
const browser = browserForFile();

test('an administrator manages parts in English: create, edit, bulk disable, export, bulk delete', async () => {
  const { context, page } = await newPage(browser(), 'en-US');
  await signedIn(page, 'admin@flotilla.mx');
  await shown(page.getByText(/Hola, /));
  await page.getByRole('button', { name: /idioma/i }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await shown(page.getByText(/Welcome/));

  // The English alias leads to the Spanish route, labelled in English.
  await page.goto('/parts');
  await at(page, '/piezas');
  await shown(row(page, 'Frenos'));
  const searchBox = page.getByRole('textbox', { name: 'Search', exact: true });

  // Create two parts; the second is edited from its record page.
  for (const name of ['Amortiguadores E2E', 'Bujías E2E']) {
    await page.goto('/piezas/create');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await page.getByRole('button', { name: 'Save' }).click();
    await at(page, /^\/piezas\/\d+\/show$/);
  }
  await page.getByRole('link', { name: 'Edit' }).click();
  await at(page, /^\/piezas\/\d+$/);
  await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Juego de cuatro');
  await page.getByRole('button', { name: 'Save' }).click();
  await at(page, /^\/piezas\/\d+\/show$/);
  await shown(page.getByText('Juego de cuatro'));

  // A name taken in another case is the server's field error, under the field.
  await page.goto('/piezas/create');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('bujías e2e');
  await page.getByRole('button', { name: 'Save' }).click();
  await shown(page.getByText(/already exists|must be unique/i));
  await at(page, '/piezas/create');

  // Disable both in bulk, with a confirmation that agrees with the count.
  await page.goto('/piezas');
  await searchBox.fill('E2E');
  await eventually(() => page.getByRole('row').count(), 3);
  for (const name of ['Amortiguadores E2E', 'Bujías E2E']) await page.getByRole('checkbox', { name: `Select ${name}` }).check();
  await page.getByRole('button', { name: 'Disable' }).click();
  await page.getByRole('dialog').getByRole('button', { name: /confirm|disable/i }).click();
  await shown(row(page, 'Amortiguadores E2E').getByText('Inactive'));
  await shown(row(page, 'Bujías E2E').getByText('Inactive'));

  // Export the filtered list: English headers and file name.
  const download = await exportXlsx(page, 'Export');
  expect(download.suggestedFilename()).toMatch(/^parts-\d{8}-\d{4}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.read(await download.createReadStream());
  const sheet = workbook.worksheets[0];
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(expect.arrayContaining(['Name', 'Description', 'Status']));
  expect(sheet.actualRowCount).toBe(3);

  // Delete both in bulk.
  for (const name of ['Amortiguadores E2E', 'Bujías E2E']) await page.getByRole('checkbox', { name: `Select ${name}` }).check();
  await page.getByRole('button', { name: 'Delete' }).click();
  await shown(page.getByRole('dialog', { name: /these 2 parts/i }));
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await shown(page.getByText(/current filters/i)); // the list has reloaded, and it is empty
  await context.close();
});

test('HR reads accessories in Spanish with no write control', async () => {
  const { context, page } = await newPage(browser());
  await signedIn(page, 'rh@flotilla.mx');
  await shown(page.getByText(/Hola, /));
  await page.goto('/accessories');
  await at(page, '/accesorios');
  await shown(row(page, 'Extintor'));
  expect(await page.getByRole('checkbox').count()).toBe(0);
  expect(await page.getByRole('link', { name: 'Crear' }).count()).toBe(0);
  await row(page, 'Extintor').getByRole('link', { name: 'Extintor' }).click();
  await at(page, /^\/accesorios\/\d+\/show$/);
  await shown(page.getByText('Activo'));
  expect(await page.getByRole('link', { name: 'Editar' }).count()).toBe(0);
  await context.close();
});

import ExcelJS from 'exceljs';
import { at, eventually, exportXlsx, newPage, row, search, shown, signIn, switchLanguage, browserForFile } from './browser';
import { signedIn } from './session';

// The plants' browser flow: the foundation as an administrator uses it, in Spanish then English.
const browser = browserForFile();


test('an app user outside the three groups is refused with the spec message', async () => {
  const { context, page } = await newPage(browser());
  await signIn(page, 'conductor@flotilla.mx');
  await shown(page.getByText('No tiene permitido iniciar sesión'));
  await at(page, '/login');
  await context.close();
});

test('an administrator manages plants in Spanish, then in English, then signs out', async () => {
  const { context, page } = await newPage(browser());
  await signIn(page, 'admin@flotilla.mx');
  await shown(page.getByText(/Hola, /));

  // Create a plant.
  await page.goto('/plantas');
  // Clicked once the list has drawn its rows, as a person does: under a CI run's load, a click on a
  // list still setting itself up was lost (the page stayed on /plantas).
  await shown(page.getByRole('row').nth(1));
  await page.getByRole('link', { name: 'Crear' }).click();
  await at(page, '/plantas/create');
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await field('Nombre').fill('Planta Tijuana E2E');
  await field('Código').fill('TIJ-E2E');
  await field('Ciudad').fill('Tijuana');
  await field('Estado').fill('Baja California');
  await field('Código postal').fill('22000');
  // Leaving with unsaved changes asks first, in the app's dialog; staying keeps the form as it was.
  await page.getByRole('menuitem', { name: 'Plantas' }).click();
  const asked = page.getByRole('dialog', { name: '¿Salir sin guardar?' });
  await shown(asked.getByText('Algunos cambios no se guardaron. ¿Seguro que quiere descartarlos?'));
  await asked.getByRole('button', { name: 'Seguir editando' }).click();
  await asked.waitFor({ state: 'hidden' });
  await at(page, '/plantas/create');
  expect(await field('Nombre').inputValue()).toBe('Planta Tijuana E2E');
  // A language switch keeps the edit too, drawn again in the new words.
  await switchLanguage(page, 'English');
  await shown(field('Name'));
  expect(await field('Name').inputValue()).toBe('Planta Tijuana E2E');
  expect(await field('Postal code').inputValue()).toBe('22000');
  await switchLanguage(page, 'Español');
  await shown(field('Nombre'));
  expect(await field('Código postal').inputValue()).toBe('22000');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await shown(page.getByText('Planta guardada'));

  // Find it by search (accent- and case-insensitive on the server).
  await page.goto('/plantas');
  await search(page).fill('tijuana e2e');
  await eventually(() => page.getByRole('row').count(), 2); // header + the one match
  await shown(row(page, 'TIJ-E2E'));

  // Export the filtered list and read the downloaded workbook.
  const download = await exportXlsx(page, 'Exportar');
  expect(download.suggestedFilename()).toMatch(/^plantas-\d{8}-\d{4}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.read(await download.createReadStream());
  const sheet = workbook.worksheets[0];
  const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
  expect(values(1)).toContain('Nombre');
  expect(sheet.actualRowCount).toBe(2);
  expect(values(2)).toEqual(expect.arrayContaining(['TIJ-E2E', 'Planta Tijuana E2E', 'Tijuana', 'Activo']));

  // Disable two plants in bulk, with a confirmation.
  await search(page).fill('Monterrey');
  await eventually(() => page.getByRole('row').count(), 3);
  for (const code of ['MTY-N', 'MTY-S']) await row(page, code).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Deshabilitar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: /confirmar|deshabilitar/i }).click();
  await shown(page.getByText('2 plantas deshabilitadas'));
  // The toolbar that held the button hides: the focus stays in the table for the next selection.
  await eventually(() => page.evaluate('document.activeElement?.getAttribute("aria-label")'), 'Seleccionar todo');
  await shown(row(page, 'MTY-N').getByText('Inactivo'));
  await shown(row(page, 'MTY-S').getByText('Inactivo'));

  // Delete the new plant from its record page.
  await search(page).fill('TIJ-E2E');
  await row(page, 'TIJ-E2E').getByText('Planta Tijuana E2E').click();
  await at(page, /^\/plantas\/\d+\/show$/);
  await shown(page.getByRole('banner').getByText('Planta Tijuana E2E', { exact: true })); // titled by the record alone
  await page.getByRole('button', { name: 'Eliminar', exact: true }).click();
  await shown(page.getByRole('dialog', { name: '¿Eliminar la planta Planta Tijuana E2E?' }));
  await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
  await shown(page.getByText('Planta eliminada'));
  await page.goto('/plantas');
  await search(page).fill('TIJ-E2E');
  await shown(page.getByText('Ningún resultado coincide con los filtros actuales.')); // the list has loaded, and it is empty

  // Switch to English: the English alias route leads to the same screen, labelled in English.
  await page.getByRole('button', { name: /idioma/i }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await page.goto('/plants');
  await at(page, '/plantas');
  await shown(page.getByRole('columnheader', { name: 'Name' }));
  await page.goto('/Home');
  await shown(page.getByText(/Welcome/));

  // Sign out: back to the login page, and the session is gone.
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: /log ?out|sign out/i }).click();
  await at(page, '/login');
  await page.goto('/plantas');
  await at(page, '/login');
  await context.close();
});

test('C4 reads plants but is offered no write, and a write page is refused', async () => {
  const { context, page } = await newPage(browser());
  await signedIn(page, 'c4@flotilla.mx');
  await shown(page.getByText(/Hola, /));
  await page.goto('/plantas');
  await shown(row(page, 'MTY-N'));
  expect(await page.getByRole('checkbox').count()).toBe(0);
  expect(await page.getByRole('link', { name: 'Crear' }).count()).toBe(0);
  await shown(page.getByRole('button', { name: 'Exportar' }));
  await row(page, 'SAL').getByText('Planta Saltillo').click();
  await at(page, /^\/plantas\/\d+\/show$/);
  await shown(page.getByText('Saltillo', { exact: true }));
  expect(await page.getByRole('button', { name: 'Eliminar' }).count()).toBe(0);
  expect(await page.getByRole('link', { name: 'Editar' }).count()).toBe(0);
  await page.goto('/plantas/create');
  await shown(page.getByText(/no tiene acceso|acceso denegado/i));
  await context.close();
});

import ExcelJS from 'exceljs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { at, eventually, exportXlsx, newPage, row, search, shown, browserForFile, WAIT } from './browser';
import { signedIn } from './session';

// The users' browser flow: HR manages staff records in Spanish; C4 reads them, in English.
const browser = browserForFile();

// A real 1×1 PNG: the server tells file types by their bytes.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test('HR creates a user, handles the licence and points, imports, exports and disables in bulk', async () => {
  const { context, page } = await newPage(browser());
  await signedIn(page, 'rh@flotilla.mx');
  await shown(page.getByText(/Hola, /));

  // Create a user; the SPEC §5 messages show under their fields first.
  await page.goto('/usuarios/create');
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await field('Nombre').fill('Lucía');
  await field('Apellidos').fill('Prueba E2E');
  await field('Correo electrónico').fill('lucia.e2e@flotilla');
  await field('Teléfono').fill('81123');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await shown(page.getByText('Ingrese un correo electrónico válido.'));
  await shown(page.getByText(/exactamente 10 caracteres/));
  await field('Correo electrónico').fill('lucia.e2e@flotilla.mx');
  await field('Teléfono').fill('8112345678');
  await page.locator('input[type=file]').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Guardar' }).click();
  await shown(page.getByText('Usuario guardado'));
  await at(page, /^\/usuarios\/\d+$/);
  const userPath = new URL(page.url()).pathname;

  // The photo went up after the record, comes back as a blob with the token, opens in the viewer.
  const photo = page.getByRole('img', { name: 'Foto de perfil de Lucía Prueba E2E' });
  await shown(photo);
  expect(await photo.getAttribute('src')).toMatch(/^blob:/);
  await page.getByRole('button', { name: 'Ampliar la foto' }).click();
  const viewer = page.getByRole('dialog', { name: 'Visor de imágenes' });
  await shown(viewer.getByRole('img'));
  await viewer.getByRole('button', { name: 'Acercar (+)' }).click();
  await page.keyboard.press('Escape');
  await expect.poll(() => viewer.count(), { timeout: WAIT }).toBe(0);

  // Upload a licence with its expiry, then accept it.
  await page.getByRole('button', { name: 'Subir licencia' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[type=file]').setInputFiles({ name: 'licencia.png', mimeType: 'image/png', buffer: PNG });
  await dialog.getByRole('group', { name: /Vencimiento/ }).click();
  await page.keyboard.type('31122030');
  await dialog.getByRole('button', { name: 'Subir licencia' }).click();
  await shown(page.getByText('Licencia guardada'));
  await shown(page.getByText('Pendiente'));
  await page.getByRole('button', { name: 'Aceptar licencia' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await shown(page.getByText('Aceptada', { exact: true }));
  // The record's history says who accepted it, newest first.
  const latest = page.getByRole('list', { name: 'Historial' }).getByRole('listitem').first();
  await shown(latest.filter({ hasText: 'Licencia aceptada' }).filter({ hasText: 'Pendiente → Aceptada' }).filter({ hasText: 'Rubén Hernández' }));

  // Redeeming more points than the balance is refused with the spec's message.
  await page.getByRole('button', { name: 'Canjear puntos' }).click();
  await page.getByRole('dialog').getByRole('spinbutton', { name: /Puntos a canjear/ }).fill('5');
  await page.getByRole('dialog').getByRole('button', { name: 'Canjear puntos' }).click();
  await shown(page.getByRole('dialog').getByText('No hay puntos suficientes.'));
  await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();

  // A user with points redeems some: the balance drops and the ledger shows it.
  await page.goto('/usuarios');
  await page.getByRole('button', { name: 'Ordenar por puntos ascendente' }).click();
  await page.getByRole('button', { name: 'Ordenar por puntos descendente' }).click();
  const richest = page.getByRole('row').nth(1);
  const pointsOf = async () => Number((await richest.getByRole('cell').last().innerText()).replace(/\D/g, ''));
  await expect.poll(pointsOf, { timeout: WAIT }).toBeGreaterThan(100);
  const before = await pointsOf();
  // The rows' plain cells (src/common/raInternals/RecordCell.tsx) look as MUI's small body cells did:
  // these are the values MUI's TableCell gave them, with the list's own tighter padding.
  const look = (cell: number) =>
    richest.getByRole('cell').nth(cell).evaluate((td) => {
      const style = getComputedStyle(td);
      return [style.padding, style.borderBottom, style.fontSize, style.lineHeight, style.color, style.verticalAlign, style.textAlign].join(' / ');
    });
  const cellLook = '6px 8px / 1px solid rgb(224, 224, 224) / 14px / 20.02px / rgba(0, 0, 0, 0.87) / middle';
  // Polled: the sorted list may still draw its rows again, and a cell taken away has no style.
  await expect.poll(() => look(2)).toBe(`${cellLook} / left`);
  await expect.poll(() => look(-1)).toBe(`${cellLook} / right`);
  // Its name link (src/common/raInternals/RowLink.tsx) looks as react-admin's Link did: primary, underlined.
  const linkLook = await richest.getByRole('link').first().evaluate((a) => {
    const style = getComputedStyle(a);
    return [style.color, style.textDecorationLine, style.textDecorationColor, style.fontSize].join(' / ');
  });
  expect(linkLook).toBe('rgb(21, 101, 192) / underline / rgba(21, 101, 192, 0.4) / 14px');
  // The row itself (src/common/raInternals/RecordRow.tsx) as MUI's TableRow drew it: a pointer, shaded under the mouse.
  await richest.getByRole('cell').nth(2).hover();
  const rowLook = await richest.evaluate((tr) => {
    const style = getComputedStyle(tr);
    return [style.display, style.verticalAlign, style.color, style.cursor, style.backgroundColor].join(' / ');
  });
  expect(rowLook).toBe('table-row / middle / rgba(0, 0, 0, 0.87) / pointer / rgba(0, 0, 0, 0.04)');
  await richest.getByRole('cell').nth(1).click();
  await at(page, /^\/usuarios\/\d+$/);
  await page.getByRole('button', { name: 'Canjear puntos' }).click();
  await page.getByRole('dialog').getByRole('spinbutton', { name: /Puntos a canjear/ }).fill('10');
  await page.getByRole('dialog').getByRole('button', { name: 'Canjear puntos' }).click();
  await shown(page.getByText(`${before - 10} puntos`, { exact: true }));
  await shown(page.getByRole('row').filter({ hasText: 'Canje' }).filter({ hasText: '-10' }));

  // Import a file with one good and one bad row: the dry run reports the bad one first.
  const csv = path.join(tmpdir(), `usuarios-e2e-${Date.now()}.csv`);
  await writeFile(csv, 'name,last_name,email,telephone\nMario,Prueba E2E,mario.e2e@flotilla.mx,8198765432\nSin,Prueba E2E,no-es-correo,123\n');
  await page.goto('/usuarios');
  await page.getByRole('button', { name: 'Importar' }).click();
  const importDialog = page.getByRole('dialog');
  await importDialog.locator('input[type=file]').setInputFiles(csv);
  await importDialog.getByRole('button', { name: 'Revisar archivo' }).click();
  await shown(importDialog.getByText('Se crearán: 1'));
  await shown(importDialog.getByText('Con errores: 1'));
  await shown(importDialog.getByRole('row').filter({ hasText: 'no-es-correo' }).getByText('Ingrese un correo electrónico válido.'));
  await importDialog.getByRole('button', { name: 'Importar 1 fila' }).click();
  await shown(page.getByText(/Importación terminada\. Creados: 1;/));

  // Export the filtered list and read the file.
  await page.goto('/usuarios');
  await search(page).fill('Prueba E2E');
  await eventually(() => page.getByRole('row').count(), 3);
  const download = await exportXlsx(page, 'Exportar');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.read(await download.createReadStream());
  const sheet = workbook.worksheets[0];
  expect(sheet.actualRowCount).toBe(3);
  const emails = [2, 3].map((n) => (sheet.getRow(n).values as unknown[]).find((v) => typeof v === 'string' && v.includes('@')));
  expect(emails.sort()).toEqual(['lucia.e2e@flotilla.mx', 'mario.e2e@flotilla.mx']);

  // Disable both in bulk, after confirming.
  for (const email of ['lucia.e2e@flotilla.mx', 'mario.e2e@flotilla.mx']) await row(page, email).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Deshabilitar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: /confirmar|deshabilitar/i }).click();
  await shown(page.getByText('2 usuarios deshabilitados'));
  await shown(row(page, 'lucia.e2e@flotilla.mx').getByText('Inactivo'));
  await shown(row(page, 'mario.e2e@flotilla.mx').getByText('Inactivo'));

  await page.goto(userPath);
  await shown(page.getByText('Aceptada', { exact: true }));
  await context.close();
});

test('C4 reads users in English without any write control', async () => {
  const { context, page } = await newPage(browser());
  await signedIn(page, 'c4@flotilla.mx');
  await shown(page.getByText(/Hola, /));
  await page.getByRole('button', { name: /idioma/i }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await page.goto('/users');
  await at(page, '/usuarios');
  await shown(page.getByRole('columnheader', { name: 'Email' }));
  expect(await page.getByRole('checkbox').count()).toBe(0);
  for (const name of ['Create', 'Import']) expect(await page.getByRole('button', { name }).or(page.getByRole('link', { name })).count()).toBe(0);
  await shown(page.getByRole('button', { name: 'Export' }));
  await page.getByRole('row').nth(1).getByRole('cell').first().click();
  await at(page, /^\/usuarios\/\d+$/);
  await shown(page.getByText('Points', { exact: true }));
  for (const name of ['Edit', 'Delete', 'Redeem points', 'Accept licence', 'Reject licence', 'Upload licence', 'Disable']) {
    expect([name, await page.getByRole('button', { name }).or(page.getByRole('link', { name })).count()]).toEqual([name, 0]);
  }

  // The platform users are the administrators' (DOMAIN §1): the page says so without asking the
  // server for them, so no refused call and no error in the console.
  const platformCalls: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => request.url().includes('/api/usuarios/plataforma') && platformCalls.push(request.url()));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto('/users/platform');
  await shown(page.getByText('Access denied'));
  expect(platformCalls).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});

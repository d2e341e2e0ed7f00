import { sql } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { LOAN_HOLDING_STATES } from '../../domain/loans';
import { carPng, documentScanPng, platePng } from '../../server/seed/placeholders';
import { at, browserForFile, fixture, newPage, row, search, shown, WAIT } from './browser';
import { signedIn } from './session';

// The vehicle record in Spanish: admin registers a fleet vehicle with its photos and
// documents at /vehiculos/agregar, decides on pending requests, releases an occupied vehicle,
// and edits a vehicle without losing its photos.
const browser = browserForFile();

const main = (page: Page) => page.locator('#main-content');

/** A small real PNG in one colour (the server tells file types by their bytes). */
const photo = (name: string, buffer: Buffer) => ({ name, mimeType: 'image/png', buffer });

/** The file input of a form field (react-admin gives each input's root `ra-input-<source>`). */
const fileInput = (page: Page, source: string) => main(page).locator(`.ra-input-${source} input[type=file]`);

/** The plates the list shows now (each row links its plate to /vehiculos/<plate>). */
const platesShown = (page: Page) =>
  main(page)
    .getByRole('row')
    .evaluateAll((rows) =>
      rows
        .map((r) => [...r.querySelectorAll('a')].find((a) => /^\/vehiculos\/[^/]+$/.test(new URL(a.href).pathname))?.textContent?.trim())
        .filter((plate): plate is string => Boolean(plate)),
    );

/** Plates of the vehicles in a status, read from the filtered list once each row says it. */
async function platesInStatus(page: Page, status: number, label: string) {
  await page.goto(`/vehiculos?filter=${encodeURIComponent(JSON.stringify({ status }))}`);
  const rows = main(page).getByRole('row').filter({ has: page.getByRole('link') });
  await expect.poll(async () => (await rows.count()) > 0 && (await rows.filter({ hasNotText: label }).count()) === 0, { timeout: WAIT }).toBe(true);
  return platesShown(page);
}

/** The status chip beside the plate at the top of the record page. */
const statusChip = (page: Page, plate: string) => main(page).getByRole('heading', { level: 1, name: plate }).locator('xpath=..');

/** The photos the record page shows that the browser actually decoded (object URLs that loaded). */
const loadedPhotos = (scope: Locator) =>
  scope.locator('img').evaluateAll((imgs) =>
    (imgs as HTMLImageElement[]).filter((img) => img.src.startsWith('blob:') && img.complete && img.naturalWidth > 0).map((img) => img.alt),
  );

const PLATE = 'E2E-101-A';
const SERIAL = '3N1E2E0000X000101';
const year = new Date().getFullYear() - 1;

test('admin registers a fleet vehicle with three photos, the plate photo and two documents; without photos nothing is saved', async () => {
  const { context, page } = await newPage(browser());
  await signedIn(page, 'admin@flotilla.mx');
  await shown(page.getByText(/Hola, /));
  await page.goto('/vehiculos/agregar');
  const field = (name: string) => main(page).getByRole('textbox', { name, exact: true });
  await shown(field('Matrícula'));
  await field('Matrícula').fill('e2e-101-a');
  await main(page).getByRole('combobox', { name: 'Planta' }).click();
  await page.getByRole('option').first().click();
  await field('Marca').fill('Nissan');
  await field('Modelo').fill('Versa');
  // "Año" alone also names the year part of every date field.
  await main(page).getByLabel(/^Año\s*\*$/).fill(String(year));
  await field('Color').fill('Blanco');
  await field('Número de serie').fill(SERIAL);
  await fileInput(page, 'permiso_circulacion').setInputFiles(photo('permiso.png', documentScanPng(0)));
  await main(page).getByRole('group', { name: /Vencimiento del permiso de circulación/ }).click();
  await page.keyboard.type('31122030');
  await fileInput(page, 'seguro').setInputFiles(photo('poliza.png', documentScanPng(1)));
  await main(page).getByRole('group', { name: /Vencimiento del seguro/ }).click();
  await page.keyboard.type('30062031');

  // Without the three photos: the spec's message, and no call reaches the server.
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && /\/api\/vehiculos\//.test(request.url()) && !/\/q\/|\/api\/vehiculos\/q/.test(request.url())) writes.push(`${request.method()} ${request.url()}`);
  });
  await main(page).getByRole('button', { name: 'Guardar' }).click();
  // Under each photo (exactly that text: the summary at the top names each photo before it).
  await shown(main(page).getByText('El registro del vehículo requiere tres imágenes.', { exact: true }));
  expect(await main(page).getByText('El registro del vehículo requiere tres imágenes.', { exact: true }).count()).toBe(3);
  expect(writes).toEqual([]);
  await at(page, '/vehiculos/agregar');

  // The photos, each previewed before saving.
  await fileInput(page, 'imagen1').setInputFiles(photo('frente.png', carPng('front', 'sedan', 'rojo')));
  await fileInput(page, 'imagen2').setInputFiles(photo('lado.png', carPng('side', 'sedan', 'rojo')));
  await fileInput(page, 'imagen3').setInputFiles(photo('atras.png', carPng('rear', 'sedan', 'rojo')));
  await fileInput(page, 'placa').setInputFiles(photo('placa.png', platePng(0)));
  await shown(main(page).getByRole('img', { name: `Foto trasera del vehículo ${PLATE}` }));
  await main(page).getByRole('button', { name: 'Guardar' }).click();
  await at(page, `/vehiculos/${PLATE}`);
  await shown(page.getByText('Vehículo guardado'));

  // The record page: an admin's fleet car is Active, its four photos loaded, documents by date.
  await shown(statusChip(page, PLATE).getByText('Activo', { exact: true }));
  const gallery = main(page).getByRole('region', { name: 'Fotos' });
  await expect
    .poll(() => loadedPhotos(gallery), { timeout: WAIT })
    .toEqual([`Foto frontal del vehículo ${PLATE}`, `Foto lateral del vehículo ${PLATE}`, `Foto trasera del vehículo ${PLATE}`, `Foto de la placa del vehículo ${PLATE}`]);
  const permit = main(page).getByRole('article', { name: 'Permiso de circulación' });
  await shown(permit.getByText('Aceptado', { exact: true }));
  await shown(permit.getByText(/^Vence el 31.12.2030$/));
  const insurance = main(page).getByRole('article', { name: 'Seguro' });
  await shown(insurance.getByText('Aceptado', { exact: true }));
  await shown(insurance.getByText(/^Vence el 30.06.2031$/));
  await shown(main(page).getByRole('article', { name: 'Verificación' }).getByText('Sin verificación'));
  await shown(main(page).getByText(SERIAL));

  // The list finds it by plate, once.
  await page.goto('/vehiculos');
  await search(page).fill(PLATE);
  await expect.poll(() => platesShown(page), { timeout: WAIT }).toEqual([PLATE]);
  await shown(row(page, PLATE).getByText('Activo', { exact: true }));
  await shown(row(page, PLATE).getByText('Flotilla', { exact: true }));
  await context.close();
});

test('admin accepts one pending request, rejects another with its reason and releases an occupied vehicle; a reload shows the same', async () => {
  const { context, page } = await newPage(browser());
  await signedIn(page, 'admin@flotilla.mx');
  await shown(page.getByText(/Hola, /));
  const pending = await platesInStatus(page, 0, 'Pendiente');
  expect(pending.length).toBeGreaterThanOrEqual(2);
  const [accepted, refused] = pending;
  // One that no open loan holds: a vehicle on a loan comes back with it (vehicleRelease.test.ts).
  const onNoLoan = await fixture<{ matricula: string }>(
    sql`SELECT matricula FROM vehiculos v WHERE NOT EXISTS (SELECT 1 FROM prestamos p WHERE p.vehiculo = v.id AND p.status IN (${sql.raw(LOAN_HOLDING_STATES.join(', '))}))`,
  );
  const occupied = (await platesInStatus(page, 4, 'Ocupado')).find((plate) => onNoLoan.some((v) => v.matricula === plate)) ?? '';
  expect(occupied).toBeTruthy();

  // Accept, after confirming.
  await page.goto(`/vehiculos/${accepted}`);
  await shown(statusChip(page, accepted).getByText('Pendiente', { exact: true }));
  await main(page).getByRole('button', { name: 'Aceptar solicitud' }).click();
  await shown(page.getByRole('dialog').getByText(`¿Aceptar la solicitud del vehículo ${accepted}?`));
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await shown(page.getByText('Solicitud del vehículo aceptada'));
  await shown(statusChip(page, accepted).getByText('Activo', { exact: true }));
  expect(await main(page).getByRole('button', { name: 'Aceptar solicitud' }).count()).toBe(0);

  // Reject: the reason is required, then shown on the record.
  const reason = 'Las fotos no coinciden con el número de serie (prueba E2E).';
  await page.goto(`/vehiculos/${refused}`);
  await shown(statusChip(page, refused).getByText('Pendiente', { exact: true }));
  await main(page).getByRole('button', { name: 'Rechazar solicitud' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Rechazar solicitud' }).click();
  await shown(dialog.getByText('El campo no puede estar vacío.'));
  await dialog.getByRole('textbox', { name: /Motivo de rechazo/ }).fill(reason);
  await dialog.getByRole('button', { name: 'Rechazar solicitud' }).click();
  await shown(page.getByText('Solicitud del vehículo rechazada'));
  await shown(statusChip(page, refused).getByText('Rechazado', { exact: true }));
  await shown(main(page).getByText(reason));

  // Release an occupied vehicle.
  await page.goto(`/vehiculos/${occupied}`);
  await shown(statusChip(page, occupied).getByText('Ocupado', { exact: true }));
  await main(page).getByRole('button', { name: 'Liberar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await shown(page.getByText('Vehículo liberado'));
  await shown(statusChip(page, occupied).getByText('Activo', { exact: true }));

  // Saved: each record reads the same after loading it again.
  await page.reload();
  await shown(statusChip(page, occupied).getByText('Activo', { exact: true }));
  await page.goto(`/vehiculos/${refused}`);
  await shown(statusChip(page, refused).getByText('Rechazado', { exact: true }));
  await shown(main(page).getByText(reason));
  await page.goto(`/vehiculos/${accepted}`);
  await shown(statusChip(page, accepted).getByText('Activo', { exact: true }));
  await context.close();
});

test('admin edits a vehicle: the form preloads its photos, and saving only a new colour keeps them', async () => {
  const { context, page } = await newPage(browser());
  await signedIn(page, 'admin@flotilla.mx');
  await shown(page.getByText(/Hola, /));
  const [plate] = await platesInStatus(page, 3, 'Activo');

  await page.goto(`/vehiculos/editar/${plate}`);
  const form = main(page);
  await expect
    .poll(() => loadedPhotos(form), { timeout: WAIT })
    .toEqual(expect.arrayContaining([`Foto frontal del vehículo ${plate}`, `Foto lateral del vehículo ${plate}`, `Foto trasera del vehículo ${plate}`]));
  const colour = form.getByRole('textbox', { name: 'Color', exact: true });
  await colour.fill('Verde olivo');
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/vehiculos\/\d+\//.test(request.url())) uploads.push(request.url());
  });
  await form.getByRole('button', { name: 'Guardar' }).click();
  await at(page, `/vehiculos/${plate}`);
  await shown(page.getByText('Vehículo guardado'));

  const details = main(page).getByRole('region', { name: 'Datos del vehículo' });
  await shown(details.getByText('Verde olivo', { exact: true }));
  await expect
    .poll(() => loadedPhotos(main(page).getByRole('region', { name: 'Fotos' })), { timeout: WAIT })
    .toEqual(expect.arrayContaining([`Foto frontal del vehículo ${plate}`, `Foto lateral del vehículo ${plate}`, `Foto trasera del vehículo ${plate}`]));
  // Untouched photos are not sent again.
  expect(uploads).toEqual([]);
  await context.close();
});

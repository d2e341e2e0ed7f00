import { sql } from 'drizzle-orm';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { auditItemPng } from '../../server/seed/placeholders';
import { at, browserForFile, fixture, newPage, row, search, shown, WAIT } from './browser';
import { signedIn } from './session';

// A fleet loan from approval to return, as an administrator: vehicle and fuel card,
// the initial and final audits with a photo of every item, finalizing, and the hand-over report.
// The tests run in order on one loan and one signed-in page.
const browser = browserForFile();

const main = (page: Page) => page.locator('#main-content');
const actions = (page: Page) => main(page).getByRole('group', { name: 'Acciones del préstamo' });
const dialog = (page: Page) => page.getByRole('dialog');

/** A status chip beside a record page's h1 (a loan's "Préstamo #id", a vehicle's plate). */
const statusChip = (page: Page, heading: string) => main(page).getByRole('heading', { level: 1, name: heading, exact: true }).locator('xpath=..');

/** A small real PNG (the server tells file types by their bytes). */
const photo = (name: string, buffer: Buffer) => ({ name, mimeType: 'image/png', buffer });

const CARD = `E2E-GAS-${Date.now() % 100_000_000}`;
const DESTINATION = 'E2E-LF Querétaro, entrega de refacciones';

/**
 * An approved loan (7) without a vehicle, a free fuel card of its own, and a vehicle the server
 * will lend (Active, fleet, no expired document, on no open loan): the demo's loans are left alone.
 */
async function approvedLoan() {
  const [loan] = await fixture<{ id: number }>(sql`
    INSERT INTO prestamos (usuario, planta, destino, motivo, fecha_salida, fecha_regreso, status)
    SELECT u.id, (SELECT id FROM plantas ORDER BY id LIMIT 1), ${DESTINATION}, 'Prueba de extremo a extremo', now() + interval '2 hours', now() + interval '3 days', 7
    FROM usuarios u WHERE u.email = 'conductor@flotilla.mx'
    RETURNING id`);
  await fixture(sql`INSERT INTO tarjeta_gasolina (numero, proveedor) VALUES (${CARD}, 'Prueba E2E')`);
  const [vehicle] = await fixture<{ matricula: string }>(sql`
    SELECT matricula FROM vehiculos v
    WHERE status = 3 AND modulo = 1
      AND coalesce(permiso_circulacion_status, 0) <> 4 AND coalesce(seguro_status, 0) <> 4 AND coalesce(verificacion_status, 0) <> 4
      AND NOT EXISTS (SELECT 1 FROM prestamos p WHERE p.vehiculo = v.id AND p.status IN (2, 4, 6, 7))
    ORDER BY matricula LIMIT 1`);
  return { id: loan.id, plate: vehicle.matricula };
}

let context: BrowserContext;
let page: Page;
let loan: { id: number; plate: string };
let worse = '';

beforeAll(async () => {
  loan = await approvedLoan();
  ({ context, page } = await newPage(browser()));
  await signedIn(page, 'admin@flotilla.mx');
  await shown(page.getByText(/Hola, /));
});
afterAll(() => context?.close());

/** Opens the loan's page and waits for its status. */
async function openLoan(status: string) {
  await page.goto(`/viajes_fleet/viajes/${loan.id}`);
  await shown(statusChip(page, `Préstamo #${loan.id}`).getByText(status, { exact: true }));
}

/** The vehicle's own page, from the loan's plate link, says `status`; then back to the loan. */
async function vehicleSays(status: string) {
  await main(page).getByRole('region', { name: 'Vehículo', exact: true }).getByRole('link', { name: `Ver el vehículo ${loan.plate}` }).click();
  await at(page, `/vehiculos/${loan.plate}`);
  await shown(statusChip(page, loan.plate).getByText(status, { exact: true }));
  await page.goBack();
  await at(page, `/viajes_fleet/viajes/${loan.id}`);
}

test('admin gives an approved loan a vehicle found by plate in the lendable list and a free fuel card; the vehicle is then Occupied', async () => {
  await openLoan('Aprobado por el administrador');
  await shown(main(page).getByText('Sin vehículo asignado'));

  await actions(page).getByRole('button', { name: 'Asignar vehículo' }).click();
  const choices = dialog(page).getByRole('radiogroup', { name: 'Vehículos disponibles' });
  await shown(choices.getByRole('radio'));
  await dialog(page).getByLabel('Buscar por matrícula, marca o modelo').fill(loan.plate);
  const chosen = choices.getByRole('radio', { name: new RegExp(`^${loan.plate}\\b`) });
  await expect.poll(async () => (await choices.getByRole('radio').count()) > 0 && (await choices.getByRole('radio').count()) === (await chosen.count()), { timeout: WAIT }).toBe(true);
  await chosen.check();
  await dialog(page).getByRole('button', { name: 'Asignar' }).click();
  await shown(page.getByText(`Vehículo asignado al préstamo #${loan.id}`));
  await shown(main(page).getByRole('region', { name: 'Vehículo', exact: true }).getByRole('link', { name: `Ver el vehículo ${loan.plate}` }));

  await actions(page).getByRole('button', { name: 'Asignar tarjeta de gasolina' }).click();
  await dialog(page).getByRole('radio', { name: new RegExp(CARD) }).check();
  await dialog(page).getByRole('button', { name: 'Asignar' }).click();
  await shown(page.getByText(`Tarjeta de gasolina asignada al préstamo #${loan.id}`));
  await shown(main(page).getByRole('region', { name: 'Tarjetas' }).getByText(CARD, { exact: true }));

  await vehicleSays('Ocupado');
});

/**
 * Rates every part and accessory the form lists (the first option, or the last for `worseFirst`
 * on the first item), comments and photographs each but the items in `skipPhoto`; answers the
 * first item's name.
 */
async function fillItems(items: Locator, { worseFirst = false, skipPhoto = -1 } = {}) {
  const count = await items.count();
  expect(count).toBeGreaterThan(1);
  for (let i = 0; i < count; i++) {
    const item = items.nth(i);
    const radios = item.getByRole('radio');
    await (worseFirst && i === 0 ? radios.last() : radios.first()).check();
    await item.getByRole('textbox', { name: 'Comentario' }).fill(worseFirst && i === 0 ? 'Se devolvió con daños (E2E).' : 'Sin observaciones (E2E).');
    if (i !== skipPhoto) await item.locator('input[type=file]').setInputFiles(photo(`item-${i}.png`, auditItemPng(i, 'good')));
  }
  return (await items.first().getByRole('heading', { level: 3 }).innerText()).trim();
}

/** The audit form's items, once the loan and the catalogues are loaded. */
async function auditForm(kind: 'inicial' | 'final') {
  await actions(page).getByRole('link', { name: `Auditoría ${kind}` }).click();
  await at(page, `/viajes_fleet/viajes/${loan.id}/auditorias/crear`);
  await shown(main(page).getByRole('button', { name: `Guardar auditoría ${kind}` }));
  return main(page).locator('section[data-item]');
}

test('admin performs the initial audit (an incomplete one is refused naming the item), then the final one, and finalizes: vehicle and card are free again', async () => {
  await openLoan('Aprobado por el administrador');
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/prestamos\/\d+\/auditoria_(inicial|final)\//.test(request.url())) sent.push(request.url());
  });

  // Initial: the last item has no photo, so nothing is sent and that item is named.
  const items = await auditForm('inicial');
  const count = await items.count();
  await fillItems(items, { skipPhoto: count - 1 });
  const lastName = (await items.last().getByRole('heading', { level: 3 }).innerText()).trim();
  await main(page).getByRole('textbox', { name: /^Kilometraje/ }).fill('12500');
  await main(page).getByRole('textbox', { name: /^Gasolina/ }).fill('80');
  await main(page).getByRole('button', { name: 'Guardar auditoría inicial' }).click();
  const summary = main(page).getByRole('alert', { name: 'Falta completar 1 elemento' });
  await shown(summary);
  await expect.poll(() => summary.getByRole('listitem').allInnerTexts()).toEqual([`${lastName}: Agregue una foto de este elemento.`]);
  expect(sent).toEqual([]);

  await items.last().locator('input[type=file]').setInputFiles(photo('last.png', auditItemPng(0, 'regular')));
  await main(page).getByRole('button', { name: 'Guardar auditoría inicial' }).click();
  await at(page, `/viajes_fleet/viajes/${loan.id}`);
  await shown(page.getByText('Auditoría inicial guardada.'));
  await shown(statusChip(page, `Préstamo #${loan.id}`).getByText('Auditoría inicial', { exact: true }));
  const audits = main(page).getByRole('region', { name: 'Auditorías', exact: true });
  await shown(audits.getByText('Kilometraje: 12,500 km'));
  await shown(audits.getByText('Gasolina: 80 %'));

  // Final: more kilometres, less fuel, the first item rated worse.
  worse = await fillItems(await auditForm('final'), { worseFirst: true });
  await shown(main(page).getByText(/Kilometraje de la auditoría inicial: 12,500/));
  await main(page).getByRole('textbox', { name: /^Kilometraje/ }).fill('12740');
  await main(page).getByRole('textbox', { name: /^Gasolina/ }).fill('55');
  await main(page).getByRole('button', { name: 'Guardar auditoría final' }).click();
  await at(page, `/viajes_fleet/viajes/${loan.id}`);
  await shown(page.getByText('Auditoría final guardada.'));
  await shown(statusChip(page, `Préstamo #${loan.id}`).getByText('Auditoría final', { exact: true }));
  await shown(audits.getByText('Kilometraje: 12,740 km'));
  expect(sent).toHaveLength(2);

  // Finalize, after confirming.
  await actions(page).getByRole('button', { name: 'Finalizar' }).click();
  await shown(dialog(page).getByText(`¿Finalizar el préstamo #${loan.id}?`));
  await dialog(page).getByRole('button', { name: 'Confirmar' }).click();
  await shown(page.getByText(`Préstamo #${loan.id} finalizado`));
  await shown(statusChip(page, `Préstamo #${loan.id}`).getByText('Completado', { exact: true }));
  expect(await actions(page).count()).toBe(0);

  await vehicleSays('Activo');
  await page.goto('/tarjeta_gasolina');
  await search(page).fill(CARD);
  await shown(row(page, CARD).getByText('Disponible', { exact: true }));
});

test('the hand-over report compares both audits item by item, marks the item that got worse, and gives km driven and fuel used', async () => {
  expect(worse).not.toBe('');
  await openLoan('Completado');
  await main(page).getByRole('link', { name: 'Ver el acta de entrega y devolución' }).click();
  await at(page, `/viajes_fleet/viajes/${loan.id}/reporte`);
  const table = main(page).getByRole('table');
  await shown(table.getByRole('columnheader', { name: 'Entrega (auditoría inicial)' }));
  await shown(table.getByRole('columnheader', { name: 'Devolución (auditoría final)' }));

  // Side by side: the worse item good at hand-over, bad at return, marked "Empeoró"; only it.
  const worseRow = table.getByRole('row').filter({ has: page.getByText(worse, { exact: true }) });
  await shown(worseRow.getByText('Se devolvió con daños (E2E).'));
  const [, handedOver, returned, change] = (await worseRow.getByRole('cell').allInnerTexts()).map((cell) => cell.trim());
  expect(handedOver).toMatch(/^Bueno\b/);
  expect(returned).toMatch(/^(Malo|No)\b/);
  // Marked in words and with ▼, so that it reads without colour (and printed in black and white).
  expect(change).toBe('▼ Empeoró');
  expect(await table.getByRole('row').filter({ hasText: 'Empeoró' }).count()).toBe(1);
  expect(await table.getByRole('row').filter({ hasText: 'Sin cambio' }).count()).toBeGreaterThan(0);

  await shown(main(page).getByText('12,500 → 12,740 km'));
  await shown(main(page).getByText('240 km recorridos'));
  await shown(main(page).getByText('80 % → 55 %'));
  await shown(main(page).getByText('25 puntos porcentuales consumidos'));
  await shown(main(page).getByText('1 elemento empeoró'));
  // The print button is there (printing itself is the browser's dialog).
  await shown(main(page).getByRole('button', { name: 'Imprimir' }));
});

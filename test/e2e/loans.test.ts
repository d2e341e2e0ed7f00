import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { at, baseUrl, browserForFile, fixture, newPage, search, shown, switchLanguage, WAIT } from './browser';
import { signedIn } from './session';

// The fleet loan requests: HR decides on them at /viajes_fleet/solicitudes, C4 reads
// every loan screen without a write control, and the screens read in English and on a phone.
const browser = browserForFile();

const main = (page: Page) => page.locator('#main-content');

/** The record page's status chip, beside its "Préstamo #id" heading. */
const statusChip = (page: Page, heading: string) => main(page).getByRole('heading', { level: 1, name: heading, exact: true }).locator('xpath=..');

/** The list's data rows (the header row has no link). */
const dataRows = (page: Page) => main(page).getByRole('row').filter({ has: page.getByRole('link') });

/** One word in every fixture's destination, so the lists can be narrowed to them. */
const MARK = 'E2E-LF';
const ACCEPTED = `${MARK} Monterrey, visita a proveedor`;
const REFUSED = `${MARK} Saltillo, auditoría de planta`;
const WAITING = `${MARK} Puebla, capacitación`;

/**
 * Three requests (status 0) by the demo driver, leaving tomorrow: no screen of the back office
 * makes one (they come from the phone app), and the demo's own requests are left to the demo.
 */
async function requests(): Promise<Record<string, number>> {
  const rows = await fixture<{ id: number; destino: string }>(sql`
    INSERT INTO prestamos (usuario, planta, destino, motivo, fecha_salida, fecha_regreso, status)
    SELECT u.id, (SELECT id FROM plantas ORDER BY id LIMIT 1), d.destino, 'Prueba de extremo a extremo', now() + interval '1 day' + d.n * interval '1 hour', now() + interval '2 days', 0
    FROM usuarios u, (VALUES (${ACCEPTED}, 1), (${REFUSED}, 2), (${WAITING}, 3)) AS d(destino, n)
    WHERE u.email = 'conductor@flotilla.mx'
    RETURNING id, destino`);
  return Object.fromEntries(rows.map((r) => [r.destino, r.id]));
}

let ids: Record<string, number> = {};
beforeAll(async () => {
  ids = await requests();
  expect(Object.keys(ids)).toHaveLength(3);
});

/**
 * The fleet requests narrowed by the search box to this file's fixtures. The search is applied
 * once the URL carries it: a row clicked before that would open, and then the delayed search
 * would take the page back to the list.
 */
async function fleetRequests(page: Page) {
  await page.goto('/viajes_fleet/solicitudes');
  await search(page).fill(MARK);
  await expect.poll(() => decodeURIComponent(new URL(page.url()).search), { timeout: WAIT }).toContain(MARK);
  await shown(dataRows(page).filter({ hasText: WAITING }));
}

test('HR accepts one request and rejects another with its reason (required); each leaves the queue and its record says so', async () => {
  const { context, page } = await newPage(browser());
  await signedIn(page, 'rh@flotilla.mx');
  await shown(page.getByText(/Hola, /));
  await fleetRequests(page);
  const accepted = ids[ACCEPTED];
  const refused = ids[REFUSED];

  // Accept, after confirming: the request leaves the queue.
  await dataRows(page).filter({ hasText: ACCEPTED }).getByRole('button', { name: 'Aceptar' }).click();
  const dialog = page.getByRole('dialog');
  await shown(dialog.getByText(`¿Aceptar la solicitud #${accepted}?`));
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await shown(page.getByText(`Solicitud #${accepted} aceptada`));
  await expect.poll(() => dataRows(page).filter({ hasText: ACCEPTED }).count(), { timeout: WAIT }).toBe(0);

  // Reject: without a reason the dialog stays open and says so; with one, the request leaves too.
  const reason = 'El viaje no está autorizado por la gerencia (prueba E2E).';
  await dataRows(page).filter({ hasText: REFUSED }).getByRole('button', { name: 'Rechazar' }).click();
  await shown(dialog.getByText(`Rechazar la solicitud #${refused}`));
  await dialog.getByRole('button', { name: 'Rechazar' }).click();
  await shown(dialog.getByText('El campo no puede estar vacío.'));
  await dialog.getByRole('textbox', { name: /Motivo de rechazo/ }).fill(reason);
  await dialog.getByRole('button', { name: 'Rechazar' }).click();
  await shown(page.getByText(`Solicitud #${refused} rechazada`));
  await expect.poll(() => dataRows(page).filter({ hasText: REFUSED }).count(), { timeout: WAIT }).toBe(0);
  await shown(dataRows(page).filter({ hasText: WAITING }));

  // The accepted loan's page: approved by the administrator, with the decision in its history.
  await page.goto(`/viajes_fleet/viajes/${accepted}`);
  await shown(statusChip(page, `Préstamo #${accepted}`).getByText('Aprobado por el administrador', { exact: true }));
  const history = main(page).getByRole('region', { name: 'Historial' });
  const line = history.getByRole('listitem').filter({ hasText: 'Solicitud aceptada' });
  await shown(line);
  await shown(line.getByText('Solicitud → Aprobado por el administrador'));
  await shown(line.getByText(/Rubén Hernández/));

  // The refused one: refused by HR, with the reason on the page and in the history.
  await page.goto(`/viajes_fleet/viajes/${refused}`);
  await shown(statusChip(page, `Préstamo #${refused}`).getByText('Rechazado por RR. HH.', { exact: true }));
  await shown(main(page).getByRole('alert').filter({ hasText: 'Motivo de rechazo' }).getByText(reason));
  await shown(main(page).getByRole('region', { name: 'Historial' }).getByText(`Motivo: ${reason}`));
  // HR decides on requests only: nothing else to do on a decided loan.
  expect(await main(page).getByRole('group', { name: 'Acciones del préstamo' }).count()).toBe(0);
  await context.close();
});

test('C4 reads the loan lists, a record and its audits without any action or checkbox; the audit form is refused', async () => {
  const { context, page } = await newPage(browser());
  await signedIn(page, 'c4@flotilla.mx');
  await shown(page.getByText(/Hola, /));
  const noWriting = async () => {
    expect(await main(page).getByRole('checkbox').count()).toBe(0);
    for (const name of ['Aceptar', 'Rechazar', 'Asignar vehículo', 'Finalizar', 'Cancelar préstamo', 'Auditoría inicial', 'Auditoría final']) {
      expect([name, await main(page).getByRole('button', { name, exact: true }).or(main(page).getByRole('link', { name, exact: true })).count()]).toEqual([name, 0]);
    }
  };

  await fleetRequests(page);
  await noWriting();
  for (const path of ['/solicitudes', '/viajes_fleet/viajes']) {
    await page.goto(path);
    await shown(main(page).getByRole('tab', { name: 'Solicitudes de préstamo' }));
    await shown(main(page).getByRole('table').or(main(page).getByText(/No hay (solicitudes de préstamo abiertas|viajes de flota en curso)/)));
    await noWriting();
  }

  // A record opens from the list's row; it shows the request and no action group.
  await fleetRequests(page);
  await dataRows(page).filter({ hasText: WAITING }).getByText(WAITING).click();
  const id = ids[WAITING];
  await at(page, `/viajes_fleet/viajes/${id}`);
  await shown(statusChip(page, `Préstamo #${id}`).getByText('Solicitud', { exact: true }));
  await shown(main(page).getByRole('region', { name: 'Solicitud', exact: true }).getByText(WAITING));
  expect(await main(page).getByRole('group', { name: 'Acciones del préstamo' }).count()).toBe(0);
  await noWriting();

  // The audits read; performing one is refused with the way to the audits done.
  await page.goto(`/viajes_fleet/viajes/${id}/auditorias/ver`);
  await shown(main(page).getByRole('region', { name: 'Auditoría inicial', exact: true }).getByText('Aún no se ha hecho.'));
  await shown(main(page).getByRole('region', { name: 'Auditoría final', exact: true }).getByText('Aún no se ha hecho.'));
  await page.goto(`/viajes_fleet/viajes/${id}/auditorias/crear`);
  await shown(main(page).getByText('Solo un administrador puede realizar auditorías. Puede consultar las que ya se hicieron.'));
  expect(await main(page).getByRole('button', { name: /Guardar auditoría/ }).count()).toBe(0);
  expect(await main(page).locator('input[type=file]').count()).toBe(0);
  await context.close();
});

test('in English the fleet trips, a loan and its audits read in English; on a phone (390 px) the record does not scroll sideways', async () => {
  const { context, page } = await newPage(browser());
  await signedIn(page, 'admin@flotilla.mx');
  await shown(page.getByText(/Hola, /));
  await switchLanguage(page, 'English');
  const id = ids[WAITING];

  // The trips view, narrowed by the URL to this file's requests (the filter replaces the view's own).
  await page.goto(`/fleet_trips/trips?filter=${encodeURIComponent(JSON.stringify({ q: MARK }))}`);
  await at(page, '/viajes_fleet/viajes');
  await shown(main(page).getByRole('tab', { name: 'Fleet trips', selected: true }));
  await shown(dataRows(page).filter({ hasText: WAITING }).getByText('Application', { exact: true }));
  await shown(main(page).getByRole('columnheader', { name: 'Requester' }));

  await page.goto(`/fleet_trips/trips/${id}`);
  await at(page, `/viajes_fleet/viajes/${id}`);
  await shown(statusChip(page, `Loan #${id}`).getByText('Application', { exact: true }));
  await shown(main(page).getByRole('region', { name: 'Vehicle', exact: true }));
  await shown(main(page).getByRole('group', { name: 'Loan actions' }).getByRole('button', { name: 'Accept' }));

  await page.goto(`/fleet_trips/trips/${id}/audits/view`);
  await at(page, `/viajes_fleet/viajes/${id}/auditorias/ver`);
  await shown(main(page).getByRole('region', { name: 'Initial audit', exact: true }).getByText('Not done yet.'));
  await shown(main(page).getByRole('region', { name: 'Final audit', exact: true }).getByText('Not done yet.'));
  const text = await main(page).innerText();
  for (const word of ['Auditoría', 'Solicitante', 'Préstamo', 'Aún no']) expect([word, text.includes(word)]).toEqual([word, false]);
  await context.close();

  const phone = await browser().newContext({ baseURL: baseUrl(), locale: 'es-MX', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const small = await phone.newPage();
  await signedIn(small, 'admin@flotilla.mx');
  await shown(small.getByText(/Hola, /));
  await small.goto(`/viajes_fleet/viajes/${id}`);
  await shown(main(small).getByRole('region', { name: 'Historial' }));
  await shown(main(small).getByRole('button', { name: 'Aceptar' }));
  expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await phone.close();
});

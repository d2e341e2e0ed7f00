import { parse } from 'date-fns';
import { sql } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { hashPassword } from '../../server/auth/passwords';
import { documentScanPng } from '../../server/seed/placeholders';
import { browserForFile, fixture, newPage, shown, WAIT } from './browser';
import { signedIn } from './session';

// What a record's history tells a person: a user's points
// in date order with balances that follow, a loan's step named for what HR did, a new vehicle's
// registration and each of its documents by name; and nobody told of what they just did.
const browser = browserForFile();

const main = (page: Page) => page.locator('#main-content');
const historyLines = (page: Page) => main(page).getByRole('list', { name: 'Historial' }).getByRole('listitem');
/** A history line as read aloud: its paragraphs joined by " / ". */
const lineTexts = (lines: Locator) => lines.evaluateAll((items) => items.map((item) => [...item.querySelectorAll('p')].map((p) => p.textContent).join(' / ')));

/** Another administrator, added for this file and removed after it. */
const COLLEAGUE = { email: 'colega.historial.e2e@flotilla.mx', name: 'Elena Colega' };
beforeAll(async () => {
  const password = await hashPassword('flotilla');
  await fixture(sql`INSERT INTO usuarios (email, name, last_name, telephone, groups, plataforma, password)
    VALUES (${COLLEAGUE.email}, 'Elena', 'Colega', '8133333333', ARRAY['Administrador'], true, ${password})`);
});
afterAll(() => fixture(sql`DELETE FROM usuarios WHERE email = ${COLLEAGUE.email}`));

/** API calls as `email`, for what this file sets up beside the screens (a loan request, a vehicle). */
async function apiAs(page: Page, email: string) {
  const login = await page.request.post('/api/auth/login/', { headers: { 'User-Type': 'platform' }, data: { email, password: 'flotilla' } });
  const { access } = (await login.json()) as { access: string };
  return async (url: string, options: { data?: object; multipart?: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> } = {}) => {
    const res = await page.request.post(`/api/${url}`, { headers: { Authorization: `Bearer ${access}` }, ...options });
    if (!res.ok()) throw new Error(`POST ${url}: ${res.status()} ${await res.text()}`);
    return (await res.json()) as Record<string, unknown>;
  };
}

const photo = (name: string) => ({ name, mimeType: 'image/png', buffer: documentScanPng(0) });
const year = new Date().getFullYear() - 1;
const vehicleBody = (matricula: string, extra: object = {}) => ({ matricula, modulo: 1, brand: 'Nissan', model: 'Versa', year, color: 'Gris', gasoline_type: 0, transmission: 0, ...extra });
const firstPlant = async () => (await fixture<{ id: number }>(sql`SELECT id FROM plantas ORDER BY id LIMIT 1`))[0].id;

test("a user's points read newest first by date, each balance following from the one below it", async () => {
  // The demo user with the most movements, a redemption among them.
  const [{ usuario }] = await fixture<{ usuario: number }>(sql`
    SELECT usuario FROM puntos_ledger GROUP BY usuario HAVING bool_or(delta < 0) ORDER BY count(*) DESC, usuario LIMIT 1`);
  const { context, page } = await newPage(browser());
  await signedIn(page, 'rh@flotilla.mx');
  await page.goto(`/usuarios/${usuario}`);
  const ledger = main(page).getByRole('table', { name: 'Movimientos' });
  await shown(ledger.getByRole('row').nth(1));
  const rows = await ledger
    .getByRole('row')
    .evaluateAll((trs) => trs.slice(1).map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
  expect(rows.length).toBeGreaterThanOrEqual(3);
  const moves = rows.map(([date, , delta, balance]) => ({ at: parse(date, 'dd-MM-yyyy hh:mm a', new Date()), delta: Number(delta), balance: Number(balance) }));
  for (const [i, move] of moves.entries()) {
    // Every one adds its points to the one below it; the oldest starts the balance (a page of 10 shows only the newest of a longer ledger).
    const older = moves[i + 1] ?? (moves.length < 10 ? { at: move.at, balance: 0 } : undefined);
    if (!older) continue;
    expect(move.at >= older.at, `${rows[i][0]} after ${rows[i + 1]?.[0]}`).toBe(true);
    expect(move.balance).toBe(older.balance + move.delta);
  }
  await context.close();
});

test('a loan HR accepted names the step HR took, and its status by the status name; its request comes first', async () => {
  const { context, page } = await newPage(browser());
  const admin = await apiAs(page, 'admin@flotilla.mx');
  const [{ id: usuario }] = await fixture<{ id: number }>(sql`SELECT id FROM usuarios WHERE email = 'conductor@flotilla.mx'`);
  const tomorrow = Date.now() + 86_400_000;
  const loan = await admin('prestamos/', {
    data: { usuario, planta: await firstPlant(), destino: 'E2E-HIST Planta Saltillo', motivo: 'Prueba del historial', fecha_salida: new Date(tomorrow).toISOString(), fecha_regreso: new Date(tomorrow + 86_400_000).toISOString() },
  });
  await signedIn(page, 'rh@flotilla.mx');
  await page.goto(`/viajes_fleet/viajes/${loan.id}`);
  await main(page).getByRole('group', { name: 'Acciones del préstamo' }).getByRole('button', { name: 'Aceptar', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await shown(page.getByText(`Solicitud #${loan.id} aceptada`));
  await expect.poll(() => historyLines(page).count(), { timeout: WAIT }).toBe(2);
  const [accepted, requested] = await lineTexts(historyLines(page));
  expect(accepted).toMatch(/^Solicitud aceptada \/ Estado: Solicitud → Aprobado por el administrador \/ \d\d-\d\d-\d{4} .* · Rubén Hernández$/);
  expect(requested).toMatch(/^Solicitud registrada \/ .* · Ana Martínez$/);
  await context.close();
});

test("a new vehicle's history starts with its registration and names each of its documents", async () => {
  const { context, page } = await newPage(browser());
  const admin = await apiAs(page, 'admin@flotilla.mx');
  // As the vehicle form saves it: the record, the photos with road permit and insurance, then the emissions check.
  const plate = 'E2E-HIS-1';
  const vehicle = await admin('vehiculos/', { data: vehicleBody(plate, { planta: await firstPlant() }) });
  await admin(`vehiculos/${vehicle.id}/cargar_documentos/`, {
    multipart: {
      imagen1: photo('frente.png'),
      imagen2: photo('lado.png'),
      imagen3: photo('atras.png'),
      permiso_circulacion: photo('permiso.png'),
      permiso_circulacion_vencimiento: '2031-12-31',
      seguro: photo('poliza.png'),
      seguro_vencimiento: '2031-06-30',
    },
  });
  await admin(`vehiculos/${vehicle.id}/verificacion/`, { multipart: { documento: photo('verificacion.png'), vencimiento: '2031-03-31' } });

  await signedIn(page, 'admin@flotilla.mx');
  await page.goto(`/vehiculos/${plate}`);
  await expect.poll(() => historyLines(page).count(), { timeout: WAIT }).toBe(4);
  const lines = (await lineTexts(historyLines(page))).map((line) => line.replace(/ \/ \d\d-\d\d-\d{4} .* · /, ' · '));
  expect(lines[0]).toBe('Documento actualizado / Verificación: Sin estado → Aceptado · Ana Martínez');
  expect(lines.slice(1, 3).sort()).toEqual([
    'Documento actualizado / Permiso de circulación: Sin estado → Aceptado · Ana Martínez',
    'Documento actualizado / Seguro: Sin estado → Aceptado · Ana Martínez',
  ]);
  expect(lines[3]).toBe('Vehículo registrado · Ana Martínez');
  await context.close();
});

test('an administrator who rejects a vehicle is not told of it; the other administrator is, live', async () => {
  const colleague = await newPage(browser());
  await signedIn(colleague.page, COLLEAGUE.email);
  await colleague.page.goto('/notificaciones');
  await shown(colleague.page.getByRole('tab', { name: 'Sin leer' }));

  const { context, page } = await newPage(browser());
  const admin = await apiAs(page, 'admin@flotilla.mx');
  // An employee's car waiting for review (Pending), registered with its three photos, for a driver with none yet.
  const [{ id: owner }] = await fixture<{ id: number }>(sql`
    SELECT id FROM usuarios u WHERE status = 1 AND role = 1 AND NOT EXISTS (SELECT 1 FROM vehiculos v WHERE v.owner = u.id) ORDER BY id LIMIT 1`);
  const plate = 'E2E-HIS-2';
  const vehicle = await admin('vehiculos/', { data: vehicleBody(plate, { modulo: 0, owner, planta: await firstPlant() }) });
  await admin(`vehiculos/${vehicle.id}/cargar_documentos/`, { multipart: { imagen1: photo('frente.png'), imagen2: photo('lado.png'), imagen3: photo('atras.png') } });

  await signedIn(page, 'admin@flotilla.mx');
  await page.goto(`/vehiculos/${plate}`);
  await main(page).getByRole('button', { name: 'Rechazar solicitud' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /Motivo de rechazo/ }).fill('Las fotos no muestran la placa (prueba E2E).');
  await dialog.getByRole('button', { name: 'Rechazar solicitud' }).click();
  await shown(page.getByText('Solicitud del vehículo rechazada'));

  // The colleague's open centre shows it without a reload; the one who rejected it has no such line.
  const refused = (on: Page) => main(on).getByRole('listitem').filter({ hasText: 'Vehículo rechazado' }).filter({ hasText: plate });
  await shown(refused(colleague.page));
  await page.goto('/notificaciones');
  await shown(page.getByRole('tab', { name: 'Sin leer' }));
  await shown(main(page).getByRole('listitem').or(page.getByRole('status')).first());
  expect(await refused(page).count()).toBe(0);
  await Promise.all([context.close(), colleague.context.close()]);
});

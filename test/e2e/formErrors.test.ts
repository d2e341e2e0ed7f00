import { sql } from 'drizzle-orm';
import type { BrowserContext, Dialog, Locator, Page } from 'playwright-core';
import { auditItemPng } from '../../server/seed/placeholders';
import { at, browserForFile, fixture, newPage, shown, WAIT } from './browser';
import { signedIn } from './session';

// What a person sees when a form refuses to go: the audit form (some twenty items), the vehicle
// create form and a loan's assign-vehicle dialog say what is wrong where it is, with the focus on
// the first field at fault; leaving a filled audit asks in the app's own dialog.
const browser = browserForFile();

const main = (page: Page) => page.locator('#main-content');
const STAMP = Date.now() % 100_000_000;

/** A lendable vehicle no open loan holds (the demo's other loans are left alone). */
const FREE_VEHICLE = sql`
  SELECT id, matricula FROM vehiculos v
  WHERE status = 3 AND modulo = 1
    AND coalesce(permiso_circulacion_status, 0) <> 4 AND coalesce(seguro_status, 0) <> 4 AND coalesce(verificacion_status, 0) <> 4
    AND NOT EXISTS (SELECT 1 FROM prestamos p WHERE p.vehiculo = v.id AND p.status IN (2, 4, 6, 7))
  ORDER BY matricula DESC LIMIT 1`;

/** A loan of the demo driver in `status`, with `vehiculo` or none; answers its id. */
async function loanOf(status: number, vehiculo: number | null, destino: string) {
  const [loan] = await fixture<{ id: number }>(sql`
    INSERT INTO prestamos (usuario, planta, destino, motivo, fecha_salida, fecha_regreso, status, vehiculo)
    SELECT u.id, (SELECT id FROM plantas ORDER BY id LIMIT 1), ${destino}, 'Prueba de extremo a extremo', now() - interval '1 hour', now() + interval '3 days', ${status}, ${vehiculo}
    FROM usuarios u WHERE u.email = 'conductor@flotilla.mx'
    RETURNING id`);
  return loan.id;
}

/** A loan under way (2) with its initial audit at `km`: its final audit is due. */
async function loanUnderWay(km: number) {
  const [vehicle] = await fixture<{ id: number }>(FREE_VEHICLE);
  const id = await loanOf(2, vehicle.id, `E2E-FE ${STAMP} auditoría final`);
  const [audit] = await fixture<{ id: number }>(sql`
    INSERT INTO auditorias (prestamo, tipo, vehiculo, kilometraje, gasolina) VALUES (${id}, 0, ${vehicle.id}, ${km}, 90) RETURNING id`);
  await fixture(sql`UPDATE prestamos SET auditoria_inicial = ${audit.id} WHERE id = ${id}`);
  return { id, audit: audit.id };
}

/** The focused element: its name, label and whether the person sees it (below the app bar, above the window's bottom). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    const box = (element?.closest('[data-field], .MuiFormControl-root') ?? element)?.getBoundingClientRect();
    const bar = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    return {
      name: element?.getAttribute('name') ?? '',
      label: element?.getAttribute('aria-label') ?? '',
      seen: box !== undefined && box.top >= bar && box.bottom <= window.innerHeight,
    };
  });

/** Whether the element at the middle of `locator` is it (or inside it): nothing is drawn over it. */
const uncovered = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && element.contains(top);
  });

const invalidToast = (page: Page) => page.getByText(/El formulario no es válido/);

/** The texts of the toasts drawn over `locator`'s box (notistack names each toast's message #notistack-snackbar). */
const toastsOver = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return [...document.querySelectorAll('#notistack-snackbar')]
      .map((message) => ({ text: message.textContent ?? '', toast: (message.parentElement ?? message).getBoundingClientRect() }))
      .filter(({ toast }) => toast.left < box.right && toast.right > box.left && toast.top < box.bottom && toast.bottom > box.top)
      .map(({ text }) => text);
  });

let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  ({ context, page } = await newPage(browser()));
  await signedIn(page, 'admin@flotilla.mx');
  await shown(page.getByText(/Hola, /));
});
afterAll(() => context?.close());

test('the audit form brings a person at its bottom to the first item at fault, then to the mileage the server refused, and asks in its own dialog before leaving', async () => {
  const loan = await loanUnderWay(5000);
  let nativeDialogs = 0;
  const native = (dialog: Dialog) => {
    nativeDialogs += 1;
    void dialog.dismiss();
  };
  page.on('dialog', native);
  await page.goto(`/viajes_fleet/viajes/${loan.id}/auditorias/crear`);
  const save = main(page).getByRole('button', { name: 'Guardar auditoría final' });
  await shown(save);
  await shown(main(page).getByText(/Kilometraje de la auditoría inicial: 5,000/));
  const items = main(page).locator('section[data-item]');
  const count = await items.count();
  expect(count).toBeGreaterThan(10);

  // Every item complete but one in the middle, which lacks its photo.
  const gap = Math.floor(count / 2);
  for (let i = 0; i < count; i++) {
    const item = items.nth(i);
    await item.getByRole('radio').first().check();
    await item.getByRole('textbox', { name: 'Comentario' }).fill('Sin observaciones (E2E).');
    if (i !== gap) await item.locator('input[type=file]').setInputFiles({ name: `item-${i}.png`, mimeType: 'image/png', buffer: auditItemPng(i, 'good') });
  }
  const gapName = (await items.nth(gap).getByRole('heading', { level: 3 }).innerText()).trim();
  await main(page).getByRole('textbox', { name: /^Kilometraje/ }).fill('6000');
  await main(page).getByRole('textbox', { name: /^Gasolina/ }).fill('60');
  await save.click();

  // The browser's check: the item's photo picker is focused and in view, and the summary names it.
  await expect.poll(() => focused(page), { timeout: WAIT }).toEqual({ name: '', label: `Tomar o elegir foto: ${gapName}`, seen: true });
  const summary = main(page).getByRole('alert', { name: 'Falta completar 1 elemento' });
  await shown(summary);
  expect(await summary.getByRole('listitem').allInnerTexts()).toEqual([`${gapName}: Agregue una foto de este elemento.`]);
  expect(await invalidToast(page).count()).toBe(0);

  // The server's check: meanwhile the initial audit was corrected to more than what was typed.
  await items.nth(gap).locator('input[type=file]').setInputFiles({ name: 'gap.png', mimeType: 'image/png', buffer: auditItemPng(gap, 'good') });
  await fixture(sql`UPDATE auditorias SET kilometraje = 7000 WHERE id = ${loan.audit}`);
  await save.scrollIntoViewIfNeeded();
  await save.click();
  await expect.poll(() => focused(page), { timeout: WAIT }).toEqual({ name: 'kilometraje', label: '', seen: true });
  await shown(summary.getByText(/^Kilometraje: /));
  expect(await invalidToast(page).count()).toBe(0);

  // Leaving with all this typed asks in the app's dialog; staying keeps it, leaving goes.
  await main(page).getByRole('link', { name: 'Gestionar piezas' }).click();
  const leave = page.getByRole('dialog', { name: '¿Salir sin guardar?' });
  await shown(leave.getByText('Algunos cambios no se guardaron. ¿Seguro que quiere descartarlos?'));
  await leave.getByRole('button', { name: 'Seguir editando' }).click();
  await leave.waitFor({ state: 'hidden' });
  expect(await main(page).getByRole('textbox', { name: /^Kilometraje/ }).inputValue()).toBe('6000');
  await main(page).getByRole('link', { name: 'Gestionar piezas' }).click();
  await leave.getByRole('button', { name: 'Salir sin guardar' }).click();
  await at(page, '/piezas');
  await items.first().waitFor({ state: 'detached' });
  page.off('dialog', native);
  expect(nativeDialogs).toBe(0);
});

test('the vehicle create form focuses the first photo it lacks, far down the page, and names what is missing at the top', async () => {
  await page.goto('/vehiculos/agregar');
  const plate = main(page).getByRole('textbox', { name: /^Matrícula/ });
  await shown(plate);
  await plate.fill(`FE${STAMP % 100_000}`);
  await main(page).getByRole('combobox', { name: /^Planta/ }).click();
  await page.getByRole('option').first().click();
  await main(page).getByRole('textbox', { name: /^Marca/ }).fill('Nissan');
  await main(page).getByRole('textbox', { name: /^Modelo/ }).fill('Versa');
  await main(page).locator('input[name="year"]').fill('2022');
  await main(page).getByRole('button', { name: 'Guardar' }).click();
  await expect.poll(() => focused(page), { timeout: WAIT }).toMatchObject({ label: 'Foto frontal', seen: true });
  const summary = main(page).getByRole('alert', { name: 'Hay 3 datos por corregir' });
  await shown(summary);
  expect(await summary.getByRole('listitem').allInnerTexts()).toEqual([
    'Foto frontal: El registro del vehículo requiere tres imágenes.',
    'Foto lateral: El registro del vehículo requiere tres imágenes.',
    'Foto trasera: El registro del vehículo requiere tres imágenes.',
  ]);
  expect(await invalidToast(page).count()).toBe(0);
});

test.each([
  ['a desktop', { width: 1400, height: 900 }],
  ['a phone', { width: 390, height: 844 }],
])("the assign-vehicle dialog on %s says a vehicle must be chosen inside itself, with nothing drawn over it", async (_screen, size) => {
  const id = await loanOf(7, null, `E2E-FE ${STAMP} asignar vehículo ${size.width}`);
  await page.setViewportSize(size);
  await page.goto(`/viajes_fleet/viajes/${id}`);
  await main(page).getByRole('group', { name: 'Acciones del préstamo' }).getByRole('button', { name: 'Asignar vehículo' }).click();
  const dialog = page.getByRole('dialog');
  await shown(dialog.getByRole('radiogroup', { name: 'Vehículos disponibles' }).getByRole('radio'));
  await dialog.getByRole('button', { name: 'Asignar' }).click();
  await shown(dialog.getByRole('alert').getByText('Elija un vehículo.'));
  const parts = [dialog.getByRole('heading').first(), dialog.getByRole('searchbox'), dialog.getByRole('button', { name: 'Asignar' }), dialog.getByRole('button', { name: 'Cancelar' })];
  expect(await Promise.all(parts.map(uncovered))).toEqual(parts.map(() => true));
  expect(await toastsOver(dialog)).toEqual([]);
  expect(await invalidToast(page).count()).toBe(0);
  await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe('radio');
  await page.setViewportSize({ width: 1400, height: 900 });
});

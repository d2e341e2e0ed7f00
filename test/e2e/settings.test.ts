import type { Page } from 'playwright-core';
import { at, baseUrl, browserForFile, newPage, shown, switchLanguage, WAIT } from './browser';
import { signedIn } from './session';

// The settings screen: admin changes and saves it (Spanish), a bad value is refused and
// nothing is saved, HR reads it without any control, and it all reads in English too.
const browser = browserForFile();

const main = (page: Page) => page.locator('#main-content');
const spin = (page: Page, name: RegExp) => main(page).getByRole('spinbutton', { name });
const day = (page: Page, group: string, name: string) => main(page).getByRole('group', { name: group }).getByRole('button', { name, exact: true });

test('admin changes the passengers limit and a weekday, saves, and finds them after a reload; a bad value is not saved', async () => {
  const { context, page } = await newPage(browser());
  await signedIn(page, 'admin@flotilla.mx');
  await shown(page.getByText(/Hola, /));
  await page.goto('/configuracion');
  for (const group of ['Límites de transporte', 'Recompensas', 'Horario de operación', 'Contactos', 'App']) {
    await shown(main(page).getByRole('heading', { name: group }));
  }
  const passengers = spin(page, /Límite de pasajeros/);
  await expect.poll(() => passengers.inputValue(), { timeout: WAIT }).toBe('4');
  await shown(page.getByText('Aún nadie la ha modificado.'));
  expect(await day(page, 'Días de operación', 'Sábado').getAttribute('aria-pressed')).toBe('true');

  await passengers.fill('6');
  await day(page, 'Días de operación', 'Sábado').click();
  await main(page).getByRole('button', { name: 'Guardar' }).click();
  await shown(page.getByText('Configuración guardada'));
  // Who changed it shows once saved.
  await shown(page.getByText(/^Modificada por última vez por .+ el \d{2}-\d{2}-\d{4}/));

  await page.reload();
  await expect.poll(() => spin(page, /Límite de pasajeros/).inputValue(), { timeout: WAIT }).toBe('6');
  expect(await day(page, 'Días de operación', 'Sábado').getAttribute('aria-pressed')).toBe('false');
  expect(await day(page, 'Días de operación', 'Viernes').getAttribute('aria-pressed')).toBe('true');

  // Out of range: the message under the field, no call, and the stored value stays.
  await spin(page, /Límite de pasajeros/).fill('25');
  await main(page).getByRole('button', { name: 'Guardar' }).click();
  await shown(main(page).getByText('Asegúrese de que este valor sea menor o igual a 20.'));
  expect(await page.getByText('Configuración guardada').count()).toBe(0);
  // Leaving the changed form asks first; this reload is meant to drop it.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect.poll(() => spin(page, /Límite de pasajeros/).inputValue(), { timeout: WAIT }).toBe('6');
  await context.close();
});

test('HR sees the settings read-only: no save button and nothing to edit', async () => {
  const { context, page } = await newPage(browser());
  await signedIn(page, 'rh@flotilla.mx');
  await shown(page.getByText(/Hola, /));
  await page.goto('/configuracion');
  await shown(page.getByText('Solo un administrador puede modificar la configuración.'));
  await shown(main(page).getByText('incidencias@flotilla-demo.mx'));
  await shown(main(page).getByText('06:00'));
  expect(await main(page).getByRole('button', { name: 'Guardar' }).count()).toBe(0);
  for (const role of ['spinbutton', 'textbox', 'checkbox'] as const) {
    expect([role, await main(page).getByRole(role).count()]).toEqual([role, 0]);
  }
  expect(await main(page).getByRole('group', { name: 'Días de operación' }).count()).toBe(0);
  await context.close();
});

test('the settings in English: admin saves a change; HR reads them through the /settings alias', async () => {
  const { context, page } = await newPage(browser());
  await signedIn(page, 'admin@flotilla.mx');
  await shown(page.getByText(/Hola, /));
  await switchLanguage(page, 'English');
  await page.goto('/settings');
  await at(page, '/configuracion');
  for (const group of ['Transport limits', 'Rewards', 'Hours of operation', 'Contacts', 'App']) {
    await shown(main(page).getByRole('heading', { name: group }));
  }
  const sunday = day(page, 'Days of operation', 'Sunday');
  await shown(sunday);
  expect(await sunday.getAttribute('aria-pressed')).toBe('false');
  await sunday.click();
  await main(page).getByRole('button', { name: 'Save' }).click();
  await shown(page.getByText('Settings saved'));
  await shown(page.getByText(/^Last changed by .+ on \d{2}\/\d{2}\/\d{4}/));
  await page.reload();
  await shown(main(page).getByRole('heading', { name: 'Transport limits' }));
  await expect.poll(() => day(page, 'Days of operation', 'Sunday').getAttribute('aria-pressed'), { timeout: WAIT }).toBe('true');
  await context.close();

  const hr = await newPage(browser());
  await signedIn(hr.page, 'rh@flotilla.mx');
  await shown(hr.page.getByText(/Hola, /));
  await switchLanguage(hr.page, 'English');
  await hr.page.goto('/settings');
  await at(hr.page, '/configuracion');
  await shown(hr.page.getByText('Only an administrator can change the settings.'));
  await shown(main(hr.page).getByText('Sunday'));
  expect(await main(hr.page).getByRole('button', { name: 'Save' }).count()).toBe(0);
  await hr.context.close();
});

test('on a phone (390 px) the settings screen does not scroll sideways', async () => {
  const context = await browser().newContext({ baseURL: baseUrl(), locale: 'es-MX', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await signedIn(page, 'admin@flotilla.mx');
  await shown(page.getByText(/Hola, /));
  await page.goto('/configuracion');
  await shown(main(page).getByRole('heading', { name: 'App' }));
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, window: window.innerWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.window);
  await context.close();
});

import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { at, browserForFile, fixture, newPage, shown, switchLanguage, WAIT } from './browser';
import { signedIn } from './session';

// What a new user meets on signing in and finding their way: an empty sign-in marks
// its fields, a screen the role may not use says so in place with a way back, the browser tab
// names the screen and the record, and titles are in sentence case.
const browser = browserForFile();

let plate = '';
beforeAll(async () => {
  [{ matricula: plate }] = await fixture<{ matricula: string }>(sql`SELECT matricula FROM vehiculos ORDER BY id LIMIT 1`);
});

/** Waits for the browser tab's title (it follows the screen as it draws). */
const tabTitle = (page: Page, title: string) => expect.poll(() => page.title(), { timeout: WAIT }).toBe(title);
const main = (page: Page) => page.locator('#main-content');

test('an empty sign-in marks the fields at fault, each saying why', async () => {
  const { context, page } = await newPage(browser());
  await page.goto('/login');
  await tabTitle(page, 'Iniciar sesión · Flotilla');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  const email = page.getByRole('textbox', { name: 'Correo electrónico' });
  await expect.poll(() => email.getAttribute('aria-invalid'), { timeout: WAIT }).toBe('true');
  expect(await email.evaluate((input) => document.activeElement === input)).toBe(true);
  const described = (id: string | null) => page.locator(`[id="${id}"]`).textContent();
  expect(await described(await email.getAttribute('aria-describedby'))).toBe('Escriba su correo electrónico');
  const password = page.getByLabel('Contraseña', { exact: true });
  expect(await password.getAttribute('aria-invalid')).toBe('true');
  expect(await described(await password.getAttribute('aria-describedby'))).toBe('Escriba su contraseña');
  await context.close();
});

test('HR and C4 get the same access-denied page on creating and on editing a vehicle, with a way back', async () => {
  const { context, page } = await newPage(browser());
  await signedIn(page, 'rh@flotilla.mx');
  for (const path of ['/vehiculos/agregar', `/vehiculos/editar/${plate}`]) {
    await page.goto(path);
    await shown(main(page).getByRole('heading', { level: 1, name: 'Acceso denegado' }));
    // At the address asked for, saying what happened; titled in the app bar and the tab.
    await at(page, path);
    await shown(main(page).getByText(`Con su rol (HHRR Administrador) no puede abrir la dirección ${path}.`));
    await shown(page.getByRole('banner').getByText('Acceso denegado'));
    await tabTitle(page, 'Acceso denegado · Vehículos · Flotilla');
  }
  await main(page).getByRole('link', { name: 'Ir a Vehículos' }).click();
  await at(page, '/vehiculos');
  await tabTitle(page, 'Vehículos · Flotilla');
  await context.close();

  // A list the role may not read: home is the way back.
  const c4 = await newPage(browser());
  await signedIn(c4.page, 'c4@flotilla.mx');
  await c4.page.goto('/usuarios/plataforma');
  await shown(main(c4.page).getByRole('heading', { level: 1, name: 'Acceso denegado' }));
  await main(c4.page).getByRole('link', { name: 'Ir al inicio' }).click();
  await at(c4.page, '/');
  await c4.context.close();
});

test('the browser tab names the screen and the record, in the current language; the create page reads in sentence case', async () => {
  const { context, page } = await newPage(browser());
  await signedIn(page, 'admin@flotilla.mx');
  await tabTitle(page, 'Inicio · Flotilla');
  await page.goto('/vehiculos');
  await tabTitle(page, 'Vehículos · Flotilla');
  await page.goto(`/vehiculos/${plate}`);
  await tabTitle(page, `${plate} · Vehículos · Flotilla`);
  await page.goto('/vehiculos/agregar');
  await shown(page.getByRole('banner').getByText('Crear vehículo', { exact: true }));
  await tabTitle(page, 'Crear vehículo · Vehículos · Flotilla');
  await switchLanguage(page, 'English');
  await shown(page.getByRole('banner').getByText('Create vehicle', { exact: true }));
  await tabTitle(page, 'Create vehicle · Vehicles · Flotilla');
  await page.goto('/viajes_fleet/viajes');
  await tabTitle(page, 'Fleet trips · Flotilla');
  await switchLanguage(page, 'Español');
  await context.close();
});

test("the bell's count is there on the bell's first drawing after a full load, before the websocket", async () => {
  const { context, page } = await newPage(browser());
  // Notes the bell's name when it first appears, before anything can change it.
  await page.addInitScript(() => {
    const note = () => {
      const bell = [...document.querySelectorAll('header button[aria-label]')].find((b) => /^(Notificaciones|Notifications)\b/.test(b.getAttribute('aria-label')!));
      if (!bell) return false;
      (window as unknown as { firstBell: string }).firstBell = bell.getAttribute('aria-label')!;
      return true;
    };
    new MutationObserver((_, observer) => note() && observer.disconnect()).observe(document, { childList: true, subtree: true });
  });
  await signedIn(page, 'admin@flotilla.mx');
  const counted = /^Notificaciones: \d+ sin leer$/;
  // Signed in, the bell counts once; a full load (the next visit) shows that count from its first drawing.
  await expect.poll(() => page.locator('header').getByRole('button', { name: counted }).count(), { timeout: WAIT }).toBe(1);
  await page.reload();
  await expect.poll(() => page.evaluate(() => (window as unknown as { firstBell?: string }).firstBell), { timeout: WAIT }).toMatch(counted);
  await context.close();
});

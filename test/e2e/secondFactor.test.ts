import type { Page } from 'playwright-core';
import { GROUPS } from '../../domain/roles';
import { at, browserForFile, newPage, shown, signIn } from './browser';
import { createStaffAccount, signedIn } from './session';
import { shownSecret, totpAt } from './totp';

// A person turns their second factor on from My account and signs in with it, then with a
// recovery code, which works once (issue #36), in Spanish. An account of its own: demo accounts
// never get a factor, and no other file signs in with this one.
const browser = browserForFile();
const ACCOUNT = { email: 'doble.paso@flotilla.mx', name: 'Dora', last_name: 'Blepaso', group: GROUPS.c4, password: 'grulla-violeta-sobre-el-puente' };
let accountId: number;

/** Signs out from the user menu (at the top: the app bar hides itself while the page is scrolled down). */
async function signOut(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: /^perfil/i }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await at(page, '/login');
}

/** Signs in by the form up to the code step. */
async function toCodeStep(page: Page) {
  await signIn(page, ACCOUNT.email, ACCOUNT.password);
  const step = page.getByRole('form', { name: 'Verificación en dos pasos' });
  await shown(step);
  return step;
}

test('turns the second factor on, signs in with its code, then with a recovery code that works once', async () => {
  const { context, page } = await newPage(browser());
  accountId = await createStaffAccount(page.request, ACCOUNT);
  await signIn(page, ACCOUNT.email, ACCOUNT.password);
  await at(page, '/');

  // My account, from the user menu: turn it on (a fresh sign-in needs no password again).
  await page.getByRole('button', { name: /^perfil/i }).click();
  await page.getByRole('menuitem', { name: 'Mi cuenta' }).click();
  await at(page, '/mi_cuenta');
  const card = page.getByRole('region', { name: 'Verificación en dos pasos' });
  await shown(card.getByText('Desactivada'));
  await card.getByRole('button', { name: 'Activar' }).click();
  const setup = page.getByRole('dialog');
  await shown(setup.getByRole('img', { name: 'Código QR para agregar Flotilla a su aplicación de autenticación' }));
  const secret = await shownSecret(page);
  await setup.getByRole('textbox', { name: 'Código de 6 dígitos' }).fill(await totpAt(secret));
  await setup.getByRole('button', { name: 'Activar' }).click();
  const codes = setup.getByRole('list', { name: 'Sus códigos de recuperación' }).getByRole('listitem');
  await shown(codes.first());
  expect(await codes.count()).toBe(10);
  const recovery = (await codes.allTextContents()).map((code) => code.trim());
  expect(recovery.every((code) => /^[0-9A-Z]{5}-[0-9A-Z]{5}$/.test(code))).toBe(true);
  await setup.getByRole('checkbox', { name: 'Los guardé en un lugar seguro' }).check();
  await setup.getByRole('button', { name: 'Continuar' }).click();
  await shown(card.getByText(/^Activada desde el/));

  // Signing in now asks for the code; the next step's code (the current one is spent).
  await signOut(page);
  let step = await toCodeStep(page);
  await step.getByRole('textbox', { name: 'Código de 6 dígitos' }).fill(await totpAt(secret, 1));
  await step.getByRole('button', { name: 'Verificar' }).click();
  await at(page, '/');
  await shown(page.getByText(/Hola, Dora/));

  // A recovery code instead: it says how many are left before going on.
  await signOut(page);
  step = await toCodeStep(page);
  await step.getByRole('button', { name: 'Usar un código de recuperación' }).click();
  await step.getByRole('textbox', { name: 'Código de recuperación' }).fill(recovery[0]);
  await step.getByRole('button', { name: 'Verificar' }).click();
  await shown(page.getByRole('status').filter({ hasText: 'Le quedan 9 códigos de recuperación.' }));
  await page.getByRole('button', { name: 'Continuar' }).click();
  await at(page, '/');

  // The same recovery code again is refused, and the code step stays.
  await signOut(page);
  step = await toCodeStep(page);
  await step.getByRole('button', { name: 'Usar un código de recuperación' }).click();
  await step.getByRole('textbox', { name: 'Código de recuperación' }).fill(recovery[0].toLowerCase());
  await step.getByRole('button', { name: 'Verificar' }).click();
  await shown(step.getByText('El código no es válido', { exact: false }));
  expect(new URL(page.url()).pathname).toBe('/login');
  await context.close();
}, 120_000);

test('an administrator removes the lost factor from the record: the person signs in with the password alone', async () => {
  const admin = await newPage(browser());
  await signedIn(admin.page, 'admin@flotilla.mx');
  await admin.page.goto(`/usuarios/${accountId}`);
  const security = admin.page.getByRole('region', { name: 'Seguridad de la cuenta' });
  // The first test spent one of the ten recovery codes.
  await shown(security.getByText(/Quedan 9 códigos de recuperación/));
  await security.getByRole('button', { name: 'Quitar la verificación en dos pasos' }).click();
  const dialog = admin.page.getByRole('dialog', { name: '¿Quitar la verificación en dos pasos de Dora Blepaso?' });
  await shown(dialog);
  await dialog.getByRole('button', { name: 'Quitar la verificación en dos pasos' }).click();
  await shown(admin.page.getByText('Verificación en dos pasos quitada', { exact: true }));
  await shown(security.getByText('Desactivada', { exact: true }));
  // Its sign-in log says so.
  await shown(admin.page.getByRole('table', { name: 'Registro de accesos' }).getByText('Verificación en dos pasos quitada por un administrador'));
  await admin.context.close();

  const { context, page } = await newPage(browser());
  await signIn(page, ACCOUNT.email, ACCOUNT.password);
  await at(page, '/');
  await shown(page.getByText(/Hola, Dora/));
  await context.close();
}, 60_000);

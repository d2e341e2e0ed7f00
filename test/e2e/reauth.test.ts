import { sql } from 'drizzle-orm';
import { GROUPS } from '../../domain/roles';
import { browserForFile, fixture, newPage, shown } from './browser';
import { createStaffAccount, requireNoSecondFactor, signedIn } from './session';

// A sensitive change more than five minutes after the last password asks for it again (ASVS
// 7.5.1): the dialog, a wrong password refused under its field, then the same call goes through.
// Its own administrator account; the setting is put back afterwards.
const browser = browserForFile();
const ACCOUNT = { email: 'admin.reauth@flotilla.mx', name: 'Raúl', last_name: 'Confirma', group: GROUPS.admin, password: 'lluvia-de-marzo-sobre-el-puerto' };

afterAll(async () => {
  const { context, page } = await newPage(browser());
  try {
    await requireNoSecondFactor(page.request);
  } finally {
    await context.close();
  }
});

test('a security setting changed ten minutes after signing in asks for the password again, then saves', async () => {
  const { context, page } = await newPage(browser());
  const id = await createStaffAccount(page.request, ACCOUNT);
  await signedIn(page, ACCOUNT.email, ACCOUNT.password);
  // As far as the server's window goes, the password was last given ten minutes ago.
  await fixture(sql`UPDATE sessions SET authenticated_at = now() - interval '10 minutes' WHERE user_id = ${id}`);
  await page.goto('/configuracion');
  const groups = page.getByRole('group', { name: 'Verificación en dos pasos obligatoria para' });
  await shown(groups);
  await groups.getByRole('checkbox', { name: 'C4' }).check();
  await page.getByRole('button', { name: 'Guardar' }).click();

  const dialog = page.getByRole('dialog', { name: 'Confirme que es usted' });
  await shown(dialog.getByText('Para hacer este cambio, escriba de nuevo su contraseña.'));
  const password = dialog.getByLabel(/^Contraseña/);
  await password.fill('no-es-la-contraseña');
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await shown(dialog.getByText('La contraseña no es correcta.'));
  expect(await password.evaluate((field) => field === document.activeElement)).toBe(true);
  const [before] = await fixture<{ second_factor_groups: string[] }>(sql`SELECT second_factor_groups FROM configuracion WHERE id = 1`);
  expect(before.second_factor_groups).toEqual([]);

  await password.fill(ACCOUNT.password);
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await shown(page.getByText('Configuración guardada'));
  await dialog.waitFor({ state: 'detached' });
  const [after] = await fixture<{ second_factor_groups: string[] }>(sql`SELECT second_factor_groups FROM configuracion WHERE id = 1`);
  expect(after.second_factor_groups).toEqual(['C4']);
  await context.close();
}, 90_000);

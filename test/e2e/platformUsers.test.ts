import { sql } from 'drizzle-orm';
import { at, browserForFile, fixture, newPage, row, search, shown } from './browser';
import { signedIn } from './session';

// "Quitar permisos" reached from Usuarios de plataforma, where a row opens the account's form.
const browser = browserForFile();

const EMAIL = `e2e-staff-${Date.now() % 100_000_000}@flotilla.mx`;

test('an admin removes a staff member’s permissions from the platform users screen, after confirming, and lands on the user’s record', async () => {
  const [staff] = await fixture<{ id: number }>(sql`
    INSERT INTO usuarios (email, name, last_name, groups, plataforma) VALUES (${EMAIL}, 'Estela', 'Prueba E2E', '{C4}', true) RETURNING id`);
  const [admin] = await fixture<{ id: number }>(sql`SELECT id FROM usuarios WHERE email = 'admin@flotilla.mx'`);
  const { context, page } = await newPage(browser());
  await signedIn(page, 'admin@flotilla.mx');
  await shown(page.getByText(/Hola, /));

  // One's own account: the form, but no way to strip oneself.
  await page.goto(`/usuarios/plataforma/${admin.id}`);
  await shown(page.getByRole('textbox', { name: /Correo/ }));
  expect(await page.getByRole('textbox', { name: /Correo/ }).inputValue()).toBe('admin@flotilla.mx');
  await shown(page.getByRole('button', { name: 'Guardar' }));
  expect(await page.getByRole('button', { name: 'Quitar permisos' }).count()).toBe(0);

  await page.goto('/usuarios/plataforma');
  await search(page).fill(EMAIL);
  await row(page, EMAIL).getByText('Estela', { exact: true }).click();
  await at(page, `/usuarios/plataforma/${staff.id}`);
  await page.getByRole('button', { name: 'Quitar permisos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Quitar permisos a Estela Prueba E2E' });
  await shown(dialog.getByText(/dejará de pertenecer a sus grupos de la plataforma \(C4\)/));
  await dialog.getByRole('button', { name: 'Confirmar' }).click();

  await at(page, `/usuarios/${staff.id}`);
  await page.getByText('Permisos retirados').first().waitFor();
  expect(await page.getByText('El elemento no existe').count()).toBe(0);
  const [after] = await fixture<{ plataforma: boolean; groups: string[] }>(sql`SELECT plataforma, groups FROM usuarios WHERE id = ${staff.id}`);
  expect(after).toEqual({ plataforma: false, groups: [] });
  await context.close();
});

import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';
import { GROUPS } from '../../domain/roles';
import { hashPassword } from '../../server/auth/passwords';
import { connect } from '../../server/db/client';
import { usuarios } from '../../server/db/schema';
import { at, browserForFile, newPage, shown } from './browser';

// Password recovery by code (SPEC §7, DOMAIN §4), in English, with the code read from the
// mail the server wrote to its outbox (no SMTP_URL). It recovers an account of its own, so no
// account the other browser tests sign in with changes password.
const browser = browserForFile();
beforeAll(async () => {
  const database = connect(inject('databaseUrl'), 1);
  const password = await hashPassword('flotilla');
  await database.db.insert(usuarios).values([
    { email: 'recupera@flotilla.mx', name: 'Rosa', last_name: 'Cupera', groups: [GROUPS.c4], password },
    { email: 'vuelve@flotilla.mx', name: 'Vicente', last_name: 'Vuelve', groups: [GROUPS.c4], password },
  ]);
  await database.close();
});

async function codeMailedTo(email: string) {
  const dir = inject('outboxDir');
  for (let i = 0; i < 50; i++) {
    const files = (await readdir(dir).catch(() => [])).filter((f) => f.endsWith(`${email}.eml`)).sort();
    if (files.length) return /\b(\d{6})\b/.exec(await readFile(path.join(dir, files.at(-1)!), 'utf8'))![1];
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${email}`);
}

test('a staff member resets a forgotten password with the mailed code, in English', async () => {
  const { context, page } = await newPage(browser());
  await page.goto('/login');
  await page.getByRole('button', { name: /idioma/i }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await page.getByText('Forgot your password?').click();

  const form = page.getByRole('form', { name: 'Recover password' });
  await form.getByRole('textbox', { name: 'Email' }).fill('recupera@flotilla.mx');
  await form.getByRole('button', { name: 'Send code' }).click();
  await shown(page.getByText('If the email is registered', { exact: false }));

  // A wrong code is refused with the spec's message before the right one is accepted.
  const codeBox = form.getByRole('textbox', { name: 'Verification code' });
  const code = await codeMailedTo('recupera@flotilla.mx');
  await codeBox.fill(code === '000000' ? '111111' : '000000');
  await form.getByRole('button', { name: 'Verify code' }).click();
  await shown(page.getByText('The code is invalid'));
  await codeBox.fill(code);
  await form.getByRole('button', { name: 'Verify code' }).click();

  await form.getByLabel('New password', { exact: true }).fill('nueva-clave-segura');
  await form.getByLabel('Confirm password').fill('nueva-clave-segura');
  await form.getByRole('button', { name: 'Change password' }).click();
  await shown(page.getByText('The password was changed; you can sign in now.'));

  // The old password no longer opens the back office; the new one does.
  await page.goto('/login');
  await page.getByLabel('Email').fill('recupera@flotilla.mx');
  await page.getByLabel('Password').fill('flotilla');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await shown(page.getByText('Invalid credentials'));
  await page.getByLabel('Password').fill('nueva-clave-segura');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await at(page, '/');
  await shown(page.getByText(/Welcome/));
  await context.close();
});

test('a code asked for before a reload is typed after it, from the "already sent" message', async () => {
  const { context, page } = await newPage(browser());
  const askForCode = async () => {
    await page.getByText('¿Olvidó su contraseña?').click();
    const form = page.getByRole('form', { name: 'Recuperar contraseña' });
    await form.getByRole('textbox', { name: 'Correo electrónico' }).fill('vuelve@flotilla.mx');
    await form.getByRole('button', { name: 'Enviar código' }).click();
    return form;
  };
  await page.goto('/login');
  await askForCode();
  await shown(page.getByRole('textbox', { name: 'Código de verificación' }));
  const code = await codeMailedTo('vuelve@flotilla.mx');

  // Back later (a reload): asking again is refused for five minutes, and the message offers the code step.
  await page.reload();
  const form = await askForCode();
  const refusal = page.getByRole('alert').filter({ hasText: 'El código ya fue enviado' });
  await shown(refusal);
  const haveCode = refusal.getByRole('button', { name: 'Ya tengo un código' });
  // Its words on one line, not squeezed into the alert's side column one word per line.
  const { height } = (await haveCode.boundingBox())!;
  const lineHeight = await haveCode.evaluate((button) => parseFloat(getComputedStyle(button).lineHeight));
  expect(height).toBeLessThan(lineHeight * 2 + 12);
  await haveCode.click();
  await form.getByRole('textbox', { name: 'Código de verificación' }).fill(code);
  await form.getByRole('button', { name: 'Verificar código' }).click();
  await form.getByLabel('Nueva contraseña', { exact: true }).fill('otra-clave-segura');
  await form.getByLabel('Confirmar contraseña').fill('otra-clave-segura');
  await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await shown(page.getByText('La contraseña fue cambiada; ya puede iniciar sesión.'));
  await context.close();
});

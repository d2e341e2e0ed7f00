import { eq } from 'drizzle-orm';
import { createAdministrator } from '../../../server/auth/administrators';
import { commonPasswords, isCommonPassword } from '../../../server/auth/commonPasswords';
import { usuarios } from '../../../server/db/schema';
import { translate } from '../../../server/http/i18n';
import { GROUPS } from '../../../domain/roles';
import { createTestApp, type TestApp } from '../support/harness';
import { userBody } from '../resources/usersHelpers';
import { accountCall, freshIp, signIn } from './accountKit';
import { recoveryCalls } from './recoveryHelpers';

/**
 * New passwords (issue #36, ASVS 6.2.x): 8 to 256 characters, no composition rules, and never one
 * of the most common passwords shipped with the product (offline) nor the account's own words, on
 * every way a password is set: recovery, My account, a new platform user and create-admin.
 */
let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.token('admin@flotilla.mx');
});
afterAll(() => t.close());

const REFUSED = ['12345678', 'password1', 'iloveyou', 'Flotilla2024!'];
const ACCEPTED = ['correcto caballo batería', 'una frase de sesenta y cuatro caracteres para probar el limite de'.slice(0, 64), 'x1y2z3'.repeat(43).slice(0, 256)];
const { reset, codeFor, send } = recoveryCalls(() => t);

describe('the common list', () => {
  it('holds the top 10,000 and more, of 8 characters or more, lower-cased', () => {
    const list = commonPasswords();
    expect(list.size).toBeGreaterThan(10_000);
    expect([...list].every((p) => p.length >= 8 && p === p.toLowerCase())).toBe(true);
  });

  it('refuses listed passwords with digits or symbols at their ends, and the account\'s own words', () => {
    expect(isCommonPassword('Password1!')).toBe(true);
    expect(isCommonPassword('!!qwertyuiop')).toBe(true);
    expect(isCommonPassword('lucia.ramos2024', ['lucia.ramos'])).toBe(true);
    expect(isCommonPassword('correcto caballo batería')).toBe(false);
  });
});

it('recovery refuses common passwords (in es and en) and takes long passphrases', async () => {
  for (const [i, password] of REFUSED.entries()) {
    const email = `comun${i}@flotilla.mx`;
    await t.addUser({ email });
    await send(email);
    const code = await codeFor(email);
    await t.call({ method: 'POST', url: 'codigo_verificacion/verificar_codigo/', payload: { email, codigo: code }, ip: freshIp() });
    for (const lang of ['es', 'en'] as const) {
      const res = await reset(email, code, password, lang);
      expect([password, res.statusCode, res.json()]).toEqual([password, 400, { contrasena: [translate(lang, 'validation.password_common')] }]);
    }
  }
  for (const [i, password] of ACCEPTED.entries()) {
    const email = `frase${i}@flotilla.mx`;
    await t.addUser({ email });
    await send(email);
    const code = await codeFor(email);
    await t.call({ method: 'POST', url: 'codigo_verificacion/verificar_codigo/', payload: { email, codigo: code }, ip: freshIp() });
    expect([password.length, (await reset(email, code, password)).statusCode]).toEqual([password.length, 200]);
  }
});

it('My account refuses common passwords and takes long passphrases', async () => {
  await t.addUser({ email: 'comun.cuenta@flotilla.mx', groups: [GROUPS.c4] });
  const ip = freshIp();
  const { access } = await signIn(t, 'comun.cuenta@flotilla.mx', { ip });
  for (const password of [...REFUSED, 'comun.cuenta99']) {
    const res = await accountCall(t, access, 'POST', 'auth/account/password/', { current_password: 'flotilla', password }, ip);
    expect([password, res.statusCode, res.json()]).toEqual([password, 400, { password: [translate('en', 'validation.password_common')] }]);
  }
  let current = 'flotilla';
  for (const password of ACCEPTED) {
    const res = await accountCall(t, access, 'POST', 'auth/account/password/', { current_password: current, password }, ip);
    expect([password.length, res.statusCode]).toEqual([password.length, 200]);
    current = password;
  }
  const tooLong = await accountCall(t, access, 'POST', 'auth/account/password/', { current_password: current, password: 'x'.repeat(257) }, ip);
  expect(tooLong.json()).toEqual({ password: [translate('en', 'validation.max_length', { count: 256 })] });
});

it('a new platform user refuses common passwords and their own name, and takes a passphrase', async () => {
  const create = (password: string) =>
    t.call({ method: 'POST', url: 'usuarios/plataforma/', token: adminToken, lang: 'en', payload: userBody({ groups: [GROUPS.c4], password, name: 'Marisol' }) });
  for (const password of [...REFUSED, 'Marisol#1']) {
    const res = await create(password);
    expect([password, res.statusCode, res.json()]).toEqual([password, 400, { password: [translate('en', 'validation.password_common')] }]);
  }
  const ok = await create('correcto caballo batería');
  expect(ok.statusCode).toBe(201);
});

it('create-admin refuses common passwords, keeping its 12 characters', async () => {
  const input = { email: 'jefa.comun@empresa.mx', name: 'Laura', last_name: 'Gómez' };
  for (const password of ['password1234', 'Flotilla2024!', 'jefa.comun2024!', 'Laura!!!!!!!!']) {
    expect([password, await createAdministrator(t.database.db, { ...input, password })]).toEqual([password, 'This password is too common or easy to guess; choose another.']);
  }
  expect(await createAdministrator(t.database.db, { ...input, password: 'caballo azu' })).toMatch(/at least 12/);
  expect(await createAdministrator(t.database.db, { ...input, password: 'correcto caballo batería' })).toBeNull();
  expect(await t.database.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, input.email))).toHaveLength(1);
});

import { and, eq } from 'drizzle-orm';
import { audit_log, second_factor_codes, second_factors } from '../../../server/db/schema';
import { translate } from '../../../server/http/i18n';
import { GROUPS } from '../../../domain/roles';
import { createTestApp, type TestApp } from '../support/harness';
import { accountCall, freshIp, signIn } from './accountKit';
import { codeAt, login, requireFactorFor, sendCode } from './factorKit';

/**
 * My account's second factor (issue #36): turned on with a QR code and a confirming code (ten
 * recovery codes shown once, the other sessions ended), turned off with a code unless the person's
 * group requires it, and new recovery codes. Each person here is the test's own (never a demo account).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A new person signed in twice: `token` is this session, `other` another one. */
async function person(email: string, groups: string[] = [GROUPS.c4]) {
  const id = await t.addUser({ email, groups });
  const ip = freshIp();
  const other = await signIn(t, email, { ip });
  const { access } = await signIn(t, email, { ip });
  const call = (method: 'GET' | 'POST', url: string, payload?: unknown) => accountCall(t, access, method, url, payload, ip);
  return { id, token: access, other: other.access, call };
}

/** Turns the factor on through the API; answers the secret and the recovery codes. */
async function turnOn(p: Awaited<ReturnType<typeof person>>) {
  const setup = await p.call('POST', 'auth/account/second_factor/setup/', {});
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json() as { secret: string };
  const confirm = await p.call('POST', 'auth/account/second_factor/confirm/', { code: await codeAt(secret) });
  expect(confirm.statusCode).toBe(200);
  return { secret, codes: confirm.json().recovery_codes as string[] };
}

it('turns the factor on: QR code and secret, then a code gives ten recovery codes and ends the other sessions', async () => {
  const p = await person('factor.on@flotilla.mx');
  const setup = await p.call('POST', 'auth/account/second_factor/setup/', {});
  expect(setup.statusCode).toBe(200);
  const { secret, otpauth_url, qr_svg } = setup.json();
  expect(otpauth_url).toMatch(/^otpauth:\/\/totp\/Flotilla:factor\.on%40flotilla\.mx\?/);
  expect(qr_svg).toMatch(/^<svg/);
  // Asked again, the same secret: the QR already scanned stays good.
  expect((await p.call('POST', 'auth/account/second_factor/setup/', {})).json().secret).toBe(secret);

  const wrong = await p.call('POST', 'auth/account/second_factor/confirm/', { code: '000000' });
  expect([wrong.statusCode, wrong.json()]).toEqual([400, { code: [translate('en', 'validation.code_invalid')] }]);
  const format = await p.call('POST', 'auth/account/second_factor/confirm/', { code: '12ab' });
  expect(format.json()).toEqual({ code: [translate('en', 'validation.code_format')] });

  const confirm = await p.call('POST', 'auth/account/second_factor/confirm/', { code: await codeAt(secret) });
  expect(confirm.statusCode).toBe(200);
  const codes = confirm.json().recovery_codes as string[];
  expect(codes).toHaveLength(10);
  expect(codes.every((c) => /^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/.test(c))).toBe(true);
  expect((await accountCall(t, p.other, 'GET', 'auth/account/')).statusCode).toBe(401);
  const account = (await p.call('GET', 'auth/account/')).json();
  expect(account.second_factor).toMatchObject({ enabled: true, required: false, recovery_codes_left: 10 });
  expect(account.second_factor.enabled_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  expect(Date.now() - Date.parse(account.second_factor.enabled_at)).toBeLessThan(60_000);
  // A spent code is not counted: one marked used leaves nine.
  const [first] = await t.database.db.select({ id: second_factor_codes.id }).from(second_factor_codes).where(eq(second_factor_codes.user_id, p.id)).limit(1);
  await t.database.db.update(second_factor_codes).set({ used_at: new Date() }).where(eq(second_factor_codes.id, first.id));
  expect((await p.call('GET', 'auth/account/')).json().second_factor.recovery_codes_left).toBe(9);

  expect((await p.call('POST', 'auth/account/second_factor/setup/', {})).json().code).toBe('second_factor_on');
  expect((await p.call('POST', 'auth/account/second_factor/confirm/', { code: await codeAt(secret, 1) })).json().code).toBe('second_factor_on');
  const audits = await t.database.db.select().from(audit_log).where(and(eq(audit_log.resource, 'auth'), eq(audit_log.record_id, String(p.id))));
  expect(audits.map((a) => a.action)).toContain('second_factor_enabled');
  expect(JSON.stringify(audits)).not.toContain(secret);
});

it('refuses to confirm without a setup started', async () => {
  const p = await person('factor.sin@flotilla.mx');
  const res = await p.call('POST', 'auth/account/second_factor/confirm/', { code: '123456' });
  expect([res.statusCode, res.json().code]).toEqual([409, 'invalid_transition']);
});

it('turns the factor off with a code (a recovery code too), ending the other sessions; a wrong code is refused', async () => {
  const p = await person('factor.off@flotilla.mx');
  const { secret } = await turnOn(p);
  const wrong = await p.call('POST', 'auth/account/second_factor/disable/', { code: '000000' });
  expect([wrong.statusCode, wrong.json()]).toEqual([400, { code: [translate('en', 'validation.code_invalid')] }]);
  const off = await p.call('POST', 'auth/account/second_factor/disable/', { code: await codeAt(secret, 1) });
  expect(off.statusCode).toBe(204);
  expect(await t.database.db.select().from(second_factors).where(eq(second_factors.user_id, p.id))).toEqual([]);
  expect((await p.call('POST', 'auth/account/second_factor/disable/', { code: '123456' })).json().code).toBe('second_factor_off');
  expect((await p.call('POST', 'auth/account/second_factor/recovery_codes/', {})).json().code).toBe('second_factor_off');

  const q = await person('factor.recuperacion@flotilla.mx');
  const { secret: secretQ, codes } = await turnOn(q);
  // Another sign-in, with a code now (the next step: the current one confirmed the setup).
  const challenge = (await login(t, { email: 'factor.recuperacion@flotilla.mx' })).json().challenge as string;
  const other = await sendCode(t, challenge, await codeAt(secretQ, 1));
  expect(other.statusCode).toBe(200);
  const byRecovery = await q.call('POST', 'auth/account/second_factor/disable/', { code: codes[3].toLowerCase() });
  expect(byRecovery.statusCode).toBe(204);
  expect((await accountCall(t, other.json().access as string, 'GET', 'auth/account/')).statusCode).toBe(401);
  const [audit] = await t.database.db.select().from(audit_log).where(and(eq(audit_log.action, 'second_factor_disabled'), eq(audit_log.record_id, String(q.id))));
  expect(audit.changes).toMatchObject({ second_factor: 'recovery' });
});

it('keeps the factor of a person whose group requires it', async () => {
  const p = await person('factor.requerido@flotilla.mx', [GROUPS.rh_admin]);
  const { secret } = await turnOn(p);
  await requireFactorFor(t, [GROUPS.rh_admin]);
  try {
    expect((await p.call('GET', 'auth/account/')).json().second_factor).toMatchObject({ enabled: true, required: true });
    const res = await p.call('POST', 'auth/account/second_factor/disable/', { code: await codeAt(secret, 1) });
    expect([res.statusCode, res.json().code]).toEqual([409, 'second_factor_required']);
    expect(await t.database.db.select({ id: second_factors.user_id }).from(second_factors).where(eq(second_factors.user_id, p.id))).toHaveLength(1);
  } finally {
    await requireFactorFor(t, []);
  }
});

it('replaces the recovery codes with ten new ones: the old ones stop working', async () => {
  const p = await person('factor.codigos@flotilla.mx');
  const { codes } = await turnOn(p);
  const res = await p.call('POST', 'auth/account/second_factor/recovery_codes/', {});
  expect(res.statusCode).toBe(200);
  const fresh = res.json().recovery_codes as string[];
  expect(fresh).toHaveLength(10);
  expect(fresh.some((c) => codes.includes(c))).toBe(false);
  const old = await p.call('POST', 'auth/account/second_factor/disable/', { code: codes[0] });
  expect(old.statusCode).toBe(400);
  expect((await p.call('POST', 'auth/account/second_factor/disable/', { code: fresh[0] })).statusCode).toBe(204);
});

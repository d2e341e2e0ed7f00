import { decodeJwt } from 'jose';
import { eq } from 'drizzle-orm';
import { recovery_codes, throttle_hits } from '../../../server/db/schema';
import { deliverDue } from '../../../server/mail/outbox';
import { createTestApp, type TestApp } from '../support/harness';
import { recoveryCalls } from './recoveryHelpers';
import { WAIT } from '../support/waits';

/**
 * SPEC §5, §7, §8 and DOMAIN §4: password recovery by a 6-digit code, its three calls. The mail
 * outbox: recoveryOutbox.test.ts; what probing the calls reveals and costs: recoveryAbuse.test.ts.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { send, verify, reset, login, deliver, codeFor, wrong, latestRow, userWithCode } = recoveryCalls(() => t);

describe('enviar_correo/', () => {
  it('mails one 6-digit code to a registered email, without an auth header', async () => {
    await t.addUser({ email: 'mailme@flotilla.mx' });
    const before = t.mails.length;
    const res = await send('MailMe@flotilla.mx');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: 'Si el correo está registrado, recibirá un código de verificación.' });
    expect(t.mails.length).toBe(before);
    expect(await deliver()).toBe(1);
    expect(t.mails.length).toBe(before + 1);
    const mail = t.mails.at(-1)!;
    expect(mail.to).toBe('mailme@flotilla.mx');
    expect(mail.subject).toBe('Flotilla: código de verificación');
    expect(mail.text).toMatch(/Su código de verificación es \d{6}\./);
    // Only a hash is stored, never the code.
    const row = await latestRow('mailme@flotilla.mx');
    expect(row.code_hash).not.toContain(await codeFor('mailme@flotilla.mx'));
    expect(row.expires_at.getTime() - row.created_at.getTime()).toBeGreaterThan(9.9 * 60_000);
    expect(row.expires_at.getTime() - row.created_at.getTime()).toBeLessThanOrEqual(10 * 60_000 + 1000);
  });

  it('mails in English on request', async () => {
    await t.addUser({ email: 'english@flotilla.mx' });
    const res = await send('english@flotilla.mx', 'en');
    expect(res.json()).toEqual({ detail: 'If the email is registered, a verification code is on its way.' });
    await deliver();
    expect(t.mails.at(-1)).toMatchObject({ subject: 'Flotilla: verification code' });
    expect(t.mails.at(-1)!.text).toMatch(/^Your verification code is \d{6}\./);
  });

  it('answers the same for an unknown or disabled email and sends nothing', async () => {
    await t.addUser({ email: 'off@flotilla.mx', status: 0 });
    const before = t.mails.length;
    for (const email of ['ghost@flotilla.mx', 'off@flotilla.mx']) {
      const res = await send(email);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ detail: 'Si el correo está registrado, recibirá un código de verificación.' });
    }
    expect(await deliver()).toBe(0);
    expect(t.mails.length).toBe(before);
    // Logged like a failed sign-in, for whoever reviews the audit log.
    expect((await t.audit()).filter((r) => r.action === 'recovery_refused').map((r) => r.changes)).toEqual(
      expect.arrayContaining([{ email: 'ghost@flotilla.mx' }, { email: 'off@flotilla.mx' }]),
    );
  });

  it('answers a repeat for an unknown email within 5 minutes like a real one (no account enumeration)', async () => {
    expect((await send('nobody-here@flotilla.mx')).statusCode).toBe(200);
    const again = await send('Nobody-Here@flotilla.mx');
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe('code_already_sent');
    await deliver();
    expect(t.mails.some((m) => m.to === 'nobody-here@flotilla.mx')).toBe(false);
  });

  it('refuses a second code within 5 minutes with 429 code_already_sent', async () => {
    const { email } = await userWithCode();
    const before = t.mails.length;
    const res = await send(email);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ code: 'code_already_sent', detail: 'El código ya fue enviado, espere 5 minutos para solicitar uno nuevo.' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(4 * 60);
    expect((await send(email, 'en')).json().detail).toBe('The code was already sent, wait 5 minutes to request a new one.');
    await deliver();
    expect(t.mails.length).toBe(before);
  });

  it('sends a new code once 5 minutes have passed, and only the newest one counts', async () => {
    const { email, id, code: old } = await userWithCode();
    await t.database.db.update(recovery_codes).set({ created_at: new Date(Date.now() - 5 * 60_000 - 1000) }).where(eq(recovery_codes.user_id, id));
    // The 5 minutes are also counted by the shared throttle (server/auth/throttle.ts): end its window too.
    await t.database.db.update(throttle_hits).set({ reset_at: new Date(Date.now() - 1000) }).where(eq(throttle_hits.key, `recovery:email:${email}`));
    expect((await send(email)).statusCode).toBe(200);
    const fresh = await codeFor(email);
    if (fresh !== old) expect((await verify(email, old)).json().code).toBe('code_invalid');
    expect((await verify(email, fresh)).statusCode).toBe(200);
  });

  it('answers field errors for a missing or malformed email', async () => {
    expect((await send('')).json()).toEqual({ email: ['El campo no puede estar vacío.'] });
    expect((await send('not-an-email', 'en')).json()).toEqual({ email: ['Enter a valid email.'] });
  });

  it('answers before the mail is sent: a mailer that never answers still gets a 200', async () => {
    const pending: (() => void)[] = [];
    const hanging = { send: () => new Promise<void>((resolve) => pending.push(resolve)) };
    await deliver();
    await t.addUser({ email: 'slow-smtp@flotilla.mx' });
    const res = await send('slow-smtp@flotilla.mx');
    expect(res.statusCode).toBe(200);
    // The request only queued it: the worker's pass is what waits on SMTP.
    expect(pending).toHaveLength(0);
    const pass = deliverDue(t.database.db, hanging, () => {});
    await vi.waitFor(() => expect(pending).toHaveLength(1), WAIT);
    pending[0]();
    expect(await pass).toBe(1);
  });
});

describe('verificar_codigo/', () => {
  it('accepts the mailed code', async () => {
    const { email, code } = await userWithCode();
    const res = await verify(email, code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: 'Código verificado.' });
    expect((await latestRow(email)).verified_at).toBeInstanceOf(Date);
  });

  it('answers code_invalid for a wrong code, in es and en', async () => {
    const { email, code } = await userWithCode();
    const res = await verify(email, wrong(code));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'code_invalid', detail: 'El código no es válido.' });
    expect((await verify(email, wrong(code), 'en')).json()).toEqual({ code: 'code_invalid', detail: 'The code is invalid.' });
  });

  it('answers code_invalid for an email without a code, unknown or not', async () => {
    expect((await verify('admin@flotilla.mx', '123456')).json().code).toBe('code_invalid');
    expect((await verify('ghost@flotilla.mx', '123456')).json().code).toBe('code_invalid');
  });

  it('asks for exactly 6 digits', async () => {
    const res = await verify('admin@flotilla.mx', '12345');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ codigo: ['Se requieren exactamente 6 caracteres.'] });
  });

  it('locks the code after 5 wrong tries with tries_exceeded, even for the right code', async () => {
    const { email, code } = await userWithCode();
    for (let i = 0; i < 4; i++) expect((await verify(email, wrong(code))).json().code).toBe('code_invalid');
    const fifth = await verify(email, wrong(code));
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual({ code: 'tries_exceeded', detail: 'Demasiados intentos, intente más tarde.' });
    const right = await verify(email, code, 'en');
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({ code: 'tries_exceeded', detail: 'Too many attempts, try again later.' });
    expect((await reset(email, code, 'a-new-password')).json().code).toBe('tries_exceeded');
  });

  it('answers code_expired once the code is older than its expiry', async () => {
    const { email, id, code } = await userWithCode();
    await t.database.db.update(recovery_codes).set({ expires_at: new Date(Date.now() - 1000) }).where(eq(recovery_codes.user_id, id));
    const res = await verify(email, code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'code_expired', detail: 'El código ha expirado.' });
    expect((await verify(email, code, 'en')).json().detail).toBe('The code expired.');
  });
});

describe('restablecer_contrasena/', () => {
  it('refuses to change the password before the code is verified', async () => {
    const { email, code } = await userWithCode();
    const res = await reset(email, code, 'a-new-password');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'code_unverified', detail: 'El código no ha sido verificado.' });
    expect((await reset(email, code, 'a-new-password', 'en')).json().detail).toBe('The code is unverified.');
    expect((await login(email, 'flotilla')).statusCode).toBe(200);
  });

  it('changes the password after verifying, ends every session and spends the code', async () => {
    const { email, id, code } = await userWithCode();
    const session = (await login(email, 'flotilla')).json();
    expect((await verify(email, code)).statusCode).toBe(200);

    const res = await reset(email, code, 'a-brand-new-password');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: 'La contraseña fue cambiada; ya puede iniciar sesión.' });

    expect((await login(email, 'flotilla')).statusCode).toBe(401);
    expect((await login(email, 'a-brand-new-password')).statusCode).toBe(200);
    // The old access and refresh tokens stop working.
    expect((await t.call({ url: 'plantas/', token: session.access })).statusCode).toBe(401);
    expect((await t.call({ method: 'POST', url: 'auth/refresh/', payload: { refresh: session.refresh } })).statusCode).toBe(401);
    expect(decodeJwt(session.access).sub).toBe(String(id));
    // The code cannot be used again.
    expect((await reset(email, code, 'yet-another-password')).json().code).toBe('code_invalid');
    expect((await verify(email, code)).json().code).toBe('code_invalid');
    expect((await login(email, 'a-brand-new-password')).statusCode).toBe(200);

    const audit = await t.audit();
    expect(audit.find((r) => r.action === 'password_reset')).toMatchObject({ resource: 'auth', user_id: id, record_id: String(id) });
  });

  it('lets a reset password be recovered again with a new code right away', async () => {
    const { email, code } = await userWithCode();
    await verify(email, code);
    expect((await reset(email, code, 'first-new-password')).statusCode).toBe(200);
    expect((await send(email)).statusCode).toBe(200);
  });

  it('refuses an expired code even after it was verified', async () => {
    const { email, id, code } = await userWithCode();
    await verify(email, code);
    await t.database.db.update(recovery_codes).set({ expires_at: new Date(Date.now() - 1000) }).where(eq(recovery_codes.user_id, id));
    expect((await reset(email, code, 'a-new-password')).json().code).toBe('code_expired');
    expect((await login(email, 'flotilla')).statusCode).toBe(200);
  });

  it('refuses a wrong code after verification, counting the try', async () => {
    const { email, code } = await userWithCode();
    await verify(email, code);
    expect((await reset(email, wrong(code), 'a-new-password')).json().code).toBe('code_invalid');
    expect((await latestRow(email)).tries).toBe(1);
    expect((await login(email, 'flotilla')).statusCode).toBe(200);
  });

  it('asks for a password of at least 8 characters, in es and en', async () => {
    const { email, code } = await userWithCode();
    await verify(email, code);
    const res = await reset(email, code, 'short');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ contrasena: ['La contraseña debe tener al menos 8 caracteres.'] });
    expect((await reset(email, code, 'short', 'en')).json()).toEqual({ contrasena: ['The password must have at least 8 characters.'] });
    expect((await reset(email, code, '', 'en')).json()).toEqual({ contrasena: ['The field cannot be empty.'] });
    // Nothing changed: the code still works.
    expect((await reset(email, code, 'long-enough-now')).statusCode).toBe(200);
  });
});

import { desc, eq } from 'drizzle-orm';
import { recovery_codes, usuarios } from '../../../server/db/schema';
import { deliverDue } from '../../../server/mail/outbox';
import type { TestApp } from '../support/harness';

/**
 * The password recovery calls on the app of a recovery test file, each from an address of its
 * own unless told (recovery calls are limited per address), with the mail worker run by hand,
 * the codes it mailed, and fresh accounts holding a code.
 */
export function recoveryCalls(app: () => TestApp) {
  let lastIp = 0;
  const nextIp = () => `10.8.${Math.floor(++lastIp / 250)}.${lastIp % 250}`;
  const send = (email: unknown, lang?: string, ip = nextIp()) => app().call({ method: 'POST', url: 'codigo_verificacion/enviar_correo/', payload: { email }, lang, ip });
  const verify = (email: string, codigo: string, lang?: string, ip = nextIp()) =>
    app().call({ method: 'POST', url: 'codigo_verificacion/verificar_codigo/', payload: { email, codigo }, lang, ip });
  const reset = (email: string, codigo: string, contrasena: string, lang?: string, ip = nextIp()) =>
    app().call({ method: 'POST', url: 'codigo_verificacion/restablecer_contrasena/', payload: { email, codigo, contrasena }, lang, ip });
  const login = (email: string, password: string) => app().call({ method: 'POST', url: 'auth/login/', payload: { email, password } });

  /** Runs the mail worker once (server/main.ts runs it every second), into the app's mails. */
  const deliver = () => deliverDue(app().database.db, { send: async (m) => void app().mails.push(m) }, () => {});

  /** The code in the newest mail to `email`, once the worker has sent what is queued. */
  async function codeFor(email: string): Promise<string> {
    await deliver();
    const mail = app().mails.filter((m) => m.to === email).at(-1);
    const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`no code mailed to ${email}`);
    return code;
  }
  /** Another 6-digit code than `code`. */
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  async function latestRow(email: string) {
    const db = app().database.db;
    const [user] = await db.select().from(usuarios).where(eq(usuarios.email, email));
    const [row] = await db.select().from(recovery_codes).where(eq(recovery_codes.user_id, user.id)).orderBy(desc(recovery_codes.id)).limit(1);
    return row;
  }

  let n = 0;
  /** A fresh account with a code already mailed. */
  async function userWithCode() {
    const email = `recover${++n}@flotilla.mx`;
    const id = await app().addUser({ email });
    expect((await send(email)).statusCode).toBe(200);
    return { email, id, code: await codeFor(email) };
  }
  return { send, verify, reset, login, deliver, codeFor, wrong, latestRow, userWithCode };
}

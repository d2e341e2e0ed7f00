import type { FastifyPluginAsync, FastifyReply, FastifySchema } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../context';
import { recovery_codes, usuarios } from '../db/schema';
import { recordAuthEvent } from './authLog';
import { endSignIns } from './sessions';
import { PUBLIC_ROUTE } from '../http/guard';
import { ApiError, FieldErrors } from '../http/errors';
import { langOf, translate } from '../http/i18n';
import { hashPassword } from './passwords';
import { assertNewPassword } from './passwordPolicy';
import { dbThrottle, secondsUntil, throttledError, type Throttle } from './throttle';
import { loginLockout } from './lockout';
import { claimTry, giveBackTry, issueCode, newCode, RECOVERY, sameCode } from './recoveryCodes';
import { PASSWORD } from '../../domain/fields';
import { apiError, fieldErrors, operationIdOf } from '../kit/schemas';
import { textOf } from './authSchemas';

export { RECOVERY } from './recoveryCodes';

const FIFTEEN_MINUTES = 15 * 60_000;
/** Recovery calls (all three together) one address may make per 15 minutes. */
const PER_ADDRESS = 30;

const str = (v: unknown) => textOf(v).trim();

/** Route schemas for the API docs; the handlers read bodies themselves (server/kit/openapi.ts). */
const step = (call: string, summary: string, body: z.ZodObject): { schema: FastifySchema } & typeof PUBLIC_ROUTE => ({
  ...PUBLIC_ROUTE,
  schema: {
    tags: ['codigo_verificacion'],
    operationId: operationIdOf('codigo_verificacion', call),
    summary,
    security: [],
    body,
    response: { 200: z.object({ detail: z.string() }), 400: apiError.or(fieldErrors), 429: apiError },
  },
});
const email = z.string().describe('The account\'s email');
const codigo = z.string().regex(/^\d{6}$/).describe('The 6 digits mailed');
const SEND = step('enviar_correo', 'Queue a mail with a 6-digit code (the same answer, and the same work, for unknown emails)', z.object({ email }));
const VERIFY = step('verificar_codigo', 'Check the code', z.object({ email, codigo }));
const RESET = step('restablecer_contrasena', 'Set a new password with a verified code; ends every session', z.object({ email, codigo, contrasena: z.string().min(RECOVERY.minPassword).max(PASSWORD.max) }));

export const recoveryRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const { db } = ctx.database;
    // One code per email per 5 minutes, counted atomically before the account is looked up (so
    // parallel requests mail one code); unknown emails get the same 429, so that the answer never
    // tells whether an account exists.
    const sends = dbThrottle(db, 'recovery:email', 1, RECOVERY.resendMs);
    // Every recovery call from one address, counted before any work: enumerating emails or
    // guessing codes across accounts from one place is held here.
    const addresses = dbThrottle(db, 'recovery:ip', PER_ADDRESS, FIFTEEN_MINUTES);
    const lockout = loginLockout(db);

    const count = async (throttle: Throttle, key: string, reply: FastifyReply) => {
      const { allowed, retryAt } = await throttle.hit(key);
      if (!allowed) throw throttledError(reply, secondsUntil(retryAt));
    };

    /**
     * The newest code of the email, checked against `code`. A wrong code counts a try. Whether
     * the email has an account or a code, the same statement runs and the same comparison is
     * made; every failure answers as an unknown email would.
     */
    async function checkCode(email: string, code: string) {
      const row = await claimTry(db, email.toLowerCase());
      const right = sameCode(row?.code_hash, code);
      if (!row || row.used) throw new ApiError(400, 'code_invalid');
      if (row.tries >= RECOVERY.maxTries) throw new ApiError(429, 'tries_exceeded');
      if (row.expired) throw new ApiError(400, 'code_expired');
      if (row.claimed === null) throw new ApiError(429, 'tries_exceeded');
      if (!right) {
        const spent = row.claimed >= RECOVERY.maxTries;
        throw new ApiError(spent ? 429 : 400, spent ? 'tries_exceeded' : 'code_invalid');
      }
      await giveBackTry(db, row.id);
      return row;
    }
    const codeOf = (body: Record<string, unknown>) => {
      const code = str(body.codigo);
      if (!/^\d{6}$/.test(code)) throw FieldErrors.one('codigo', 'exact_length', { count: 6 });
      return code;
    };

    app.post('/codigo_verificacion/enviar_correo/', SEND, async (req, reply) => {
      const email = str((req.body as Record<string, unknown> | undefined)?.email).toLowerCase();
      if (!email) throw FieldErrors.one('email', 'required');
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw FieldErrors.one('email', 'email');
      const lang = langOf(req);
      await count(addresses, req.ip, reply);
      const sent = await sends.hit(email);
      if (!sent.allowed) {
        reply.header('retry-after', String(secondsUntil(sent.retryAt)));
        throw new ApiError(429, 'code_already_sent');
      }
      // The mail goes through the outbox (server/mail/outbox.ts): the answer never waits for
      // SMTP, and a known email costs the same statement as an unknown one.
      const { code, hash } = newCode();
      const mail = { subject: translate(lang, 'mail.recovery_subject'), body: translate(lang, 'mail.recovery_body', { code }) };
      await db.transaction(async (tx) => {
        const userId = await issueCode(tx, email, hash, mail);
        await recordAuthEvent(tx, req, {
          action: userId === null ? 'recovery_refused' : 'recovery_code_sent',
          recordId: userId,
          userId,
          details: userId === null ? { email } : undefined,
        });
      });
      return { detail: translate(lang, 'messages.code_sent') };
    });

    app.post('/codigo_verificacion/verificar_codigo/', VERIFY, async (req, reply) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const code = codeOf(body);
      await count(addresses, req.ip, reply);
      const row = await checkCode(str(body.email), code);
      await db.update(recovery_codes).set({ verified_at: sql`now()` }).where(eq(recovery_codes.id, row.id));
      return { detail: translate(langOf(req), 'messages.code_verified') };
    });

    app.post('/codigo_verificacion/restablecer_contrasena/', RESET, async (req, reply) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const password = typeof body.contrasena === 'string' ? body.contrasena : '';
      // Length and the common list first (ASVS 6.2.x), then, once the code names the account, its own words.
      assertNewPassword('contrasena', password, { email: str(body.email) });
      const code = codeOf(body);
      await count(addresses, req.ip, reply);
      const row = await checkCode(str(body.email), code);
      if (!row.verified) throw new ApiError(400, 'code_unverified');
      assertNewPassword('contrasena', password, { email: str(body.email), name: row.name, last_name: row.last_name });
      const hashed = await hashPassword(password);
      await db.transaction(async (tx) => {
        await tx.update(recovery_codes).set({ used_at: sql`now()` }).where(eq(recovery_codes.id, row.id));
        // A new password ends every sign-in halfway (its challenge was earned with the old password)
        // and the device tokens got with it, which no longer let anyone past the account's waits;
        // the new token version ends every session of the account (ASVS 7.4.3).
        await endSignIns(tx, row.user_id, { sessions: false, devices: true });
        await tx.update(usuarios).set({ password: hashed, token_version: sql`${usuarios.token_version} + 1` }).where(eq(usuarios.id, row.user_id));
        await recordAuthEvent(tx, req, { action: 'password_reset', recordId: row.user_id, userId: row.user_id });
      });
      const email = str(body.email).toLowerCase();
      // The code is used up, so a new one may be asked for at once (as before); and the owner,
      // who just proved it, is no longer held by failed sign-ins someone else made.
      await sends.reset(email);
      await lockout.clearAccount(email);
      return { detail: translate(langOf(req), 'messages.password_changed') };
    });
  };

import type { FastifyPluginAsync, FastifySchema } from 'fastify';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { AppContext } from '../context';
import { recovery_codes, usuarios } from '../db/schema';
import { recordAudit } from '../http/audit';
import { PUBLIC_ROUTE } from '../http/guard';
import { ApiError, FieldErrors } from '../http/errors';
import { langOf, translate } from '../http/i18n';
import { hashPassword } from './passwords';
import { dbThrottle } from './throttle';
import { PASSWORD } from '../../domain/fields';
import { apiError, fieldErrors } from '../kit/schemas';

// DOMAIN §4: 6 digits, valid 10 minutes, a new one only after 5 minutes, 5 wrong tries lock it.
export const RECOVERY = { validMs: 10 * 60_000, resendMs: 5 * 60_000, maxTries: 5, minPassword: PASSWORD.min } as const;

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const digest = (code: string) => createHash('sha256').update(code).digest();
const sameCode = (hash: string, code: string) => timingSafeEqual(Buffer.from(hash, 'hex'), digest(code));

/** Route schemas for the API docs; the handlers read bodies themselves (server/kit/openapi.ts). */
const step = (summary: string, body: z.ZodObject): { schema: FastifySchema } & typeof PUBLIC_ROUTE => ({
  ...PUBLIC_ROUTE,
  schema: {
    tags: ['codigo_verificacion'],
    summary,
    security: [],
    body,
    response: { 200: z.object({ detail: z.string() }), 400: apiError.or(fieldErrors), 429: apiError, 502: apiError },
  },
});
const email = z.string().describe('The account\'s email');
const codigo = z.string().regex(/^\d{6}$/).describe('The 6 digits mailed');
const SEND = step('Mail a 6-digit code (the same answer for unknown emails)', z.object({ email }));
const VERIFY = step('Check the code', z.object({ email, codigo }));
const RESET = step('Set a new password with a verified code; ends every session', z.object({ email, codigo, contrasena: z.string().min(RECOVERY.minPassword).max(PASSWORD.max) }));

export const recoveryRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const { db } = ctx.database;
    // One code per email per 5 minutes, counted atomically before the account is looked up (so
    // parallel requests mail one code); unknown emails get the same 429, so that the answer never
    // tells whether an account exists.
    const sends = dbThrottle(db, 'recovery:email', 1, RECOVERY.resendMs);

    const findUser = async (email: string) =>
      email ? (await db.select().from(usuarios).where(sql`lower(${usuarios.email}) = ${email.toLowerCase()}`))[0] : undefined;
    const latestCode = async (userId: number) =>
      (await db.select().from(recovery_codes).where(eq(recovery_codes.user_id, userId)).orderBy(desc(recovery_codes.created_at)).limit(1))[0];

    /**
     * The latest unused code for the email, checked against `code`. A wrong code counts a try;
     * every failure answers like an unknown email would, so nothing leaks about accounts.
     */
    async function checkCode(email: string, code: string) {
      if (!/^\d{6}$/.test(code)) throw FieldErrors.one('codigo', 'exact_length', { count: 6 });
      const user = await findUser(email);
      const row = user && (await latestCode(user.id));
      if (!user || !row || row.used_at) throw new ApiError(400, 'code_invalid');
      if (row.tries >= RECOVERY.maxTries) throw new ApiError(429, 'tries_exceeded');
      if (row.expires_at.getTime() < Date.now()) throw new ApiError(400, 'code_expired');
      // Claim a try before comparing, in one statement, so parallel guesses cannot pass maxTries.
      const [claimed] = await db
        .update(recovery_codes)
        .set({ tries: sql`${recovery_codes.tries} + 1` })
        .where(and(eq(recovery_codes.id, row.id), lt(recovery_codes.tries, RECOVERY.maxTries)))
        .returning({ tries: recovery_codes.tries });
      if (!claimed) throw new ApiError(429, 'tries_exceeded');
      if (!sameCode(row.code_hash, code)) {
        const spent = claimed.tries >= RECOVERY.maxTries;
        throw new ApiError(spent ? 429 : 400, spent ? 'tries_exceeded' : 'code_invalid');
      }
      // Only wrong codes count: the right one gives its try back.
      await db.update(recovery_codes).set({ tries: sql`${recovery_codes.tries} - 1` }).where(eq(recovery_codes.id, row.id));
      return { user, row };
    }

    app.post('/codigo_verificacion/enviar_correo/', SEND, async (req) => {
      const email = str((req.body as Record<string, unknown> | undefined)?.email).toLowerCase();
      if (!email) throw FieldErrors.one('email', 'required');
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw FieldErrors.one('email', 'email');
      const lang = langOf(req);
      if (!(await sends.hit(email)).allowed) throw new ApiError(429, 'code_already_sent');
      const user = await findUser(email);
      if (user && user.status === 1) {
        const last = await latestCode(user.id);
        if (last && !last.used_at && Date.now() - last.created_at.getTime() < RECOVERY.resendMs) throw new ApiError(429, 'code_already_sent');
        const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
        const [row] = await db
          .insert(recovery_codes)
          .values({ user_id: user.id, code_hash: digest(code).toString('hex'), expires_at: new Date(Date.now() + RECOVERY.validMs) })
          .returning({ id: recovery_codes.id });
        try {
          await ctx.mailer.send({ to: user.email, subject: translate(lang, 'mail.recovery_subject'), text: translate(lang, 'mail.recovery_body', { code }) });
        } catch (err) {
          req.log.error(err);
          // A code nobody received must not hold back the next request for 5 minutes.
          await db.delete(recovery_codes).where(eq(recovery_codes.id, row.id));
          await sends.reset(email);
          throw new ApiError(502, 'email_error');
        }
        await recordAudit(db, req, { resource: 'auth', action: 'recovery_code_sent', recordId: user.id, userId: user.id });
      }
      return { detail: translate(lang, 'messages.code_sent') };
    });

    app.post('/codigo_verificacion/verificar_codigo/', VERIFY, async (req) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const { row } = await checkCode(str(body.email), str(body.codigo));
      await db.update(recovery_codes).set({ verified_at: sql`now()` }).where(eq(recovery_codes.id, row.id));
      return { detail: translate(langOf(req), 'messages.code_verified') };
    });

    app.post('/codigo_verificacion/restablecer_contrasena/', RESET, async (req) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const password = typeof body.contrasena === 'string' ? body.contrasena : '';
      if (!password) throw FieldErrors.one('contrasena', 'required');
      if (password.length < RECOVERY.minPassword) throw FieldErrors.one('contrasena', 'password_short', { count: RECOVERY.minPassword });
      if (password.length > PASSWORD.max) throw FieldErrors.one('contrasena', 'max_length', { count: PASSWORD.max });
      const { user, row } = await checkCode(str(body.email), str(body.codigo));
      if (!row.verified_at) throw new ApiError(400, 'code_unverified');
      const hashed = await hashPassword(password);
      await db.transaction(async (tx) => {
        await tx.update(recovery_codes).set({ used_at: sql`now()` }).where(eq(recovery_codes.id, row.id));
        // A new password ends every session of the account (ASVS 7.4.3).
        await tx.update(usuarios).set({ password: hashed, token_version: sql`${usuarios.token_version} + 1` }).where(eq(usuarios.id, user.id));
        await recordAudit(tx, req, { resource: 'auth', action: 'password_reset', recordId: user.id, userId: user.id });
      });
      // The code is used up, so a new one may be asked for at once (as before).
      await sends.reset(str(body.email).toLowerCase());
      return { detail: translate(langOf(req), 'messages.password_changed') };
    });
  };

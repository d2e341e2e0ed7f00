import type { FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { isTotpCode, normaliseRecoveryCode } from '../../../domain/secondFactor';
import type { AppContext } from '../../context';
import { usuarios } from '../../db/schema';
import { FieldErrors } from '../../http/errors';
import { recordAuthEvent } from '../authLog';
import { loginLockout, type SignInAttempt } from '../lockout';
import { verifyPassword } from '../passwords';
import { textOf } from '../authSchemas';
import { checkFactor } from '../secondFactor';

/** What a signed-in person proves again: the password, a TOTP code, or a code of either kind. */
export type CodeKinds = 'totp' | 'any';

/** A body's code field: required, then six digits (or a recovery code when `kinds` is 'any'), else `code_format`. */
export function readCode(body: Record<string, unknown>, kinds: CodeKinds, field = 'code'): string {
  const code = textOf(body[field]).trim();
  if (!code) throw FieldErrors.one(field, 'required');
  if (!isTotpCode(code) && (kinds === 'totp' || !normaliseRecoveryCode(code))) throw FieldErrors.one(field, 'code_format');
  return code;
}

/** A body's required text field (a password is never trimmed). */
export function readSecret(body: Record<string, unknown>, field: string): string {
  const value = textOf(body[field]);
  if (!value) throw FieldErrors.one(field, 'required');
  return value;
}

/**
 * Proofs a signed-in person gives again (a password change, re-authentication, a factor turned
 * on or off): each counts on the sign-in lockout as a sign-in would, but on the session's own key
 * and the address, not the account's (ASVS 6.3.1): wrong passwords sent to auth/login/ by anyone
 * never lock the signed-in owner out of these, and a stolen session still guesses no faster than
 * the sign-in page.
 * A wrong one is written to the sign-in log (`reauth_failed` for a password, `login_factor_failed`
 * for a code unless told) and answered 400 on its field.
 */
export function accountProofs(ctx: AppContext) {
  const { db } = ctx.database;
  const lockout = loginLockout(db);
  const attemptOf = (req: FastifyRequest, reply: FastifyReply): Promise<SignInAttempt> => lockout.attempt(req.user!.email.toLowerCase(), req.ip, reply, { sid: req.user!.sid });

  const refuse = async (req: FastifyRequest, failed: string, field: string, key: string): Promise<never> => {
    await recordAuthEvent(db, req, { action: failed });
    throw FieldErrors.one(field, key);
  };

  return {
    /** The caller's own password, or 400 `{field: [password_wrong]}`. */
    async password(req: FastifyRequest, reply: FastifyReply, password: string, field = 'password') {
      const attempt = await attemptOf(req, reply);
      const [row] = await db.select({ password: usuarios.password }).from(usuarios).where(eq(usuarios.id, req.user!.id));
      if (!(await verifyPassword(row?.password, password))) return refuse(req, 'reauth_failed', field, 'password_wrong');
      await attempt.succeeded(req.user!.id);
    },
    /** A code of the caller's factor, spent (each works once), or 400 `{code: [code_invalid]}`; readCode already held it to the kinds asked. */
    async code(req: FastifyRequest, reply: FastifyReply, code: string, failed = 'login_factor_failed'): Promise<'totp' | 'recovery'> {
      const attempt = await attemptOf(req, reply);
      const used = await checkFactor(db, ctx.config.factorKey, req.user!.id, code);
      if (!used) return refuse(req, failed, 'code', 'code_invalid');
      await attempt.succeeded(req.user!.id);
      return used;
    },
    /**
     * Counts a code attempt that another function checks in its own transaction (confirming a
     * setup): `failed()` when it was wrong, `succeeded()` when right.
     */
    async codeAttempt(req: FastifyRequest, reply: FastifyReply) {
      const attempt = await attemptOf(req, reply);
      return {
        failed: () => refuse(req, 'login_factor_failed', 'code', 'code_invalid'),
        succeeded: () => attempt.succeeded(req.user!.id),
      };
    },
  };
}

export type AccountProofs = ReturnType<typeof accountProofs>;

import { generate } from 'otplib';
import { eq } from 'drizzle-orm';
import { configuracion, second_factors } from '../../../server/db/schema';
import { confirmSetup, startSetup } from '../../../server/auth/secondFactor';
import type { TestApp } from '../support/harness';

/**
 * What the second-factor tests share: turning a person's factor on as My account does, codes
 * computed from the secret with otplib (as an authenticator app would), and the sign-in calls.
 */

/** The TOTP code of `secret` `stepOffset` steps from now (+1: the next window, accepted as one ahead). */
export const codeAt = (secret: string, stepOffset = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * stepOffset });

/** Turns the person's factor on (a code of the current step confirms it); answers the secret and the ten recovery codes. */
export async function enableFactor(t: TestApp, user: { id: number; email: string }) {
  const { secret } = await startSetup(t.database.db, t.config.factorKey, user);
  const recoveryCodes = await confirmSetup(t.database.db, t.config.factorKey, user.id, await codeAt(secret));
  if (!recoveryCodes) throw new Error('the factor was not confirmed');
  return { secret, recoveryCodes };
}

/** Forgets which TOTP step was used last, so a test can sign in again within the same windows. */
export const forgetLastStep = (t: TestApp, userId: number) => t.database.db.update(second_factors).set({ last_step: null }).where(eq(second_factors.user_id, userId));

/** Sets the groups that must sign in with a second factor. */
export const requireFactorFor = (t: TestApp, groups: string[]) => t.database.db.update(configuracion).set({ second_factor_groups: groups });

export interface SignIn {
  email: string;
  password?: string;
  ip?: string;
  device_token?: string;
  app?: boolean;
}

/** POST auth/login/ (password `flotilla` unless given). */
export const login = (t: TestApp, { email, password = 'flotilla', ip, device_token, app }: SignIn) =>
  t.call({ method: 'POST', url: 'auth/login/', payload: { email, password, ...(device_token ? { device_token } : {}) }, ip, headers: app ? { 'user-type': 'app' } : {} });

/** POST auth/login/code/ with the challenge of a first step. */
export const sendCode = (t: TestApp, challenge: string, code: string, options: { ip?: string; device_token?: string } = {}) =>
  t.call({ method: 'POST', url: 'auth/login/code/', payload: { challenge, code, ...(options.device_token ? { device_token: options.device_token } : {}) }, ip: options.ip });

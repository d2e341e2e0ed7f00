import { generate } from 'otplib';
import { eq } from 'drizzle-orm';
import { configuracion, second_factors } from '../../../server/db/schema';
import { confirmSetup, prepareRecoveryCodes, setupOrigin, startSetup } from '../../../server/auth/secondFactor';
import type { TestApp } from '../support/harness';

/**
 * What the second-factor tests share: turning a person's factor on as My account does, codes
 * computed from the secret with otplib (as an authenticator app would), and the sign-in calls
 * (each from a fresh address).
 */

/** The TOTP code of `secret` `stepOffset` steps from now (+1: the next window, accepted as one ahead). */
export const codeAt = (secret: string, stepOffset = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * stepOffset });

/** Turns the person's factor on (a code of the current step confirms it); answers the secret and the ten recovery codes. */
export async function enableFactor(t: TestApp, user: { id: number; email: string }) {
  const origin = setupOrigin.session(`test-${user.id}`);
  const { secret } = await startSetup(t.database.db, t.config.factorKey, user, origin);
  const recoveryCodes = await confirmSetup(t.database.db, t.config.factorKey, user.id, await codeAt(secret), origin, await prepareRecoveryCodes());
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
  userAgent?: string;
}

let lastIp = 0;
/** A fresh address, so one test's attempts never throttle another's. */
export const freshIp = () => `10.77.${Math.floor(++lastIp / 250)}.${(lastIp % 250) + 1}`;

/** POST auth/login/ (password `flotilla` unless given). */
export const login = (t: TestApp, { email, password = 'flotilla', ip, device_token, app, userAgent }: SignIn) =>
  t.call({
    method: 'POST',
    url: 'auth/login/',
    payload: { email, password, ...(device_token ? { device_token } : {}) },
    ip,
    headers: { ...(userAgent ? { 'user-agent': userAgent } : {}), ...(app ? { 'user-type': 'app' } : {}) },
  });

/** Signs in with the password alone (a browser unless `app`) and answers the tokens. */
export async function signIn(t: TestApp, email: string, options: Omit<SignIn, 'email' | 'device_token'> = {}) {
  const res = await login(t, { email, ...options, userAgent: options.userAgent ?? 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0' });
  if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.statusCode} ${res.body}`);
  return res.json() as { access: string; refresh: string; id: number };
}

/** A new back-office person (Administrador unless `groups`) with the factor on. */
export async function withFactor(t: TestApp, email: string, groups?: string[]) {
  const id = await t.addUser({ email, groups });
  return { id, email, ...(await enableFactor(t, { id, email })) };
}

/** The challenge of a sign-in with the password that asks for a code. */
export async function codeChallenge(t: TestApp, email: string, options: { app?: boolean; ip?: string } = {}) {
  const res = await login(t, { email, ip: options.ip ?? freshIp(), app: options.app });
  expect(res.statusCode).toBe(200);
  expect(res.json().second_factor).toBe('code');
  return res.json().challenge as string;
}

/** POST auth/login/code/ with the challenge of a first step. */
export const sendCode = (t: TestApp, challenge: string, code: string, options: { ip?: string; device_token?: string } = {}) =>
  t.call({ method: 'POST', url: 'auth/login/code/', payload: { challenge, code, ...(options.device_token ? { device_token: options.device_token } : {}) }, ip: options.ip });

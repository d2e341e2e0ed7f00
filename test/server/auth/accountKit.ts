import { sql } from 'drizzle-orm';
import type { TestApp } from '../support/harness';

/**
 * What the My account and re-authentication tests share: signing in a person of their own (never a
 * demo account: their factors and sessions stay untouched), and moving a session's last proof back.
 */

/** Signs in (a browser unless `app`) and answers the tokens. */
export async function signIn(t: TestApp, email: string, options: { password?: string; ip?: string; userAgent?: string; app?: boolean } = {}) {
  const headers: Record<string, string> = { 'user-agent': options.userAgent ?? 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0' };
  if (options.app) headers['user-type'] = 'app';
  const res = await t.call({ method: 'POST', url: 'auth/login/', payload: { email, password: options.password ?? 'flotilla' }, ip: options.ip, headers });
  if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.statusCode} ${res.body}`);
  return res.json() as { access: string; refresh: string; id: number };
}

/** Moves the person's sessions' last password or code `seconds` into the past. */
export const authenticatedAgo = (t: TestApp, userId: number, seconds: number) =>
  t.database.db.execute(sql`UPDATE sessions SET authenticated_at = now() - make_interval(secs => ${seconds}) WHERE user_id = ${userId}`);

/** An account call as `token`. */
export const accountCall = (t: TestApp, token: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, ip?: string) =>
  t.call({ method, url, token, payload, ip, lang: 'en' });

let counter = 0;
/** A fresh address, so one test's attempts never throttle another's. */
export const freshIp = () => `10.77.${Math.floor(++counter / 250)}.${(counter % 250) + 1}`;

import { sql } from 'drizzle-orm';
import type { TestApp } from '../support/harness';

/**
 * What the My account and re-authentication tests share: signing in a person of their own (never a
 * demo account: their factors and sessions stay untouched), and moving a session's last proof back.
 */

export { freshIp, signIn } from './factorKit';

/** Moves the person's sessions' last password or code `seconds` into the past. */
export const authenticatedAgo = (t: TestApp, userId: number, seconds: number) =>
  t.database.db.execute(sql`UPDATE sessions SET authenticated_at = now() - make_interval(secs => ${seconds}) WHERE user_id = ${userId}`);

/** An account call as `token`. */
export const accountCall = (t: TestApp, token: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, ip?: string) =>
  t.call({ method, url, token, payload, ip, lang: 'en' });

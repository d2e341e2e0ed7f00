import type { FastifyRequest } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { usuarios } from '../db/schema';
import type { Tx } from '../db/client';
import { startSession } from './sessions';
import { signToken } from './tokens';
import { appProfile } from './appProfile';
import { recordAuthEvent, userAgentOf } from './authLog';
import { deviceAfterSignIn } from './deviceTokens';


/** What a completed sign-in needs of the person (a row of usuarios). */
export type SignInUser = Pick<typeof usuarios.$inferSelect, 'id' | 'groups' | 'name' | 'last_name' | 'token_version'>;

export interface SignInCompletion {
  /** The phone's sign-in (fixed at the first step). */
  app: boolean;
  /** The valid device token the client sent, kept; without one a new one is answered. */
  device: { id: number } | null;
  /** How the second factor was proved, when it was. */
  secondFactor?: 'totp' | 'recovery' | null;
}

/**
 * The end of every sign-in (password alone, or password then code): one transaction starts the
 * session, stamps `last_login`, logs `login` and keeps or issues the device token; then the
 * tokens answer (web: the socket ticket; app: plant and trip). Given `within`, that is the
 * caller's transaction (a code step: the challenge, the code and the session commit together).
 */
export async function completeSignIn(ctx: AppContext, req: FastifyRequest, user: SignInUser, done: SignInCompletion, within?: Tx) {
  const { db } = ctx.database;
  const secret = ctx.config.jwtSecret;
  const { app, secondFactor } = done;
  const start = async (tx: Tx) => {
    const session = await startSession(tx, secret, user.id, user.token_version, { app, ip: req.ip, userAgent: userAgentOf(req), secondFactor: !!secondFactor });
    await tx.update(usuarios).set({ last_login: sql`now()` }).where(eq(usuarios.id, user.id));
    const details = { ...(secondFactor ? { second_factor: secondFactor } : {}), ...(app ? { user_type: 'app' } : {}) };
    await recordAuthEvent(tx, req, { action: 'login', userId: user.id, ...(Object.keys(details).length ? { details } : {}) });
    const deviceToken = await deviceAfterSignIn(tx, user.id, done.device);
    // An app session gets no back-office socket: no ticket now, and ws-ticket/ refuses it.
    return { ...session, deviceToken, ws: app ? null : await signToken(secret, 'ws', user.id, user.token_version, { sid: session.sid }) };
  };
  const { access, refresh, ws, deviceToken } = within ? await start(within) : await db.transaction(start);
  return {
    access,
    refresh,
    groups: user.groups,
    first_name: user.name,
    last_name: user.last_name,
    id: user.id,
    // The phone learns where it belongs instead (server/auth/appProfile.ts).
    ...(ws ? { websockets_token: ws.token } : await appProfile(db, user.id)),
    ...(deviceToken ? { device_token: deviceToken } : {}),
  };
}

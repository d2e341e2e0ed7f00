import type { FastifyRequest } from 'fastify';
import { appCallOf, isRecordCall, type AppCall } from '../../domain/appCalls';
import { ApiError, notFound, permissionDenied } from '../http/errors';

/**
 * Sessions signed in from the phone (`User-Type: app`, DOMAIN §7): their tokens carry the app
 * kind (server/auth/tokens.ts `app` claim), and the access guard lets them reach only the calls
 * of domain/appCalls.ts, each on the caller's own records. Back-office sessions keep DOMAIN §1
 * and never reach an app-only call.
 */

declare module 'fastify' {
  interface FastifyRequest {
    /** The domain/appCalls.ts call an app session is making (set by the guard); undefined otherwise. */
    appCall?: AppCall;
  }
}

/** The header value that asks for an app session at sign-in (any case). */
export const isAppSignIn = (req: FastifyRequest) => String(req.headers['user-type'] ?? '').trim().toLowerCase() === 'app';

/**
 * Admits a signed-in caller to the route, by its session's kind: an app session only to an app
 * call (remembered on the request for the owner rules below), a back-office one to anything but
 * an app-only call. Whatever User-Type a call sends, the token decides. 403 permission_denied otherwise.
 */
export function admitSession(req: FastifyRequest, app: boolean) {
  const call = appCallOf(req.method, req.routeOptions.url ?? '');
  if (app) {
    if (!call) throw permissionDenied();
    req.appCall = call;
  } else if (call?.appOnly) {
    throw permissionDenied();
  }
}

/**
 * A create's body for an app session: the caller in the owner field and the call's fixed values,
 * whatever the body says (a loan is always the caller's). Other bodies are answered as sent.
 */
export function ownBody(req: FastifyRequest, body: unknown): unknown {
  const call = req.appCall;
  if (!call?.owner || isRecordCall(call) || !body || typeof body !== 'object' || Array.isArray(body)) return body;
  return { ...body, [call.owner]: req.user!.id, ...call.sets };
}

/**
 * An app session's record call finds only the caller's own records of the call's resource: anyone
 * else's answers 404 (as a record out of scope does: it reveals nothing), and one of the caller's
 * outside the call's states 409 invalid_transition. A back-office call passes untouched.
 */
export function checkOwnRecord(req: FastifyRequest | undefined, base: string, row: Record<string, unknown>) {
  const call = req?.appCall;
  if (!call?.owner || call.resource !== base || !isRecordCall(call)) return;
  if (row[call.owner] !== req!.user!.id) throw notFound();
  if (call.states && !call.states.values.includes(row[call.states.field] as number)) throw new ApiError(409, 'invalid_transition');
}

import type { FastifyRequest } from 'fastify';
import { recordAudit } from '../http/audit';
import type { Db } from '../db/client';

/**
 * The authentication log (ASVS 16.3.1): sign-ins, failures, factors, recovery, password changes
 * and ended sessions land in the audit trail as resource `auth`, record = the person, with the
 * address and the browser. `details` never carries a password, code, secret, challenge or token.
 */
export interface AuthEvent {
  action: string;
  /** Who acted: the person signing in, or the signed-in caller when absent. */
  userId?: number | null;
  /** The person the event is about (their sign-in log); the acting user when absent. */
  recordId?: number | null;
  details?: Record<string, unknown>;
}

const USER_AGENT_MAX = 256;

/** The request's User-Agent, cut to what is stored, or null. */
export const userAgentOf = (req: FastifyRequest | null): string | null => {
  const raw = req?.headers['user-agent'];
  return typeof raw === 'string' && raw ? raw.slice(0, USER_AGENT_MAX) : null;
};

/** Writes one authentication event; pass the transaction so it commits with the change. */
export async function recordAuthEvent(tx: Pick<Db, 'execute'>, req: FastifyRequest | null, event: AuthEvent) {
  const userId = event.userId === undefined ? (req?.user?.id ?? null) : event.userId;
  await recordAudit(tx, req, {
    resource: 'auth',
    action: event.action,
    recordId: event.recordId === undefined ? userId : event.recordId,
    userId,
    changes: event.details ?? null,
    userAgent: userAgentOf(req),
  });
}

import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { apiError, operationIdOf } from '../kit/schemas';
import { ApiError } from './errors';
import { PUBLIC_ROUTE } from './guard';
import { databaseUnavailable } from './outage';

/** How long readiness waits for `select 1`: a load balancer's probe must not hang on a dead database. */
const READY_TIMEOUT_MS = 2000;

/** The HTTP servers of apps that are stopping (server/main.ts on SIGTERM): their readiness answers 503 from then on. */
const draining = new WeakSet<Server>();

/**
 * Readiness answers 503 `shutting_down` from now on while everything else is still served: the
 * load balancer takes the instance out before it stops listening. Every answer from now on says
 * `Connection: close`, so the balancer opens its next call elsewhere instead of reusing a
 * keep-alive connection the stop would cut (nginx does not resend a POST it has sent).
 */
export function startDraining(app: FastifyInstance) {
  if (draining.has(app.server)) return;
  draining.add(app.server);
  // On the Node server, before Fastify's own listener: any answer, a route's, a 404, a client file.
  app.server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => res.setHeader('connection', 'close'));
}

/**
 * Closes a draining app: it stops listening and lets the calls in flight finish, but for `withinMs`
 * at most: a download or an export still running then has its connection closed (it fails for
 * its caller, who may try again on another instance), and `log` says so.
 */
export async function closeWithin(app: FastifyInstance, withinMs: number, log: (line: string) => void) {
  let timer: NodeJS.Timeout | undefined;
  const closed = app.close();
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(true), withinMs);
  });
  try {
    if (await Promise.race([closed.then(() => false), late])) {
      log(`Stopping: calls still running after ${withinMs / 1000} s; closing their connections.`);
      app.server.closeAllConnections();
    }
  } finally {
    clearTimeout(timer);
  }
  await closed;
}

const ok = z.object({ status: z.literal('ok') });
const probe = { tags: ['health'], security: [] };

/** Resolves when the database answers `select 1`, rejects past the timeout or on any failure. */
async function databaseAnswers(ctx: AppContext, timeoutMs: number) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('readiness timeout')), timeoutMs);
  });
  try {
    await Promise.race([ctx.database.pool.query('select 1'), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `/api/health` (liveness: the process answers; it never touches the database, so an outage
 * does not get the process restarted) and `/api/ready` (readiness: the database answers).
 * Public, uncached and cheap, for load balancers and orchestrators.
 */
export const healthRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    app.get('/health', { ...PUBLIC_ROUTE, schema: { ...probe, operationId: operationIdOf('health', 'liveness'), summary: 'Liveness: the server process answers', response: { 200: ok } } }, (_req, reply) =>
      reply.header('cache-control', 'no-store').send({ status: 'ok' }),
    );
    app.get(
      '/ready',
      {
        ...PUBLIC_ROUTE,
        schema: {
          ...probe,
          operationId: operationIdOf('health', 'readiness'),
          summary: 'Readiness: the database answers (503 database_unavailable while it does not; 503 shutting_down once the instance is stopping)',
          response: { 200: ok, 503: apiError },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        if (draining.has(req.server.server)) throw new ApiError(503, 'shutting_down');
        try {
          await databaseAnswers(ctx, READY_TIMEOUT_MS);
        } catch (err) {
          throw Object.assign(databaseUnavailable(), { cause: err });
        }
        return { status: 'ok' as const };
      },
    );
  };

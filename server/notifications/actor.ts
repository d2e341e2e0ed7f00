import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Who a notification is raised by: the signed-in user of the request being handled. Every call
 * that raises one (a transition's effect, an upload, a create's afterCreate) runs inside a
 * request, so notify() reads it here rather than from each caller; the daily job and the demo
 * seed run outside any request and have none.
 */
const handling = new AsyncLocalStorage<FastifyRequest>();

/** Runs each request's handler with its request at hand (after its guard has signed the user in). */
export function trackActors(app: FastifyInstance) {
  app.addHook('preHandler', (req, _reply, done) => handling.run(req, done));
}

/** The id of the user whose request is being handled, or null outside a request. */
export const currentActor = (): number | null => handling.getStore()?.user?.id ?? null;

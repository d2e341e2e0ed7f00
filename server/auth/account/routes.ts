import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { passwordRoutes } from './password';
import { profileRoutes } from './profile';
import { accountProofs } from './proofs';
import { reauthRoutes } from './reauthRoute';
import { secondFactorRoutes } from './secondFactor';
import { sessionRoutes } from './sessions';

/**
 * My account (issue #36): every back-office person's own name and photo, password, second factor
 * and sessions, and re-authentication for sensitive changes. Signed-in calls; an app session is
 * refused (server/auth/appSessions.ts). docs/API.md lists them.
 */
export const accountRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const proofs = accountProofs(ctx);
    await app.register(profileRoutes(ctx));
    await app.register(passwordRoutes(ctx, proofs));
    await app.register(sessionRoutes(ctx));
    await app.register(secondFactorRoutes(ctx, proofs));
    await app.register(reauthRoutes(ctx, proofs));
  };

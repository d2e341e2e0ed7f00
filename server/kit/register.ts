import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
import type { ResourceDeclaration } from './define';
import { referenceRegistry } from './references';
import { resourceRoutes } from './routes';

export const registerResources =
  (ctx: AppContext, declarations: ResourceDeclaration[]): FastifyPluginAsync =>
  async (app) => {
    const references = referenceRegistry(declarations, ctx);
    for (const declaration of declarations) await app.register(resourceRoutes(ctx, declaration, references));
  };

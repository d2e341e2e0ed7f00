import type { FastifyPluginAsync } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { auditoria_items } from '../../db/schema';
import { guard } from '../../http/guard';
import { sendStoredFile } from '../../kit/files';
import { readId } from '../../kit/records';
import { apiError, fileAnswer, operationIdOf } from '../../kit/schemas';
import { IMAGE_KINDS } from '../../files/types';
import { auditAnswer } from './auditAnswers';
import { readAuditOr404 } from './audits';
import { incidentPhotoKey } from './incidentsRead';

/** The route schema of one of these reads (documentation only): who may not, and what is missing, answer 401, 403, 404. */
const read = (tag: string, call: string, summary: string, answer: object) => ({
  tags: [tag],
  operationId: operationIdOf(tag, call),
  summary,
  response: { 200: answer, 401: apiError, 403: apiError, 404: apiError },
});
const photo = (summary: string) => fileAnswer(IMAGE_KINDS, summary);

/** A path's record number (the kit's id rule: 404 unless a whole number in range). */
const pathNumber = (params: unknown, name: string) => readId({ id: (params as Record<string, string | undefined>)[name] });

/**
 * `auditoria/` (SPEC §7 Other): GET auditoria/{id}/ answers an audit with its items, and
 * GET auditoria/{id}/items/{item}/imagen/ an item's photo as a blob with the kit's file headers;
 * GET prestamos/{id}/incidencias/{incident}/imagenes/{n}/ an incident's photo the same way.
 * DOMAIN §1 `auditoria`: read by every back-office group, as the loans they belong to.
 */
export const auditRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    app.get('/auditoria/:id/', { onRequest: guard(ctx, 'auditoria', 'show'), schema: read('auditoria', 'show', 'An audit with its items', auditAnswer) }, (req) =>
      readAuditOr404(ctx.database.db, readId(req.params)),
    );
    app.get(
      '/auditoria/:id/items/:item/imagen/',
      {
        onRequest: guard(ctx, 'auditoria', 'show'),
        schema: read('auditoria', 'item_imagen', "An audit item's photo as a blob, its type told by its bytes", photo("The item's photo")),
      },
      async (req, reply) => {
        const id = readId(req.params);
        const item = pathNumber(req.params, 'item');
        const [row] = await ctx.database.db
          .select({ imagen: auditoria_items.imagen })
          .from(auditoria_items)
          .where(and(eq(auditoria_items.id, item), eq(auditoria_items.auditoria, id)));
        return sendStoredFile(ctx, reply, row?.imagen, `auditoria-${id}-item-${item}`);
      },
    );
    // An incident's photo (DOMAIN §5 Incidents), readable by whoever may see its loan.
    app.get(
      '/prestamos/:id/incidencias/:incident/imagenes/:n/',
      {
        onRequest: guard(ctx, 'prestamos', 'show'),
        schema: read('prestamos', 'incidencia_imagen', "An incident's photo as a blob, its type told by its bytes", photo("The incident's photo")),
      },
      async (req, reply) => {
        const id = readId(req.params);
        const [incident, n] = [pathNumber(req.params, 'incident'), pathNumber(req.params, 'n')];
        const key = await incidentPhotoKey(ctx.database.db, id, incident, n);
        return sendStoredFile(ctx, reply, key, `incidencia-${incident}-${n}`);
      },
    );
  };

import type { FastifyPluginAsync } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { auditoria_items } from '../../db/schema';
import { FileStore } from '../../files/store';
import { FILE_TYPES } from '../../files/types';
import { notFound } from '../../http/errors';
import { guard } from '../../http/guard';
import { contentDisposition, FILE_HEADERS } from '../../kit/files';
import { readId } from '../../kit/records';
import { readAuditOr404 } from './audits';

/** A path's whole positive number, or 404 (the item is not there). */
function itemId(params: unknown) {
  const value = (params as { item?: string }).item ?? '';
  const n = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(n) || n < 1) throw notFound();
  return n;
}

/**
 * `auditoria/` (SPEC §7 Other): GET auditoria/{id}/ answers an audit with its items, and
 * GET auditoria/{id}/items/{item}/imagen/ an item's photo as a blob with the kit's file headers.
 * DOMAIN §1 `auditoria`: read by every back-office group, as the loans they belong to.
 */
export const auditRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    app.get('/auditoria/:id/', { onRequest: guard(ctx, 'auditoria', 'show'), schema: { tags: ['auditoria'], summary: 'An audit with its items' } }, (req) =>
      readAuditOr404(ctx.database.db, readId(req.params)),
    );
    app.get(
      '/auditoria/:id/items/:item/imagen/',
      { onRequest: guard(ctx, 'auditoria', 'show'), schema: { tags: ['auditoria'], summary: "An audit item's photo as a blob, its type told by its bytes" } },
      async (req, reply) => {
        const id = readId(req.params);
        const item = itemId(req.params);
        const [row] = await ctx.database.db
          .select({ imagen: auditoria_items.imagen })
          .from(auditoria_items)
          .where(and(eq(auditoria_items.id, item), eq(auditoria_items.auditoria, id)));
        const stored = await new FileStore(ctx.config.dataDir).open(row?.imagen);
        if (!stored) throw notFound();
        const type = FILE_TYPES[stored.kind];
        return reply
          .headers(FILE_HEADERS)
          .header('Content-Type', type.mime)
          .header('Content-Length', stored.size)
          .header('Content-Disposition', contentDisposition(stored.kind, `auditoria-${id}-item-${item}.${type.ext}`))
          .send(stored.stream);
      },
    );
  };

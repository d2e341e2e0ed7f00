import { z } from 'zod';
import { auditoria_items, auditorias, incidencias } from '../../db/schema';
import { rowSchema, schemaRegistry } from '../../kit/schemas';

/**
 * What the audit and incident reads answer (audits.ts readAudit, incidentsRead.ts), for the
 * OpenAPI document: the stored rows, each photo as the path serving it.
 */

const photoPath = z.string().describe('The path serving the photo');

export const auditAnswer = rowSchema(auditorias).extend({
  items: z.array(rowSchema(auditoria_items, ['auditoria']).extend({ imagen: photoPath })),
});
schemaRegistry.add(auditAnswer, { id: 'Audit', description: 'A hand-over (tipo 0) or return (tipo 1) audit of a loan, with its rated items.' });

export const incidentsAnswer = z.array(
  rowSchema(incidencias).extend({
    imagenes: z.array(z.object({ n: z.number().int(), comentario: z.string(), imagen: photoPath })),
  }),
);

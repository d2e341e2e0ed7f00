import type { RecordAction } from '../../kit/define';
import type { TransitionDeclaration } from '../../kit/transitions';
import { auditTransitionsOf, readAuditOr404 } from './audits';
import { incidentTransitions } from './incidents';

/** DOMAIN §2/§5: auditoria_inicial, auditoria_final (multipart) and incidencias, as loan transitions. */
export function auditTransitions(): TransitionDeclaration[] {
  return [...auditTransitionsOf(), ...incidentTransitions()];
}

/** GET {id}/auditoria_inicial/ and auditoria_final/: the stored audit with its items (404 without one). */
export function auditReads(): RecordAction[] {
  return (['auditoria_inicial', 'auditoria_final'] as const).map((field) => ({
    path: field,
    method: 'GET',
    access: 'show',
    summary: `The loan's ${field} with its items, each photo as the path serving it (404 without one)`,
    handler: async ({ ctx, records, id }) => {
      const loan = await records.find(ctx.database.db, id as number);
      return readAuditOr404(ctx.database.db, loan[field]);
    },
  }));
}

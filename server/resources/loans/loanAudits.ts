import { LOAN_TRANSITIONS } from '../../../domain/loans';
import type { RecordAction } from '../../kit/define';
import type { TransitionDeclaration } from '../../kit/transitions';
import { auditAnswer, incidentsAnswer } from './auditAnswers';
import { auditTransitionsOf, readAuditOr404 } from './audits';
import { incidentTransitions } from './incidents';
import { readIncidents } from './incidentsRead';

/** DOMAIN §2/§5: auditoria_inicial, auditoria_final (multipart) and incidencias, as loan transitions. */
export function auditTransitions(): TransitionDeclaration[] {
  return [...auditTransitionsOf(), ...incidentTransitions()];
}

/** GET {id}/auditoria_inicial/ and auditoria_final/: the stored audit with its items (404 without one). */
export function auditReads(): RecordAction[] {
  return [...auditLoanReads(), ...incidentReads()];
}

function auditLoanReads(): RecordAction[] {
  return (['auditoria_inicial', 'auditoria_final'] as const).map((field) => ({
    path: field,
    // The transition that writes it shares its path: the read is named apart.
    name: `read_${field}`,
    method: 'GET',
    access: 'show',
    summary: `The loan's ${field} with its items, each photo as the path serving it (404 without one)`,
    answerSchema: auditAnswer,
    handler: async ({ ctx, records, id }) => {
      const loan = await records.find(ctx.database.db, id as number);
      return readAuditOr404(ctx.database.db, loan[field]);
    },
  }));
}

/** GET {id}/incidencias/: the loan's incidents with their photos (served by auditsRoutes.ts). */
export function incidentReads(): RecordAction[] {
  return [
    {
      // The incident call's path (domain/loans.ts), read by GET.
      path: LOAN_TRANSITIONS.incidencias.path,
      name: 'read_incidencias',
      method: 'GET',
      access: 'show',
      summary: "The loan's incidents, oldest first, each with its photos as the paths serving them",
      answerSchema: incidentsAnswer,
      handler: async ({ ctx, records, id }) => {
        await records.find(ctx.database.db, id as number);
        return readIncidents(ctx.database.db, id as number);
      },
    },
  ];
}

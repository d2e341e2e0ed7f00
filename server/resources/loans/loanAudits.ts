import type { RecordAction } from '../../kit/define';
import type { TransitionDeclaration } from '../../kit/transitions';

/** DOMAIN §2/§5: auditoria_inicial, auditoria_final (multipart) and incidencias, as loan transitions. */
export function auditTransitions(): TransitionDeclaration[] {
  return [];
}

/** GET {id}/auditoria_inicial/ and auditoria_final/: the stored audits. */
export function auditReads(): RecordAction[] {
  return [];
}

import type { TransitionRule } from '../../domain/machines';
import type { Row } from './records';
import type { TransitionDeclaration } from './transitions';

type Core = Pick<TransitionDeclaration, 'path' | 'method' | 'access' | 'caller' | 'field' | 'from' | 'to' | 'when' | 'bulk'>;

/**
 * A domain table's entry (domain/machines.ts) as the core of a kit transition: its call,
 * method, DOMAIN §1 action, state field, from and to states (to null: the state stays), its
 * condition on the record and its bulk call. A declaration spreads it and adds what the call
 * does (`{ ...moves(LOAN_TRANSITIONS.cancelar), reason: 'motivo_de_rechazo', effect }`).
 */
export function moves(rule: TransitionRule): Core {
  const { path, method, access, caller, field, from, to, when, bulk } = rule;
  return {
    path,
    method,
    // A phone's call has no DOMAIN §1 action: its path names it in the audit and the history.
    ...(caller === 'app' ? { access: path, caller } : { access }),
    field,
    from,
    to: to ?? ((row: Row) => row[field] as number),
    ...(when ? { when: (row: Row) => when(row) } : {}),
    ...(bulk ? { bulk } : {}),
  };
}

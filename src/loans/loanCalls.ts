import { canAccess } from '../../domain/access';
import { LOAN_STATUS, LOAN_TRANSITIONS, type LoanCall } from '../../domain/loans';
import { allows, type StateRecord } from '../../domain/machines';

/**
 * The DOMAIN §2 calls a reader may make on a loan now: the role allows it (DOMAIN §1) and the
 * loan's table allows it (domain/loans.ts: its state and what the call needs beside it, such as
 * a vehicle to audit). The server checks all of it again.
 */
export function loanCallsFor(loan: StateRecord, groups: readonly string[]): Set<LoanCall> {
  const calls = new Set<LoanCall>();
  for (const rule of Object.values(LOAN_TRANSITIONS)) {
    // The borrower's own calls from the phone (DOMAIN §2 "not offered in the back office").
    if ('caller' in rule) continue;
    if (allows(rule, loan) && canAccess(groups, rule.resource, rule.access)) calls.add(rule.path);
  }
  return calls;
}

/** Who turns a request down decides its state: an administrator refuses it as admin (8), HR as HR (1). */
const REJECT_CALLS = [LOAN_TRANSITIONS.rechazar_solicitud_por_admin.path, LOAN_TRANSITIONS.rechazar_solicitud.path] as const;
export type RejectCall = (typeof REJECT_CALLS)[number];

/** The refusal the reader makes, or null for one who may not; a reader in both groups refuses as admin. */
export function rejectCallFor(groups: readonly string[]): RejectCall | null {
  const calls = loanCallsFor({ status: LOAN_STATUS.application }, groups);
  return REJECT_CALLS.find((call) => calls.has(call)) ?? null;
}

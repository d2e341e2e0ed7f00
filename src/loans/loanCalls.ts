import { canAccess } from '../../domain/access';
import { LOAN_STATUS, LOAN_TRANSITIONS, type LoanCall } from '../../domain/loans';

export interface LoanState {
  status: number;
  vehiculo?: unknown;
}

/**
 * The DOMAIN §2 calls a reader may make on a loan now: the role allows it (DOMAIN §1) and the
 * loan's state is one the call starts from. Assigning needs a loan without a vehicle (a loan that
 * has one changes it) and the initial audit needs one. The server checks all of it again.
 */
export function loanCallsFor(loan: LoanState, groups: readonly string[]): Set<LoanCall> {
  const calls = new Set<LoanCall>();
  const hasVehicle = loan.vehiculo !== null && loan.vehiculo !== undefined && loan.vehiculo !== '';
  for (const [call, rule] of Object.entries(LOAN_TRANSITIONS) as [LoanCall, (typeof LOAN_TRANSITIONS)[LoanCall]][]) {
    if (!(rule.from as readonly number[]).includes(loan.status)) continue;
    if (!canAccess(groups, 'prestamos', rule.access)) continue;
    if (call === 'asignar_vehiculo' && hasVehicle) continue;
    if ((call === 'change_vehicle' || call === 'auditoria_inicial') && !hasVehicle) continue;
    calls.add(call);
  }
  return calls;
}

/**
 * Who turns a request down decides its state: an administrator refuses it as admin (8), HR as
 * HR (1). A reader in both groups refuses as admin.
 */
export function rejectCallFor(groups: readonly string[]): 'rechazar_solicitud_por_admin' | 'rechazar_solicitud' | null {
  const pending = { status: LOAN_STATUS.application };
  const calls = loanCallsFor(pending, groups);
  if (calls.has('rechazar_solicitud_por_admin')) return 'rechazar_solicitud_por_admin';
  return calls.has('rechazar_solicitud') ? 'rechazar_solicitud' : null;
}

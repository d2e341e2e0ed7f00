/**
 * SPEC §2 loan routes. The loans have no route of their own in the spec: the record page sits
 * under the fleet trips (/viajes_fleet/viajes/:viaje), where the audit route already lives, and
 * the hand-over report beside it (docs/DECISIONS.md "Loans").
 */
export const LOAN_LIST_PATHS = {
  applications: '/solicitudes',
  trips: '/viajes_fleet/viajes',
  fleetRequests: '/viajes_fleet/solicitudes',
} as const;

export type LoanListView = 'applications' | 'trips';

/** The audit route's :type values (SPEC §2): crear performs the audit the loan's state calls for; the others read. */
export type AuditRouteType = 'crear' | 'ver' | 'auditoria_inicial' | 'auditoria_final';

const segment = (id: unknown) => encodeURIComponent(String(id));

export const loanPath = (id: unknown) => `${LOAN_LIST_PATHS.trips}/${segment(id)}`;
export const auditPath = (id: unknown, type: AuditRouteType) => `${loanPath(id)}/auditorias/${type}`;
export const reportPath = (id: unknown) => `${loanPath(id)}/reporte`;

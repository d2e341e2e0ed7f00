/**
 * Fleet loans (prestamos), their audits, incidents and cards (DOMAIN §2 loan transitions, §5
 * Loans, Audits, Incidents, Cards) as both sides need them: the API's declarations and the
 * screens read the same states, transitions and limits from here.
 */

import { defineMachine, present, stateOf, type StateRecord } from './machines';
import { DOCUMENT_STATUS } from './status';

/** DOMAIN §2 loan status, SPEC §4 order. */
export const LOAN_STATUS = {
  application: 0,
  refused_by_hr: 1,
  initial_audit: 2,
  refused_by_user: 3,
  final_audit: 4,
  completed: 5,
  incidence: 6,
  approved_by_admin: 7,
  refused_by_admin: 8,
  cancelled_by_user: 9,
  cancelled_by_admin: 10,
} as const;
export const LOAN_STATUS_VALUES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

const S = LOAN_STATUS;

/** A loan that holds a vehicle (DOMAIN §2: the initial audit and a change need one). */
export const hasVehicle = (loan: StateRecord) => present(loan.vehiculo);
/** A loan without a vehicle is given one; a loan that has one changes it (change_vehicle gives the old one back). */
export const withoutVehicle = (loan: StateRecord) => !hasVehicle(loan);

/**
 * DOMAIN §2 loan transitions, by SPEC §7 call: who (DOMAIN §1 action of `prestamos`, or the
 * borrower from the phone app: `caller: 'app'`), from which states, to which (null: the state stays), and what the loan needs
 * beside its state. Anything else is 409 invalid_transition with nothing changed.
 */
export const LOAN_TRANSITIONS = defineMachine('prestamos', 'status', {
  aceptar_solicitud: { method: 'GET', access: 'accept', from: [S.application], to: S.approved_by_admin },
  rechazar_solicitud: { method: 'POST', access: 'reject', from: [S.application], to: S.refused_by_hr },
  rechazar_solicitud_por_admin: { method: 'POST', access: 'reject_by_admin', from: [S.application, S.approved_by_admin], to: S.refused_by_admin },
  asignar_vehiculo: { method: 'POST', access: 'assign_vehicle', from: [S.approved_by_admin], to: null, when: withoutVehicle },
  change_vehicle: { method: 'POST', access: 'change_vehicle', from: [S.approved_by_admin, S.initial_audit], to: null, when: hasVehicle },
  auditoria_inicial: { method: 'POST', access: 'initial_audit', from: [S.approved_by_admin], to: S.initial_audit, when: hasVehicle },
  auditoria_final: { method: 'POST', access: 'final_audit', from: [S.initial_audit], to: S.final_audit },
  incidencias: { method: 'POST', access: 'incident', from: [S.initial_audit, S.final_audit], to: S.incidence },
  finalizar_final: { method: 'GET', access: 'finalize', from: [S.final_audit, S.incidence], to: S.completed },
  cancelar: { method: 'POST', access: 'cancel', from: [S.application, S.approved_by_admin, S.initial_audit], to: S.cancelled_by_admin },
  // DOMAIN §2 "(mobile app)": the borrower, from the phone (domain/appCalls.ts); not offered in the back office.
  cancelar_por_usuario: { method: 'POST', caller: 'app', owner: 'usuario', from: [S.application, S.approved_by_admin], to: S.cancelled_by_user },
  rechazar_por_usuario: { method: 'POST', caller: 'app', owner: 'usuario', from: [S.application, S.approved_by_admin], to: S.refused_by_user },
});
export type LoanCall = keyof typeof LOAN_TRANSITIONS;

/** States in which a loan holds its vehicle and cards (they are released when it leaves them). */
export const LOAN_HOLDING_STATES = [S.approved_by_admin, S.initial_audit, S.final_audit, S.incidence] as const;

/**
 * The states the loans screens open on (SPEC §2): the open requests and the trips under way.
 * The screens start from them and the database keeps an index of each (server/db/schema/loans.ts),
 * so both lists are read in date order from the first row.
 */
export const LOAN_VIEW_STATES = {
  applications: [S.application, S.approved_by_admin],
  trips: [S.initial_audit, S.final_audit, S.incidence],
} as const;

/** A borrower's driving licence as a user record holds it (usuarios/: `licencia_status`, `vencimiento`). */
export interface BorrowerLicence {
  licencia_status?: unknown;
  vencimiento?: unknown;
}

/**
 * Whether a borrower's licence has expired on `today` (yyyy-MM-dd, the company's day): its stored
 * state is Expired (DOMAIN §2, kept by the daily expiry job), or its date is already past (before
 * the job's next run, or a pending or rejected licence the job leaves alone). Someone with no
 * licence on file has none that expired.
 */
export const licenceExpired = (user: BorrowerLicence, today: string) =>
  stateOf(user.licencia_status) === DOCUMENT_STATUS.expired || (typeof user.vencimiento === 'string' && user.vencimiento !== '' && user.vencimiento < today);

/**
 * Issue #35: the precondition on the borrower of a loan, checked by the server when a loan is
 * requested (POST prestamos/: a field error under `usuario`) and accepted (aceptar_solicitud: 409),
 * and read by the screens to warn before either: no loan to someone whose licence has expired.
 */
export const mayBorrow = (user: BorrowerLicence, today: string) => !licenceExpired(user, today);

/** DOMAIN §5 Cards: a card is put on a loan in Approved by Admin or Initial Audit. */
export const CARD_LOAN_STATES: readonly number[] = [S.approved_by_admin, S.initial_audit];

/** Audit type (DOMAIN §5): 0 initial (hand-over), 1 final (return). */
export const AUDIT_TYPE = { initial: 0, final: 1 } as const;
/** Audit item ratings (DOMAIN §2): parts take good, regular or bad; accessories yes or no. */
export const PART_RATINGS = ['good', 'regular', 'bad'] as const;
export const ACCESSORY_RATINGS = ['yes', 'no'] as const;
/** Fuel level in an audit, percent. */
export const FUEL_PERCENT = { min: 0, max: 100 } as const;

/** Incidents (DOMAIN §5): `tipo` is sent as 1; up to ten photos, each with a comment. */
export const INCIDENT_TYPE = 1;
export const INCIDENT_MAX_PHOTOS = 10;
/** Largest sum of an audit's photos in MB (one per item, each up to MAX_FILE_MB): the server holds them all until the form is checked. */
export const AUDIT_PHOTOS_MAX_MB = 100;

/** Text lengths both sides check. */
export const LOAN_TEXT = { destino: 255, motivo: 1000, comentario: 1000, descripcion: 2000, card_numero: 30, proveedor: 80 } as const;

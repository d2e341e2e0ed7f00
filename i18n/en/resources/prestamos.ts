import list from './prestamos/list';
import show from './prestamos/show';
import audit from './prestamos/audit';
import report from './prestamos/report';
import actions from './prestamos/actions';

/** resources.prestamos: the words of the loan screens (English). */
const prestamos = {
  name: 'Loan |||| Loans',
  fields: {
    id: 'ID',
    usuario: 'Requester',
    planta: 'Plant',
    destino: 'Destination',
    motivo: 'Purpose',
    fecha_salida: 'Departure',
    fecha_regreso: 'Return',
    status: 'Status',
    vehiculo: 'Vehicle',
    tarjeta_gasolina: 'Fuel card',
    tarjeta_tag: 'Toll-tag card',
    auditoria_inicial: 'Initial audit',
    auditoria_final: 'Final audit',
    motivo_de_rechazo: 'Rejection reason',
    motivo_cancelacion: 'Cancellation reason',
    created_at: 'Created',
    updated_at: 'Updated',
  },
  screens: {
    applications: 'Loan requests',
    fleet_requests: 'Fleet requests',
    trips: 'Fleet trips',
  },
  // The view tabs on a phone, where the two share its width.
  screens_short: { applications: 'Requests', trips: 'Trips' },
  choices: {
    status: {
      '0': 'Application',
      '1': 'Refused by HR',
      '2': 'Initial audit',
      '3': 'Refused by user',
      '4': 'Final audit',
      '5': 'Completed',
      '6': 'Incidence',
      '7': 'Approved by admin',
      '8': 'Refused by admin',
      '9': 'Cancelled by user',
      '10': 'Cancelled by administrator',
    },
  },
  notifications: {
    exported: 'Loans exported',
    export_error: 'Could not export the loans: %{error}',
  },
  empty: 'No loans yet.',
  confirm: {
    this: 'this loan |||| these %{smart_count} loans',
    named: 'the loan %{name}',
  },
  // Labels of the record's history (app.history), one per action the server records.
  history: {
    create: 'Request registered',
    // The step HR takes (DOMAIN §1), whose state SPEC names Approved by Admin.
    accept: 'Request accepted',
    reject: 'Request refused',
    reject_by_admin: 'Refused by the administrator',
    assign_vehicle: 'Vehicle assigned',
    change_vehicle: 'Vehicle changed',
    finalize: 'Loan completed',
    cancel: 'Loan cancelled',
    initial_audit: 'Initial audit done',
    final_audit: 'Final audit done',
    incident: 'Incident reported',
    refuse_by_user: 'Refused by the user',
    cancel_by_user: 'Cancelled by the user',
    assign_card: 'Card assigned',
    assign_fuel_card: 'Fuel card assigned',
    assign_tag_card: 'Toll-tag card assigned',
  },
  // What a history entry's move is of (src/common/history), per field.
  history_field: { status: 'Status' },
  // What a history entry's note is when it is not a reason (src/common/history), per action.
  history_reason: {
    assign_vehicle: 'Vehicle %{reason}',
    change_vehicle: 'Vehicle %{reason}',
    assign_card: 'Card %{reason}',
    assign_fuel_card: 'Fuel card %{reason}',
    assign_tag_card: 'Toll-tag card %{reason}',
  },
  // The API's words for this resource (i18n/server gathers them).
  api: {
    in_use: 'The loan is in use by %{usage}.',
    selected_one: 'One of the selected loans is in use by %{usage}.',
    selected_many: '%{count} of the selected loans are in use by %{usage}.',
    count: { one: '%{count} loan', other: '%{count} loans' },
    file: 'loans',
  },
  list,
  show,
  audit,
  report,
  actions,
};

export default prestamos;

/** resources.solicitudes_fleet: the same loans, awaiting a decision. */
export const solicitudesFleet = { ...prestamos, name: 'Fleet request |||| Fleet requests' };

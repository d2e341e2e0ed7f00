import list from './prestamos/list';
import show from './prestamos/show';
import audit from './prestamos/audit';
import report from './prestamos/report';
import actions from './prestamos/actions';

/** resources.prestamos: the words of the loan screens (Spanish). */
const prestamos = {
  name: 'Préstamo |||| Préstamos',
  fields: {
    id: 'ID',
    usuario: 'Solicitante',
    planta: 'Planta',
    destino: 'Destino',
    motivo: 'Motivo',
    fecha_salida: 'Salida',
    fecha_regreso: 'Regreso',
    status: 'Estatus',
    vehiculo: 'Vehículo',
    tarjeta_gasolina: 'Tarjeta de gasolina',
    tarjeta_tag: 'Tarjeta TAG',
    auditoria_inicial: 'Auditoría inicial',
    auditoria_final: 'Auditoría final',
    motivo_de_rechazo: 'Motivo de rechazo',
    motivo_cancelacion: 'Motivo de cancelación',
    created_at: 'Creado',
    updated_at: 'Actualizado',
  },
  screens: {
    applications: 'Solicitudes de préstamo',
    fleet_requests: 'Solicitudes de flota',
    trips: 'Viajes de flota',
  },
  // The view tabs on a phone, where the two share its width.
  screens_short: { applications: 'Solicitudes', trips: 'Viajes' },
  choices: {
    status: {
      '0': 'Solicitud',
      '1': 'Rechazado por RR. HH.',
      '2': 'Auditoría inicial',
      '3': 'Rechazado por el usuario',
      '4': 'Auditoría final',
      '5': 'Completado',
      '6': 'Incidencia',
      '7': 'Aprobado por el administrador',
      '8': 'Rechazado por el administrador',
      '9': 'Cancelado por el usuario',
      '10': 'Cancelado por el administrador',
    },
  },
  notifications: {
    exported: 'Préstamos exportados',
    export_error: 'No se pudieron exportar los préstamos: %{error}',
  },
  empty: 'Aún no hay préstamos.',
  confirm: {
    this: 'este préstamo |||| estos %{smart_count} préstamos',
    named: 'el préstamo %{name}',
  },
  // Etiquetas del historial del registro (app.history), una por acción que registra el servidor.
  history: {
    create: 'Solicitud registrada',
    // The request's first review (DOMAIN §1: HR or an administrator), whose state SPEC names Approved by Admin; the line names who took it.
    accept: 'Solicitud aceptada',
    reject: 'Solicitud rechazada',
    reject_by_admin: 'Rechazada por el administrador',
    assign_vehicle: 'Vehículo asignado',
    change_vehicle: 'Vehículo cambiado',
    finalize: 'Préstamo finalizado',
    cancel: 'Préstamo cancelado',
    initial_audit: 'Auditoría inicial realizada',
    final_audit: 'Auditoría final realizada',
    incident: 'Incidencia registrada',
    refuse_by_user: 'Rechazada por el usuario',
    cancel_by_user: 'Cancelada por el usuario',
    assign_card: 'Tarjeta asignada',
    assign_fuel_card: 'Tarjeta de gasolina asignada',
    assign_tag_card: 'Tarjeta TAG asignada',
  },
  // What a history entry's move is of (src/common/history), per field.
  history_field: { status: 'Estado' },
  // What a history entry's note is when it is not a reason (src/common/history), per action.
  history_reason: {
    assign_vehicle: 'Vehículo %{reason}',
    change_vehicle: 'Vehículo %{reason}',
    assign_card: 'Tarjeta %{reason}',
    assign_fuel_card: 'Tarjeta de gasolina %{reason}',
    assign_tag_card: 'Tarjeta TAG %{reason}',
  },
  // The API's words for this resource (i18n/server gathers them).
  api: {
    in_use: 'El préstamo está en uso por %{usage}.',
    selected_one: 'Uno de los préstamos seleccionados está en uso por %{usage}.',
    selected_many: '%{count} de los préstamos seleccionados están en uso por %{usage}.',
    count: { one: '%{count} préstamo', other: '%{count} préstamos' },
    file: 'prestamos',
  },
  list,
  show,
  audit,
  report,
  actions,
};

export default prestamos;

/** resources.solicitudes_fleet: the same loans, awaiting a decision. */
export const solicitudesFleet = { ...prestamos, name: 'Solicitud de flota |||| Solicitudes de flota' };

import type catalogue from '../es/index';
import { ACTIVE_STATUS, DOCUMENT_STATUS, USER_ROLE } from '../../domain/status';

/**
 * A numeric state's labels keyed by its number (`choices.<name>.<n>`, what an export cell
 * reads), from the screens' words keyed by the state's name in domain/ (`{ active: 1 }` with
 * `{ active: 'Activo' }` gives `{ '1': 'Activo' }`).
 */
export function numbered<States extends Readonly<Record<string, number>>>(states: States, words: Readonly<Record<keyof States, string>>): Record<string, string> {
  return Object.entries(states).reduce<Record<string, string>>((labels, [name, id]) => ({ ...labels, [String(id)]: words[name] }), {});
}

/**
 * What the API says that a screen says too, read from the screen's catalogue (es or en), so each
 * text is written once and an export or a field error reads as the screen does.
 */
export function screensWords({ resources, app, ra }: typeof catalogue) {
  return {
    // Each state's label as its list says it, so exports read as the lists do.
    choices: {
      active_status: numbered(ACTIVE_STATUS, app.status),
      user_role: numbered(USER_ROLE, resources.usuarios.roles),
      document_status: numbered(DOCUMENT_STATUS, resources.usuarios.licence_status),
      vehicle_status: resources.vehiculos.choices.status,
      vehicle_modulo: resources.vehiculos.choices.modulo,
      gasoline_type: resources.vehiculos.choices.gasoline_type,
      transmission: resources.vehiculos.choices.transmission,
      vehicle_document_status: resources.vehiculos.choices.document_status,
      loan_status: resources.prestamos.choices.status,
      trip_status: resources.viajes.choices.status,
      occupant_status: resources.detalle_viaje.choices.status,
      trip_type: resources.viajes.choices.tipo,
      trip_request_status: resources.solicitudes_viaje.choices.status,
      alert_status: resources.alertas.choices.status,
      expiry_kind: resources.vencimientos.kinds,
    },
    // The rules the forms check before sending, as they word them.
    validation: {
      plate: resources.vehiculos.form.validation.plate,
      future_date: resources.vehiculos.form.validation.future_date,
      // Audits (DOMAIN §5): every item needs its rating, comment and photo.
      audit_rating: resources.prestamos.audit.validation.rating,
      audit_comment: resources.prestamos.audit.validation.comment,
      audit_photo: resources.prestamos.audit.validation.photo,
      audit_km_below: resources.prestamos.audit.validation.km_below,
    },
    // Routes (DOMAIN §5): the path (domain/routes.ts pathProblem) and the departure time, as the route form says them.
    transport: {
      path: resources.rutas.path,
      departure_time: resources.configuracion.validation.time,
    },
    // A yes/no cell, as react-admin's boolean fields say it.
    export: {
      yes: ra.boolean.true,
      no: ra.boolean.false,
    },
  };
}

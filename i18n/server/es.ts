import apiErrors from '../es/shared/apiErrors';
import apiMessages from '../es/shared/apiMessages';
import validation from '../es/shared/validation';
import notificationTexts from '../es/shared/notificationTexts';
import catalogue from '../es/index';
import { resourceWords } from './resources';
import { screensWords } from './screens';

const words = resourceWords(catalogue.resources);
const screens = screensWords(catalogue);

/** Messages the API sends (SPEC §5, §8), Spanish. Same keys as en.ts (checked by test). */
export const es = {
  errors: apiErrors,
  messages: apiMessages,
  // Notification titles and messages per type (DOMAIN §2), written when read.
  notifications: notificationTexts,
  // The settings rules' words (domain/settings.ts), as the settings screen says them.
  settings: catalogue.resources.configuracion.validation,
  validation: {
    ...validation,
    ...screens.validation,
    domain: 'Ingrese un dominio válido.',
    email_taken: 'Ya existe un usuario con este correo electrónico.',
    unique: 'Ya existe un registro con este valor.',
    unknown_field: 'Campo desconocido.',
    characters: 'El texto contiene caracteres no permitidos.',
    date_range: 'Ingrese una fecha entre los años %{min} y %{max}.',
    text: 'Ingrese un texto válido.',
    boolean: 'Ingrese verdadero o falso.',
    list: 'Ingrese una lista.',
    choice: 'Elija una opción válida.',
    invalid: 'Ingrese un valor válido.',
    gt_value: 'Asegúrese de que este valor sea mayor que %{count}.',
    lt_value: 'Asegúrese de que este valor sea menor que %{count}.',
    ids_empty: 'Seleccione al menos un registro.',
    max_items: 'Indique como máximo %{count} valores.',
    ids_not_found: 'Algunos registros no existen: %{ids}.',
    reference: 'El registro relacionado no existe.',
    in_use: apiErrors.in_use,
    points_short: 'No hay puntos suficientes.',
    // Incidencias (DOMAIN §5): una descripción o una foto.
    incident_empty: 'Describa la incidencia o agregue al menos una foto.',
    files_total: 'Las fotos juntas no pueden pesar más de %{count} MB; use fotos más ligeras.',
    // Préstamos (DOMAIN §5): la solicitud y el vehículo que se asigna.
    loan_return_before_departure: 'El regreso debe ser posterior a la salida.',
    loan_user_inactive: 'El solicitante no es un usuario activo.',
    // Issue #35 (domain/loans.ts mayBorrow): también el 409 de aceptar_solicitud.
    loan_licence_expired: 'La licencia de %{name} venció el %{date}.',
    // Vistas guardadas (vistas/).
    view_name_taken: 'Ya tiene una vista con este nombre en esta lista.',
    view_resource: 'Indique la ruta de una lista, que empieza con «/».',
    view_params_size: 'La vista guarda demasiados datos: como máximo %{count} KB.',
    loan_vehicle_not_fleet: 'Solo se prestan vehículos de flotilla; elija un vehículo de la empresa.',
    loan_vehicle_not_active: 'El vehículo no está disponible: solo se prestan vehículos activos que no estén en otro préstamo.',
    loan_vehicle_same: 'Este ya es el vehículo del préstamo; elija otro.',
    loan_vehicle_expired_permiso_circulacion: 'El permiso de circulación del vehículo está vencido; renuévelo antes de prestarlo.',
    loan_vehicle_expired_seguro: 'El seguro del vehículo está vencido; renuévelo antes de prestarlo.',
    loan_vehicle_expired_verificacion: 'La verificación del vehículo está vencida; renuévela antes de prestarlo.',
    // Vehicles (DOMAIN §5).
    plate_taken: 'Ya existe un vehículo con esta matrícula.',
    // A Refused vehicle keeps its plate and serial until it is deleted.
    plate_taken_refused: 'Ya existe un vehículo rechazado con esta matrícula; elimínelo para registrarlo de nuevo.',
    serial: 'El número de serie debe tener 17 caracteres: letras y números, sin I, O ni Q.',
    serial_taken: 'Ya existe un vehículo con este número de serie.',
    serial_taken_refused: 'Ya existe un vehículo rechazado con este número de serie; elimínelo para registrarlo de nuevo.',
    card_numero_taken: 'Ya existe una tarjeta con este número.',
    fleet_owner: 'Los vehículos de flotilla pertenecen a la empresa y no llevan propietario.',
    owner_driver: 'El propietario de un vehículo de transporte debe ser un conductor.',
    vehicle_age_one: 'El vehículo no puede tener más de %{count} año de antigüedad.',
    vehicle_age_other: 'El vehículo no puede tener más de %{count} años de antigüedad.',
    vehicles_limit_one: 'Este propietario ya tiene el máximo de %{count} vehículo permitido.',
    vehicles_limit_other: 'Este propietario ya tiene el máximo de %{count} vehículos permitidos.',
    file_broken: 'El archivo %{type} está dañado o incompleto; vuelva a guardarlo e inténtelo de nuevo.',
    import_file: 'Elija un archivo .xlsx o .csv.',
    import_unreadable: 'No se pudo leer el archivo; guárdelo de nuevo como .xlsx o .csv.',
    import_columns: 'Al archivo le faltan las columnas: %{columns}.',
    import_empty: 'El archivo no tiene filas.',
    import_rows: 'El archivo no puede tener más de %{count} filas.',
    import_unzipped: 'El libro ocupa demasiado al descomprimirlo; deje solo la hoja que va a importar o guárdelo como .csv.',
    import_duplicate: 'Este valor se repite en la fila %{row} del archivo.',
    import_platform: 'Este correo es de un usuario de plataforma; solo un administrador puede cambiarlo.',
    // Viajes (DOMAIN §5): la llegada, el kilometraje y el conductor del viaje.
    trip_arrival_before_departure: 'La llegada no puede ser anterior a la salida.',
    trip_mileage_below: 'El kilometraje de llegada no puede ser menor que el de salida (%{count}).',
    trip_driver: 'El conductor debe ser un usuario activo con rol de conductor.',
    // Totales de un periodo (viajes/conductores, viajes/ocupantes).
    period_order: 'El fin del periodo no puede ser anterior a su inicio.',
    period_too_long: 'El periodo puede abarcar como máximo %{count} días.',
    // Trip requests (DOMAIN §5): the trip an accept names no longer fits the request.
    trip_request_trip: 'Ese viaje no sirve para esta solicitud: debe ser un viaje programado del mismo día y tipo, con otro conductor.',
    trip_request_aboard: 'El solicitante ya tiene un lugar en ese viaje.',
    trip_request_full: 'El viaje ya no tiene lugares libres (máximo %{count} pasajeros).',
    trip_request_far: 'La ruta del viaje pasa a más de %{radius} km del punto de recogida.',
    // Panic alerts (DOMAIN §5): the trip an alert names is one the issuer is on, under way.
    alert_trip: 'Ese viaje no está en curso o usted no va en él.',
  },
  mail: {
    recovery_subject: 'Flotilla: código de verificación',
    recovery_body: 'Su código de verificación es %{code}. Vence en 10 minutos. Si no lo solicitó, ignore este correo.',
    // An incident on a loan, to settings.incidents_email (always in Spanish, the server's language).
    incident_subject: 'Flotilla: incidencia en el préstamo #%{id}',
    incident_body: 'Se reportó una incidencia en el préstamo #%{id} del vehículo %{plate}, solicitado por %{name}. Consulte el detalle en la ficha del préstamo.',
    // A panic alert, to settings.c4_email (always in Spanish, the server's language); '—' stands for what it lacks.
    alert_subject: 'Flotilla: alerta de pánico #%{id} de %{name}',
    alert_body:
      '%{name} activó una alerta de pánico.\n\nTeléfono: %{phone}\nPlanta: %{plant}\nUbicación: %{location}\nCoordenadas: %{latitude}, %{longitude}\nViaje en curso: %{trip}\n\nAtiéndala en la ficha de la alerta #%{id}.',
  },
  // 429 on sign-in and recovery (server/auth/throttle.ts throttledError): when to try again.
  throttled_wait: {
    seconds: { one: 'Demasiados intentos. Vuelva a intentarlo en %{count} segundo.', other: 'Demasiados intentos. Vuelva a intentarlo en %{count} segundos.' },
    minutes: { one: 'Demasiados intentos. Vuelva a intentarlo en %{count} minuto.', other: 'Demasiados intentos. Vuelva a intentarlo en %{count} minutos.' },
  },
  choices: screens.choices,
  // 409 in_use: what still points at the record(s) being deleted; each resource's own words
  // (its catalogue file's `api`) for gender and number, `any` for the rest.
  in_use: {
    record: { ...words.record, any: 'El registro está en uso por %{usage}.' },
    selected_one: { ...words.selected_one, any: 'Uno de los registros seleccionados está en uso por %{usage}.' },
    selected_many: { ...words.selected_many, any: '%{count} de los registros seleccionados están en uso por %{usage}.' },
    counts: { ...words.counts, any: { one: '%{count} registro', other: '%{count} registros' } },
    // A vehicle on a loan (Occupied) is released before it is deleted.
    vehicle_occupied: {
      one: 'El vehículo está ocupado en un préstamo; libérelo antes de eliminarlo.',
      other: 'Algunos de los vehículos seleccionados están ocupados en un préstamo; libérelos antes de eliminarlos.',
    },
  },
  // 409 on change_multiple_status/ when a selected vehicle is not Active or Inactive: what to do instead.
  vehicle_status_change:
    'Solo pueden activarse o desactivarse vehículos aceptados que no estén en un préstamo. Quite de la selección los pendientes, rechazados u ocupados: las solicitudes se aceptan o rechazan en la ficha del vehículo y los ocupados se liberan.',
  // 409 on aceptar_solicitud/ for a vehicle without its three photos (SPEC §5).
  // 409 on liberar/ and multiple_liberar/ when an open loan holds the vehicle.
  vehicle_on_loan: 'El vehículo está en el préstamo #%{id}; finalícelo o cancélelo para liberar el vehículo.',
  // 409 on liberar/ and multiple_liberar/ when a vehicle is not Occupied.
  vehicle_release_state: 'Solo se pueden liberar vehículos ocupados (en préstamo); quite de la selección los que no lo estén.',
  vehicle_photos_required: 'Para aceptar la solicitud se necesitan las tres fotos del vehículo; súbalas primero.',
  // Tarjetas (DOMAIN §5): 409 en asignar_prestamo/ y al eliminar o desactivar una tarjeta que tiene un préstamo.
  card_not_available: 'La tarjeta no está disponible: solo se asignan tarjetas activas que no estén en otro préstamo.',
  card_loan_state: 'Solo se puede asignar una tarjeta a un préstamo aprobado por el administrador o en espera de su auditoría inicial.',
  card_on_loan: 'La tarjeta está en un préstamo; se libera cuando el préstamo termina y después puede eliminarse.',
  card_on_loan_status: 'Una tarjeta que está en un préstamo no puede desactivarse; se libera cuando el préstamo termina.',
  // 409 en asignar_vehiculo/ cuando el préstamo ya tiene vehículo.
  loan_vehicle_assigned: 'El préstamo ya tiene un vehículo; use «cambiar vehículo» para sustituirlo.',
  // 409 al eliminar un préstamo en curso (DOMAIN §2: sus llamadas devuelven vehículo y tarjetas).
  loan_open: 'No se puede eliminar un préstamo en curso: cancélelo o finalícelo primero, así se devuelven su vehículo y sus tarjetas.',
  // Trip requests (DOMAIN §5): 409 on cancelar/, multiple_cancelar/, edit and delete.
  trip_request_trip_under_way: 'El viaje de la solicitud ya empezó o terminó; solo se cancelan solicitudes pendientes o de viajes programados.',
  trip_request_not_pending: 'Solo se pueden editar las solicitudes pendientes.',
  trip_request_accepted: 'Una solicitud aceptada ocupa un lugar en su viaje: cancélela antes de eliminarla.',
  transport: screens.transport,
  // Exported file names, before the date: `plantas-20261122-1530.xlsx`.
  files: words.files,
  // The headings of the /api/docs page, served in the document's info (x-labels).
  docs: {
    parameters: 'Parámetros',
    body: 'Cuerpo',
    answers: 'Respuestas',
    required: 'obligatorio',
  },
  export: screens.export,
};

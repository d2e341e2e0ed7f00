import apiErrors from '../en/shared/apiErrors';
import apiMessages from '../en/shared/apiMessages';
import validation from '../en/shared/validation';
import notificationTexts from '../en/shared/notificationTexts';
import catalogue from '../en/index';
import { resourceWords } from './resources';
import { screensWords } from './screens';

import type { es } from './es';

const words = resourceWords(catalogue.resources);
const screens = screensWords(catalogue);

/** Messages the API sends (SPEC §5, §8), English. */
export const en: typeof es = {
  errors: apiErrors,
  messages: apiMessages,
  // Notification titles and messages per type (DOMAIN §2), written when read.
  notifications: notificationTexts,
  // The settings rules' words (domain/settings.ts), as the settings screen says them.
  settings: catalogue.resources.configuracion.validation,
  validation: {
    ...validation,
    ...screens.validation,
    domain: 'Enter a valid domain.',
    email_taken: 'A user with this email already exists.',
    unique: 'A record with this value already exists.',
    unknown_field: 'Unknown field.',
    characters: 'The text contains characters that are not allowed.',
    date_range: 'Enter a date between the years %{min} and %{max}.',
    text: 'Enter a valid text.',
    boolean: 'Enter true or false.',
    list: 'Enter a list.',
    choice: 'Choose a valid option.',
    invalid: 'Enter a valid value.',
    gt_value: 'Ensure this value is greater than %{count}.',
    lt_value: 'Ensure this value is less than %{count}.',
    ids_empty: 'Select at least one record.',
    max_items: 'Give at most %{count} values.',
    ids_not_found: 'Some records do not exist: %{ids}.',
    reference: 'The related record does not exist.',
    in_use: apiErrors.in_use,
    points_short: 'Not enough points.',
    // Incidents (DOMAIN §5): a description or a photo.
    incident_empty: 'Describe the incident or add at least one photo.',
    files_total: 'The photos together cannot be larger than %{count} MB; use smaller photos.',
    // Loans (DOMAIN §5): the request, and the vehicle an assignment names.
    loan_return_before_departure: 'The return must be after the departure.',
    loan_user_inactive: 'The requester is not an active user.',
    // Issue #35 (domain/loans.ts mayBorrow): also aceptar_solicitud's 409.
    loan_licence_expired: "%{name}'s driving licence expired on %{date}.",
    // Saved views (vistas/).
    view_name_taken: 'You already have a view with this name on this list.',
    view_resource: 'Enter the path of a list, starting with "/".',
    view_params_size: 'The view holds too much: at most %{count} KB.',
    loan_vehicle_not_fleet: 'Only fleet vehicles can be lent; choose a company vehicle.',
    loan_vehicle_not_active: 'The vehicle is not available: only active vehicles that are not on a loan can be lent.',
    loan_vehicle_same: "This is already the loan's vehicle; choose another one.",
    loan_vehicle_expired_permiso_circulacion: "The vehicle's road permit has expired; renew it before lending the vehicle.",
    loan_vehicle_expired_seguro: "The vehicle's insurance has expired; renew it before lending the vehicle.",
    loan_vehicle_expired_verificacion: "The vehicle's emissions check has expired; renew it before lending the vehicle.",
    // Vehicles (DOMAIN §5).
    plate_taken: 'A vehicle with this licence plate already exists.',
    plate_taken_refused: 'A refused vehicle has this licence plate; delete it to register the car again.',
    serial: 'The serial number must have 17 characters: letters and digits, without I, O or Q.',
    serial_taken: 'A vehicle with this serial number already exists.',
    serial_taken_refused: 'A refused vehicle has this serial number; delete it to register the car again.',
    card_numero_taken: 'A card with this number already exists.',
    fleet_owner: 'Fleet vehicles belong to the company and have no owner.',
    owner_driver: 'The owner of a transport vehicle must be a driver.',
    vehicle_age_one: 'The vehicle cannot be more than %{count} year old.',
    vehicle_age_other: 'The vehicle cannot be more than %{count} years old.',
    vehicles_limit_one: 'This owner already has the maximum of %{count} vehicle.',
    vehicles_limit_other: 'This owner already has the maximum of %{count} vehicles.',
    file_broken: 'The %{type} file is damaged or incomplete; save it again and try once more.',
    import_file: 'Choose an .xlsx or .csv file.',
    import_unreadable: 'The file could not be read; save it again as .xlsx or .csv.',
    import_columns: 'The file lacks the columns: %{columns}.',
    import_empty: 'The file has no rows.',
    import_rows: 'The file cannot have more than %{count} rows.',
    import_unzipped: 'The workbook is too large once unpacked; keep only the sheet to import, or save it as .csv.',
    import_duplicate: 'This value is repeated in row %{row} of the file.',
    import_platform: 'This email belongs to a platform user; only an administrator may change it.',
    // Trips (DOMAIN §5): the trip's arrival, mileage and driver.
    trip_arrival_before_departure: 'The arrival cannot be before the departure.',
    trip_mileage_below: "The arrival's mileage cannot be below the departure's (%{count}).",
    trip_driver: 'The driver must be an active user with the driver role.',
    // Totals of a period (viajes/conductores, viajes/ocupantes).
    period_order: 'The end of the period cannot be before its start.',
    period_too_long: 'The period can span at most %{count} days.',
    // Trip requests (DOMAIN §5): the trip an accept names no longer fits the request.
    trip_request_trip: 'That trip cannot take this request: it must be a scheduled trip of the same day and type, with another driver.',
    trip_request_aboard: 'The requester already has a seat on that trip.',
    trip_request_full: 'The trip has no free seat left (at most %{count} passengers).',
    trip_request_far: "The trip's route passes more than %{radius} km from the pickup point.",
    // Panic alerts (DOMAIN §5): the trip an alert names is one the issuer is on, under way.
    alert_trip: 'That trip is not under way, or you are not on it.',
  },
  mail: {
    recovery_subject: 'Flotilla: verification code',
    recovery_body: 'Your verification code is %{code}. It expires in 10 minutes. If you did not ask for it, ignore this email.',
    // An incident on a loan, to settings.incidents_email (sent in Spanish; kept here for the key sets).
    incident_subject: 'Flotilla: incident on loan #%{id}',
    incident_body: 'An incident was reported on loan #%{id} of vehicle %{plate}, requested by %{name}. See the details on the loan page.',
    // A panic alert, to settings.c4_email (sent in Spanish; kept here for the key sets); '—' stands for what it lacks.
    alert_subject: 'Flotilla: panic alert #%{id} from %{name}',
    alert_body:
      '%{name} raised a panic alert.\n\nPhone: %{phone}\nPlant: %{plant}\nLocation: %{location}\nCoordinates: %{latitude}, %{longitude}\nTrip under way: %{trip}\n\nAttend it on the page of alert #%{id}.',
  },
  // 429 on sign-in and recovery (server/auth/throttle.ts throttledError): when to try again.
  throttled_wait: {
    seconds: { one: 'Too many attempts. Try again in %{count} second.', other: 'Too many attempts. Try again in %{count} seconds.' },
    minutes: { one: 'Too many attempts. Try again in %{count} minute.', other: 'Too many attempts. Try again in %{count} minutes.' },
  },
  choices: screens.choices,
  // 409 in_use: what still points at the record(s) being deleted; each resource's own words
  // (its catalogue file's `api`) for gender and number, `any` for the rest.
  in_use: {
    record: { ...words.record, any: 'The record is in use by %{usage}.' },
    selected_one: { ...words.selected_one, any: 'One of the selected records is in use by %{usage}.' },
    selected_many: { ...words.selected_many, any: '%{count} of the selected records are in use by %{usage}.' },
    counts: { ...words.counts, any: { one: '%{count} record', other: '%{count} records' } },
    vehicle_occupied: {
      one: 'The vehicle is on a loan; release it before deleting it.',
      other: 'Some of the selected vehicles are on a loan; release them before deleting them.',
    },
  },
  vehicle_status_change:
    'Only accepted vehicles that are not on a loan can be activated or deactivated. Remove pending, refused and occupied vehicles from the selection: requests are accepted or refused on the vehicle record, and occupied vehicles are released.',
  // 409 on liberar/ and multiple_liberar/ when an open loan holds the vehicle.
  vehicle_on_loan: 'The vehicle is on loan #%{id}: finalize or cancel it to release the vehicle.',
  // 409 on liberar/ and multiple_liberar/ when a vehicle is not Occupied.
  vehicle_release_state: 'Only occupied vehicles (on a loan) can be released; remove the others from the selection.',
  vehicle_photos_required: "The vehicle's three photos are required before accepting the request; upload them first.",
  // Cards (DOMAIN §5): 409 on asignar_prestamo/ and on deleting or deactivating a card a loan holds.
  card_not_available: 'The card is not available: only active cards that are on no loan can be assigned.',
  card_loan_state: 'A card can only be assigned to a loan approved by the administrator or waiting for its initial audit.',
  card_on_loan: 'The card is on a loan; it is released when the loan ends, and can be deleted after that.',
  card_on_loan_status: 'A card that is on a loan cannot be deactivated; it is released when the loan ends.',
  // 409 on asignar_vehiculo/ when the loan already has a vehicle.
  loan_vehicle_assigned: 'The loan already has a vehicle; use change vehicle to replace it.',
  // 409 on deleting a loan under way (DOMAIN §2: its calls give vehicle and cards back).
  loan_open: 'A loan under way cannot be deleted: cancel or finalize it first, which gives its vehicle and cards back.',
  // Trip requests (DOMAIN §5): 409 on cancelar/, multiple_cancelar/, edit and delete.
  trip_request_trip_under_way: "The request's trip has started or ended; only pending requests or those on a scheduled trip can be cancelled.",
  trip_request_not_pending: 'Only pending requests can be edited.',
  trip_request_accepted: 'An accepted request holds a seat on its trip: cancel it before deleting it.',
  transport: screens.transport,
  // Exported file names, before the date: `plantas-20261122-1530.xlsx`.
  files: words.files,
  docs: {
    parameters: 'Parameters',
    body: 'Body',
    answers: 'Answers',
    required: 'required',
  },
  export: screens.export,
};

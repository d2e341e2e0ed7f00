import { DOCUMENT_STATUS } from './status';
import type { FileSpec } from './files';
import { defineMachine, present, type StateRecord } from './machines';

/**
 * Vehicles (DOMAIN §2 and §5 Vehicles) as both sides need them: the API's declaration
 * (server/resources/vehicles/) and the screens (src/vehicles/) read the same states, choices,
 * plate and serial rules, and files from here.
 */

/** DOMAIN §2 vehicle status. */
export const VEHICLE_STATUS = { pending: 0, refused: 1, inactive: 2, active: 3, occupied: 4 } as const;
/**
 * The states a bulk status change (change_multiple_status) may set, and may start from: an
 * accepted vehicle is switched between Active and Inactive; Pending and Refused are decided by
 * the request calls, Occupied is left by a loan or liberar.
 */
export const VEHICLE_BULK_STATUS_VALUES = [2, 3] as const;

/** DOMAIN §2 modulo: 0 transport (an employee's own car), 1 fleet (a company car lent through loans). */
export const VEHICLE_MODULO = { transport: 0, fleet: 1 } as const;
export const VEHICLE_MODULO_VALUES = [0, 1] as const;

/** DOMAIN §5: 0 regular, 1 diesel, 2 gas, 3 hybrid, 4 electric. */
export const GASOLINE_TYPE_VALUES = [0, 1, 2, 3, 4] as const;
/** DOMAIN §5: 0 automatic, 1 manual. */
export const TRANSMISSION_VALUES = [0, 1] as const;

/** SPEC §7 and §9: the restricted list, fleet vehicles that can be lent (POST vehiculos/q/). */
export const LENDABLE_FILTER = { status: VEHICLE_STATUS.active, modulo: VEHICLE_MODULO.fleet } as const;

/** Text lengths the API's columns and the form's validators share. */
export const VEHICLE_TEXT = { brand: 60, model: 60, color: 40 } as const;
/** The oldest model year accepted at all; settings' max_vehicle_age usually says more. */
export const VEHICLE_YEAR_MIN = 1950;
/** Model years run at most one year ahead of the calendar (next year's models are sold now). */
export const latestModelYear = (now = new Date()) => now.getFullYear() + 1;

/**
 * A licence plate as stored (DOMAIN §5: unique whatever its case or spaces, stored upper case):
 * upper case, spaces removed. Hyphens stay, as plates are written with them.
 */
export const normalizePlate = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** 4 to 10 letters, digits and hyphens, with at least one letter and one digit, not starting or ending with a hyphen. */
const PLATE = /^(?=.*[A-Z])(?=.*\d)[A-Z0-9](?:[A-Z0-9-]{2,8})[A-Z0-9]$/;
export const PLATE_MAX_LENGTH = 10;
/** Whether a normalized plate is valid (SPEC §5 "enter a valid licence plate"). */
export const isValidPlate = (normalized: string) => PLATE.test(normalized) && !normalized.includes('--');

/** DOMAIN §5: the serial number (VIN) has 17 characters: letters and digits without I, O or Q. */
export const SERIAL_LENGTH = 17;
const SERIAL = /^[A-HJ-NPR-Z0-9]{17}$/;
export const normalizeSerial = (value: string) => value.replace(/\s+/g, '').toUpperCase();
export const isValidSerial = (normalized: string) => SERIAL.test(normalized);

/** The three documents of a vehicle, in the order screens list them. */
export const VEHICLE_DOCUMENTS = ['permiso_circulacion', 'seguro', 'verificacion'] as const;
export type VehicleDocument = (typeof VEHICLE_DOCUMENTS)[number];
/** A vehicle's first Expired document, or undefined: DOMAIN §5 Loans lends no vehicle with one. */
export const expiredDocument = (vehicle: Record<string, unknown>): VehicleDocument | undefined =>
  VEHICLE_DOCUMENTS.find((doc) => vehicle[`${doc}_status`] === DOCUMENT_STATUS.expired);
/** The four photos: three of the vehicle (SPEC §5: required) and the plate. */
export const VEHICLE_PHOTOS = ['imagen1', 'imagen2', 'imagen3', 'placa'] as const;
export type VehiclePhoto = (typeof VEHICLE_PHOTOS)[number];
export const REQUIRED_PHOTOS = ['imagen1', 'imagen2', 'imagen3'] as const;

/** SPEC §5: a registration is accepted with the vehicle's three photos stored, not before. */
export const hasRequiredPhotos = (vehicle: StateRecord) => REQUIRED_PHOTOS.every((photo) => present(vehicle[photo]));
/**
 * An Occupied vehicle that no open loan holds (`prestamo`, the open loan the API's answer names):
 * one on a loan comes back with that loan (finalize or cancel), not on its own.
 */
export const notOnLoan = (vehicle: StateRecord) => !present(vehicle.prestamo);

const { pending, refused, active, occupied } = VEHICLE_STATUS;
/** DOMAIN §2 vehicle transitions (SPEC §7 Vehicles): anything else is 409 invalid_transition with nothing changed. */
export const VEHICLE_TRANSITIONS = defineMachine('vehiculos', 'status', {
  aceptar_solicitud: { method: 'GET', access: 'accept_request', from: [pending], to: active, when: hasRequiredPhotos },
  rechazar_solicitud: { method: 'POST', access: 'reject_request', from: [pending], to: refused },
  // A vehicle back from a loan; several at once with POST multiple_liberar/ {ids}.
  liberar: { method: 'GET', access: 'release', from: [occupied], to: active, when: notOnLoan, bulk: 'multiple_liberar' },
});

/**
 * The stored files (SPEC §7 vehiculos/): photos at POST {id}/{img}/ (form field `imagen`),
 * documents at POST {id}/{doc}/ (form fields `documento` and `vencimiento`), each served as a
 * blob by GET on the same path. Documents carry `<doc>_vencimiento` and `<doc>_status`.
 */
const photo = (field: VehiclePhoto) => ({ field, upload: field, formField: 'imagen', kind: 'image', access: 'documents' }) as const;
const document = (field: VehicleDocument) =>
  ({
    field,
    upload: field,
    formField: 'documento',
    kind: 'document',
    access: 'documents',
    expiry: { field: `${field}_vencimiento`, required: true, status: `${field}_status` },
  }) as const;

export const VEHICLE_FILES = {
  imagen1: photo('imagen1'),
  imagen2: photo('imagen2'),
  imagen3: photo('imagen3'),
  placa: photo('placa'),
  permiso_circulacion: document('permiso_circulacion'),
  seguro: document('seguro'),
  verificacion: document('verificacion'),
} as const satisfies Record<VehiclePhoto | VehicleDocument, FileSpec>;

/**
 * SPEC §7 POST {id}/cargar_documentos/: the photos, the road permit and insurance, and the
 * serial number in one multipart call. A document sent there carries its date under its
 * expiry column's name, `<doc>_vencimiento` (server/kit/bundle.ts).
 */
export const BUNDLE_FILES = ['imagen1', 'imagen2', 'imagen3', 'placa', 'permiso_circulacion', 'seguro'] as const;
export const bundleExpiryField = (doc: VehicleDocument) => VEHICLE_FILES[doc].expiry.field;

/**
 * How bad a document state is, worst first: the list's "documents" column and filter show the
 * worst state of a vehicle's documents (stored as `documentos_status`, server/db/schema/vehicles.ts).
 * A missing document does not count.
 */
export const DOCUMENT_SEVERITY = [DOCUMENT_STATUS.expired, DOCUMENT_STATUS.rejected, DOCUMENT_STATUS.expiring, DOCUMENT_STATUS.pending, DOCUMENT_STATUS.accepted] as const;

export function worstDocumentState(states: readonly (number | null | undefined)[]): number | null {
  for (const state of DOCUMENT_SEVERITY) if (states.includes(state)) return state;
  return null;
}

import type { RaRecord } from 'react-admin';
import { BUNDLE_FILES, VEHICLE_DOCUMENTS, VEHICLE_MODULO, VEHICLE_PHOTOS, bundleExpiryField, normalizePlate, normalizeSerial, type VehiclePhoto } from '../../../domain/vehicles';
import type { UploadFields } from '../../providers/dataProvider';
import { vehicleDocumentFiles } from '../vehicleFiles';
import { pickedFile } from './vehicleFormRules';

/**
 * How the form's values split into the calls of a save (SPEC §7 Vehicles): the record
 * (POST vehiculos/ or PATCH), the bundle (POST {id}/cargar_documentos/) and the verification
 * (POST {id}/verificacion/). Files never travel with the record; the serial number does, so a
 * taken one is the record's field error before anything is created.
 */
type Values = Record<string, unknown>;

/** The fields of vehiculos/'s body (server/resources/vehicles/vehicleSchema.ts). */
const RECORD_FIELDS = ['matricula', 'modulo', 'owner', 'planta', 'brand', 'model', 'year', 'color', 'gasoline_type', 'transmission', 'registration_date', 'numero_de_serie'] as const;

/** What an edit form started from, so that only what the user changed is sent again. */
export interface LoadedFiles {
  /** The stored photos, turned into files (photoAsFile). */
  photos: Partial<Record<VehiclePhoto, File>>;
}

export const NOTHING_LOADED: LoadedFiles = { photos: {} };

export const recordBody = (values: Values): Values => {
  const body: Values = Object.fromEntries(RECORD_FIELDS.filter((field) => field in values).map((field) => [field, values[field]]));
  if (typeof body.matricula === 'string') body.matricula = normalizePlate(body.matricula);
  if (typeof body.numero_de_serie === 'string') body.numero_de_serie = normalizeSerial(body.numero_de_serie);
  // A fleet vehicle has no owner, even if one was picked before switching the module.
  if (body.modulo !== VEHICLE_MODULO.transport) body.owner = null;
  return body;
};

/**
 * The cargar_documentos fields: the photos and documents picked (on edit, only photos that
 * differ from the loaded ones), each document with its date.
 * Null when there is nothing to send.
 */
export const bundleFields = (values: Values, loaded: LoadedFiles = NOTHING_LOADED): UploadFields | null => {
  const fields: UploadFields = {};
  for (const field of BUNDLE_FILES) {
    const file = pickedFile(values[field]);
    if (!file || file === loaded.photos[field as VehiclePhoto]) continue;
    fields[field] = file;
    if (!(VEHICLE_PHOTOS as readonly string[]).includes(field)) {
      const expiry = bundleExpiryField(field as (typeof VEHICLE_DOCUMENTS)[number]);
      fields[expiry] = values[expiry] as string;
    }
  }
  return Object.keys(fields).length > 0 ? fields : null;
};

/** The verification (`documento`, `vencimiento`) when a file was picked, else null. */
export const verificationFields = (values: Values): UploadFields | null => {
  const spec = vehicleDocumentFiles.verificacion;
  const file = pickedFile(values.verificacion);
  if (!file) return null;
  return { [spec.formField]: file, [spec.expiry?.source ?? 'vencimiento']: values.verificacion_vencimiento as string };
};

/** A file as a FileInput holds it, with its preview address. */
export interface FileValue {
  rawFile: File;
  /** Undefined until the preview's address is made. */
  src?: string;
  title: string;
}

/**
 * The edit form's starting values: the stored record, its photos as files (so saving without
 * touching them keeps them) and no document file picked (the stored ones stay unless replaced).
 */
export const editValues = (record: RaRecord, photos: Partial<Record<VehiclePhoto, FileValue>>): RaRecord => ({
  ...record,
  ...Object.fromEntries(VEHICLE_PHOTOS.map((field) => [field, photos[field] ?? null])),
  ...Object.fromEntries(VEHICLE_DOCUMENTS.map((field) => [field, null])),
});

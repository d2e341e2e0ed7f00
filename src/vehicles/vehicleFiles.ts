import type { RaRecord } from 'react-admin';
import { VEHICLE_DOCUMENTS, VEHICLE_FILES, VEHICLE_PHOTOS, type VehicleDocument, type VehiclePhoto } from '../../domain/vehicles';
import { defineRecordFile, fromSpec } from '../common/files';

const keys = (field: string) => `resources.vehiculos.files.${field}`;
const recordName = (record: RaRecord) => String(record.matricula ?? '');

/** A vehicle photo (domain/vehicles.ts), shown on the record and picked in the form. */
const photoFile = (field: VehiclePhoto) =>
  defineRecordFile({
    ...fromSpec('vehiculos', VEHICLE_FILES[field]),
    recordName,
    labels: { alt: `${keys(field)}.alt`, view: `${keys(field)}.view`, empty: `${keys(field)}.empty` },
  });

/** A vehicle document with its expiry date, uploaded on its own from the record page. */
const documentFile = (field: VehicleDocument) =>
  defineRecordFile({
    ...fromSpec('vehiculos', VEHICLE_FILES[field]),
    recordName,
    refresh: ['notificaciones'],
    labels: {
      alt: `${keys(field)}.alt`,
      view: `${keys(field)}.view`,
      empty: `${keys(field)}.empty`,
      upload: `${keys(field)}.upload`,
      replace: `${keys(field)}.replace`,
      title: `${keys(field)}.title`,
      file: `${keys(field)}.file`,
      saved: `${keys(field)}.saved`,
      error: `${keys(field)}.error`,
    },
  });

export const vehiclePhotoFiles = Object.fromEntries(VEHICLE_PHOTOS.map((field) => [field, photoFile(field)])) as Record<VehiclePhoto, ReturnType<typeof photoFile>>;
export const vehicleDocumentFiles = Object.fromEntries(VEHICLE_DOCUMENTS.map((field) => [field, documentFile(field)])) as Record<
  VehicleDocument,
  ReturnType<typeof documentFile>
>;

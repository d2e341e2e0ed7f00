import type { RaRecord } from 'react-admin';
import { VEHICLE_DOCUMENTS, VEHICLE_FILES, VEHICLE_PHOTOS, type VehicleDocument, type VehiclePhoto } from '../../domain/vehicles';
import { defineRecordFile, fromSpec } from '../common/files';

const recordName = (record: RaRecord) => String(record.matricula ?? '');

/** Each label's key, resources.vehiculos.files.<field>.<label>. */
const labelsOf = <K extends string>(field: string, names: readonly K[]) =>
  Object.fromEntries(names.map((name) => [name, `resources.vehiculos.files.${field}.${name}`])) as Record<K, string>;
const VIEW_LABELS = ['alt', 'view', 'empty'] as const;
const UPLOAD_LABELS = [...VIEW_LABELS, 'upload', 'replace', 'title', 'file', 'saved', 'error'] as const;

/** A vehicle photo (domain/vehicles.ts), shown on the record and picked in the form. */
const photoFile = (field: VehiclePhoto) => defineRecordFile({ ...fromSpec('vehiculos', VEHICLE_FILES[field]), recordName, labels: labelsOf(field, VIEW_LABELS) });

/** A vehicle document with its expiry date, uploaded on its own from the record page. */
const documentFile = (field: VehicleDocument) =>
  defineRecordFile({ ...fromSpec('vehiculos', VEHICLE_FILES[field]), recordName, refresh: ['notificaciones'], labels: labelsOf(field, UPLOAD_LABELS) });

export const vehiclePhotoFiles = Object.fromEntries(VEHICLE_PHOTOS.map((field) => [field, photoFile(field)])) as Record<VehiclePhoto, ReturnType<typeof photoFile>>;
export const vehicleDocumentFiles = Object.fromEntries(VEHICLE_DOCUMENTS.map((field) => [field, documentFile(field)])) as Record<
  VehicleDocument,
  ReturnType<typeof documentFile>
>;

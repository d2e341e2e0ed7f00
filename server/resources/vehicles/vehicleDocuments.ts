import { BUNDLE_FILES, REQUIRED_PHOTOS, SERIAL_LENGTH, isValidSerial, normalizeSerial } from '../../../domain/vehicles';
import { bundleAction } from '../../kit/bundle';
import type { RecordAction } from '../../kit/define';
import { VEHICLE_FILES } from './vehicleFiles';

/** The serial number as stored, or why not: 17 characters, a VIN's letters and digits (domain/vehicles.ts). */
function readSerial(value: string) {
  const serial = normalizeSerial(value);
  if (serial.length !== SERIAL_LENGTH) return { error: { key: 'validation.exact_length', params: { count: SERIAL_LENGTH } } };
  return isValidSerial(serial) ? { value: serial } : { error: { key: 'validation.invalid' } };
}

/**
 * SPEC §7 POST {id}/cargar_documentos/: photos, road permit, insurance and serial number in one
 * call, all or nothing (server/kit/bundle.ts). SPEC §5: the three photos are required until the
 * vehicle has them; then a call carries only what changes. A document needs `<doc>_vencimiento`.
 */
export function vehicleDocumentActions(): RecordAction[] {
  return [
    bundleAction({
      path: 'cargar_documentos',
      access: 'documents',
      files: BUNDLE_FILES.map((field) => VEHICLE_FILES.find((file) => file.field === field)!),
      required: REQUIRED_PHOTOS,
      fields: { numero_de_serie: { read: readSerial, unique: true } },
    }),
  ];
}

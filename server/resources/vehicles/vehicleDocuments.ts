import { z } from 'zod';
import { BUNDLE_FILES, REQUIRED_PHOTOS } from '../../../domain/vehicles';
import { FieldErrors } from '../../http/errors';
import { parse } from '../../http/validate';
import { bundleAction } from '../../kit/bundle';
import type { RecordAction } from '../../kit/define';
import { VEHICLE_FILES } from './vehicleFiles';
import { takenBy } from './vehicleRules';
import { vehicleInput } from './vehicleSchema';

/** The serial number's field as create and edit read it, so every call that sets it says the same. */
const serialBody = z.object({ numero_de_serie: vehicleInput.shape.numero_de_serie });

/** The serial number as stored (domain/vehicles.ts normalizeSerial), or create's message refusing it. */
function readSerial(value: string) {
  try {
    return { value: parse(serialBody, { numero_de_serie: value }).numero_de_serie };
  } catch (err) {
    if (err instanceof FieldErrors) return { error: Object.values(err.fields)[0][0] };
    throw err;
  }
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
      fields: {
        numero_de_serie: { read: readSerial, taken: (db, value, id) => takenBy(db, 'numero_de_serie', value as string, id) },
      },
    }),
  ];
}

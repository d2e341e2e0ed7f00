import { z } from 'zod';
import {
  GASOLINE_TYPE_VALUES,
  SERIAL_LENGTH,
  TRANSMISSION_VALUES,
  VEHICLE_MODULO_VALUES,
  VEHICLE_PHOTOS,
  VEHICLE_TEXT,
  VEHICLE_YEAR_MIN,
  isValidPlate,
  isValidSerial,
  latestModelYear,
  normalizePlate,
  normalizeSerial,
} from '../../../domain/vehicles';
import { choiceOf, isoDate, optionalReference, optionalText, recordId, requiredText } from '../../kit/fields';
import { withFilePaths } from '../../kit/files';
import { today } from '../../kit/documents';
import { VEHICLE_FILES } from './vehicleFiles';

/** DOMAIN §5 Vehicles, the fields a body may set on `vehiculos/` (docs/API.md "Vehicles"). */
export const vehicleInput = z.object({
  // Stored normalized, so the unique index holds whatever the case or spaces.
  matricula: z.string().trim().min(1).transform(normalizePlate).refine(isValidPlate, 'validation.plate'),
  modulo: choiceOf(VEHICLE_MODULO_VALUES, 1),
  // Required for transport (modulo 0), refused for the fleet: checked with the database rules (vehicleRules.ts).
  owner: optionalReference(),
  planta: recordId(),
  brand: requiredText(VEHICLE_TEXT.brand),
  model: requiredText(VEHICLE_TEXT.model),
  // The upper bound moves with the calendar, so it is read at each call.
  year: z
    .number()
    .int()
    .min(VEHICLE_YEAR_MIN)
    .superRefine((value, ctx) => {
      const latest = latestModelYear();
      if (value > latest) ctx.addIssue({ code: 'custom', message: 'validation.max_value', params: { count: latest } });
    }),
  color: optionalText(VEHICLE_TEXT.color),
  gasoline_type: choiceOf(GASOLINE_TYPE_VALUES, 0),
  transmission: choiceOf(TRANSMISSION_VALUES, 0),
  registration_date: isoDate()
    .refine((day) => day <= today(), 'validation.future_date')
    .nullable()
    .default(null),
  // The VIN, optional; also set by cargar_documentos.
  numero_de_serie: optionalText(
    SERIAL_LENGTH,
    z
      .string()
      .transform(normalizeSerial)
      .refine((v) => v === '' || isValidSerial(v), 'validation.serial'),
  ),
});

const withPaths = withFilePaths('vehiculos', VEHICLE_FILES);

/**
 * A vehicle as the API answers it: file keys become the API paths that serve them, and
 * `imagenes` lists the stored photos' paths in order (DOMAIN §5).
 */
export function vehicleOutput(row: Record<string, unknown>): Record<string, unknown> {
  // withPaths answers a copy of its own: adding to it changes nothing of `row`.
  const out = withPaths(row);
  out.imagenes = VEHICLE_PHOTOS.map((photo) => out[photo]).filter((path): path is string => typeof path === 'string');
  return out;
}

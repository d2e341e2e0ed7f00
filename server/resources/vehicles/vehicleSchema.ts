import { z } from 'zod';
import { GASOLINE_TYPE_VALUES, TRANSMISSION_VALUES, VEHICLE_MODULO_VALUES, VEHICLE_TEXT, normalizePlate } from '../../../domain/vehicles';
import { choiceOf, isoDate, optionalReference, optionalText, requiredText } from '../../kit/fields';
import { withFilePaths } from '../../kit/files';
import { VEHICLE_FILES } from './vehicleFiles';

/** DOMAIN §5 Vehicles, the fields a body may set on `vehiculos/` (docs/API.md "Vehicles"). */
export const vehicleInput = z.object({
  matricula: z.string().transform(normalizePlate),
  modulo: choiceOf(VEHICLE_MODULO_VALUES, 1),
  owner: optionalReference(),
  planta: optionalReference(),
  brand: requiredText(VEHICLE_TEXT.brand),
  model: requiredText(VEHICLE_TEXT.model),
  year: z.number().int(),
  color: optionalText(VEHICLE_TEXT.color),
  gasoline_type: choiceOf(GASOLINE_TYPE_VALUES, 0),
  transmission: choiceOf(TRANSMISSION_VALUES, 0),
  registration_date: isoDate().nullable().default(null),
});

/** A vehicle as the API answers it: file keys become the API paths that serve them. */
export const vehicleOutput = withFilePaths('vehiculos', VEHICLE_FILES);

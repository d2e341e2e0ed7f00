import { z } from 'zod';
import { DATE_YEARS } from '../../../domain/dates';
import { FUEL, MILEAGE, TRIP_TYPE_VALUES } from '../../../domain/trips';
import { optionalReference, recordId } from '../../kit/fields';

/** An instant (ISO 8601 with its offset) within DATE_YEARS, so a far year is the field's error, not the database's. */
const instant = () =>
  z.iso.datetime({ offset: true }).refine((value) => {
    const year = new Date(value).getUTCFullYear();
    return year >= DATE_YEARS.min && year <= DATE_YEARS.max;
  }, { message: 'validation.date_range', params: { ...DATE_YEARS } });

const mileage = () => z.number().int().min(MILEAGE.min).max(MILEAGE.max).nullable().default(null);
const fuel = () => z.number().int().min(FUEL.min).max(FUEL.max).nullable().default(null);

/** The longest distance a trip may record, km (the column holds more; no staff trip comes near). */
export const TRIP_DISTANCE_MAX = 100_000;

/**
 * DOMAIN §5 Trips, the fields an administrator writes on `viajes/` (DOMAIN §1 routes, trips:
 * write). The plant is the route's and the state moves by the trip's calls; the points are
 * credited by completar-viajes-usuario-abordado/. `tipo` left out is the route's.
 */
export const tripInput = z.object({
  ruta: recordId(),
  conductor: recordId(),
  vehiculo: optionalReference(),
  tipo: z.number().int().refine((v) => (TRIP_TYPE_VALUES as readonly number[]).includes(v), 'validation.choice').optional(),
  fecha_salida: instant(),
  fecha_llegada: instant().nullable().default(null),
  kilometraje_salida: mileage(),
  kilometraje_llegada: mileage(),
  gasolina_salida: fuel(),
  gasolina_llegada: fuel(),
  // Km with two decimals, as stored and shown.
  distance: z.number().min(0).max(TRIP_DISTANCE_MAX).transform((km) => Math.round(km * 100) / 100).default(0),
});

/** Fields answered but never taken from a body: the plant follows the route, the rest the trip's calls. */
export const TRIP_READ_ONLY = ['planta', 'status', 'reward', 'credited_at'];

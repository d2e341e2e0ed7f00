import { z } from 'zod';
import { COORDINATES, TRIP_REQUEST_TEXT } from '../../../domain/tripRequests';
import { TRIP_TYPE, TRIP_TYPE_VALUES } from '../../../domain/trips';
import { choiceOf, isoDate, optionalText, recordId } from '../../kit/fields';

const latitude = () => z.number().min(COORDINATES.latitude.min).max(COORDINATES.latitude.max);
const longitude = () => z.number().min(COORDINATES.longitude.min).max(COORDINATES.longitude.max);

/**
 * DOMAIN §5 Trip requests, the fields a body may set on `solicitudes_viaje/` (a request the
 * phone app sends, or an admin enters for someone); its state, trip and reason move by its calls.
 */
export const tripRequestInput = z.object({
  usuario: recordId(),
  pickup_place: optionalText(TRIP_REQUEST_TEXT.place),
  dropoff_place: optionalText(TRIP_REQUEST_TEXT.place),
  pickup_latitude: latitude(),
  pickup_longitude: longitude(),
  dropoff_latitude: latitude(),
  dropoff_longitude: longitude(),
  fecha: isoDate(),
  tipo: choiceOf(TRIP_TYPE_VALUES, TRIP_TYPE.to_company),
});

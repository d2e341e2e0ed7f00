import { z } from 'zod';
import { ALERT_INPUT } from '../../../domain/alerts';
import { optionalReference, optionalText } from '../../kit/fields';

/**
 * What a phone sends to raise an alert (POST alertas/, DOMAIN §7): where it is, as coordinates and
 * optionally in words, and the trip under way when there is one. The issuer is the caller, never
 * the body (raiseAlert); its plant is copied from the issuer.
 */
export const alertInput = z.object({
  latitude: z.number().min(ALERT_INPUT.latitude.min).max(ALERT_INPUT.latitude.max),
  longitude: z.number().min(ALERT_INPUT.longitude.min).max(ALERT_INPUT.longitude.max),
  location: optionalText(ALERT_INPUT.location),
  viaje: optionalReference(),
});
export type AlertInput = z.output<typeof alertInput>;

/** The fields an alert's body never sets: the caller is its issuer, the rest is the server's or the desk's. */
export const ALERT_READ_ONLY = ['issued_by', 'issued_by_name', 'planta', 'status', 'attended_by', 'attended_at', 'comentario'];

import { z } from 'zod';
import { ACTIVE_STATUS_VALUES } from '../../domain/status';

/** Field schemas the resource declarations share, so every resource validates alike. */

/** Required text: trimmed, 1 to `max` characters. */
export const requiredText = (max: number) => z.string().trim().min(1).max(max);

/**
 * Optional text: trimmed, at most `max` characters, stored as '' when absent. null counts as
 * empty, since react-admin sends null for a cleared input.
 */
export const optionalText = (max: number, schema: z.ZodType<string, string> = z.string().trim().max(max)) =>
  schema
    .nullable()
    .transform((v) => v ?? '')
    .default('');

/** A 0/1 state (DOMAIN §2: plants, departments, parts, accessories, cards, routes), 1 by default. */
export const activeStatus = () =>
  z
    .number()
    .int()
    .refine((v) => (ACTIVE_STATUS_VALUES as readonly number[]).includes(v), 'validation.choice')
    .default(1);

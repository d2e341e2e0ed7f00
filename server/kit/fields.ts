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

/**
 * Optional digits of an exact length (postal code 5, telephone 10), or empty: SPEC §5's
 * "only numbers" and "exactly N characters" messages, both when both apply.
 */
export const exactDigits = (count: number) =>
  optionalText(
    count,
    z
      .string()
      .trim()
      .refine((v) => v === '' || /^\d+$/.test(v), 'validation.numbers_only')
      .refine((v) => v === '' || v.length === count, { message: 'validation.exact_length', params: { count } }),
  );

/** Optional digits of at most `max` characters (an employee number), or empty. */
export const optionalDigits = (max: number) =>
  optionalText(max, z.string().trim().max(max).refine((v) => v === '' || /^\d+$/.test(v), 'validation.numbers_only'));

/** One of a fixed list of numbers (a DOMAIN §2 state), with a default. */
export const choiceOf = (values: readonly number[], fallback: number) =>
  z
    .number()
    .int()
    .refine((v) => values.includes(v), 'validation.choice')
    .default(fallback);

/** An optional reference to another record by id. */
export const optionalReference = () => z.number().int().positive().nullable().default(null);

/** A 0/1 state (DOMAIN §2: plants, departments, parts, accessories, cards, routes), 1 by default. */
export const activeStatus = () => choiceOf(ACTIVE_STATUS_VALUES, 1);

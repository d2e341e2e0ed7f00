import { z } from 'zod';
import { ACTIVE_STATUS_VALUES } from '../../domain/status';
import { DATE_YEARS, readApiDate } from '../../domain/dates';

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

/** The largest id a record can have: PostgreSQL's integer, the type of every id column. */
export const MAX_RECORD_ID = 2_147_483_647;

/** A record's id in a body (a reference, a bulk call's ids): a larger one is a field error, not a database error. */
export const recordId = () => z.number().int().positive().max(MAX_RECORD_ID);

/** An optional reference to another record by id. */
export const optionalReference = () => recordId().nullable().default(null);

/** A 0/1 state (DOMAIN §2: plants, departments, parts, accessories, cards, routes), 1 by default. */
export const activeStatus = () => choiceOf(ACTIVE_STATUS_VALUES, 1);

/** The stored day of a date as sent, or its field error (refined into the schema's issues). */
const toDay = (value: string, ctx: z.core.$RefinementCtx<string>) => {
  const read = readApiDate(value);
  if (read.ok) return read.day;
  ctx.addIssue({ code: 'custom', message: `validation.${read.key}`, params: read.key === 'date_range' ? { ...DATE_YEARS } : {} });
  return z.NEVER;
};

/**
 * A date in a body: ISO 8601 (a date-time gives its day), stored as yyyy-MM-dd, within
 * DATE_YEARS; year 0 or 275760 is the field's error rather than the database's 500.
 */
export const isoDate = () => z.string().trim().transform(toDay);

import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { DATE_YEARS, readApiDate } from '../../domain/dates';
import type { FilterType } from './define';
import { INTEGER_MAX } from './keyset';

/** One filter value (server/kit/query.ts buildListQuery), read or refused with its message key. */
type Read = { ok: true; value: unknown } | { ok: false; key: string; params?: Record<string, unknown> };

/** Reads one filter value of `column`; query strings bring every value as text, JSON brings typed ones. */
export function readValue(type: FilterType, raw: unknown, column: PgColumn): Read {
  switch (type) {
    case 'integer': {
      const n = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
      if (typeof n !== 'number' || !Number.isInteger(n)) return { ok: false, key: 'integer' };
      const max = INTEGER_MAX[column.columnType];
      if (max !== undefined && n > max) return { ok: false, key: 'max_value', params: { count: max } };
      if (max !== undefined && n < -max - 1) return { ok: false, key: 'min_value', params: { count: -max - 1 } };
      return { ok: true, value: n };
    }
    case 'number': {
      const n = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
      return typeof n === 'number' && Number.isFinite(n) ? { ok: true, value: n } : { ok: false, key: 'number' };
    }
    case 'boolean':
      if (raw === true || raw === 'true') return { ok: true, value: true };
      if (raw === false || raw === 'false') return { ok: true, value: false };
      return { ok: false, key: 'boolean' };
    case 'date': {
      // ISO 8601 within DATE_YEARS: a year PostgreSQL refuses is the filter's error, not a 500.
      const read = typeof raw === 'string' ? readApiDate(raw) : null;
      if (!read) return { ok: false, key: 'date' };
      if (!read.ok) return read.key === 'date_range' ? { ok: false, key: read.key, params: { ...DATE_YEARS } } : { ok: false, key: read.key };
      // A date column compares with the day as written, whatever its offset.
      return { ok: true, value: column.columnType.startsWith('PgDate') ? read.day : read.date };
    }
    default:
      return typeof raw === 'string' || typeof raw === 'number' ? { ok: true, value: String(raw) } : { ok: false, key: 'text' };
  }
}

/**
 * `column` is one of `values`, sent as one array parameter: as `IN ($1, $2, …)` a few long lists
 * overflowed the driver's 65,535 parameters (a 500). PostgreSQL plans a list of several alike
 * either way; one value stays an equality, as `IN ($1)` became, so its index still gives the order.
 */
export const anyOf = (column: PgColumn, values: unknown[]): SQL =>
  values.length === 1 ? eq(column, values[0]) : sql`${column} = ANY(${sql.param(values)})`;

/** `column` is none of `values` (true for none), as one array parameter as anyOf. */
export const noneOf = (column: PgColumn, values: unknown[]): SQL => sql`${column} <> ALL(${sql.param(values)})`;


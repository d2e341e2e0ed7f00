import { eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { rowRestrictionOf } from '../../domain/restrictions';
import { columnOf, type RowRestriction } from './define';

/**
 * A declaration's `restrict` from domain/restrictions.ts, its rows as SQL over `table`, so the
 * server and the screens apply one rule. Throws at start-up when the rule names no column.
 */
export function restrictionFor(base: string, table: PgTable): RowRestriction {
  const rule = rowRestrictionOf(base);
  if (!rule) throw new Error(`${base}: no row restriction in domain/restrictions.ts`);
  return { rows: eq(columnOf({ base, table }, rule.field), rule.equals), resource: rule.resource, action: rule.action };
}

import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { rowRestrictionOf } from '../../domain/restrictions';
import type { RowRestriction } from './define';

/**
 * A declaration's `restrict` from domain/restrictions.ts, its rows as SQL over `table`, so the
 * server and the screens apply one rule. Throws at start-up when the rule names no column.
 */
export function restrictionFor(base: string, table: PgTable): RowRestriction {
  const rule = rowRestrictionOf(base);
  if (!rule) throw new Error(`${base}: no row restriction in domain/restrictions.ts`);
  const column = Object.hasOwn(table, rule.field) ? (table as unknown as Record<string, PgColumn>)[rule.field] : undefined;
  if (!column) throw new Error(`${base}: row restriction on unknown column ${rule.field}`);
  return { rows: eq(column, rule.equals), resource: rule.resource, action: rule.action };
}

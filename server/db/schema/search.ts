import { sql } from 'drizzle-orm';
import { index } from 'drizzle-orm/pg-core';

/**
 * The stored, folded text that free-text search matches (migration 0017 stored_search_columns):
 * on every table a declaration searches, `flotilla_fold(<the declaration's search fields>)` as a
 * generated column, so a search reads a stored value instead of folding every row it passes.
 * Deliberately not a drizzle column: records are answered from the table's drizzle columns, so no
 * answer, export or OpenAPI schema can carry it; drizzle-kit generate never drops a column it does
 * not know (test/server/db/conformance.test.ts checks the column against each declaration's fields).
 *
 * PostgreSQL refuses to change the type of, or drop, a field the column is generated from, and
 * drizzle-kit does not know that: a migration that widens or drops a searched field (or changes a
 * declaration's `search`, or redefines flotilla_fold) must drop the column and its index first and
 * add them back after, as 0017 adds them (docs/DECISIONS.md, "Stored search column").
 */
export const SEARCH_COLUMN = 'search_text';

/** The table's trigram index over its search column. */
export const searchIndex = (table: string) => index(`${table}_search_idx`).using('gin', sql`${sql.identifier(SEARCH_COLUMN)} gin_trgm_ops`);

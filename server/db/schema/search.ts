import { sql } from 'drizzle-orm';
import { index } from 'drizzle-orm/pg-core';

/**
 * The stored, folded text that free-text search matches (migration 0017 stored_search_columns):
 * on every table a declaration searches, `flotilla_fold(<the declaration's search fields>)` as a
 * generated column, so a search reads a stored value instead of folding every row it passes.
 * Deliberately not a drizzle column: records are answered from the table's drizzle columns, so no
 * answer, export or OpenAPI schema can carry it; drizzle-kit generate never drops a column it does
 * not know (test/server/search.test.ts checks the column against each declaration's fields).
 */
export const SEARCH_COLUMN = 'search_text';

/** The table's trigram index over its search column. */
export const searchIndex = (table: string) => index(`${table}_search_idx`).using('gin', sql`${sql.identifier(SEARCH_COLUMN)} gin_trgm_ops`);

import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { usuarios } from '../../db/schema';

/**
 * The full name of the user `column` points at, as the screens show it: an exported column
 * reads "Luis Ortega Ruiz", never a first name alone that a thousand staff share.
 */
export const personNameOf = (column: PgColumn): SQL =>
  sql`(SELECT trim(p.name || ' ' || p.last_name) FROM ${usuarios} AS p WHERE p.id = ${column})`;

import { sql } from 'drizzle-orm';
import { index, pgTable, serial, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './common';

/** DOMAIN §5 accesorios: name, description, status (0 Inactive, 1 Active); audits rate the active ones. */
export const accesorios = pgTable(
  'accesorios',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    description: varchar('description', { length: 500 }).notNull().default(''),
    status: smallint('status').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('accesorios_name_idx').on(sql`lower(${t.name})`),
    index('accesorios_name_sort_idx').on(t.name),
    index('accesorios_description_idx').on(t.description),
    index('accesorios_status_idx').on(t.status, t.name),
    index('accesorios_created_at_idx').on(t.created_at),
    index('accesorios_updated_at_idx').on(t.updated_at),
    index('accesorios_search_idx').using('gin', sql`flotilla_fold(${t.name}, ${t.description}) gin_trgm_ops`),
  ],
);

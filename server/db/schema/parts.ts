import { sql } from 'drizzle-orm';
import { index, pgTable, serial, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './common';

/** DOMAIN §5 piezas: name, description, status (0 Inactive, 1 Active); audits rate the active ones. */
export const piezas = pgTable(
  'piezas',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    description: varchar('description', { length: 500 }).notNull().default(''),
    status: smallint('status').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('piezas_name_idx').on(sql`lower(${t.name})`),
    index('piezas_name_sort_idx').on(t.name),
    index('piezas_description_idx').on(t.description),
    index('piezas_status_idx').on(t.status, t.name),
    index('piezas_created_at_idx').on(t.created_at),
    index('piezas_updated_at_idx').on(t.updated_at),
    index('piezas_search_idx').using('gin', sql`flotilla_fold(${t.name}, ${t.description}) gin_trgm_ops`),
  ],
);

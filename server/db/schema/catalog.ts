import { sql } from 'drizzle-orm';
import { index, pgTable, serial, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { FIELD_LENGTH } from '../../../domain/fields';
import { timestamps } from './common';
import { searchIndex } from './search';

/**
 * A catalogue that audits rate (DOMAIN §5 piezas, accesorios): name (unique whatever its case),
 * description, status (0 Inactive, 1 Active), with an index for every list filter and sort.
 */
export const catalogTable = <N extends string>(name: N) =>
  pgTable(
    name,
    {
      id: serial('id').primaryKey(),
      name: varchar('name', { length: FIELD_LENGTH.name }).notNull(),
      description: varchar('description', { length: FIELD_LENGTH.description }).notNull().default(''),
      status: smallint('status').notNull().default(1),
      ...timestamps,
    },
    (t) => [
      uniqueIndex(`${name}_name_idx`).on(sql`lower(${t.name})`),
      index(`${name}_name_sort_idx`).on(t.name),
      index(`${name}_description_idx`).on(t.description),
      index(`${name}_status_idx`).on(t.status, t.name),
      index(`${name}_created_at_idx`).on(t.created_at),
      index(`${name}_updated_at_idx`).on(t.updated_at),
      searchIndex(name),
    ],
  );

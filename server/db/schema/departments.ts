import { index, integer, pgTable, serial, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { FIELD_LENGTH } from '../../../domain/fields';
import { plantas } from './plants';
import { timestamps } from './common';
import { searchIndex } from './search';

export const departamentos = pgTable(
  'departamentos',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: FIELD_LENGTH.name }).notNull(),
    code: varchar('code', { length: FIELD_LENGTH.code }).notNull(),
    description: varchar('description', { length: FIELD_LENGTH.description }).notNull().default(''),
    planta: integer('planta').references(() => plantas.id, { onDelete: 'restrict' }),
    status: smallint('status').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('departamentos_code_idx').on(t.code),
    // (label, id): sorted by name, and users sorted by department (server/kit/referenceSort.ts).
    index('departamentos_name_id_idx').on(t.name, t.id),
    index('departamentos_status_idx').on(t.status),
    index('departamentos_planta_idx').on(t.planta),
    index('departamentos_created_at_idx').on(t.created_at),
    // Sorting by every column of the list (server/resources/departments.ts ordering).
    index('departamentos_description_idx').on(t.description),
    index('departamentos_updated_at_idx').on(t.updated_at),
    searchIndex('departamentos'),
  ],
);

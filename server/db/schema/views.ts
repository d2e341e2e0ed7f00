import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { SAVED_VIEW_TEXT } from '../../../domain/views';
import { usuarios } from './users';
import { timestamps } from './common';

/**
 * A person's saved list views (vistas/): a list screen's filters, sort, page size and columns
 * under a name, each person's own, so they follow the person to another browser.
 */
export const vistas_guardadas = pgTable(
  'vistas_guardadas',
  {
    id: serial('id').primaryKey(),
    usuario: integer('usuario')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    /** The client list's path ('/vehiculos'). */
    resource: varchar('resource', { length: SAVED_VIEW_TEXT.resource }).notNull(),
    name: varchar('name', { length: SAVED_VIEW_TEXT.name }).notNull(),
    /** What the list applies: filter, sort, order, perPage, columns. */
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    ...timestamps,
  },
  (t) => [
    // A name once per person and list; also every read (one person's views of a list, by name).
    uniqueIndex('vistas_guardadas_usuario_resource_name_idx').on(t.usuario, t.resource, t.name),
    check('vistas_guardadas_params_check', sql`jsonb_typeof(${t.params}) = 'object'`),
  ],
);

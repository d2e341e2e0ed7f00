import { z } from 'zod';
import { FIELD_LENGTH } from '../../domain/fields';
import { ACTIVE_STATUS_VALUES } from '../../domain/status';
import type { accesorios, piezas } from '../db/schema';
import { defineResource } from '../kit/define';
import { activeStatus, optionalText, requiredText } from '../kit/fields';

/**
 * A catalogue of named things that audits rate (DOMAIN §5 piezas, accesorios): name (unique
 * whatever its case, by the table's index: 400 `{name: [unique]}`), description, status, and
 * `activos/` with the active ones. Both tables have the same columns and indexes.
 */
export const activeCatalog = (base: string, table: typeof piezas | typeof accesorios) =>
  defineResource({
    base,
    table,
    input: z.object({
      name: requiredText(FIELD_LENGTH.name),
      description: optionalText(FIELD_LENGTH.description),
      status: activeStatus(),
    }),
    filters: { id: 'integer', status: 'integer', created_at: 'date' },
    search: ['name', 'description'],
    // Every column of the list screen can be sorted.
    ordering: ['id', 'name', 'description', 'status', 'created_at', 'updated_at'],
    defaultOrdering: 'name',
    exportColumns: [{ field: 'id' }, { field: 'name' }, { field: 'description' }, { field: 'status', choices: 'choices.active_status' }, { field: 'created_at' }],
    status: { field: 'status', values: ACTIVE_STATUS_VALUES },
    activeList: true,
  });

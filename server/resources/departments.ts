import { z } from 'zod';
import { FIELD_LENGTH } from '../../domain/fields';
import { ACTIVE_STATUS_VALUES } from '../../domain/status';
import { departamentos, plantas } from '../db/schema';
import { defineResource } from '../kit/define';
import { activeStatus, optionalReference, optionalText, requiredText } from '../kit/fields';

export const departments = defineResource({
  base: 'departamentos',
  table: departamentos,
  input: z.object({
    name: requiredText(FIELD_LENGTH.name),
    code: requiredText(FIELD_LENGTH.code),
    description: optionalText(FIELD_LENGTH.description),
    planta: optionalReference(),
    status: activeStatus(),
  }),
  references: { planta: { resource: 'plantas', table: plantas, label: 'name' } },
  // planta is a filter too, as a declared reference (server/kit/query.ts filtersOf).
  filters: { id: 'integer', status: 'integer', code: 'text', created_at: 'date' },
  search: ['name', 'code', 'description'],
  // Every column of the list screen can be sorted.
  ordering: ['id', 'name', 'code', 'description', 'planta', 'status', 'created_at', 'updated_at'],
  defaultOrdering: 'name',
  exportColumns: [
    { field: 'id' },
    { field: 'code' },
    { field: 'name' },
    { field: 'description' },
    { field: 'planta' },
    { field: 'status', choices: 'choices.active_status' },
    { field: 'created_at' },
  ],
  status: { field: 'status', values: ACTIVE_STATUS_VALUES },
});

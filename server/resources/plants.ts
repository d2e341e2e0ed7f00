import { z } from 'zod';
import { ACTIVE_STATUS_VALUES } from '../../domain/status';
import { plantas } from '../db/schema';
import { defineResource } from '../kit/define';
import { activeStatus, exactDigits, optionalText, requiredText } from '../kit/fields';

export const plants = defineResource({
  base: 'plantas',
  table: plantas,
  input: z.object({
    name: requiredText(120),
    code: requiredText(20),
    address: optionalText(255),
    city: optionalText(80),
    state: optionalText(80),
    postal_code: exactDigits(5),
    latitude: z.number().min(-90).max(90).nullable().default(null),
    longitude: z.number().min(-180).max(180).nullable().default(null),
    status: activeStatus(),
  }),
  filters: { id: 'integer', status: 'integer', state: 'text', city: 'text', code: 'text', created_at: 'date' },
  search: ['name', 'code', 'city', 'state'],
  // Every column of the list screen can be sorted.
  ordering: ['id', 'name', 'code', 'address', 'city', 'state', 'postal_code', 'status', 'created_at', 'updated_at'],
  defaultOrdering: 'name',
  exportColumns: [
    { field: 'id' },
    { field: 'code' },
    { field: 'name' },
    { field: 'address' },
    { field: 'city' },
    { field: 'state' },
    { field: 'postal_code' },
    { field: 'status', choices: 'choices.active_status' },
    { field: 'created_at' },
  ],
  status: { field: 'status', values: ACTIVE_STATUS_VALUES },
});

import { z } from 'zod';
import { ACTIVE_STATUS_VALUES } from '../../domain/status';
import { plantas } from '../db/schema';
import { defineResource } from '../resources/define';
import { activeStatus, optionalText, requiredText } from '../resources/fields';

/** Mexican postal code: 5 digits, or empty. */
const postalCode = z
  .string()
  .trim()
  .refine((v) => v === '' || /^\d+$/.test(v), 'validation.numbers_only')
  .refine((v) => v === '' || v.length === 5, { message: 'validation.exact_length', params: { count: 5 } });

export const plants = defineResource({
  base: 'plantas',
  table: plantas,
  input: z.object({
    name: requiredText(120),
    code: requiredText(20),
    address: optionalText(255),
    city: optionalText(80),
    state: optionalText(80),
    postal_code: optionalText(5, postalCode),
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

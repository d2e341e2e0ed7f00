import { z } from 'zod';
import { ACTIVE_STATUS_VALUES } from '../../domain/status';
import { plantas } from '../db/schema';
import { defineResource } from '../resources/define';

const text = (max: number) => z.string().trim().max(max);

export const plants = defineResource({
  base: 'plantas',
  table: plantas,
  input: z.object({
    name: text(120).min(1),
    code: text(20).min(1),
    address: text(255).default(''),
    city: text(80).default(''),
    state: text(80).default(''),
    postal_code: z
      .string()
      .trim()
      .refine((v) => v === '' || /^\d+$/.test(v), 'validation.numbers_only')
      .refine((v) => v === '' || v.length === 5, { message: 'validation.exact_length', params: { count: 5 } })
      .default(''),
    latitude: z.number().min(-90).max(90).nullable().default(null),
    longitude: z.number().min(-180).max(180).nullable().default(null),
    status: z.number().int().refine((v) => (ACTIVE_STATUS_VALUES as readonly number[]).includes(v), 'validation.choice').default(1),
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

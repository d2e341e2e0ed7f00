import { z } from 'zod';
import { FIELD_LENGTH, LATITUDE, LONGITUDE } from '../../domain/fields';
import { ACTIVE_STATUS_VALUES } from '../../domain/status';
import { plantas } from '../db/schema';
import { defineResource } from '../kit/define';
import { activeStatus, exactDigits, optionalText, requiredText } from '../kit/fields';

export const plants = defineResource({
  base: 'plantas',
  table: plantas,
  input: z.object({
    name: requiredText(FIELD_LENGTH.name),
    code: requiredText(FIELD_LENGTH.code),
    address: optionalText(FIELD_LENGTH.address),
    city: optionalText(FIELD_LENGTH.city),
    state: optionalText(FIELD_LENGTH.state),
    postal_code: exactDigits(FIELD_LENGTH.postal_code),
    latitude: z.number().min(LATITUDE.min).max(LATITUDE.max).nullable().default(null),
    longitude: z.number().min(LONGITUDE.min).max(LONGITUDE.max).nullable().default(null),
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

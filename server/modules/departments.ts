import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { ACTIVE_STATUS_VALUES } from '../../domain/status';
import { departamentos, plantas } from '../db/schema';
import { FieldErrors } from '../http/errors';
import { defineResource } from '../resources/define';

const text = (max: number) => z.string().trim().max(max);

export const departments = defineResource({
  base: 'departamentos',
  table: departamentos,
  input: z.object({
    name: text(120).min(1),
    code: text(20).min(1),
    description: text(500).default(''),
    planta: z.number().int().positive().nullable().default(null),
    status: z.number().int().refine((v) => (ACTIVE_STATUS_VALUES as readonly number[]).includes(v), 'validation.choice').default(1),
  }),
  filters: { id: 'integer', status: 'integer', planta: 'integer', code: 'text', created_at: 'date' },
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
  async validate(tx, data) {
    if (data.planta == null) return;
    const [plant] = await tx.select({ id: plantas.id }).from(plantas).where(eq(plantas.id, data.planta as number));
    if (!plant) throw FieldErrors.one('planta', 'reference');
  },
});

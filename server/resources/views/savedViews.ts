import { and, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { SAVED_VIEW_PARAMS_MAX_BYTES, SAVED_VIEW_TEXT } from '../../../domain/views';
import type { Db } from '../../db/client';
import { vistas_guardadas } from '../../db/schema';
import { FieldErrors } from '../../http/errors';
import { defineResource } from '../../kit/define';
import { requiredText } from '../../kit/fields';

type Row = Record<string, unknown>;

/** A client list's path ('/vehiculos', '/viajes/conductores'): a slash, then no spaces. */
const resourcePath = z
  .string()
  .trim()
  .min(1)
  .max(SAVED_VIEW_TEXT.resource)
  .regex(/^\/\S*$/, 'validation.view_resource');

/** What the list applies (filter, sort, order, perPage, columns): a JSON object of at most SAVED_VIEW_PARAMS_MAX_BYTES. */
const viewParams = z
  .record(z.string(), z.unknown())
  .refine((params) => Buffer.byteLength(JSON.stringify(params), 'utf8') <= SAVED_VIEW_PARAMS_MAX_BYTES, {
    message: 'validation.view_params_size',
    params: { count: SAVED_VIEW_PARAMS_MAX_BYTES / 1024 },
  });

const editable = { name: requiredText(SAVED_VIEW_TEXT.name), params: viewParams };

/** A name once per person and list (the unique index backs it under concurrency). */
async function uniqueName(tx: Db, data: Row, id: number | null) {
  const same = and(
    eq(vistas_guardadas.usuario, data.usuario as number),
    eq(vistas_guardadas.resource, data.resource as string),
    eq(vistas_guardadas.name, data.name as string),
    id === null ? undefined : ne(vistas_guardadas.id, id),
  );
  const [taken] = await tx.select({ id: vistas_guardadas.id }).from(vistas_guardadas).where(same).limit(1);
  if (taken) throw FieldErrors.one('name', 'view_name_taken');
}

/**
 * vistas/ a person's saved list views, each person's own (`owner`: the kit answers
 * anyone else's as 404 and stores the caller on create). Created with the list's path, then
 * renamed or given new params; no export.
 */
export const savedViews = defineResource({
  base: 'vistas',
  table: vistas_guardadas,
  owner: 'usuario',
  createInput: z.object({ resource: resourcePath, ...editable }),
  // The list a view belongs to is set once.
  input: z.object(editable),
  validate: uniqueName,
  filters: { id: 'integer', resource: 'text' },
  search: [],
  ordering: ['id', 'name', 'created_at', 'updated_at'],
  defaultOrdering: 'name',
  exportColumns: [],
});

import type { FastifySchema } from 'fastify';
import { getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { PAGING } from '../../domain/paging';
import { FILTER_LIMITS } from '../../domain/filters';
import { DATE_YEARS } from '../../domain/dates';
import { FILE_TYPES, type FileKind } from '../files/types';
import type { CallAnswer, FilterType, RecordAction, ResourceDeclaration } from './define';
import { filtersOf } from './query';

/**
 * Route schemas of the generic calls, from the declaration's own zod schemas. They document
 * the API (server/kit/openapi.ts): handlers still parse what they read with http/validate.ts,
 * so errors keep DOMAIN §4's shape, and answers are written whole.
 */

/**
 * A call's OpenAPI operationId: its resource (a base's slashes as underscores, as its component)
 * and its call, e.g. `vehiculos.aceptar_solicitud`, `plantas.list`. Stable: renaming one breaks
 * the clients generated from the document.
 */
export const operationIdOf = (resource: string, call: string) => `${resource.replace(/\//g, '_')}.${call}`;

/** Named schemas, shown once under components/schemas of the OpenAPI document. */
export const schemaRegistry = z.registry<{ id?: string; description?: string }>();

/** DOMAIN §4 error answers. */
export const apiError = z.object({ detail: z.string(), code: z.string() });
export const fieldErrors = z.record(z.string(), z.array(z.string()));
schemaRegistry.add(apiError, { id: 'ApiError', description: 'An error: its message in the caller\'s language and a stable code.' });
schemaRegistry.add(fieldErrors, { id: 'FieldErrors', description: 'Messages per field in the caller\'s language; `non_field_errors` for the body as a whole.' });

/** Answers every call under a guard may give besides its own. */
/**
 * 409 on a delete or a call on several records: what still points to the record, counted per
 * table (server/kit/references.ts), and which of the given ids stop the call.
 */
export const refusalError = apiError.extend({
  usage: z.record(z.string(), z.number().int()).optional(),
  blocking: z.array(z.number().int()).optional().describe('The given ids that stop the call (in use, occupied, on a loan, or in a state the change cannot leave); nothing was changed'),
});
schemaRegistry.add(refusalError, { id: 'RefusalError', description: 'Refused: the record is still in use (`in_use`, with the count per table and the ids at fault), a state the change cannot leave (`invalid_transition`, with the ids at fault), or an account rule (`own_account`, `last_admin`).' });
export const guardedErrors = { 400: fieldErrors, 401: apiError, 403: apiError };

export const idParams = z.object({ id: z.string().regex(/^\d+$/).describe('Record id') });
export const pageQuery = z.object({
  page: z.number().int().min(1).optional().describe('1 by default'),
  limit: z.number().int().min(1).max(PAGING.maxLimit).optional().describe(`${PAGING.defaultLimit} by default (DOMAIN §4)`),
});
/** A list's page: also `after`, the cursor a previous page gave (docs/API.md, Pages after a cursor). */
export const listPageQuery = pageQuery.extend({
  after: z.string().optional().describe("The previous page's `next_after`, so this page is read from where that one ended"),
});

const byType: Record<FilterType, () => z.ZodType> = {
  integer: () => z.number().int(),
  number: () => z.number(),
  text: () => z.string(),
  boolean: () => z.boolean(),
  date: () => z.iso.datetime({ offset: true }).or(z.iso.date()).describe(`ISO 8601, years ${DATE_YEARS.min} to ${DATE_YEARS.max}`),
};

/** DOMAIN §4 filters of a declaration: exact, `__in`, ranges, `__contains`, `search`, `ordering`. */
function filterShape(declaration: ResourceDeclaration, inBody: boolean) {
  const shape: Record<string, z.ZodType> = {};
  for (const [field, type] of Object.entries(filtersOf(declaration))) {
    const value = byType[type]();
    const list = z.array(value).max(FILTER_LIMITS.maxValues);
    shape[field] = (inBody ? value.or(list) : value).optional();
    shape[`${field}__in`] = (inBody ? list : z.string().describe('Comma-separated values')).optional();
    if (type !== 'text' && type !== 'boolean') {
      shape[`${field}__gte`] = value.optional();
      shape[`${field}__lte`] = value.optional();
    }
    if (type === 'text') shape[`${field}__contains`] = z.string().max(FILTER_LIMITS.searchMaxLength).optional();
  }
  if (declaration.search.length) shape.search = z.string().max(FILTER_LIMITS.searchMaxLength).optional().describe(`Text in ${declaration.search.join(', ')}`);
  const orderings = declaration.ordering.flatMap((f) => [f, `-${f}`]) as [string, ...string[]];
  shape.ordering = z.enum(orderings).optional().describe(`Default ${declaration.defaultOrdering}`);
  return shape;
}

function columnSchema(column: PgColumn): z.ZodType {
  const kind: Record<string, () => z.ZodType> = {
    number: () => z.number(),
    boolean: () => z.boolean(),
    date: () => z.iso.datetime({ offset: true }),
    string: () => z.string(),
    array: () => z.array(z.unknown()),
  };
  const schema = (kind[column.dataType] ?? (() => z.unknown()))();
  return column.notNull ? schema : schema.nullable();
}

/** A table's row as stored, but the `omitted` columns. */
export function rowSchema(table: PgTable, omitted: readonly string[] = []) {
  const left = new Set(omitted);
  const shape = Object.fromEntries(
    Object.entries(getTableColumns(table))
      .filter(([name]) => !left.has(name))
      .map(([name, column]) => [name, columnSchema(column as PgColumn)]),
  );
  return z.object(shape);
}

/** A record as answered: the table's columns but the hidden ones (a declaration's output may add more). */
const records = new WeakMap<ResourceDeclaration, z.ZodType>();
export function recordSchema(declaration: ResourceDeclaration): z.ZodType {
  const known = records.get(declaration);
  if (known) return known;
  const columns = rowSchema(declaration.table, declaration.hidden);
  // A declaration's related fields (a loan's plate) are answered beside its columns.
  const schema = z.looseObject({ ...columns.shape, ...declaration.related?.shape });
  // One component per resource; schema ids cannot hold a slash.
  schemaRegistry.add(schema, { id: declaration.base.replace(/\//g, '_') });
  records.set(declaration, schema);
  return schema;
}

/** A record as list rows answer it: without the columns only a record carries (`recordOnly`). */
const listRows = new WeakMap<ResourceDeclaration, z.ZodType>();
export function listRowSchema(declaration: ResourceDeclaration): z.ZodType {
  const record = recordSchema(declaration);
  const left = declaration.recordOnly ?? [];
  if (!left.length) return record;
  const known = listRows.get(declaration);
  if (known) return known;
  const row = (record as z.ZodObject).omit(Object.fromEntries(left.map((field) => [field, true])) as Record<string, true>);
  schemaRegistry.add(row, { id: `${declaration.base.replace(/\//g, '_')}_row`, description: `A list row: the record without ${left.join(', ')}` });
  listRows.set(declaration, row);
  return row;
}

/** A page of records (DOMAIN §4). */
export const pageOf = (record: z.ZodType) =>
  z.object({
    count: z.number().int().describe('Rows in the list; when count_exact is false, the list has more than this (docs/API.md, Counts)'),
    count_exact: z.boolean(),
    next: z.number().int().nullable(),
    previous: z.number().int().nullable(),
    next_after: z.string().nullable().optional().describe('Lists: the cursor of the next page, to send as `after` with it; null when there is none or the order has no cursor (docs/API.md, Pages after a cursor)'),
    results: z.array(record),
  });

/** A stored file's answer (server/kit/files.ts sendStoredFile): one of `kinds`, its bytes as they were stored. */
export const fileAnswer = (kinds: readonly FileKind[], description: string): CallAnswer => ({
  description,
  content: Object.fromEntries(kinds.map((kind) => [FILE_TYPES[kind].mime, { schema: z.string() }])),
});

const EXPORT_TYPES = {
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: z.string().describe('xlsx workbook') },
  'text/csv': { schema: z.string() },
};
/** A spreadsheet answered as a download, xlsx or csv as `format` asks (an export, the import's template). */
export const spreadsheetAnswer = (description: string): CallAnswer => ({ description, content: EXPORT_TYPES });

/** The schema of every generic call of one declaration (SPEC §7), keyed by route. */
export function routeSchemas(declaration: ResourceDeclaration) {
  const tags = [declaration.base];
  const named = (call: string) => ({ tags, operationId: operationIdOf(declaration.base, call) });
  const record = recordSchema(declaration);
  const page = pageOf(listRowSchema(declaration));
  const filters = z.object(filterShape(declaration, false));
  const query = listPageQuery.extend(filters.shape);
  const exportQuery = z.object({
    format: z.enum(['xlsx', 'csv']).optional().describe('xlsx by default'),
    tz: z.string().optional().describe('IANA time zone of the dates, e.g. America/Mexico_City'),
  });
  const exported = { 200: spreadsheetAnswer('The file, named after the resource and the date'), ...guardedErrors };
  const withId = (call: string) => ({ params: idParams, ...named(call) });
  const one = (call: string, status: number, summary: string, body?: z.ZodType): FastifySchema => ({
    ...withId(call),
    summary,
    ...(body ? { body } : {}),
    response: { [status]: record, ...guardedErrors, 404: apiError },
  });
  return {
    list: { ...named('list'), summary: 'List, filtered and sorted', querystring: query, response: { 200: page, ...guardedErrors } },
    activos: { ...named('activos'), summary: 'The active ones (status 1), by the default ordering', querystring: listPageQuery, response: { 200: page, ...guardedErrors } },
    q: {
      ...named('q'),
      summary: 'List with the filters in the body',
      querystring: listPageQuery,
      body: z.object(filterShape(declaration, true)),
      response: { 200: page, ...guardedErrors },
    },
    exportGet: { ...named('exportar'), summary: 'Export the filtered list', querystring: exportQuery.extend(filters.shape), response: exported },
    exportPost: { ...named('exportar_q'), summary: 'Export, with the filters in the body', querystring: exportQuery, body: z.object(filterShape(declaration, true)), response: exported },
    create: { ...named('create'), summary: 'Create', body: declaration.createInput ?? declaration.input, response: { 201: record, ...guardedErrors } },
    single: { ...named('single'), summary: 'The one record', response: { 200: record, ...guardedErrors, 404: apiError } },
    show: one('show', 200, 'Read one'),
    put: one('update', 200, 'Replace', declaration.input),
    patch: one('partial_update', 200, 'Change some fields', declaration.input.partial()),
    delete: { ...withId('delete'), summary: 'Delete', response: { 204: z.undefined(), 401: apiError, 403: apiError, 404: apiError, 409: refusalError } },
    multipleDelete: (ids: z.ZodType): FastifySchema => ({
      ...named('multiple_delete'),
      summary: 'Delete several',
      body: ids,
      response: { 200: z.object({ deleted: z.number().int() }), ...guardedErrors, 409: refusalError },
    }),
    status: (body: z.ZodType): FastifySchema => ({
      ...named('change_multiple_status'),
      summary: 'Change the status of several',
      body,
      // 409 when a declaration's protect refuses the change (a vehicle that is Pending or Occupied).
      response: { 200: z.object({ updated: z.number().int() }), ...guardedErrors, 409: refusalError },
    }),
    action: (action: RecordAction) => {
      const { answerSchema: answer } = action;
      return actionSchema(declaration, action, answer === 'record' ? record : answer === 'page' ? page : answer);
    },
  };
}

/** What a record call's schema is made of: RecordAction's fields (transitions have them too). */
export type CallDocs = Pick<RecordAction, 'path' | 'name' | 'access' | 'accessResource' | 'collection' | 'multipart' | 'body' | 'query' | 'summary' | 'creates'>;

/**
 * The schema of a record call at `{base}{id}/{path}/` (or `{base}{path}/`): its id, body and query
 * as declared, and its `answer` when it works (transitions add theirs to this schema).
 */
export function actionSchema(declaration: ResourceDeclaration, call: CallDocs, answer?: CallAnswer): FastifySchema {
  return {
    tags: [declaration.base],
    operationId: operationIdOf(declaration.base, call.name ?? call.path),
    summary: call.summary ?? call.path,
    description: `DOMAIN §1 action \`${call.access}\` on \`${call.accessResource ?? declaration.base}\`.`,
    ...(call.collection ? {} : { params: idParams }),
    ...(call.query ? { querystring: call.query } : {}),
    ...(call.body ? { body: call.body } : {}),
    ...(call.multipart ? { consumes: ['multipart/form-data'] } : {}),
    response: { ...(answer ? { [call.creates ? 201 : 200]: answer } : {}), ...guardedErrors, ...(call.collection ? {} : { 404: apiError }) },
  };
}

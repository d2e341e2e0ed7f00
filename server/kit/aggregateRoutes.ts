import type { FastifyPluginAsync, FastifyRequest, FastifySchema } from 'fastify';
import { PgDialect } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { FILTER_LIMITS } from '../../domain/filters';
import { DATE_YEARS } from '../../domain/dates';
import type { AppContext } from '../context';
import { guard } from '../http/guard';
import { READS_WITH_BODY } from '../http/writes';
import { aggregateExport, readAggregate, type AggregateDeclaration } from './aggregates';
import { aggregatePages } from './aggregatePages';
import { streamExport } from './export';
import { filtersFromBody, filtersFromQuery, readPage } from './query';
import { guardedErrors, operationIdOf, pageOf, pageQuery, schemaRegistry, spreadsheetAnswer } from './schemas';

const dialect = new PgDialect();
const byType = { integer: () => z.number().int(), number: () => z.number(), text: () => z.string(), date: () => z.iso.date() };

/** An aggregate's row as answered, one component per aggregate. */
const rows = new WeakMap<AggregateDeclaration, z.ZodType>();
function rowSchema(declaration: AggregateDeclaration) {
  const known = rows.get(declaration);
  if (known) return known;
  const shape = Object.fromEntries(
    Object.entries(declaration.columns).map(([field, column]) => {
      const type = byType[column.type]();
      return [field, (column.nullable ? type.nullable() : type).describe(column.description)];
    }),
  );
  const schema = z.object(shape);
  schemaRegistry.add(schema, { id: declaration.base.replace(/\//g, '_') });
  rows.set(declaration, schema);
  return schema;
}

/** The period, filters, search and ordering as a query string or a q/ body documents them. */
function filterShape(declaration: AggregateDeclaration, inBody: boolean) {
  const bound = z.iso.datetime({ offset: true }).or(z.iso.date()).describe(`A day (the whole day in the company's time zone, TIME_ZONE) or an instant; years ${DATE_YEARS.min} to ${DATE_YEARS.max}`);
  const shape: Record<string, z.ZodType> = {};
  if (declaration.period) {
    const { field, maxDays } = declaration.period;
    shape[`${field}__gte`] = bound.describe(`Required: the period's start. ${bound.description}`);
    shape[`${field}__lte`] = bound.describe(`Required: the period's end, at most ${maxDays} days after its start. ${bound.description}`);
  }
  for (const [name, filter] of Object.entries(declaration.filters)) {
    const value = filter.type === 'integer' ? z.number().int() : filter.type === 'number' ? z.number() : z.string();
    const list = z.array(value).max(FILTER_LIMITS.maxValues);
    shape[name] = (inBody ? value.or(list) : value).optional();
    shape[`${name}__in`] = (inBody ? list : z.string().describe('Comma-separated values')).optional();
    if (filter.type === 'date') for (const side of ['gte', 'lte']) shape[`${name}__${side}`] = z.iso.date().optional().describe(`yyyy-MM-dd, included`);
  }
  if (declaration.searchable) shape.search = z.string().max(FILTER_LIMITS.searchMaxLength).optional().describe('Text in the name');
  const orderings = Object.keys(declaration.columns).flatMap((f) => [f, `-${f}`]) as [string, ...string[]];
  shape.ordering = z.enum(orderings).optional().describe(`Default ${declaration.defaultOrdering}`);
  return z.object(shape);
}

function schemasOf(declaration: AggregateDeclaration) {
  const named = (call: string) => ({ tags: [declaration.base], operationId: operationIdOf(declaration.base, call) });
  const page = pageOf(rowSchema(declaration));
  const exportQuery = z.object({
    format: z.enum(['xlsx', 'csv']).optional().describe('xlsx by default'),
    tz: z.string().optional().describe('IANA time zone of the dates, e.g. America/Mexico_City'),
  });
  const exported = { 200: spreadsheetAnswer('The file, named after the totals and the date'), ...guardedErrors };
  const description = declaration.period
    ? `Read only: one row per ${declaration.base} total over the period, sorted and paged in the database.`
    : `Read only: rows computed in the database, sorted and paged there.`;
  return {
    list: { ...named('list'), summary: 'Totals for a period, filtered and sorted', description, querystring: pageQuery.extend(filterShape(declaration, false).shape), response: { 200: page, ...guardedErrors } },
    q: { ...named('q'), summary: 'Totals, with the period and filters in the body', description, querystring: pageQuery, body: filterShape(declaration, true), response: { 200: page, ...guardedErrors } },
    exportGet: { ...named('exportar'), summary: 'Export the totals', querystring: exportQuery.extend(filterShape(declaration, false).shape), response: exported },
    exportPost: { ...named('exportar_q'), summary: 'Export the totals, with the period and filters in the body', querystring: exportQuery, body: filterShape(declaration, true), response: exported },
  } satisfies Record<string, FastifySchema>;
}

/**
 * Serves an aggregate (server/kit/aggregates.ts) as a read-only list: GET {base}/ and POST
 * {base}q/ answer a page as every list does, GET and POST {base}exportar/ stream every row.
 * DOMAIN §1 `list` and `export` on its base guard them.
 */
export const aggregateRoutes =
  (ctx: AppContext, declaration: AggregateDeclaration): FastifyPluginAsync =>
  async (app) => {
    const { base } = declaration;
    const docs = schemasOf(declaration);
    const zone = ctx.config.timeZone;
    // `format` and `tz` are the export's own keys, not filters.
    const fromQuery = (req: FastifyRequest) => filtersFromQuery(req.query, ['format', 'tz']);
    const read = (filters: Record<string, unknown>) => readAggregate(declaration, filters, zone);
    const log = (message: string, err?: unknown) => (err ? app.log.error({ err }, message) : app.log.info(message));
    const pages = aggregatePages(ctx, declaration, log);
    const page = (req: FastifyRequest, filters: Record<string, unknown>) => pages(readPage(req.query as Record<string, unknown>), filters);

    const exportRows = (filters: Record<string, unknown>) => {
      const statement = dialect.sqlToQuery(aggregateExport(declaration, read(filters)));
      const columns = declaration.exportColumns;
      // A date without a time is written in the caller's date format; the rest as the rows hold it.
      return { name: base, labels: declaration.labels ?? base, columns, kinds: columns.map((c) => (c.dateOnly ? ('date' as const) : ('other' as const))), statement };
    };

    app.get(`/${base}/`, { onRequest: guard(ctx, base, 'list'), schema: docs.list }, (req) => page(req, fromQuery(req)));
    app.post(`/${base}/q/`, { onRequest: guard(ctx, base, 'list'), schema: docs.q, ...READS_WITH_BODY }, (req) =>
      page(req, { ...fromQuery(req), ...filtersFromBody(req.body) }),
    );
    app.get(`/${base}/exportar/`, { onRequest: guard(ctx, base, 'export'), schema: docs.exportGet }, (req, reply) =>
      streamExport(ctx, req, reply, exportRows(fromQuery(req))),
    );
    app.post(`/${base}/exportar/`, { onRequest: guard(ctx, base, 'export'), schema: docs.exportPost, ...READS_WITH_BODY }, (req, reply) =>
      streamExport(ctx, req, reply, exportRows({ ...fromQuery(req), ...filtersFromBody(req.body) })),
    );
  };

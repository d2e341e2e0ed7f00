import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { recordAudit, recordAudits } from '../http/audit';
import { FieldErrors, notFound } from '../http/errors';
import { guard } from '../http/guard';
import { parse } from '../http/validate';
import { columnOf, type ResourceDeclaration } from './define';
import { buildListQuery, readPage } from './query';
import { sendExport } from './export';

const READ_ONLY = ['id', 'created_at', 'updated_at'];

/** Route ids are positive integers; anything else is simply not found. */
export function readId(params: unknown): number {
  const raw = (params as { id?: string }).id ?? '';
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  if (id < 1) throw notFound();
  return id;
}

const withoutReadOnly = (body: unknown) =>
  body && typeof body === 'object' && !Array.isArray(body)
    ? Object.fromEntries(Object.entries(body).filter(([k]) => !READ_ONLY.includes(k)))
    : body;

/**
 * PATCH's schema: every writable field optional and without its default. zod 4 applies a
 * default even inside `.partial()`, which would reset every field the body leaves out.
 */
export function patchSchema(input: z.ZodObject) {
  const shape = Object.fromEntries(
    Object.entries(input.shape).map(([field, schema]) => [field, (schema instanceof z.ZodDefault ? schema.removeDefault() : schema).optional()]),
  );
  return z.object(shape).strict();
}

/** Changed fields only, as {field: [before, after]}, for the audit log. */
function diff(before: Record<string, unknown>, after: Record<string, unknown>) {
  const out: Record<string, [unknown, unknown]> = {};
  for (const key of Object.keys(after)) {
    if (key === 'updated_at') continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) out[key] = [before[key], after[key]];
  }
  return out;
}

const idsSchema = z.object({ ids: z.array(z.number().int().positive()).min(1).max(10000) }).strict();

/** The body's ids, all present in the table, or a field error naming the missing ones (nothing changes). */
async function lockIds(tx: Db, declaration: ResourceDeclaration, ids: number[]) {
  const unique = [...new Set(ids)];
  const id = columnOf(declaration, 'id');
  const found = await tx.select({ id }).from(declaration.table).where(inArray(id, unique)).for('update');
  const missing = unique.filter((i) => !found.some((r) => r.id === i));
  if (missing.length) throw FieldErrors.one('ids', 'ids_not_found', { ids: missing.join(', ') });
  return unique;
}

/** Registers SPEC §7's generic calls for one declared resource. */
export function resourceRoutes(ctx: AppContext, declaration: ResourceDeclaration): FastifyPluginAsync {
  const { base, table } = declaration;
  const id = columnOf(declaration, 'id');
  const db = ctx.database.db;
  const can = (action: string) => ({ onRequest: guard(ctx, base, action) });

  async function list(req: FastifyRequest, filters: Record<string, unknown>) {
    const { page, limit } = readPage(req.query as Record<string, unknown>);
    const { where, orderBy } = buildListQuery(declaration, filters);
    const [rows, [{ total }]] = await Promise.all([
      db.select().from(table).where(where).orderBy(...orderBy).limit(limit).offset((page - 1) * limit),
      db.select({ total: count() }).from(table).where(where),
    ]);
    return { count: total, next: page * limit < total ? page + 1 : null, previous: page > 1 ? page - 1 : null, results: rows };
  }

  async function getOne(recordId: number) {
    const [row] = await db.select().from(table).where(eq(id, recordId));
    if (!row) throw notFound();
    return row;
  }

  return async (app: FastifyInstance) => {
    const filtersFromQuery = (req: FastifyRequest) => {
      const { page: _p, limit: _l, format: _f, tz: _tz, ...filters } = req.query as Record<string, unknown>;
      return filters;
    };
    const filtersFromBody = (req: FastifyRequest) => {
      if (req.body === undefined || req.body === null) return {};
      return parse(z.record(z.string(), z.unknown()), req.body);
    };

    app.get(`/${base}/`, can('list'), (req) => list(req, filtersFromQuery(req)));
    app.post(`/${base}/q/`, can('list'), (req) => list(req, { ...filtersFromQuery(req), ...filtersFromBody(req) }));

    app.post(`/${base}/exportar/`, can('export'), (req, reply) =>
      sendExport(ctx, req, reply, declaration, buildListQuery(declaration, { ...filtersFromQuery(req), ...filtersFromBody(req) })),
    );
    app.get(`/${base}/exportar/`, can('export'), (req, reply) =>
      sendExport(ctx, req, reply, declaration, buildListQuery(declaration, filtersFromQuery(req))),
    );

    app.post(`/${base}/`, can('create'), async (req, reply) => {
      const data = parse(declaration.input.strict(), withoutReadOnly(req.body));
      const row = await db.transaction(async (tx) => {
        await declaration.validate?.(tx, data, null);
        const [created] = await tx.insert(table).values(data).returning();
        await recordAudit(tx, req, { resource: base, action: 'create', recordId: created.id as number, changes: data });
        return created;
      });
      return reply.status(201).send(row);
    });

    app.get(`/${base}/:id/`, can('show'), (req) => getOne(readId(req.params)));

    const update = (partial: boolean) => async (req: FastifyRequest) => {
      const recordId = readId(req.params);
      const schema = partial ? patchSchema(declaration.input) : declaration.input.strict();
      const data = parse(schema, withoutReadOnly(req.body));
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(table).where(eq(id, recordId)).for('update');
        if (!before) throw notFound();
        await declaration.validate?.(tx, { ...before, ...data }, recordId);
        const [after] = await tx.update(table).set({ ...data, updated_at: sql`now()` }).where(eq(id, recordId)).returning();
        await recordAudit(tx, req, { resource: base, action: 'update', recordId, changes: diff(before, after) });
        return after;
      });
    };
    app.put(`/${base}/:id/`, can('edit'), update(false));
    app.patch(`/${base}/:id/`, can('edit'), update(true));

    app.delete(`/${base}/:id/`, can('delete'), async (req, reply) => {
      const recordId = readId(req.params);
      await db.transaction(async (tx) => {
        const [removed] = await tx.delete(table).where(eq(id, recordId)).returning();
        if (!removed) throw notFound();
        await recordAudit(tx, req, { resource: base, action: 'delete', recordId, changes: removed });
      });
      return reply.status(204).send();
    });

    app.post(`/${base}/multiple_delete/`, can('delete'), async (req) => {
      const { ids } = parse(idsSchema, req.body);
      return db.transaction(async (tx) => {
        const unique = await lockIds(tx, declaration, ids);
        const removed = await tx.delete(table).where(inArray(id, unique)).returning();
        await recordAudits(tx, req, removed.map((row) => ({ resource: base, action: 'delete', recordId: row.id as number, changes: row })));
        return { deleted: removed.length };
      });
    });

    if (declaration.status) {
      const { field, values } = declaration.status;
      const statusColumn = columnOf(declaration, field);
      const schema = z.object({ ids: idsSchema.shape.ids, status: z.number().int().refine((v) => values.includes(v), 'validation.choice') }).strict();
      app.post(`/${base}/change_multiple_status/`, can('status'), async (req) => {
        const body = parse(schema, req.body);
        return db.transaction(async (tx) => {
          const unique = await lockIds(tx, declaration, body.ids);
          const before = await tx.select({ id, status: statusColumn }).from(table).where(inArray(id, unique));
          await tx.update(table).set({ [field]: body.status, updated_at: sql`now()` }).where(inArray(id, unique));
          await recordAudits(tx, req, before.map((row) => ({ resource: base, action: 'status', recordId: row.id as number, changes: { [field]: [row.status, body.status] } })));
          return { updated: unique.length };
        });
      });
    }

    for (const action of declaration.actions ?? []) {
      const path = action.collection ? `/${base}/${action.path}/` : `/${base}/:id/${action.path}/`;
      app.route({
        method: action.method,
        url: path,
        onRequest: guard(ctx, base, action.access),
        handler: (req) => action.handler({ ctx, req, id: action.collection ? null : readId(req.params), body: req.body }),
      });
    }
  };
}

import type { FastifyInstance, FastifyPluginAsync, FastifyRequest, FastifySchema } from 'fastify';
import multipart from '@fastify/multipart';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../context';
import { canAccess } from '../../domain/access';
import { recordAudit, recordAudits } from '../http/audit';
import { permissionDenied } from '../http/errors';
import { MULTIPART_LIMITS } from '../files/upload';
import { guard } from '../http/guard';
import { ownBody } from '../auth/appSessions';
import { READS_WITH_BODY } from '../http/writes';
import { parse } from '../http/validate';
import { columnOf, type RecordAction, type ResourceDeclaration } from './define';
import { idsSchema, readId, recordsOf } from './records';
import { anyOf } from './filterValues';
import { answerPage, buildListQuery, countNeededUpTo, filtersFromBody as bodyFilters, filtersFromQuery as queryFilters, filtersOf, readPage } from './query';
import { checkExportColumns, sendExport } from './export';
import { ACTIVE_STATUS } from '../../domain/status';
import { referenceFilterOf, type ReferenceRegistry } from './references';
import { registerTransitions } from './transitions';
import { REFERENCE_WALK } from './referenceSort';
import { fileActions, removeFilesOf } from './files';
import { routeSchemas } from './schemas';
import { checkReadOnlyView, showSchema, withRelated } from './views';
import { addCreation, addEditHistory, latestHistory } from './history';
import { answerList, listQueries, withNextAfter } from './listQueries';
import { readCursor } from './keyset';

const READ_ONLY = ['id', 'created_at', 'updated_at'];

/** The body without the fields it may not set (read-only ones are ignored, as DRF does). */
const withoutReadOnly = (body: unknown, readOnly: readonly string[] = []) =>
  body && typeof body === 'object' && !Array.isArray(body)
    ? Object.fromEntries(Object.entries(body).filter(([k]) => !READ_ONLY.includes(k) && !readOnly.includes(k)))
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
export function diff(before: Record<string, unknown>, after: Record<string, unknown>) {
  const out: Record<string, [unknown, unknown]> = {};
  for (const key of Object.keys(after)) {
    if (key === 'updated_at') continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) out[key] = [before[key], after[key]];
  }
  return out;
}

/**
 * DOMAIN §1: an edit that changes the declaration's status field is also a status change, so
 * it needs `status` as change_multiple_status does, not only `edit`.
 */
function refuseStatusChange(req: FastifyRequest, declaration: ResourceDeclaration, before: Record<string, unknown>, data: Record<string, unknown>) {
  const field = declaration.status?.field;
  if (!field || !Object.hasOwn(data, field) || data[field] === before[field]) return;
  if (!canAccess(req.user?.groups ?? [], declaration.base, 'status')) throw permissionDenied();
}

/**
 * Registers SPEC §7's generic calls for one declared resource; `references` (built from every
 * declaration) tells delete which records still point at this one.
 */
export function resourceRoutes(ctx: AppContext, declaration: ResourceDeclaration, references: ReferenceRegistry): FastifyPluginAsync {
  checkExportColumns(declaration);
  const { base, table } = declaration;
  const id = columnOf(declaration, 'id');
  const db = ctx.database.db;
  const records = recordsOf(declaration);
  const { selection, output, redact } = records;
  // Every route carries its schema (server/kit/schemas.ts) for the OpenAPI document.
  const docs = routeSchemas(declaration);
  const can = (action: string, schema?: FastifySchema) => ({ onRequest: guard(ctx, base, action), schema });
  // The owner column is the caller's, never a body's.
  const readOnly = [...(declaration.readOnly ?? []), ...(declaration.owner ? [declaration.owner] : [])];
  const prepare = (req: FastifyRequest, data: Record<string, unknown>, mode: 'create' | 'update') =>
    declaration.prepare ? declaration.prepare(data, { req, mode }) : data;
  checkReadOnlyView(declaration);
  // A read-only view, or records written only by their own calls: every generic write route below is left out.
  const writable = !declaration.readOnlyView && declaration.genericWrites !== false;
  const answer = (rows: Record<string, unknown>[]) => withRelated(db, declaration, rows.map(output));

  // List rows leave out the columns only a record answers (a route's path).
  const recordOnly = new Set(declaration.recordOnly ?? []);
  for (const field of recordOnly) columnOf(declaration, field);
  // A misspelt reference filter fails at start-up, not on its first call.
  for (const field of Object.keys(declaration.referenceFilters ?? {})) referenceFilterOf(declaration, field);
  const listSelection = Object.fromEntries(Object.entries(selection).filter(([field]) => !recordOnly.has(field)));
  const listQuery = listQueries(db, declaration, listSelection, ctx.longLists);
  // An owned declaration's lists and exports are bounded by the caller (kit/records.ts own).
  const ownBound = (req: FastifyRequest) => (declaration.owner ? { key: `owner:${req.user?.id ?? 0}`, where: () => records.own(req)! } : undefined);
  const owned = <Q extends { where?: SQL }>(req: FastifyRequest, query: Q): Q => (declaration.owner ? { ...query, where: and(records.own(req), query.where) } : query);
  async function list(req: FastifyRequest, filters: Record<string, unknown>) {
    const page = readPage(req.query as Record<string, unknown>, true);
    const built = listQuery(filters, ownBound(req));
    const { page: pageOf, rows, counter } = built;
    // A reference's order has no keyset: its cursor is refused before anything is counted.
    if (pageOf && page.after !== undefined) readCursor(undefined, page.after);
    const counting = counter();
    // The count travels with the rows when the page may need it (not for a list known past the cap).
    const countTo = counting.known ? undefined : countNeededUpTo(page);
    // Sorted by a reference over many matches: the condition picks the page's rows, orderBy orders
    // those few. The count that chooses is the one the answer needs when it may need one.
    const few = pageOf ? await counting.count(countTo ?? REFERENCE_WALK.fromRows + 1) : undefined;
    const walk = few !== undefined && few > REFERENCE_WALK.fromRows;
    if (few !== undefined) {
      // Fewer matches than the walk needs, or counted up to the cap already: no second count.
      const counted = countTo !== undefined || !walk ? async () => few : counting.count;
      return withNextAfter(await answerPage(page, async (limit, offset) => answer(await rows(limit, offset, walk)), counted), null);
    }
    return answerList(built, page, counting, answer);
  }

  return async (app: FastifyInstance) => {
    // `format` and `tz` are the export's own keys, not filters.
    const filtersFromQuery = (req: FastifyRequest) => queryFilters(req.query, ['format', 'tz']);
    const filtersFromBody = (req: FastifyRequest) => bodyFilters(req.body);

    // A single record answers its base with itself, and has no list, create, delete or bulk calls.
    const collection = !declaration.singleton;
    if (!collection) app.get(`/${base}/`, can('show', docs.single), async () => output(await records.first(db)));
    if (collection) app.get(`/${base}/`, can('list', docs.list), (req) => list(req, filtersFromQuery(req)));
    if (collection) app.post(`/${base}/q/`, { ...can('list', docs.q), ...READS_WITH_BODY }, (req) => list(req, { ...filtersFromQuery(req), ...filtersFromBody(req) }));
    if (collection && declaration.activeList) {
      const field = declaration.status?.field;
      if (!field || !Object.hasOwn(filtersOf(declaration), field)) throw new Error(`${base}: activeList needs a status field that is also a filter`);
      app.get(`/${base}/activos/`, can('list', docs.activos), (req) => list(req, { [field]: ACTIVE_STATUS.active }));
    }

    // A declaration without export columns (saved views) has no export.
    const exportable = collection && declaration.exportColumns.length > 0;
    if (exportable) app.post(`/${base}/exportar/`, { ...can('export', docs.exportPost), ...READS_WITH_BODY }, (req, reply) =>
      sendExport(ctx, req, reply, declaration, owned(req, buildListQuery(declaration, { ...filtersFromQuery(req), ...filtersFromBody(req) }))),
    );
    if (exportable) app.get(`/${base}/exportar/`, can('export', docs.exportGet), (req, reply) =>
      sendExport(ctx, req, reply, declaration, owned(req, buildListQuery(declaration, filtersFromQuery(req)))),
    );

    // Body schemas, built once per declaration rather than per request.
    const createSchema = (declaration.createInput ?? declaration.input).strict();
    const putSchema = declaration.input.strict();
    const patchInput = patchSchema(declaration.input);

    if (collection && writable) app.post(`/${base}/`, can('create', docs.create), async (req, reply) => {
      // An app session's create is the caller's own (server/auth/appSessions.ts), whatever the body says.
      const parsed = parse(createSchema, withoutReadOnly(ownBody(req, req.body), readOnly));
      await declaration.protect?.(db, req, [], { kind: 'create', data: parsed });
      const data = { ...(await prepare(req, parsed, 'create')), ...(declaration.owner ? { [declaration.owner]: req.user!.id } : {}) };
      const row = await db.transaction(async (tx) => {
        await references.validateWrite(tx, declaration, data, null);
        const values = declaration.derive ? { ...data, ...(await declaration.derive(tx, data)) } : data;
        const [created] = await tx.insert(table).values(values).returning(selection);
        await recordAudit(tx, req, { resource: base, action: 'create', recordId: created.id as number, changes: redact(values) });
        await addCreation(tx, req, declaration, created.id as number);
        await declaration.afterCreate?.(tx, created, req);
        return created;
      });
      // The record as show answers it, its related fields included.
      return reply.status(201).send((await answer([row]))[0]);
    });

    app.get(`/${base}/:id/`, can('show', showSchema(declaration, docs.show)), async (req) => {
      const recordId = readId(req.params);
      const embed = declaration.embedHistory;
      if (!embed) return (await answer([await records.find(db, recordId, req)]))[0];
      // The history is read beside the record (another pooled connection), not after it; a record
      // out of scope or absent still answers 404 whatever its history says.
      const [found, history] = await Promise.all([records.find(db, recordId, req), latestHistory(db, base, recordId, embed)]);
      const [row] = await answer([found]);
      return { ...row, history };
    });

    const update = (partial: boolean) => async (req: FastifyRequest) => {
      const recordId = readId(req.params);
      const schema = partial ? patchInput : putSchema;
      const data = await prepare(req, parse(schema, withoutReadOnly(req.body, readOnly)), 'update');
      return db.transaction(async (tx) => {
        const before = await records.lock(tx, req, recordId);
        refuseStatusChange(req, declaration, before, data);
        await declaration.protect?.(tx, req, [recordId], { kind: 'update', before, data });
        await references.validateWrite(tx, declaration, { ...before, ...data }, recordId, before);
        const values = declaration.derive ? { ...data, ...(await declaration.derive(tx, { ...before, ...data }, before)) } : data;
        const [after] = await tx.update(table).set({ ...values, updated_at: sql`now()` }).where(eq(id, recordId)).returning(selection);
        await recordAudit(tx, req, { resource: base, action: 'update', recordId, changes: diff(before, after) });
        await addEditHistory(tx, req, declaration, { before, after });
        return (await withRelated(tx, declaration, [output(after)]))[0];
      });
    };
    if (writable) app.put(`/${base}/:id/`, can('edit', docs.put), update(false));
    if (writable) app.patch(`/${base}/:id/`, can('edit', docs.patch), update(true));

    if (collection && writable) app.delete(`/${base}/:id/`, can('delete', docs.delete), async (req, reply) => {
      const recordId = readId(req.params);
      const removed = await db.transaction(async (tx) => {
        await records.lock(tx, req, recordId);
        await declaration.protect?.(tx, req, [recordId], { kind: 'delete' });
        await references.refuseInUse(tx, req, declaration, [recordId]);
        const rows = await tx.delete(table).where(eq(id, recordId)).returning(selection);
        await recordAudit(tx, req, { resource: base, action: 'delete', recordId, changes: rows[0] });
        return rows;
      });
      await removeFilesOf(ctx, declaration, removed, req.log);
      return reply.status(204).send();
    });

    if (collection && writable) app.post(`/${base}/multiple_delete/`, can('delete', docs.multipleDelete(idsSchema)), async (req) => {
      const { ids } = parse(idsSchema, req.body);
      const removed = await db.transaction(async (tx) => {
        const { unique } = await records.lockMany(tx, req, ids);
        // Nothing is deleted when any one of them is protected or still in use.
        await declaration.protect?.(tx, req, unique, { kind: 'delete' });
        await references.refuseInUse(tx, req, declaration, unique);
        const rows = await tx.delete(table).where(anyOf(id, unique)).returning(selection);
        await recordAudits(tx, req, rows.map((row) => ({ resource: base, action: 'delete', recordId: row.id as number, changes: row })));
        return rows;
      });
      await removeFilesOf(ctx, declaration, removed, req.log);
      return { deleted: removed.length };
    });

    if (collection && writable && declaration.status) {
      const { field, values } = declaration.status;
      const schema = z.object({ ids: idsSchema.shape.ids, status: z.number().int().refine((v) => values.includes(v), 'validation.choice') }).strict();
      app.post(`/${base}/change_multiple_status/`, can('status', docs.status(schema)), async (req) => {
        const body = parse(schema, req.body);
        return db.transaction(async (tx) => {
          const { unique, rows: before } = await records.lockMany(tx, req, body.ids);
          await declaration.protect?.(tx, req, unique, { kind: 'status', field, value: body.status });
          await tx.update(table).set({ [field]: body.status, updated_at: sql`now()` }).where(anyOf(id, unique));
          await recordAudits(tx, req, before.map((row) => ({ resource: base, action: 'status', recordId: row.id as number, changes: { [field]: [row[field], body.status] } })));
          await addEditHistory(tx, req, declaration, ...before.map((row) => ({ before: row, after: { ...row, [field]: body.status } })));
          return { updated: unique.length };
        });
      });
    }

    const route = (scope: FastifyInstance, action: RecordAction) =>
      scope.route({
        method: action.method,
        url: action.collection ? `/${base}/${action.path ? `${action.path}/` : ''}` : `/${base}/:id/${action.path}/`,
        onRequest: guard(ctx, action.accessResource ?? base, action.access),
        schema: docs.action(action),
        async handler(req, reply) {
          const answer = await action.handler({ ctx, req, reply, id: action.collection ? null : readId(req.params), body: req.body, records });
          if (action.creates) reply.status(201);
          return answer;
        },
      });
    const actions = [...(declaration.actions ?? []), ...fileActions(declaration)];
    for (const action of actions.filter((a) => !a.multipart)) route(app, action);
    registerTransitions(app, ctx, records);
    // Only record calls that take files parse multipart bodies, with the upload limits.
    const uploads = actions.filter((a) => a.multipart);
    if (uploads.length) {
      await app.register(async (scope) => {
        await scope.register(multipart, { limits: MULTIPART_LIMITS });
        for (const action of uploads) route(scope, action);
      });
    }
  };
}

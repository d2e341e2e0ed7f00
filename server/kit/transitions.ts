import type { FastifyBaseLogger, FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import multipart from '@fastify/multipart';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { REASON_MAX_LENGTH } from '../../domain/fields';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { MULTIPART_LIMITS } from '../files/upload';
import { recordAudit } from '../http/audit';
import { ApiError, blockingOf, FieldErrors } from '../http/errors';
import { appOnly, guard } from '../http/guard';
import { WRITES } from '../http/writes';
import { parse } from '../http/validate';
import { columnOf, type ResourceDeclaration } from './define';
import { recordId, requiredText } from './fields';
import { addHistory, historySchema, keepsOwnHistory, readHistory } from './history';
import { idsSchema, readId, recordsOf, type Records, type Row } from './records';
import { actionSchema, apiError, refusalError, recordSchema } from './schemas';
import { withRelated } from './views';

/** What a transition's `effect` receives. */
export interface TransitionArgs<Body> {
  ctx: AppContext;
  req: FastifyRequest;
  /** The locked row as it was (hidden columns left out). */
  before: Row;
  /** The parsed body: the `reason` and `reference` fields and the declared `body` schema's. */
  body: Body;
  /** The `reference`'s locked row, or null without one. */
  referenced: Row | null;
  /** The state being written, when the transition has a `field`. */
  to: number | null;
}

/**
 * A record call that changes a record, declared once and served at `{base}{id}/{path}/`
 * (SPEC §7). The machinery locks the row through `records.lock` (scope, hidden columns, row
 * restriction), checks `from` and `when` (409 invalid_transition, nothing changed), parses the
 * body, then writes the state, the effect's columns and updated_at, one audit row and one
 * record_history row, in one transaction, and answers the record.
 */
export interface TransitionDeclaration<S extends z.ZodObject = z.ZodObject> {
  /** The SPEC §7 call, e.g. `aceptar_licencia`. */
  path: string;
  method: 'GET' | 'POST';
  /** DOMAIN §1 action checked by canAccess before the body is read. */
  access: string;
  /** DOMAIN §1 resource checked instead of the declaration's base. */
  accessResource?: string;
  /** A call of the phone app (DOMAIN §7, domain/appCalls.ts) instead of a back-office role: `access` then only names it. */
  caller?: 'app';
  /** The action's name in audit_log and record_history; `access` by default. */
  action?: string;
  /** The state column the transition moves; without it the call is a plain record update. */
  field?: string;
  /** The states (of `field`) it starts from, or a test of the locked row. */
  from?: readonly number[] | ((row: Row) => boolean);
  /** The state it writes, or one worked out from the locked row. */
  to?: number | ((row: Row) => number);
  /** A required text field of the body (e.g. `motivo_de_rechazo`); kept in the history and in the column of that name, if any. */
  reason?: string;
  /** A body field holding the id of a record of another declaration; it must exist (field error) and is locked. */
  reference?: { field: string; resource: ResourceDeclaration | (() => ResourceDeclaration) };
  /** More body fields (parsed strictly together with `reason` and `reference`). */
  body?: S;
  /**
   * A multipart body (files), read by this hook before the transaction instead of `body`'s JSON
   * parse (`body` then only documents it); `effect` checks it and stores its files.
   */
  readBody?(req: FastifyRequest, ctx: AppContext): Promise<Row>;
  /** Undoes what `effect` left outside the database (stored files) when the transaction fails. */
  rollback?(body: Row, ctx: AppContext, log: FastifyBaseLogger): Promise<void>;
  /**
   * A further condition on the locked row (e.g. not one's own record); false answers 409. It
   * sees the declaration's `related` fields too (a vehicle's open loan), as the API answers them.
   */
  when?(row: Row, args: { req: FastifyRequest }): boolean;
  /** The i18n/server key of that 409's detail, saying what to do first (errors.invalid_transition by default). */
  refusal?: string;
  /** The values that detail names, read from the first row refused (the loan holding a vehicle). */
  refusalParams?(row: Row): Record<string, unknown>;
  /** The i18n/server key of the 409's detail when a record is not in a `from` state (the generic one by default). */
  stateRefusal?: string;
  /** More work in the same transaction; may answer more column values to write. */
  effect?(tx: Db, args: TransitionArgs<z.output<S> & Row>): Promise<Row | void> | Row | void;
  /** More work in the transaction after the write, with the row as it now is (an alert's event carries it). */
  afterWrite?(tx: Db, args: TransitionArgs<z.output<S> & Row> & { after: Row }): Promise<void> | void;
  /**
   * What the history row says of a transition that takes no `reason` (the vehicle a loan is
   * given), worked out in the transaction after `effect`; empty by default.
   */
  note?(tx: Db, args: TransitionArgs<z.output<S> & Row>): Promise<string> | string;
  /** The answer; the record (records.output) by default. */
  answer?(after: Row): unknown;
  /** The answer's schema for the API docs when `answer` changes it. */
  answerSchema?: z.ZodType;
  /** One line for the API docs; the path by default. */
  summary?: string;
  /**
   * Also served for several records as POST `{base}{bulk}/` {ids} (SPEC §7 multiple_liberar),
   * all or nothing in one transaction: rows locked in id order, a missing id is the field
   * error ids_not_found, any row the transition does not start from answers 409 with nothing
   * changed; each record gets its own audit and history rows. Only for a transition without a body.
   */
  bulk?: string;
}

/** Keeps the body's type for `effect` while the declaration lists mixed transitions. */
export const defineTransition = <S extends z.ZodObject = z.ZodObject>(transition: TransitionDeclaration<S>) =>
  transition as unknown as TransitionDeclaration;

const REASON = requiredText(REASON_MAX_LENGTH);
const REFERENCE_ID = recordId();

/** The body schema, or null for a call that reads no body. */
function bodySchemaOf(t: TransitionDeclaration) {
  const shape = {
    ...(t.reason ? { [t.reason]: REASON } : {}),
    ...(t.reference ? { [t.reference.field]: REFERENCE_ID } : {}),
    ...t.body?.shape,
  };
  if (t.readBody) return null;
  if (t.method === 'GET') {
    if (Object.keys(shape).length) throw new Error(`${t.path}: a GET transition takes no body`);
    return null;
  }
  return z.object(shape).strict();
}

function checkDeclaration(declaration: ResourceDeclaration, t: TransitionDeclaration) {
  if (t.field) {
    columnOf(declaration, t.field);
    if (t.from === undefined || t.to === undefined) throw new Error(`${declaration.base}/${t.path}: a state field needs from and to`);
  } else if (t.from !== undefined || t.to !== undefined) {
    throw new Error(`${declaration.base}/${t.path}: from and to need a state field`);
  }
  if (t.bulk && (t.reason || t.reference || t.body)) throw new Error(`${declaration.base}/${t.bulk}: a bulk transition takes no body but its ids`);
}

const startsFrom = (t: TransitionDeclaration, row: Row) =>
  t.from === undefined || (typeof t.from === 'function' ? t.from(row) : t.from.includes(row[t.field!] as number));

/**
 * 409 unless every locked row may take the transition: its state, then `when` (with `refusal`'s
 * words), on the rows with the declaration's related fields. A bulk call's refusal says which
 * of its ids stop it (`blocking`).
 */
async function checkAllowed(tx: Db, records: Records, t: TransitionDeclaration, rows: Row[], req: FastifyRequest, bulk = false) {
  const refuse = (stopped: Row[], key: string | undefined, params: Record<string, unknown> = {}) => {
    if (stopped.length) throw new ApiError(409, 'invalid_transition', key, params, bulk ? blockingOf(rows, stopped.map((row) => row.id as number)) : {});
  };
  refuse(rows.filter((row) => !startsFrom(t, row)), t.stateRefusal);
  if (!t.when) return;
  // Copies: the locked rows stay as stored for the write, its audit and history.
  const seen = await withRelated(tx, records.declaration, rows.map((row) => ({ ...row })));
  const stopped = seen.filter((row) => !t.when!(row, { req }));
  refuse(stopped, t.refusal, stopped.length ? t.refusalParams?.(stopped[0]) : {});
}

/** Locks the referenced record in its own declaration's scope and restriction; a missing one is a field error. */
async function lockReference(tx: Db, req: FastifyRequest, reference: NonNullable<TransitionDeclaration['reference']>, id: number) {
  const target = typeof reference.resource === 'function' ? reference.resource() : reference.resource;
  try {
    return await recordsOf(target).lock(tx, req, id);
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) throw FieldErrors.one(reference.field, 'reference');
    throw err;
  }
}

/** Writes one transition on a locked row that may take it: state, effect, audit and history; answers the row after. */
async function apply(tx: Db, ctx: AppContext, records: Records, t: TransitionDeclaration, req: FastifyRequest, before: Row, body: Row) {
  const { declaration, selection } = records;
  const id = before.id as number;
  const idColumn = columnOf(declaration, 'id');
  const hasColumn = (name: string) => Object.hasOwn(selection, name);
  const referenced = t.reference ? await lockReference(tx, req, t.reference, body[t.reference.field] as number) : null;
  const to = t.field ? (typeof t.to === 'function' ? t.to(before) : (t.to as number)) : null;
  const args = { ctx, req, before, body, referenced, to };
  const extra = (await t.effect?.(tx, args)) ?? {};
  const note = t.reason ? (body[t.reason] as string) : ((await t.note?.(tx, args)) ?? '');
  const values: Row = {
    ...(t.reason && hasColumn(t.reason) ? { [t.reason]: body[t.reason] } : {}),
    ...extra,
    ...(t.field ? { [t.field]: to } : {}),
  };
  // The declaration's guards hold here as for an edit (users: not oneself, not the last administrator).
  await declaration.protect?.(tx, req, [id], { kind: 'update', before, data: values });
  const [after] = await tx
    .update(declaration.table)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(idColumn, id))
    .returning(selection);
  const action = t.action ?? t.access;
  // Hidden columns (a token version) are written but never audited.
  const changes = Object.fromEntries(Object.keys(values).filter(hasColumn).map((k) => [k, [before[k], after[k]]]));
  await recordAudit(tx, req, { resource: declaration.base, action, recordId: id, changes });
  await addHistory(tx, req, {
    resource: declaration.base,
    recordId: id,
    action,
    field: t.field,
    from: t.field ? (before[t.field] as number | null) : null,
    to,
    reason: note,
  });
  await t.afterWrite?.(tx, { ...args, after });
  return after;
}

/** Runs one declared transition on record `id`. */
async function run(ctx: AppContext, records: Records, t: TransitionDeclaration, schema: z.ZodObject | null, req: FastifyRequest, id: number) {
  const read = t.readBody ? await t.readBody(req, ctx) : null;
  try {
    return await ctx.database.db.transaction(async (tx) => {
      const before = await records.lock(tx, req, id);
      await checkAllowed(tx, records, t, [before], req);
      const body: Row = read ?? (schema ? parse(schema, req.body ?? {}) : {});
      const after = await apply(tx, ctx, records, t, req, before, body);
      return t.answer ? t.answer(after) : (await withRelated(tx, records.declaration, [records.output(after)]))[0];
    });
  } catch (err) {
    if (read) await t.rollback?.(read, ctx, req.log);
    throw err;
  }
}

/** Runs a bulk transition (`bulk`) on every listed record, or on none. */
async function runBulk(ctx: AppContext, records: Records, t: TransitionDeclaration, req: FastifyRequest) {
  const { ids } = parse(idsSchema, req.body);
  return ctx.database.db.transaction(async (tx) => {
    const { rows } = await records.lockMany(tx, req, ids);
    await checkAllowed(tx, records, t, rows, req, true);
    for (const before of rows) await apply(tx, ctx, records, t, req, before, {});
    return { updated: rows.length };
  });
}

/** The route schema (server/kit/schemas.ts): documentation only, the handler parses the body itself. */
function transitionSchema(declaration: ResourceDeclaration, t: TransitionDeclaration, body: z.ZodObject | null): FastifySchema {
  const docs = actionSchema(declaration, { ...t, body: body ?? t.body, multipart: Boolean(t.readBody) });
  const from = Array.isArray(t.from) ? t.from.join(', ') : 'the states it allows';
  const moves = t.field ? ` Moves \`${t.field}\` from ${from}; any other state answers 409 invalid_transition.` : '';
  return {
    ...docs,
    description: `${docs.description}${moves} Writes an audit row and a history row.`,
    response: { 200: t.answerSchema ?? recordSchema(declaration), ...(docs.response as object), 409: apiError },
  };
}

/**
 * Serves a declaration's transitions and, when it keeps a history of its own (transitions, or
 * `editHistory`), `GET {base}{id}/history/` (DOMAIN §1 `show`).
 */
export function registerTransitions(app: FastifyInstance, ctx: AppContext, records: Records) {
  const { declaration } = records;
  const transitions = declaration.transitions ?? [];
  const { base } = declaration;
  if (keepsOwnHistory(declaration)) {
    app.get(`/${base}/:id/history/`, { onRequest: guard(ctx, base, 'show'), schema: historySchema(base) }, (req) =>
      readHistory(ctx.database.db, records, req, readId(req.params)),
    );
  }
  const multipartOnes = transitions.filter((t) => t.readBody);
  // Transitions with files parse multipart bodies in their own scope, with the upload limits.
  if (multipartOnes.length)
    void app.register(async (scope) => {
      await scope.register(multipart, { limits: MULTIPART_LIMITS });
      for (const t of multipartOnes) routeTransition(scope, ctx, records, t);
    });
  for (const t of transitions.filter((t) => !t.readBody)) routeTransition(app, ctx, records, t);
}

/** Serves one transition (and its bulk call) on `app`. */
function routeTransition(app: FastifyInstance, ctx: AppContext, records: Records, t: TransitionDeclaration) {
  const { declaration } = records;
  const { base } = declaration;
  checkDeclaration(declaration, t);
  const schema = bodySchemaOf(t);
  app.route({
    // A write even when SPEC makes it a GET: the app then drops its cached callers (http/writes.ts).
    ...WRITES,
    method: t.method,
    url: `/${base}/:id/${t.path}/`,
    onRequest: t.caller === 'app' ? appOnly(ctx) : guard(ctx, t.accessResource ?? base, t.access),
    schema: transitionSchema(declaration, t, schema),
    handler: (req) => run(ctx, records, t, schema, req, readId(req.params)),
  });
  if (t.bulk) {
    const docs = actionSchema(declaration, { ...t, path: t.bulk, collection: true, body: idsSchema, summary: `${t.summary ?? t.path}, for several records at once` });
    app.post(`/${base}/${t.bulk}/`, {
      onRequest: guard(ctx, t.accessResource ?? base, t.access),
      schema: { ...docs, response: { 200: z.object({ updated: z.number().int() }), ...(docs.response as object), 409: refusalError } },
      handler: (req) => runBulk(ctx, records, t, req),
    });
  }
}

import type { FastifyRequest } from 'fastify';
import { and, asc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { canAccess } from '../../domain/access';
import type { Db } from '../db/client';
import { preparedOnce } from '../db/prepared';
import { preparedRead } from '../db/rowReader';
import { FieldErrors, notFound, permissionDenied } from '../http/errors';
import { columnOf, type ResourceDeclaration } from './define';
import { MAX_RECORD_ID, recordId } from './fields';
import { anyOf } from './filterValues';
import { FILTER_LIMITS } from '../../domain/filters';
import { checkOwnRecord } from '../auth/appSessions';

export type Row = Record<string, unknown>;

/**
 * A declaration's rows as every call sees them: only the rows in its scope, never its hidden
 * columns, written only by callers its row restriction allows. The generic routes and the
 * record calls both go through this, so no call can forget one of the three.
 */
export interface Records {
  declaration: ResourceDeclaration;
  /** Every column except the hidden ones. */
  selection: Record<string, PgColumn>;
  /** `conditions` (undefined ones skipped) within the declaration's scope. */
  where(...conditions: (SQL | undefined)[]): SQL | undefined;
  /** The caller's own rows when the declaration has an `owner`; undefined otherwise. */
  own(req: FastifyRequest | undefined): SQL | undefined;
  /** The answer for a row. */
  output(row: Row): Row;
  /** A copy without hidden fields, for audit rows. */
  redact(data: Row): Row;
  /** The row in scope (and the caller's, for an `owner`), or 404; with the request, also 404 for an app session's call on someone else's record. */
  find(db: Db, id: number, req?: FastifyRequest): Promise<Row>;
  /** The first row in scope by id (a singleton's one record), or 404. */
  first(db: Db): Promise<Row>;
  /** Locks the row in scope for a write by the caller: 404 when absent (or not an app session's own), 403 when restricted. */
  lock(tx: Db, req: FastifyRequest, id: number): Promise<Row>;
  /**
   * Locks every listed row (ids once each); any missing refuses the call naming it, any restricted
   * answers 403. Answers the ids once each in the order sent, and the locked rows in id order.
   */
  lockMany(tx: Db, req: FastifyRequest, ids: number[]): Promise<{ unique: number[]; rows: Row[] }>;
}

/** Route ids are positive integers up to MAX_RECORD_ID; anything else is simply not found. */
export function readId(params: unknown): number {
  const raw = (params as { id?: string }).id ?? '';
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  if (id < 1 || id > MAX_RECORD_ID) throw notFound();
  return id;
}

/** The body of a call on several records ({ids}: multiple_delete, change_multiple_status, a bulk transition). */
export const idsSchema = z.object({ ids: z.array(recordId()).min(1).max(FILTER_LIMITS.maxValues) }).strict();

const RESTRICTED = '__restricted';

export function recordsOf(declaration: ResourceDeclaration): Records {
  const hidden = new Set(declaration.hidden ?? []);
  const selection = Object.fromEntries(Object.entries(getTableColumns(declaration.table)).filter(([name]) => !hidden.has(name))) as Record<string, PgColumn>;
  const idColumn = columnOf(declaration, 'id');
  const where = (...conditions: (SQL | undefined)[]) => {
    const all = [declaration.scope, ...conditions].filter((c): c is SQL => c !== undefined);
    return all.length ? and(...all) : undefined;
  };
  const ownerColumn = declaration.owner ? columnOf(declaration, declaration.owner) : undefined;
  // Without a signed-in caller an owned declaration has no rows (user ids start at 1).
  const callerOf = (req: FastifyRequest | undefined) => req?.user?.id ?? 0;
  const own = (req: FastifyRequest | undefined) => (ownerColumn ? eq(ownerColumn, callerOf(req)) : undefined);
  const findById = preparedOnce((db, name) => {
    const query = db
      .select(selection)
      .from(declaration.table)
      .where(where(eq(idColumn, sql.placeholder('id')), ownerColumn ? eq(ownerColumn, sql.placeholder('owner')) : undefined));
    // Read and mapped past drizzle on the pool itself (db/rowReader.ts).
    return preparedRead(db, query, selection, name(query));
  });
  const restriction = declaration.restrict;
  /** Whether each locked row is restricted, selected beside it. */
  const restricted: Record<string, SQL.Aliased<boolean>> = restriction ? { [RESTRICTED]: sql<boolean>`(${restriction.rows})`.as(RESTRICTED) } : {};
  const checkRestricted = (req: FastifyRequest, rows: Row[]) => {
    if (!restriction || !rows.some((r) => r[RESTRICTED] === true)) return;
    if (!canAccess(req.user?.groups ?? [], restriction.resource, restriction.action)) throw permissionDenied();
  };
  const strip = (row: Row) => {
    const { [RESTRICTED]: _r, ...rest } = row;
    return rest;
  };

  return {
    declaration,
    selection,
    where,
    own,
    output: (row) => (declaration.output ? declaration.output(row) : row),
    redact: (data) => Object.fromEntries(Object.entries(data).filter(([k]) => !hidden.has(k))),
    async find(db, id, req) {
      const [row] = await findById(db).execute(ownerColumn ? { id, owner: callerOf(req) } : { id });
      if (!row) throw notFound();
      checkOwnRecord(req, declaration.base, row);
      return row;
    },
    async first(db) {
      const [row] = await db.select(selection).from(declaration.table).where(where()).orderBy(asc(idColumn)).limit(1);
      if (!row) throw notFound();
      return row;
    },
    async lock(tx, req, id) {
      const [row] = await tx.select({ ...selection, ...restricted }).from(declaration.table).where(where(eq(idColumn, id), own(req))).for('update');
      if (!row) throw notFound();
      checkRestricted(req, [row]);
      // Under the lock: the owner and state an app session's call needs cannot change before the write.
      checkOwnRecord(req, declaration.base, row);
      return strip(row);
    },
    async lockMany(tx, req, ids) {
      const unique = [...new Set(ids)];
      const found = await tx
        .select({ ...selection, ...restricted })
        .from(declaration.table)
        .where(where(anyOf(idColumn, unique), own(req)))
        // Always in id order, so two bulk calls over overlapping rows wait rather than deadlock.
        .orderBy(asc(idColumn))
        .for('update');
      const missing = unique.filter((i) => !found.some((r) => r.id === i));
      if (missing.length) throw FieldErrors.one('ids', 'ids_not_found', { ids: missing.join(', ') });
      checkRestricted(req, found);
      return { unique, rows: found.map(strip) };
    },
  };
}

import type { FastifyRequest, FastifySchema } from 'fastify';
import { and, desc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { insertRows } from '../db/insertRows';
import { preparedOnce } from '../db/prepared';
import { preparedRead } from '../db/rowReader';
import { record_history, usuarios } from '../db/schema';
import { answerCarried, cappedCountColumn, countUpTo, readPage, TOTAL } from './query';
import { alwaysCounting } from './longLists';
import type { ResourceDeclaration } from './define';
import type { Records } from './records';
import { apiError, guardedErrors, idParams, operationIdOf, pageOf, pageQuery, schemaRegistry } from './schemas';

/** One declared transition of a record, as record_history keeps it. */
export interface HistoryEntry {
  resource: string;
  recordId: number;
  action: string;
  /** The state field moved, with its values; absent for an action without a state. */
  field?: string;
  from?: number | null;
  to?: number | null;
  reason?: string;
  /** Who made it when no request says (a phone's call run outside one); the request's user otherwise. */
  userId?: number;
}

/**
 * Appends history rows, by the caller (null for the system: the daily expiry job); pass the
 * transition's transaction so they commit with the change.
 */
export async function addHistory(tx: Db, req: FastifyRequest | null, ...entries: HistoryEntry[]) {
  if (!entries.length) return;
  await insertRows(
    tx,
    record_history,
    entries.map((entry) => ({
      resource: entry.resource,
      record_id: entry.recordId,
      action: entry.action,
      field: entry.field ?? null,
      from_state: entry.field ? (entry.from ?? null) : null,
      to_state: entry.field ? (entry.to ?? null) : null,
      reason: entry.reason ?? '',
      user_id: entry.userId ?? req?.user?.id ?? null,
    })),
  );
}

/** The action of a record's first history entry: its creation. */
export const CREATED = 'create';
/** The action of an edit's entry (`editHistory`): `reason` names the fields it changed, "name, days". */
export const EDITED = 'update';
/** The action of a change of the declaration's `status` field outside a transition (an edit, change_multiple_status). */
export const STATUS_CHANGED = 'status';

type HistoryKeeper = Pick<ResourceDeclaration, 'base' | 'transitions' | 'historyBase' | 'editHistory'>;

/** Whether the declaration keeps a history of its own records, served at GET {base}{id}/history/. */
export const keepsOwnHistory = (declaration: HistoryKeeper) => Boolean(declaration.transitions?.length || declaration.editHistory);

/**
 * Records the records' creation as their first history entry, in the create's transaction, when
 * their declaration keeps a history (it declares transitions or `editHistory`, so its page shows
 * one) or names the base that keeps it (`historyBase`).
 */
export async function addCreation(tx: Db, req: FastifyRequest | null, declaration: HistoryKeeper, ...recordIds: number[]) {
  const resource = declaration.historyBase ?? (keepsOwnHistory(declaration) ? declaration.base : null);
  if (resource) await addHistory(tx, req, ...recordIds.map((recordId) => ({ resource, recordId, action: CREATED })));
}

type Row = Record<string, unknown>;

/**
 * The history entries of edits of a declaration with `editHistory`, written in the edit's
 * transaction (nothing for one without): per record, one EDITED entry naming the writable fields
 * that changed, one entry per changed field the declaration gives an action of its own (a route's
 * path), and a STATUS_CHANGED move of its `status` field. A write that changes nothing writes none.
 */
export async function addEditHistory(tx: Db, req: FastifyRequest, declaration: ResourceDeclaration, ...edits: { before: Row; after: Row }[]) {
  if (!declaration.editHistory) return;
  const { base: resource } = declaration;
  const own = declaration.editHistory.own ?? {};
  const status = declaration.status?.field;
  const writable = Object.keys(declaration.input.shape).filter((field) => field !== status && !Object.hasOwn(own, field));
  const entries = edits.flatMap(({ before, after }): HistoryEntry[] => {
    const recordId = before.id as number;
    const changed = (field: string) => Object.hasOwn(after, field) && JSON.stringify(before[field]) !== JSON.stringify(after[field]);
    const fields = writable.filter(changed);
    return [
      ...(fields.length ? [{ resource, recordId, action: EDITED, reason: fields.join(', ') }] : []),
      ...Object.entries(own).flatMap(([field, action]) => (changed(field) ? [{ resource, recordId, action }] : [])),
      ...(status && changed(status) ? [{ resource, recordId, action: STATUS_CHANGED, field: status, from: before[status] as number, to: after[status] as number }] : []),
    ];
  });
  await addHistory(tx, req, ...entries);
}

/**
 * GET {base}{id}/history/?page&limit: the record's transitions, newest first, paged like every
 * list, each with the name of who made it (null once that user is deleted). The record itself
 * must be in the declaration's scope (404 otherwise). The record is read beside the page (two
 * connections, not one after the other), and the page's rows carry the capped count.
 */
export async function readHistory(db: Db, records: Records, req: FastifyRequest, id: number) {
  const resource = records.declaration.base;
  const read = async (limit: number, offset: number, atMost: number | undefined) => {
    const rows = atMost === undefined ? historyRowsOnly(db).execute({ resource, id, limit, offset }) : historyPage(db).execute({ resource, id, limit, offset, atMost });
    const [, found] = await Promise.all([records.find(db, id), rows as Promise<Record<string, unknown>[]>]);
    return found;
  };
  // The count's condition built only when a count is sent apart (most pages carry it in their rows).
  const count = (atMost: number) => countUpTo(db, record_history, historyOf(resource, id))(atMost);
  return answerCarried(readPage(req.query as Record<string, unknown>), read, alwaysCounting(count), (rows) => rows);
}

/**
 * The record's latest `limit` history rows, newest first, as GET {id}/history/ answers them (a
 * record's embedded `history`). Never throws for a record that is absent: the caller reads it beside.
 */
export const latestHistory = (db: Db, resource: string, id: number, limit: number) => historyRowsOnly(db).execute({ resource, id, limit, offset: 0 });

const historyOf = (resource: string | Placeholder, id: number | Placeholder) => and(eq(record_history.resource, resource), eq(record_history.record_id, id));

const HISTORY_COLUMNS = {
  id: record_history.id,
  action: record_history.action,
  field: record_history.field,
  from_state: record_history.from_state,
  to_state: record_history.to_state,
  reason: record_history.reason,
  at: record_history.at,
  user_id: record_history.user_id,
  user_name: sql<string | null>`nullif(trim(${usuarios.name} || ' ' || ${usuarios.last_name}), '')`,
};

/**
 * History rows newest first, each with the name of who made it: built and named once
 * (server/db/prepared.ts) rather than by drizzle on every record call.
 */
function historyRows(db: Db, extra: Record<string, SQL.Aliased<number>>) {
  return db
    .select({ ...HISTORY_COLUMNS, ...extra })
    .from(record_history)
    .leftJoin(usuarios, eq(usuarios.id, record_history.user_id))
    .where(OF_RECORD)
    .orderBy(desc(record_history.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}

/** The record's history rows by placeholders: resource, id. */
const OF_RECORD = historyOf(sql.placeholder('resource'), sql.placeholder('id'));

// Read and mapped past drizzle on the pool itself (db/rowReader.ts preparedRead).
const historyRowsOnly = preparedOnce((db, name) => {
  const query = historyRows(db, {});
  return preparedRead(db, query, HISTORY_COLUMNS, name(query), { timestampsAsText: true });
});

/** A page with the record's history counted up to `atMost` beside it (query.ts cappedCountColumn). */
const historyPage = preparedOnce((db, name) => {
  const extra = { [TOTAL]: cappedCountColumn(record_history, OF_RECORD, sql.placeholder('atMost')) };
  const query = historyRows(db, extra);
  return preparedRead(db, query, { ...HISTORY_COLUMNS, ...extra }, name(query), { carried: TOTAL, timestampsAsText: true });
});

export const historyRow = z.object({
  id: z.number().int(),
  action: z.string(),
  field: z.string().nullable(),
  from_state: z.number().int().nullable(),
  to_state: z.number().int().nullable(),
  reason: z.string(),
  at: z.iso.datetime({ offset: true }),
  user_id: z.number().int().nullable(),
  user_name: z.string().nullable().describe('Name and last name of who made it; null once that user is deleted'),
});
schemaRegistry.add(historyRow, { id: 'HistoryEntry', description: 'One declared transition of a record: who, when, from, to, reason.' });

/** The route schema of GET {base}{id}/history/ (documentation only). */
export const historySchema = (base: string): FastifySchema => ({
  tags: [base],
  operationId: operationIdOf(base, 'history'),
  summary: 'History of the record\'s transitions, newest first',
  description: 'DOMAIN §1 action `show`.',
  params: idParams,
  querystring: pageQuery,
  response: { 200: pageOf(historyRow), ...guardedErrors, 404: apiError },
});

import type { FastifySchema } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client';
import type { ResourceDeclaration } from './define';
import { historyRow } from './history';
import { recordSchema } from './schemas';

/**
 * What a declaration adds to the rows it answers: a read-only view's limits, related fields
 * from other tables, and a record's embedded history.
 */

/** A read-only view declares nothing that writes: a mistake fails at start-up, not on a call. */
export function checkReadOnlyView(declaration: ResourceDeclaration) {
  if (!declaration.readOnlyView) return;
  const writes = [
    declaration.transitions?.length && 'transitions',
    declaration.files?.length && 'files',
    declaration.status && 'status',
    declaration.singleton && 'singleton',
    declaration.actions?.some((a) => a.method !== 'GET') && 'a POST call',
  ].filter(Boolean);
  if (writes.length) throw new Error(`${declaration.base}: a read-only view declares no ${writes.join(', ')}`);
}

/** The answered rows with the declaration's related fields, one lookup for all of them. */
export async function withRelated(db: Db, declaration: ResourceDeclaration, rows: Record<string, unknown>[]) {
  return declaration.related && rows.length ? declaration.related.load(db, rows) : rows;
}

/** GET {id}/'s schema: the record, with its embedded `history` when the declaration embeds it. */
export function showSchema(declaration: ResourceDeclaration, show: FastifySchema): FastifySchema {
  if (!declaration.embedHistory) return show;
  const record = recordSchema(declaration) as z.ZodObject;
  const withHistory = record.extend({ history: z.array(historyRow).describe(`The latest ${declaration.embedHistory} history rows, newest first`) });
  return { ...show, response: { ...(show.response as object), 200: withHistory } };
}

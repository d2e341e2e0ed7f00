import type { FastifyRequest } from 'fastify';
import { audit_log } from '../db/schema';
import type { Db } from '../db/client';
import { insertRows } from '../db/insertRows';

type Executor = Pick<Db, 'execute'>;

export interface AuditEntry {
  resource: string;
  action: string;
  recordId?: string | number | null;
  changes?: unknown;
  userId?: number | null;
  /** The browser (User-Agent), on sign-in events only (server/auth/authLog.ts). */
  userAgent?: string | null;
}

/** Audit rows for writes; pass the transaction so they commit or roll back with the change. */
export async function recordAudits(tx: Executor, req: FastifyRequest | null, entries: AuditEntry[]) {
  if (!entries.length) return;
  await insertRows(
    tx,
    audit_log,
    entries.map((entry) => ({
      user_id: entry.userId ?? req?.user?.id ?? null,
      resource: entry.resource,
      record_id: entry.recordId == null ? null : String(entry.recordId),
      action: entry.action,
      changes: entry.changes ?? null,
      ip: req?.ip ?? null,
      user_agent: entry.userAgent ?? null,
    })),
  );
}

export const recordAudit = (tx: Executor, req: FastifyRequest | null, entry: AuditEntry) => recordAudits(tx, req, [entry]);

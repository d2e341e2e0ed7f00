import { addDays, format } from 'date-fns';
import { and, inArray, lte, sql } from 'drizzle-orm';
import { tryJobLock } from '../jobs/jobLock';
import { DOCUMENT_STATUS, EXPIRING_WITHIN_DAYS } from '../../domain/status';
import type { Db } from '../db/client';
import { job_runs } from '../db/schema/jobRuns';
import { addHistory } from './history';
import { recordAudits } from '../http/audit';
import { columnOf, type FileDeclaration, type ResourceDeclaration } from './define';
import { notify } from '../notifications/notify';

/** What the expiry job needs of a declaration. */
export type DocumentSource = Pick<ResourceDeclaration, 'base' | 'table' | 'scope' | 'files'>;
type Expiry = NonNullable<FileDeclaration['expiry']>;
/** A declared document with expiry, and the declaration whose base names it in audit rows. */
export interface DeclaredDocument {
  source: DocumentSource;
  file: FileDeclaration & { expiry: Expiry };
}

/** Today on the process clock, as 'yyyy-MM-dd': the company's day, the entry points running it in TIME_ZONE (config.ts setCompanyClock). */
export const today = (now = new Date()) => format(now, 'yyyy-MM-dd');

/** The last day on which a document expiring then counts as expiring on `day`. */
const expiringUntil = (day: string) => format(addDays(new Date(`${day}T12:00:00`), EXPIRING_WITHIN_DAYS), 'yyyy-MM-dd');

/**
 * The state of an accepted document on `day` (DOMAIN §2 documents, §4 expiry): expired after its
 * date, expiring within 30 days of it (the day itself too), otherwise accepted.
 */
export function documentStateFor(expiry: string | null, day: string): number {
  if (!expiry) return DOCUMENT_STATUS.accepted;
  if (expiry < day) return DOCUMENT_STATUS.expired;
  return expiry <= expiringUntil(day) ? DOCUMENT_STATUS.expiring : DOCUMENT_STATUS.accepted;
}

/**
 * Every document with expiry that `sources` declare, once per table and state column: a view
 * sharing a table (usuarios/plataforma) lists the same document as the base that serves it.
 */
export function declaredDocuments(sources: readonly DocumentSource[]): DeclaredDocument[] {
  const found: DeclaredDocument[] = [];
  for (const source of sources) {
    for (const file of source.files ?? []) {
      if (!file.expiry) continue;
      const document = { source, file: file as DeclaredDocument['file'] };
      const index = found.findIndex((d) => d.source.table === source.table && d.file.expiry.status === file.expiry!.status);
      if (index < 0) found.push(document);
      else if (file.servedBy === source.base) found[index] = document;
    }
  }
  return found;
}

/**
 * DOMAIN §4 for one document: accepted ones move to expiring (within 30 days) and accepted or
 * expiring ones to expired, once per document and state, in the job's transaction with an audit
 * row each (`<access>_state`, by nobody) and the declared notifications. Pending and rejected
 * ones wait for a person.
 */
async function refreshDocument(tx: Db, { source, file }: DeclaredDocument, day: string) {
  const { accepted, expiring, expired } = DOCUMENT_STATUS;
  const id = columnOf(source, 'id');
  const status = columnOf(source, file.expiry.status);
  const date = columnOf(source, file.expiry.field);
  const due = await tx
    .select({ id, before: status, expiry: date })
    .from(source.table)
    .where(and(source.scope, inArray(status, [accepted, expiring]), lte(date, expiringUntil(day))))
    .for('update');
  const moves = due
    .map((row) => ({ id: row.id as number, before: row.before as number, after: documentStateFor(row.expiry as string, day) }))
    .filter((move) => move.after !== move.before);
  const moved = { expiring: 0, expired: 0 };
  for (const [name, state] of [['expiring', expiring], ['expired', expired]] as const) {
    const ids = moves.filter((move) => move.after === state).map((move) => move.id);
    moved[name] = ids.length;
    if (ids.length) await tx.update(source.table).set({ [file.expiry.status]: state, updated_at: sql`now()` }).where(inArray(id, ids));
  }
  // Moves by the clock are transitions too: the record's history shows them, by nobody.
  await addHistory(
    tx,
    null,
    ...moves.map((move) => ({ resource: file.servedBy ?? source.base, recordId: move.id, action: `${file.access}_state`, field: file.expiry.status, from: move.before, to: move.after })),
  );
  await recordAudits(
    tx,
    null,
    moves.map((move) => ({
      resource: file.servedBy ?? source.base,
      action: `${file.access}_state`,
      recordId: move.id,
      changes: { [file.expiry.status]: [move.before, move.after] },
    })),
  );
  await notifyMoves(tx, { source, file }, moves);
  return moved;
}

/** DOMAIN §4: each move to Expiring or Expired raises the document's declared type, with its date and new state. */
async function notifyMoves(tx: Db, { source, file }: DeclaredDocument, moves: { id: number; after: number }[]) {
  const { expiring, expired } = DOCUMENT_STATUS;
  const typeOf = (state: number) => (state === expiring ? file.notify?.expiring : state === expired ? file.notify?.expired : undefined);
  const raised = moves.filter((move) => typeOf(move.after) !== undefined);
  if (!raised.length) return;
  const rows = await tx.select().from(source.table).where(inArray(columnOf(source, 'id'), raised.map((move) => move.id)));
  const byId = new Map(rows.map((row) => [row.id as number, row as Record<string, unknown>]));
  for (const move of raised) {
    const row = byId.get(move.id)!;
    const params = { ...file.notify!.params(row), date: row[file.expiry.field], state: move.after === expiring ? 'expiring' : 'expired' };
    await notify(tx, typeOf(move.after)!, { resource: file.servedBy ?? source.base, recordId: move.id, params, raisedBy: null });
  }
}

/** Name of the expiry job's advisory lock (its key is the name's hash): one run at a time across every server process. */
export const DOCUMENT_JOB = 'flotilla:document_states';

/** The expiry of every document `sources` declare on `day`, in `tx`; answers how many moved to each state. */
async function refreshAll(tx: Db, sources: readonly DocumentSource[], day: string) {
  const total = { expiring: 0, expired: 0 };
  for (const document of declaredDocuments(sources)) {
    const moved = await refreshDocument(tx, document, day);
    total.expiring += moved.expiring;
    total.expired += moved.expired;
  }
  return total;
}

/** Runs the expiry of every document `sources` declare; answers how many moved to each state. */
export async function refreshDocumentStates(db: Db, sources: readonly DocumentSource[], day = today()) {
  // One transaction under one advisory lock: with several server processes on one database,
  // one runs the job and the others find it taken and skip (nothing moved, nothing raised).
  return db.transaction(async (tx) => ((await tryJobLock(tx, DOCUMENT_JOB)) ? refreshAll(tx, sources, day) : { expiring: 0, expired: 0 }));
}

/**
 * Claims `job`'s run for `day` in `tx` (a row of job_runs), answering false when it is claimed
 * already. A claim made by a transaction still running holds the insert until that one ends:
 * committed, this answers false; rolled back (its run failed), this one claims the run.
 */
export async function claimDailyRun(tx: Db, job: string, day: string) {
  const claimed = await tx.insert(job_runs).values({ job, day }).onConflictDoNothing().returning({ day: job_runs.day });
  return claimed.length > 0;
}

/**
 * The day's run of the expiry job, once a day across every server process: the first to claim
 * `day` runs it, in the claim's transaction; the others (each instance runs it at start-up and
 * just after midnight) answer null. A failed run rolls its claim back, to be run again.
 */
export async function runDailyDocumentStates(db: Db, sources: readonly DocumentSource[], day = today()) {
  return db.transaction(async (tx) => {
    if (!(await claimDailyRun(tx, DOCUMENT_JOB, day))) return null;
    // Not at the same time as a run without a claim (refreshDocumentStates): it waits for it.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${DOCUMENT_JOB}))`);
    return refreshAll(tx, sources, day);
  });
}

/**
 * Runs `runDailyDocumentStates` now and then every day just after local midnight; answers a
 * function that stops it. A day's run another process claimed is not run again here. What moved
 * is logged as `<subject>: …`; failures are logged and retried at the next run.
 */
export function scheduleDocumentStates(
  db: Db,
  sources: readonly DocumentSource[],
  log: (message: string, err?: unknown) => void,
  subject = 'Documents',
) {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const run = async () => {
    try {
      const moved = await runDailyDocumentStates(db, sources);
      if (moved && (moved.expiring || moved.expired)) log(`${subject}: ${moved.expiring} now expiring, ${moved.expired} now expired.`);
    } catch (err) {
      log(`${subject}: states could not be refreshed`, err);
    }
  };
  const next = () => {
    if (stopped) return;
    const now = new Date();
    const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 0, 5);
    timer = setTimeout(() => void run().then(next), midnight.getTime() - now.getTime());
    timer.unref();
  };
  const first = run().then(next);
  return async () => {
    stopped = true;
    await first;
    clearTimeout(timer);
  };
}

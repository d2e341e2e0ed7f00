import { ApiError } from './errors';

/** Seconds a caller is asked to wait (Retry-After) while the database is unreachable. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * PostgreSQL's codes for a server that is going or gone: 57P01-57P03 admin, crash and
 * cannot-connect-now shutdowns, class 08 connection failures (SQLSTATE, the same in any language).
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006']);
/** Node's socket errors on the way to the database. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
/**
 * node-postgres's own errors, which carry no code: a socket that closed, a connection or pool
 * checkout past connectionTimeoutMillis, a client already broken. Our library's text, never translated.
 */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Client has encountered a connection error and is not queryable/,
  /^Client was closed and is not queryable/,
];

interface Failure {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/**
 * What marks `error` as the database being unreachable right now (rather than a query that
 * failed): the code or driver message that says so, or null. drizzle wraps the driver's error as
 * `cause`; a connection to several addresses fails as an AggregateError of each.
 */
function outageMark(error: unknown, depth = 0): string | null {
  if (!error || typeof error !== 'object' || depth > 5) return null;
  const err = error as Failure;
  if (typeof err.code === 'string' && (SQLSTATES.has(err.code) || SOCKET_CODES.has(err.code))) return err.code;
  if (typeof err.message === 'string' && DRIVER_MESSAGES.some((re) => re.test(err.message as string))) return err.message;
  for (const inner of Array.isArray(err.errors) ? err.errors : []) {
    const mark = outageMark(inner, depth + 1);
    if (mark !== null) return mark;
  }
  return outageMark(err.cause, depth + 1);
}

/** Whether an error means the database cannot be reached right now. */
export const isDatabaseUnavailable = (error: unknown) => outageMark(error) !== null;

/** 503 database_unavailable: answered with Retry-After by app.ts's error handler. */
export const databaseUnavailable = () => new ApiError(503, 'database_unavailable');

/** The one line an operator needs, without the query, its parameters or the connection string. */
export const describeOutage = (error: unknown) => outageMark(error) ?? 'unreachable';

/**
 * Logs an outage at most once per interval: while the database is down every call fails the
 * same way, and one line every few seconds says so without flooding the log.
 */
export function outageLogger(log: (line: string) => void, intervalMs = 10_000) {
  let last = 0;
  return (error: unknown) => {
    const now = Date.now();
    if (now - last < intervalMs) return;
    last = now;
    log(`[database] unavailable (${describeOutage(error)}): answering 503 until it returns`);
  };
}

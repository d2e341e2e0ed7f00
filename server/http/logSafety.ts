import type { FastifyRequest } from 'fastify';

/**
 * What a log line may say about an error or a request. A failed query's parameters (a new user's
 * argon2id hash, personal data) and PostgreSQL's `detail` ("Failing row contains (…)", "Key
 * (email)=(…)") stay out: the SQL text, the error code and the message are enough to debug.
 */

/** Paths pino blanks wherever a log line is built (headers, bodies, objects passed to log calls). */
const SECRET_KEYS = [
  'password',
  'contrasena',
  'new_password',
  'current_password',
  'token',
  'refresh',
  'access',
  'websockets_token',
  'hash',
  'authorization',
  'cookie',
  'params',
  'detail',
  // The second factor's (issue #36): challenges, device tokens, TOTP secrets and recovery codes.
  'challenge',
  'device_token',
  'secret',
  'otpauth_url',
  'qr_svg',
  'recovery_codes',
];
const redactPaths = [
  ...SECRET_KEYS,
  ...SECRET_KEYS.map((k) => `*.${k}`),
  ...SECRET_KEYS.map((k) => `*.*.${k}`),
  // A code someone typed (TOTP, recovery) only in bodies: an error's `code` (PostgreSQL's, ws's) is what debugging needs.
  'body.code',
  '*.body.code',
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["sec-websocket-protocol"]',
  'res.headers["set-cookie"]',
];

interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  code?: string;
  query?: string;
  table?: string;
  constraint?: string;
  stack: string;
  cause?: LoggedError;
}

/** A failed Drizzle query (DrizzleQueryError): its message repeats every parameter. */
const isFailedQuery = (err: Error): err is Error & { query: string; params: unknown[] } =>
  typeof (err as { query?: unknown }).query === 'string' && 'params' in err;

export function safeError(err: unknown, depth = 0): LoggedError {
  if (!(err instanceof Error)) return { type: typeof err, message: '[not an Error]', stack: '' };
  const e = err as Error & { code?: unknown; table?: unknown; constraint?: unknown; cause?: unknown };
  const failed = isFailedQuery(err);
  const message = failed ? 'Failed query' : err.message;
  const out: LoggedError = { type: err.constructor?.name ?? 'Error', message, stack: '' };
  if (typeof e.code === 'string') out.code = e.code;
  if (failed) out.query = err.query;
  if (typeof e.table === 'string') out.table = e.table;
  if (typeof e.constraint === 'string') out.constraint = e.constraint;
  if (err.stack) {
    // The stack begins with the message; keep only the frames.
    const frames = err.stack.search(/\n\s+at /);
    out.stack = `${out.type}: ${message}${frames >= 0 ? err.stack.slice(frames) : ''}`;
  }
  if (e.cause && depth < 3) out.cause = safeError(e.cause, depth + 1);
  return out;
}

/** A request as logged: no query string (a list filter can carry an email, a link a token). */
export function safeRequest(req: FastifyRequest): Record<string, unknown> {
  if (typeof req?.url !== 'string') return req as unknown as Record<string, unknown>; // something else logged as `req`: left to redaction
  return { method: req.method, url: req.url.split('?')[0], host: req.host, remoteAddress: req.ip };
}

/** Fastify `logger` options that keep secrets out (logger: false stays false). */
export const safeLogging = {
  redact: { paths: redactPaths, censor: '[redacted]' },
  serializers: { err: safeError, error: safeError, req: safeRequest },
  hooks: {
    // `log.error(err)` takes the line's message from err.message, which for a failed query lists its parameters.
    logMethod(this: unknown, args: unknown[], method: (...a: unknown[]) => void) {
      if (args.length === 1 && args[0] instanceof Error) return method.apply(this, [args[0], safeError(args[0]).message]);
      return method.apply(this, args);
    },
  },
};

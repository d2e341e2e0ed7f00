import type { FastifyBaseLogger } from 'fastify';

type Bindings = Record<string, unknown>;
type Method = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type Args = Parameters<FastifyBaseLogger['info']>;
/** pino's logger: it tells which levels it writes. */
type Pino = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };
const isPino = (logger: FastifyBaseLogger): logger is Pino => typeof (logger as Partial<Pino>).isLevelEnabled === 'function';

/**
 * A request's logger (`req.log`) that makes pino's child only when a line is written at a level
 * the logger writes. Fastify makes a child for every request, and pino runs the redaction paths
 * (http/logSafety.ts) over its bindings each time: a few % of a record call's CPU for a logger
 * most calls never write to. The lines written are the child's own, bindings and all.
 */
class RequestLogger {
  #child: Pino | undefined;
  constructor(
    readonly parent: Pino,
    readonly bindings: Bindings,
    readonly options: object,
  ) {}
  get real(): Pino {
    return (this.#child ??= this.parent.child(this.bindings, this.options) as Pino);
  }
  get level(): string {
    return this.#child?.level ?? this.parent.level;
  }
  set level(level: string) {
    this.real.level = level;
  }
  #write(method: Method, args: Args) {
    if (this.#child === undefined && !this.parent.isLevelEnabled(method)) return;
    (this.real[method] as (...a: Args) => void)(...args);
  }
  fatal(...args: Args) {
    this.#write('fatal', args);
  }
  error(...args: Args) {
    this.#write('error', args);
  }
  warn(...args: Args) {
    this.#write('warn', args);
  }
  info(...args: Args) {
    this.#write('info', args);
  }
  debug(...args: Args) {
    this.#write('debug', args);
  }
  trace(...args: Args) {
    this.#write('trace', args);
  }
  silent() {}
  isLevelEnabled(level: string) {
    return this.#child ? this.#child.isLevelEnabled(level) : this.parent.isLevelEnabled(level);
  }
  child(bindings: Bindings, options?: object) {
    return this.real.child(bindings, options);
  }
}

/**
 * Fastify's `childLoggerFactory`: a route with a level of its own (`logLevel`), or a logger other
 * than pino (Fastify's silent one), gets its child at once, as Fastify would make it; the others a
 * RequestLogger.
 */
export function requestLogger(logger: FastifyBaseLogger, bindings: Bindings, options: { level?: string }): FastifyBaseLogger {
  if (options.level !== undefined || !isPino(logger)) return logger.child(bindings, options);
  return new RequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
}

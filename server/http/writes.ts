import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Whether the call may write, where its method says otherwise (see mayWrite). */
    writes?: boolean;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a call may have written: as its route declares — a POST that only reads (a q/ list, an
 * export: DOMAIN §4), a GET that SPEC makes a write (quitar_permisos, aceptar_licencia…) — else
 * by its method.
 */
export const mayWrite = (req: FastifyRequest) => req.routeOptions.config?.writes ?? !READS.has(req.method);

/** Route options of a POST that only reads. */
export const READS_WITH_BODY = { config: { writes: false } };
/** Route options of a call that writes whatever its method. */
export const WRITES = { config: { writes: true } };

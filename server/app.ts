import Fastify, { LogController, type FastifyError, type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { constants as zlibConstants } from 'node:zlib';
import path from 'node:path';
import type { AppContext, AppParts } from './context';
import { createFileStore } from './files/store';
import { ApiError, FieldErrors } from './http/errors';
import { fromDatabaseError } from './http/databaseErrors';
import { langOf, translate } from './http/i18n';
import { authRoutes } from './auth/routes';
import { recoveryRoutes } from './auth/recovery';
import { accountRoutes } from './auth/account/routes';
import { registerResources } from './kit/register';
import { docsRoutes, registerOpenApi } from './kit/openapi';
import { aggregates, resources } from './resources';
import { clientCacheControl } from './http/clientCache';
import { isClientRoute, isPublicClientPath } from './http/clientFiles';
import { safeLogging } from './http/logSafety';
import { requestLogger } from './http/requestLogger';
import { inputSafety } from './http/inputSafety';
import { outageLogger, RETRY_AFTER_SECONDS } from './http/outage';
import { healthRoutes } from './http/health';
import { realtimeRoutes, websocketSupport } from './realtime/socket';
import { notificationRoutes } from './notifications/routes';
import { auditRoutes } from './resources/loans/auditsRoutes';
import { createCallers } from './http/guard';
import { listenForCallerChanges } from './auth/callerListener';
import { mayWrite } from './http/writes';
import { createLongLists } from './kit/longLists';
import { listenForWrites } from './kit/writesListener';
import { securityHeaders, tileOrigin } from './http/securityHeaders';
import { mapRoutes } from './resources/transport/mapTiles';
import { aggregateRoutes } from './kit/aggregateRoutes';
import { homeRoutes } from './resources/home/homeRoutes';

/** `logStream`: where log lines go instead of stdout (tests read it). */
export async function buildApp(given: AppParts, logStream?: { write(line: string): void }): Promise<FastifyInstance> {
  // A context may bring its own cache (a test reads its counters); each app listens for it.
  const callers = given.callers ?? createCallers(given.database);
  const longLists = given.longLists ?? createLongLists();
  const ctx: AppContext = { ...given, callers, longLists, files: given.files ?? createFileStore(given.config.files) };
  await ctx.files.check();
  const app = Fastify({
    logger: ctx.config.logLevel === 'silent' ? false : { level: ctx.config.logLevel, ...safeLogging, ...(logStream && { stream: logStream }) },
    bodyLimit: 1024 * 1024,
    // One line per request is for debugging; at `info` the console shows start-up and problems.
    logController: new LogController({ disableRequestLogging: ctx.config.logLevel !== 'debug' && ctx.config.logLevel !== 'trace' }),
    // A request's child logger is made on its first line, not for every request (http/requestLogger.ts).
    childLoggerFactory: requestLogger,
    trustProxy: process.env.TRUST_PROXY === '1',
  });
  app.decorateRequest('user', null);
  // The caller cache holds only while its own connection listens for changes (auth/callerListener.ts).
  // So do the long lists' skipped counts (kit/writesListener.ts); both share one connection.
  let stopListening = async () => {};
  app.addHook('onReady', async () => {
    const log = (line: string) => app.log.warn(line);
    const stops = [listenForCallerChanges(ctx.database.direct.options, callers, log), listenForWrites(ctx.database.direct.options, longLists, log)];
    stopListening = async () => void (await Promise.all(stops.map((stop) => stop())));
  });
  app.addHook('onClose', () => stopListening());
  // A write this instance made (a user disabled, a logout) holds from its very next call here, not
  // only once PostgreSQL's message comes back: any answered write drops the cached callers. A
  // POST that only reads (a q/ list, an export) is not a write, and lists are the hot path.
  app.addHook('onSend', (req, _reply, payload, done) => {
    if (mayWrite(req)) {
      callers.forgetAll();
      longLists.forgetAll();
    }
    done(null, payload);
  });
  await registerOpenApi(app);

  securityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The maps' tiles come from their server (MAP_TILE_URL, GET mapa/).
        imgSrc: ["'self'", 'data:', 'blob:', tileOrigin(ctx.config.mapTileUrl)],
        fontSrc: ["'self'", 'data:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // 'self' covers the same-origin websocket (CSP Level 3 matches ws:/wss: to the page's origin).
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // Sent below instead, for any request that came over HTTPS.
    hsts: false,
  });
  // HSTS=1 for a proxy that ends TLS without sending X-Forwarded-Proto.
  const hstsAlways = process.env.HSTS === '1';
  app.addHook('onRequest', (req, reply, done) => {
    // req.protocol honours X-Forwarded-Proto only behind a trusted proxy (TRUST_PROXY=1).
    if (req.protocol === 'https' || hstsAlways) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    done();
  });
  // API answers above 1 KB go out compressed when the caller accepts it; registered before the
  // static files, which send their own pre-compressed copies (see server/cli/compressClient.ts).
  // Request bodies are not inflated: a small compressed body could expand past the body limit.
  // Answers up to 64 KB (every list page) are compressed in one call, not through a zlib stream
  // per answer: on two cores the stream's set-up and hand-offs to the thread pool cost more than
  // the compression. Brotli at quality 2, not the plugin's 4: half its CPU (15–20 % less than
  // 3's) for 4–9 % more bytes than 3 (docs/PERFORMANCE.md).
  await app.register(compress, {
    threshold: 1024,
    syncThreshold: 64 * 1024,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 2 } },
    encodings: ['br', 'gzip', 'deflate'],
    globalDecompression: false,
  });

  const logOutage = outageLogger((line) => app.log.warn(line));
  app.setErrorHandler((err: FastifyError & { code?: string }, req, reply) => {
    const lang = langOf(req);
    const known = err instanceof ApiError || err instanceof FieldErrors ? err : fromDatabaseError(err);
    if (known instanceof FieldErrors) {
      const body = Object.fromEntries(Object.entries(known.fields).map(([f, ms]) => [f, ms.map((m) => translate(lang, m.key, m.params))]));
      return reply.status(400).send(body);
    }
    if (known instanceof ApiError) {
      // The database is unreachable (http/outage.ts): worth a retry shortly, logged once in a while.
      if (known.code === 'database_unavailable') {
        logOutage(err);
        reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      }
      return reply.status(known.status).send({ detail: translate(lang, known.messageKey, known.params), code: known.code, ...known.extra });
    }
    if (err.statusCode === 413) return reply.status(413).send({ detail: translate(lang, 'errors.payload_too_large'), code: 'payload_too_large' });
    if (err.statusCode === 429) return reply.status(429).send({ detail: translate(lang, 'errors.throttled'), code: 'throttled' });
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.status(err.statusCode).send({ detail: translate(lang, 'errors.invalid'), code: 'invalid' });
    }
    req.log.error(err);
    return reply.status(500).send({ detail: translate(lang, 'errors.internal'), code: 'internal' });
  });

  // Before any route: it wraps every route's handler to tell an upgrade from a plain request.
  await websocketSupport(app);
  // NUL and lone surrogates are refused for every route, before any handler reads them.
  app.addHook('preValidation', inputSafety);
  await app.register(
    async (api) => {
      await api.register(authRoutes(ctx));
      await api.register(recoveryRoutes(ctx));
      await api.register(accountRoutes(ctx));
      await api.register(registerResources(ctx, resources));
      for (const aggregate of aggregates) await api.register(aggregateRoutes(ctx, aggregate));
      await api.register(homeRoutes(ctx, resources, aggregates));
      await api.register(mapRoutes(ctx));
      await api.register(docsRoutes(ctx));
      await api.register(healthRoutes(ctx));
      await api.register(realtimeRoutes(ctx));
      await api.register(notificationRoutes(ctx));
      await api.register(auditRoutes(ctx));
      api.setNotFoundHandler((req, reply) =>
        reply.status(404).send({ detail: translate(langOf(req), 'errors.not_found'), code: 'not_found' }),
      );
    },
    { prefix: '/api' },
  );

  // The built client; any non-API path falls back to index.html so client routes load directly.
  if (existsSync(path.join(ctx.config.clientDir, 'index.html'))) {
    // Files are looked up per request, so a rebuilt client is served without a restart.
    await app.register(fastifyStatic, {
      root: ctx.config.clientDir,
      preCompressed: true,
      cacheControl: false,
      allowedPath: (pathName) => isPublicClientPath(pathName),
      setHeaders: (reply, filePath) => reply.header('cache-control', clientCacheControl(ctx.config.clientDir, filePath)),
    });
    app.setNotFoundHandler((req, reply) => {
      if (req.method !== 'GET' || req.url.startsWith('/api/') || !isClientRoute(req.url)) {
        return reply.status(404).send({ detail: translate(langOf(req), 'errors.not_found'), code: 'not_found' });
      }
      return reply.sendFile('index.html');
    });
  }
  return app;
}

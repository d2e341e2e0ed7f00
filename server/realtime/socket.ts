import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import websocket from '@fastify/websocket';
import type { RawData, WebSocket } from 'ws';
import { z } from 'zod';
import type { AppContext } from '../context';
import { verifyToken } from '../auth/tokens';
import { ApiError } from '../http/errors';
import { liveUser, PUBLIC_ROUTE } from '../http/guard';
import { langOf, type Lang } from '../http/i18n';
import { apiError, operationIdOf } from '../kit/schemas';
import { startBus } from './bus';
import { CLOSE, createHub, type Hub } from './hub';

/** DOMAIN §6: the first frame must come within this time, or the socket is closed (4401). */
export const AUTH_TIMEOUT_MS = 10_000;
const HEARTBEAT_MS = 30_000;
/** How long a socket waits for the bus at sign-in (the database just came back) before 1013. */
const BUS_WAIT_MS = 5000;

/**
 * @fastify/websocket on the root app, before any route: it wraps each route's handler, so an
 * upgrade aimed anywhere but /api/ws/ is closed instead of left open.
 */
export async function websocketSupport(app: FastifyInstance) {
  await app.register(websocket, { options: { maxPayload: 16 * 1024 }, errorHandler: socketError, preClose: closeForRestart });
}

/**
 * The app closing (a graceful stop, server/main.ts): every socket is told 1012, on which the
 * client reconnects (src/realtime/connection.ts), reaching another instance through the balancer.
 */
function closeForRestart(this: FastifyInstance, done: () => void) {
  for (const client of this.websocketServer.clients) client.close(CLOSE.restart, 'server restart');
  this.server.removeAllListeners('upgrade');
  this.websocketServer.close(done);
}

/**
 * An error on an open socket. A client's bad frame (too large, a bad opcode, invalid UTF-8: ws's
 * WS_ERR_* codes, already answered with its close code, e.g. 1009) is the client's doing: a
 * warning without a stack. Anything else stays an error; either way the socket ends, as before.
 */
function socketError(error: Error & { code?: string }, socket: WebSocket, req: FastifyRequest) {
  if (error.code?.startsWith('WS_ERR_')) req.log.warn({ code: error.code }, `[realtime] closed a socket for a bad frame: ${error.message}`);
  else req.log.error(error);
  socket.terminate();
}

/** The first frame: `{"type": "auth", "token": <websockets_token>, "language"?: "es" | "en"}`. */
function parseAuthFrame(data: RawData, isBinary: boolean): { token: string; language?: Lang } | null {
  if (isBinary) return null;
  try {
    const frame = JSON.parse(data.toString()) as Record<string, unknown>;
    if (frame?.type !== 'auth' || typeof frame.token !== 'string' || frame.token.length > 4096) return null;
    const language = frame.language === 'es' || frame.language === 'en' ? frame.language : undefined;
    return { token: frame.token, language };
  } catch {
    return null;
  }
}

/**
 * One connection: waits for the auth frame, checks its ticket like an access token (the user
 * active, the session not ended), answers `{"type": "ready"}` and joins the hub; anything else
 * closes with 4401.
 */
function acceptSocket(ctx: AppContext, hub: Hub, waitForBus: () => Promise<void>, socket: WebSocket, req: FastifyRequest) {
  let state: 'waiting' | 'checking' | 'ready' = 'waiting';
  const deadline = setTimeout(() => socket.close(CLOSE.unauthorized, 'auth timeout'), AUTH_TIMEOUT_MS);
  socket.once('close', () => clearTimeout(deadline));
  socket.on('message', (data, isBinary) => {
    if (state !== 'waiting') return;
    state = 'checking';
    clearTimeout(deadline);
    const frame = parseAuthFrame(data, isBinary);
    (async () => {
      const claims = frame && (await verifyToken(ctx.config.jwtSecret, frame.token, 'ws'));
      const user = claims && (await liveUser(ctx, claims));
      if (!frame || !claims || !user) return socket.close(CLOSE.unauthorized, 'unauthorized');
      // Ready means events reach this socket from now on: the bus must be listening.
      await waitForBus();
      if (socket.readyState !== socket.OPEN) return;
      state = 'ready';
      hub.add({ socket, claims, userId: user.id, lang: frame.language ?? langOf(req), alive: true });
      socket.send(JSON.stringify({ type: 'ready' }));
    })().catch((err) => {
      req.log.warn({ err }, '[realtime] sign-in on the socket failed');
      socket.close(CLOSE.tryLater, 'try later');
    });
  });
}

const WS_SCHEMA = {
  tags: ['realtime'],
  operationId: operationIdOf('realtime', 'ws'),
  summary:
    'The websocket (DOMAIN §6): its first frame is {"type": "auth", "token": <websockets_token>, "language"?: "es"|"en"}; the server answers {"type": "ready"} and pushes {"type": "notification"} and {"type": "alert"} frames, or closes with 4401. A query string (a token in the URL) is refused with 400.',
  security: [],
  response: { 101: z.undefined().describe('Switching Protocols: the websocket is open'), 400: apiError },
};

/** `GET /api/ws/` and this instance's event bus (server/realtime/bus.ts). */
export const realtimeRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const bus = startBus(ctx.database.direct.options, (line) => app.log.warn(line));
    const hub = createHub(ctx, (line, err) => app.log.warn({ err }, line));
    bus.subscribe((event) => hub.onEvent(event));
    bus.onResume(() => hub.restartAll());
    const heartbeat = setInterval(() => hub.heartbeat(), HEARTBEAT_MS).unref();
    app.addHook('onClose', async () => {
      clearInterval(heartbeat);
      await bus.stop();
    });

    app.route({
      method: 'GET',
      url: '/ws/',
      // Open at the HTTP level: the ticket in the first frame is the credential.
      ...PUBLIC_ROUTE,
      schema: WS_SCHEMA,
      onRequest: async (req) => {
        // A token in the URL ends up in proxy and server logs: any query string is refused.
        if (req.raw.url?.includes('?')) throw new ApiError(400, 'invalid');
      },
      // A plain GET (no upgrade) has nothing to talk to.
      handler: async () => {
        throw new ApiError(400, 'invalid');
      },
      wsHandler: (socket, req) => acceptSocket(ctx, hub, () => bus.listening(BUS_WAIT_MS), socket, req),
    });
  };

import type { WebSocket } from 'ws';
import { rolesOf } from '../../domain/roles';
import type { TokenClaims } from '../auth/tokens';
import type { AppContext } from '../context';
import { liveUser, type CurrentUser } from '../http/guard';
import type { Lang } from '../http/i18n';
import type { BusEvent } from './bus';
import { readNotification } from '../notifications/read';

/** Close codes the client acts on: 4401 sign in again (new ticket); 1012 reconnect and read again. */
export const CLOSE = { unauthorized: 4401, restart: 1012, tryLater: 1013 } as const;

/** An authenticated socket: whose, with which ticket (to re-check its session) and in which language. */
export interface Client {
  socket: WebSocket;
  claims: TokenClaims;
  userId: number;
  lang: Lang;
  alive: boolean;
}

/** Who may see alerts (DOMAIN §6): administrators and C4. */
const seesAlerts = (user: CurrentUser) => rolesOf(user.groups).some((role) => role === 'admin' || role === 'c4');

const send = (client: Client, frame: object) => {
  if (client.socket.readyState === client.socket.OPEN) client.socket.send(JSON.stringify(frame));
};

/** The sockets this instance holds, and the routing of bus events to them. */
export function createHub(ctx: AppContext, log: (line: string, err?: unknown) => void) {
  const clients = new Set<Client>();

  /** The socket's user while its session lives; a socket whose session ended is closed (4401). */
  const stillSignedIn = async (client: Client) => {
    const user = await liveUser(ctx, client.claims);
    if (!user) client.socket.close(CLOSE.unauthorized, 'session ended');
    return user;
  };

  const pushNotification = async (userId: number, id: number) => {
    const texts = new Map<Lang, ReturnType<typeof readNotification>>();
    const read = (lang: Lang) => texts.get(lang) ?? texts.set(lang, readNotification(ctx.database.db, userId, id, lang)).get(lang)!;
    for (const client of [...clients].filter((c) => c.userId === userId)) {
      if (!(await stillSignedIn(client))) continue;
      const notification = await read(client.lang);
      if (notification) send(client, { type: 'notification', notification });
    }
  };

  const pushAlert = async (alert: unknown) => {
    for (const client of clients) {
      const user = await stillSignedIn(client);
      if (user && seesAlerts(user)) send(client, { type: 'alert', alert });
    }
  };

  /** A session ended by any path (migration 0034 raises the event): its sockets close at once, not at the next heartbeat. */
  const closeSession = (sid: string) => {
    for (const client of clients) if (client.claims.sid === sid) client.socket.close(CLOSE.unauthorized, 'session ended');
  };

  const dispatch = async (event: BusEvent) => {
    if (event.kind === 'notification' && Number.isInteger(event.user_id) && Number.isInteger(event.id)) {
      await pushNotification(event.user_id as number, event.id as number);
    } else if (event.kind === 'alert') {
      await pushAlert(event.alert ?? null);
    } else if (event.kind === 'session_ended' && typeof event.sid === 'string') {
      closeSession(event.sid);
    }
  };

  return {
    add(client: Client) {
      clients.add(client);
      client.socket.on('pong', () => (client.alive = true));
      client.socket.once('close', () => clients.delete(client));
    },
    /** Each event is routed on its own; a failure (database down) loses that push, not the socket. */
    onEvent(event: BusEvent) {
      dispatch(event).catch((err) => log(`[realtime] could not push a ${event.kind} event`, err));
    },
    /**
     * Keepalive: a socket that did not answer the last ping is gone (a sleeping laptop, a cut
     * network) and is dropped; the others are pinged and their session re-checked.
     */
    heartbeat() {
      for (const client of clients) {
        if (!client.alive) {
          client.socket.terminate();
          continue;
        }
        client.alive = false;
        client.socket.ping();
        stillSignedIn(client).catch(() => undefined);
      }
    },
    /** Events raised while the bus was away were missed: clients reconnect and read again. */
    restartAll() {
      for (const client of clients) client.socket.close(CLOSE.restart, 'reconnect');
    },
    get size() {
      return clients.size;
    },
  };
}

export type Hub = ReturnType<typeof createHub>;

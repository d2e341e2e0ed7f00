import type pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { listenOnChannel } from '../db/listener';

/** The one PostgreSQL channel every server instance listens on (DOMAIN §6). */
export const CHANNEL = 'flotilla_events';

/** What travels on the channel: `{kind: 'notification', user_id, id}`, `{kind: 'alert', alert}`, … */
export type BusEvent = { kind: string } & Record<string, unknown>;

export interface Bus {
  /** Calls `listener` with every event any instance raises; answers the unsubscribe. */
  subscribe(listener: (event: BusEvent) => void): () => void;
  /** Calls `listener` each time listening resumes after a drop: events raised meanwhile were missed. */
  onResume(listener: () => void): () => void;
  /** Resolves once the channel is listened to (at once when it is), rejects after `timeoutMs`. */
  listening(timeoutMs: number): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Raises `payload` for every instance, from `db` or a transaction's `tx`: PostgreSQL delivers it
 * when (and only if) that transaction commits.
 */
export async function publish(db: Pick<Db, 'execute'>, payload: BusEvent) {
  await db.execute(sql`SELECT pg_notify(${CHANNEL}, ${JSON.stringify(payload)})`);
}

const MAX_DELAY_MS = 30_000;

/**
 * Listens on the channel (server/db/listener.ts: a connection of its own, reopened after a drop
 * after 0.5 s, 1 s … up to 30 s): the database may restart (server/http/outage.ts) and the
 * sockets should not notice.
 */
export function startBus(connection: pg.ClientConfig, log: (line: string) => void): Bus {
  const listeners = new Set<(event: BusEvent) => void>();
  const resumeListeners = new Set<() => void>();
  let waiters: (() => void)[] = [];
  let isListening = false;

  const dispatch = (message: pg.Notification) => {
    if (!message.payload) return;
    let event: unknown;
    try {
      event = JSON.parse(message.payload);
    } catch {
      return log('[realtime] ignored an event that is not JSON');
    }
    if (!event || typeof event !== 'object' || typeof (event as BusEvent).kind !== 'string') return;
    for (const listener of listeners) listener(event as BusEvent);
  };

  const stop = listenOnChannel(
    connection,
    {
      channel: CHANNEL,
      maxDelayMs: MAX_DELAY_MS,
      onMessage: dispatch,
      onListening(again) {
        isListening = true;
        waiters.forEach((resolve) => resolve());
        waiters = [];
        if (again) {
          log('[realtime] listening for events again');
          resumeListeners.forEach((listener) => listener());
        }
      },
      onDropped: () => (isListening = false),
      retryLine: (cause, seconds) => `[realtime] cannot listen for events (${cause}); trying again in ${seconds} s`,
    },
    log,
  );

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onResume(listener) {
      resumeListeners.add(listener);
      return () => resumeListeners.delete(listener);
    },
    listening(timeoutMs) {
      if (isListening) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('event bus not listening')), timeoutMs);
        waiters.push(() => (clearTimeout(timer), resolve()));
      });
    },
    stop,
  };
}

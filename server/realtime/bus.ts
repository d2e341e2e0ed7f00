import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { CONNECT_TIMEOUT_MS } from '../db/client';
import { describeOutage } from '../http/outage';

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

const FIRST_DELAY_MS = 500;
const MAX_DELAY_MS = 30_000;

/**
 * LISTENs on its own connection (a pooled one would go back to the pool and stop listening),
 * and opens a new one after a drop, waiting 0.5 s, 1 s … up to 30 s between attempts: the
 * database may restart (server/http/outage.ts) and the sockets should not notice.
 */
export function startBus(connection: pg.ClientConfig, log: (line: string) => void): Bus {
  const listeners = new Set<(event: BusEvent) => void>();
  const resumeListeners = new Set<() => void>();
  let waiters: (() => void)[] = [];
  let client: pg.Client | null = null;
  let isListening = false;
  let stopped = false;
  let wake: (() => void) | null = null;

  const dispatch = (message: pg.Notification) => {
    if (message.channel !== CHANNEL || !message.payload) return;
    let event: unknown;
    try {
      event = JSON.parse(message.payload);
    } catch {
      return log('[realtime] ignored an event that is not JSON');
    }
    if (!event || typeof event !== 'object' || typeof (event as BusEvent).kind !== 'string') return;
    for (const listener of listeners) listener(event as BusEvent);
  };

  /** One connection's life: connect, LISTEN, then wait until it drops. */
  const listenOnce = async (firstTime: boolean) => {
    const current = new pg.Client({ ...connection, keepAlive: true, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    client = current;
    const dropped = new Promise<unknown>((resolve) => {
      // Without an 'error' listener a dropped connection would crash the process.
      current.on('error', resolve);
      current.on('end', () => resolve(new Error('Connection terminated')));
    });
    try {
      await current.connect();
      current.on('notification', dispatch);
      await current.query(`LISTEN ${CHANNEL}`);
      if (stopped) return;
      isListening = true;
      waiters.forEach((resolve) => resolve());
      waiters = [];
      if (!firstTime) {
        log('[realtime] listening for events again');
        resumeListeners.forEach((listener) => listener());
      }
      return await dropped;
    } finally {
      isListening = false;
      client = null;
      current.end().catch(() => undefined);
    }
  };

  const run = async () => {
    let connectedOnce = false;
    for (let delay = FIRST_DELAY_MS; !stopped; ) {
      let cause: unknown;
      try {
        cause = await listenOnce(!connectedOnce);
        if (!stopped) connectedOnce = true;
        delay = FIRST_DELAY_MS;
      } catch (err) {
        cause = err;
      }
      if (stopped) return;
      log(`[realtime] cannot listen for events (${describeOutage(cause)}); trying again in ${delay / 1000} s`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, delay);
        wake = () => (clearTimeout(timer), resolve());
      });
      wake = null;
      delay = Math.min(delay * 2, MAX_DELAY_MS);
    }
  };
  const running = run();

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
    async stop() {
      stopped = true;
      wake?.();
      await client?.end().catch(() => undefined);
      await running;
    },
  };
}

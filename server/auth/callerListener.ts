import pg from 'pg';
import { CONNECT_TIMEOUT_MS } from '../db/client';
import { describeOutage } from '../http/outage';

/** Where migration 0014's triggers say which user changed (their id, nothing else). */
export const CALLERS_CHANNEL = 'flotilla_callers';

/** What the listener drives: auth/callerCache.ts. */
export interface Invalidated {
  forgetUser(userId: number): void;
  suspend(): void;
  resume(): void;
}

const FIRST_DELAY_MS = 500;
// Shorter than the event bus's 30 s: while this waits every call queries the caller again.
const MAX_DELAY_MS = 10_000;

/**
 * Keeps `cache` told of changes to users and sessions on every instance: LISTENs on a connection
 * of its own (a pooled one goes back to the pool and stops listening). The cache is active only
 * while LISTEN holds: on a drop it is cleared and bypassed at once, and resumed once a new
 * connection listens again, after 0.5 s, 1 s … up to 10 s between attempts, so a restarting
 * database costs speed, never correctness. Answers the stop, for the app's onClose.
 */
export function listenForCallerChanges(connection: pg.ClientConfig, cache: Invalidated, log: (line: string) => void): () => Promise<void> {
  let client: pg.Client | null = null;
  let stopped = false;
  let wake: (() => void) | null = null;

  const onMessage = (message: pg.Notification) => {
    const userId = Number(message.payload);
    if (message.channel === CALLERS_CHANNEL && Number.isInteger(userId)) cache.forgetUser(userId);
  };

  /** One connection's life: connect, LISTEN, activate the cache, wait for the drop. */
  const listenOnce = async (again: boolean) => {
    const current = new pg.Client({ ...connection, keepAlive: true, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, application_name: 'flotilla-callers' });
    client = current;
    const dropped = new Promise<unknown>((resolve) => {
      // Suspended in the event itself, before any other call can read a cache nobody keeps fresh.
      // Without an 'error' listener a dropped connection would crash the process.
      const drop = (cause: unknown) => {
        if (client === current) cache.suspend();
        resolve(cause);
      };
      current.on('error', drop);
      current.on('end', () => drop(new Error('Connection terminated')));
    });
    try {
      await current.connect();
      current.on('notification', onMessage);
      await current.query(`LISTEN ${CALLERS_CHANNEL}`);
      if (stopped) return null;
      cache.resume();
      if (again) log('[auth] listening for user and session changes again: the caller cache is on');
      return await dropped;
    } finally {
      cache.suspend();
      client = null;
      current.end().catch(() => undefined);
    }
  };

  const run = async () => {
    let listened = false;
    for (let delay = FIRST_DELAY_MS; !stopped; ) {
      let cause: unknown;
      try {
        cause = await listenOnce(listened);
        listened = true;
        delay = FIRST_DELAY_MS;
      } catch (err) {
        cause = err;
      }
      if (stopped) return;
      log(`[auth] cannot listen for user and session changes (${describeOutage(cause)}): the caller cache is off, trying again in ${delay / 1000} s`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, delay);
        wake = () => (clearTimeout(timer), resolve());
      });
      wake = null;
      delay = Math.min(delay * 2, MAX_DELAY_MS);
    }
  };
  const running = run();

  return async () => {
    stopped = true;
    cache.suspend();
    wake?.();
    await client?.end().catch(() => undefined);
    await running;
  };
}

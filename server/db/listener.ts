import pg from 'pg';
import { CONNECT_TIMEOUT_MS } from './client';
import { describeOutage } from '../http/outage';

export interface ChannelOptions {
  channel: string;
  /** application_name of the connection, to tell it apart in pg_stat_activity. */
  name?: string;
  /** Longest wait between attempts; the first is 0.5 s and each doubles. */
  maxDelayMs: number;
  onMessage(message: pg.Notification): void;
  /** LISTEN holds; `again` after a drop (messages sent meanwhile were missed). */
  onListening(again: boolean): void;
  /** Not listening (dropped, failed or stopping): called in the drop event itself, before any other call runs. */
  onDropped(): void;
  /** The console line when listening fails or drops, with its cause and the wait before the next attempt. */
  retryLine(cause: string, seconds: number): string;
}

const FIRST_DELAY_MS = 500;

/**
 * LISTENs on a connection of its own (a pooled one would go back to the pool and stop
 * listening), and opens a new one after a drop, waiting longer each time: the database may
 * restart (server/http/outage.ts) and what listens should not crash. Answers the stop.
 */
export function listenOnChannel(connection: pg.ClientConfig, options: ChannelOptions, log: (line: string) => void): () => Promise<void> {
  let client: pg.Client | null = null;
  let stopped = false;
  let wake: (() => void) | null = null;

  /** One connection's life: connect, LISTEN, then wait until it drops. */
  const listenOnce = async (again: boolean) => {
    const current = new pg.Client({ ...connection, keepAlive: true, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, ...(options.name ? { application_name: options.name } : {}) });
    client = current;
    const dropped = new Promise<unknown>((resolve) => {
      // Without an 'error' listener a dropped connection would crash the process.
      const drop = (cause: unknown) => {
        if (client === current) options.onDropped();
        resolve(cause);
      };
      current.on('error', drop);
      current.on('end', () => drop(new Error('Connection terminated')));
    });
    try {
      await current.connect();
      current.on('notification', (message) => message.channel === options.channel && options.onMessage(message));
      await current.query(`LISTEN ${options.channel}`);
      if (stopped) return null;
      options.onListening(again);
      return await dropped;
    } finally {
      options.onDropped();
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
      log(options.retryLine(describeOutage(cause), delay / 1000));
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, delay);
        wake = () => (clearTimeout(timer), resolve());
      });
      wake = null;
      delay = Math.min(delay * 2, options.maxDelayMs);
    }
  };
  const running = run();

  return async () => {
    stopped = true;
    options.onDropped();
    wake?.();
    await client?.end().catch(() => undefined);
    await running;
  };
}

import pg from 'pg';
import { CONNECT_TIMEOUT_MS } from './client';
import { describeOutage } from '../http/outage';

export interface ChannelOptions {
  channel: string;
  /** Longest wait between attempts; the first is 0.5 s and each doubles. The shortest of a connection's channels applies. */
  maxDelayMs: number;
  onMessage(message: pg.Notification): void;
  /** LISTEN holds; `again` after a drop (messages sent meanwhile were missed). */
  onListening(again: boolean): void;
  /** Not listening (dropped, failed or stopping): called in the drop event itself, before any other call runs. */
  onDropped(): void;
  /** The console line when listening fails or drops, with its cause and the wait before the next attempt. */
  retryLine(cause: string, seconds: number): string;
}

/** application_name of the listening connection, to tell it apart in pg_stat_activity. */
export const LISTENER_NAME = 'flotilla-listen';
const FIRST_DELAY_MS = 500;

interface Listening {
  options: ChannelOptions;
  log: (line: string) => void;
  /** The connection it was last told listens (a member joining while it connects is told once; any earlier one makes the next time `again`). */
  told: pg.Client | null;
}

/** One connection per pool's settings (one per process), shared by every channel listened to there. */
const shared = new WeakMap<pg.ClientConfig, ReturnType<typeof sharedConnection>>();

/**
 * LISTENs on `options.channel` on a connection of its own (a pooled one would go back to the pool
 * and stop listening), shared with the other channels listened to with the same `connection`
 * settings: one backend per process instead of one per feature. After a drop it opens
 * a new one, waiting longer each time: the database may restart (server/http/outage.ts) and what
 * listens should not crash. Answers the stop; the connection closes with its last channel.
 */
export function listenOnChannel(connection: pg.ClientConfig, options: ChannelOptions, log: (line: string) => void): () => Promise<void> {
  let hub = shared.get(connection);
  if (!hub) {
    const created = sharedConnection(connection, () => shared.get(connection) === created && shared.delete(connection));
    hub = created;
    shared.set(connection, hub);
  }
  return hub.add({ options, log, told: null });
}

function sharedConnection(connection: pg.ClientConfig, closed: () => void) {
  const members = new Set<Listening>();
  let client: pg.Client | null = null;
  /** The channels LISTENed to on `client`. */
  let heard = new Set<string>();
  let stopped = false;
  let wake: (() => void) | null = null;
  let running: Promise<void> | null = null;

  // One LISTEN at a time on a connection: members joining while it connects or listens queue up
  // (pg deprecates a query sent while another runs).
  let queue: Promise<void> = Promise.resolve();
  const listenFor = (current: pg.Client, member: Listening) => {
    const next = queue.then(() => listenNow(current, member));
    queue = next.catch(() => undefined);
    return next;
  };
  const listenNow = async (current: pg.Client, member: Listening) => {
    if (!heard.has(member.options.channel)) {
      await current.query(`LISTEN ${member.options.channel}`);
      heard.add(member.options.channel);
    }
    if (stopped || client !== current || !members.has(member) || member.told === current) return;
    const again = member.told !== null;
    member.told = current;
    member.options.onListening(again);
  };
  const dropAll = () => members.forEach((m) => m.options.onDropped());

  /** One connection's life: connect, LISTEN every channel, then wait until it drops. */
  const listenOnce = async () => {
    const current = new pg.Client({ ...connection, keepAlive: true, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, application_name: LISTENER_NAME });
    client = current;
    heard = new Set();
    queue = Promise.resolve();
    const dropped = new Promise<unknown>((resolve) => {
      // Without an 'error' listener a dropped connection would crash the process.
      const drop = (cause: unknown) => {
        if (client === current) dropAll();
        resolve(cause);
      };
      current.on('error', drop);
      current.on('end', () => drop(new Error('Connection terminated')));
    });
    try {
      await current.connect();
      current.on('notification', (message) => members.forEach((m) => m.options.channel === message.channel && m.options.onMessage(message)));
      for (const member of [...members]) await listenFor(current, member);
      if (stopped) return null;
      return await dropped;
    } finally {
      dropAll();
      client = null;
      current.end().catch(() => undefined);
    }
  };

  const run = async () => {
    for (let delay = FIRST_DELAY_MS; !stopped; ) {
      let cause: unknown;
      try {
        cause = await listenOnce();
        delay = FIRST_DELAY_MS;
      } catch (err) {
        cause = err;
      }
      if (stopped) return;
      members.forEach((m) => m.log(m.options.retryLine(describeOutage(cause), delay / 1000)));
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, delay);
        wake = () => (clearTimeout(timer), resolve());
      });
      wake = null;
      const longest = Math.min(...[...members].map((m) => m.options.maxDelayMs));
      delay = Math.min(delay * 2, longest);
    }
  };

  return {
    add(member: Listening): () => Promise<void> {
      members.add(member);
      if (!running) running = run();
      // Joining a connection that already listens: its channel is added there.
      else if (client) listenFor(client, member).catch(() => undefined); // a failure is the connection's drop, retried by run
      return async () => {
        if (!members.delete(member)) return;
        member.options.onDropped();
        if (members.size) return;
        stopped = true;
        closed();
        wake?.();
        await client?.end().catch(() => undefined);
        await running;
      };
    },
  };
}

/** A cache that is only as fresh as the messages it hears: off (cleared, bypassed) while it cannot hear them. */
export interface HeardCache {
  suspend(): void;
  resume(): void;
}

/** Longest wait between attempts for a cache's channel: while it waits, the cache is off and every call queries. */
const CACHE_MAX_DELAY_MS = 10_000;

/**
 * listenOnChannel for a cache kept fresh by `channel`'s messages (auth/callerListener.ts,
 * kit/writesListener.ts): on while LISTEN holds, off at once on a drop, back on when a new
 * connection listens (after 0.5 s, 1 s … up to 10 s between attempts), so a restarting database
 * costs speed, never correctness. `lines` are the console's, when it is back and when it is off.
 */
export function listenForCache(
  connection: pg.ClientConfig,
  channel: string,
  cache: HeardCache,
  onMessage: (payload: string) => void,
  lines: { again: string; off: (cause: string, seconds: number) => string },
  log: (line: string) => void,
): () => Promise<void> {
  return listenOnChannel(
    connection,
    {
      channel,
      maxDelayMs: CACHE_MAX_DELAY_MS,
      onMessage: (message) => onMessage(message.payload ?? ''),
      onListening(again) {
        cache.resume();
        if (again) log(lines.again);
      },
      onDropped: () => cache.suspend(),
      retryLine: lines.off,
    },
    log,
  );
}

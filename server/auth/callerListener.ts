import type pg from 'pg';
import { listenOnChannel } from '../db/listener';

/** Where migration 0014's triggers say which user changed (their id, nothing else). */
export const CALLERS_CHANNEL = 'flotilla_callers';

/** What the listener drives: auth/callerCache.ts. */
export interface Invalidated {
  forgetUser(userId: number): void;
  suspend(): void;
  resume(): void;
}

// Shorter than the event bus's 30 s: while this waits every call queries the caller again.
const MAX_DELAY_MS = 10_000;

/**
 * Keeps `cache` told of changes to users and sessions on every instance (server/db/listener.ts).
 * The cache is active only while LISTEN holds: on a drop it is cleared and bypassed at once, and
 * resumed once a new connection listens again, after 0.5 s, 1 s … up to 10 s between attempts,
 * so a restarting database costs speed, never correctness. Answers the stop, for the app's onClose.
 */
export function listenForCallerChanges(connection: pg.ClientConfig, cache: Invalidated, log: (line: string) => void): () => Promise<void> {
  return listenOnChannel(
    connection,
    {
      channel: CALLERS_CHANNEL,
      maxDelayMs: MAX_DELAY_MS,
      onMessage(message) {
        const userId = Number(message.payload);
        if (Number.isInteger(userId)) cache.forgetUser(userId);
      },
      onListening(again) {
        cache.resume();
        if (again) log('[auth] listening for user and session changes again: the caller cache is on');
      },
      onDropped: () => cache.suspend(),
      retryLine: (cause, seconds) => `[auth] cannot listen for user and session changes (${cause}): the caller cache is off, trying again in ${seconds} s`,
    },
    log,
  );
}

import type pg from 'pg';
import { listenForCache, type HeardCache } from '../db/listener';

/** Where migration 0014's triggers say which user changed (their id, nothing else). */
export const CALLERS_CHANNEL = 'flotilla_callers';

/** What the listener drives: auth/callerCache.ts. */
export interface Invalidated extends HeardCache {
  forgetUser(userId: number): void;
}

/**
 * Keeps `cache` told of changes to users and sessions on every instance, and off while it cannot
 * listen (server/db/listener.ts listenForCache). Answers the stop, for the app's onClose.
 */
export function listenForCallerChanges(connection: pg.ClientConfig, cache: Invalidated, log: (line: string) => void): () => Promise<void> {
  return listenForCache(
    connection,
    CALLERS_CHANNEL,
    cache,
    (payload) => {
      const userId = Number(payload);
      if (Number.isInteger(userId)) cache.forgetUser(userId);
    },
    {
      again: '[auth] listening for user and session changes again: the caller cache is on',
      off: (cause, seconds) => `[auth] cannot listen for user and session changes (${cause}): the caller cache is off, trying again in ${seconds} s`,
    },
    log,
  );
}

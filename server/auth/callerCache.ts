/**
 * The caller check's cache: what http/guard.ts's liveUser reads for a token's
 * (session, user), kept in process so most calls make no query for it.
 *
 * It is only as fresh as its invalidations: auth/callerListener.ts forgets a user's entries when
 * PostgreSQL says the user or one of their sessions changed (migration 0014), and suspends the
 * whole cache (every call queries) while it cannot listen. Two more nets keep it safe should a
 * message still be lost: an entry serves at most TTL_MS after its query started, and the cache
 * holds at most MAX_ENTRIES (least recently used go first).
 */

/**
 * Revocation must take effect within a second (ASVS-style) even if a message were lost: an entry
 * is never used past 1 s from the moment its query was sent, so its data is at most that old.
 * With messages flowing, changes arrive in milliseconds; the TTL costs one query per second for
 * a session in constant use.
 */
export const TTL_MS = 1000;
/** Enough for every session active within a second on one instance; a flood of tokens cannot grow it. */
export const MAX_ENTRIES = 10_000;

export interface CallerCacheOptions<T> {
  /** The query, for one session and user; null when there is nothing to remember. */
  load: (sid: string, userId: number) => Promise<T | null>;
  ttlMs?: number;
  maxEntries?: number;
  /** A monotonic clock in milliseconds (tests pass their own). */
  now?: () => number;
}

export interface CallerCache<T> {
  /** The cached answer for (sid, userId), else the loader's (one query for simultaneous callers). */
  lookup(sid: string, userId: number): Promise<T | null>;
  /** Drops every entry of the user (a change to the user or any of their sessions). */
  forgetUser(userId: number): void;
  /** Drops every entry: this instance has just written something the check may read. */
  forgetAll(): void;
  /** Clears everything and sends every lookup to the loader until resume(): changes may be missed. */
  suspend(): void;
  /** Caches again: changes are being heard. */
  resume(): void;
  /** Counters for tests and the bench: `loads` is the number of queries made. */
  stats(): { hits: number; loads: number; size: number; active: boolean };
}

interface Entry<T> {
  value: T;
  userId: number;
  /** When its query was sent: the TTL runs from there, so the data is never older than the TTL. */
  since: number;
}

export function createCallerCache<T>({ load, ttlMs = TTL_MS, maxEntries = MAX_ENTRIES, now = () => performance.now() }: CallerCacheOptions<T>): CallerCache<T> {
  const entries = new Map<string, Entry<T>>(); // in order of last use: the first is evicted first
  const keysOfUser = new Map<number, Set<string>>();
  const pending = new Map<string, { generation: number; answer: Promise<T | null> }>();
  // Starts suspended: nothing is cached until the listener says changes are heard.
  let active = false;
  // Any invalidation moves it on: a query sent before one may have read the old rows, so its
  // answer is neither stored nor shared with later callers.
  let generation = 0;
  let hits = 0;
  let loads = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    const keys = keysOfUser.get(entry.userId);
    keys?.delete(key);
    if (keys?.size === 0) keysOfUser.delete(entry.userId);
  };

  const store = (key: string, userId: number, value: T, since: number) => {
    remove(key);
    entries.set(key, { value, userId, since });
    const keys = keysOfUser.get(userId) ?? new Set<string>();
    keysOfUser.set(userId, keys.add(key));
    if (entries.size > maxEntries) remove(entries.keys().next().value!);
  };

  const clear = () => {
    generation++;
    entries.clear();
    keysOfUser.clear();
    pending.clear();
  };

  return {
    lookup(sid, userId) {
      if (!active) {
        loads++;
        return load(sid, userId);
      }
      const key = `${sid}:${userId}`;
      const entry = entries.get(key);
      if (entry && now() - entry.since < ttlMs) {
        hits++;
        // Re-inserted: most recently used last.
        entries.delete(key);
        entries.set(key, entry);
        return Promise.resolve(entry.value);
      }
      if (entry) remove(key);
      const inFlight = pending.get(key);
      if (inFlight?.generation === generation) return inFlight.answer;

      const started = generation;
      const since = now();
      loads++;
      const settle = () => {
        if (pending.get(key)?.answer === answer) pending.delete(key);
      };
      const answer: Promise<T | null> = load(sid, userId).then(
        (value) => {
          settle();
          if (value !== null && active && generation === started) store(key, userId, value, since);
          return value;
        },
        (err: unknown) => {
          settle();
          throw err;
        },
      );
      pending.set(key, { generation: started, answer });
      return answer;
    },
    forgetUser(userId) {
      generation++;
      for (const key of keysOfUser.get(userId) ?? []) entries.delete(key);
      keysOfUser.delete(userId);
    },
    forgetAll: clear,
    suspend() {
      active = false;
      clear();
    },
    resume() {
      clear();
      active = true;
    },
    stats: () => ({ hits, loads, size: entries.size, active }),
  };
}

import { PAGING } from '../../domain/paging';

/**
 * Lists known to hold more than the count cap (docs/API.md "Counts"): such a list
 * answers "more than 10,000" on every page, and finding that out reads 10,001 index entries each
 * time, most of a broad filter's cost at a million rows. Once counted past the cap, a list (its
 * filters, and its caller for lists bounded by one) skips the count until a table its count reads
 * is written.
 *
 * It is only as fresh as its invalidations, as the caller cache is: kit/writesListener.ts drops a
 * table's lists when PostgreSQL says a statement wrote it (migration 0021, any path: a form, an
 * import, a job, plain SQL, another instance), app.ts drops them all when this instance answers a
 * write, and the whole cache is off while it cannot listen. Only "past the cap" is kept, never an
 * exact count: a message still on its way can at worst show "more than 10,000" a moment longer on
 * a list that a write has just brought under it.
 */

/** Enough for every busy list of an instance (notifications' are per user); a flood of filters cannot grow it. */
export const MAX_LISTS = 5_000;

/** One call's count of one list: the list's known state, taken when the call starts. */
export interface Counter {
  /** The list was counted past the cap and nothing it reads was written since: no count is needed. */
  known: boolean;
  /** The rows counted up to `atMost` (as query.ts countUpTo), without a query when known. */
  count(atMost: number): Promise<number>;
  /** A count this call read another way (carried with the page's rows), to remember. */
  counted(n: number): void;
}

/** A counter that always counts: lists no long-list cache serves (a record's history, an app without one). */
export const alwaysCounting = (count: (atMost: number) => Promise<number>): Counter => ({ known: false, count, counted: () => undefined });

export interface LongLists {
  /**
   * The counter for one call of the list `key`, whose count reads `tables` and runs `count`.
   * Without a key (a list not kept, or reading a table whose writes are not heard) it always counts.
   */
  counter(key: string | undefined, tables: readonly string[], count: (atMost: number) => Promise<number>): Counter;
  /** A statement wrote `table`: its lists may have shrunk. */
  written(table: string): void;
  /** This instance answered a write: any list may have changed. */
  forgetAll(): void;
  /** Clears everything and keeps nothing until resume(): writes may go unheard. */
  suspend(): void;
  resume(): void;
  /** For tests and the bench: counts skipped, and lists known. */
  stats(): { skipped: number; size: number; active: boolean };
}

export function createLongLists(maxLists = MAX_LISTS): LongLists {
  const lists = new Map<string, readonly string[]>(); // in order of remembering: the first goes first
  const byTable = new Map<string, Set<string>>();
  let active = false; // until the listener says writes are heard
  // Any invalidation moves it on: a count that started before may have read the old rows.
  let generation = 0;
  let skipped = 0;

  const forget = (key: string) => {
    const tables = lists.get(key);
    if (!tables) return;
    lists.delete(key);
    for (const table of tables) {
      const keys = byTable.get(table);
      keys?.delete(key);
      if (keys?.size === 0) byTable.delete(table);
    }
  };
  const clear = () => {
    generation += 1;
    lists.clear();
    byTable.clear();
  };
  const remember = (key: string, tables: readonly string[]) => {
    if (lists.has(key)) return;
    lists.set(key, tables);
    for (const table of tables) byTable.set(table, (byTable.get(table) ?? new Set()).add(key));
    if (lists.size > maxLists) forget(lists.keys().next().value!);
  };

  return {
    counter(key, tables, count) {
      const since = generation;
      const known = key !== undefined && active && lists.has(key);
      const counted = (n: number) => {
        if (key !== undefined && active && n > PAGING.countCap && generation === since) remember(key, tables);
      };
      return {
        known,
        counted,
        async count(atMost) {
          // More than the cap match: a count capped at cap + 1 or lower is its cap itself.
          if (known && atMost <= PAGING.countCap + 1) {
            skipped += 1;
            return atMost;
          }
          const n = await count(atMost);
          counted(n);
          return n;
        },
      };
    },
    written(table) {
      generation += 1;
      for (const key of [...(byTable.get(table) ?? [])]) forget(key);
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
    stats: () => ({ skipped, size: lists.size, active }),
  };
}

import type { Config } from './config';
import type { Database } from './db/client';
import type { Mailer } from './mail/mailer';
import type { CallerCache } from './auth/callerCache';
import type { CallerRow } from './http/guard';
import type { LongLists } from './kit/longLists';
import type { FileStore } from './files/store';

/** What every route module receives: no globals, so tests build as many apps as they like. */
export interface AppContext {
  config: Config;
  database: Database;
  mailer: Mailer;
  /** The caller check's cache (http/guard.ts): buildApp sets it, kept fresh by auth/callerListener.ts. */
  callers?: CallerCache<CallerRow>;
  /** Lists known to hold more than the count cap (kit/longLists.ts): buildApp sets it, kept fresh by kit/writesListener.ts. */
  longLists?: LongLists;
  /** The one file store of the process (server/files/store.ts), made from the config at start-up. */
  files: FileStore;
}

/** What buildApp is given: without a file store, it makes the one the config names. */
export type AppParts = Omit<AppContext, 'files'> & Partial<Pick<AppContext, 'files'>>;

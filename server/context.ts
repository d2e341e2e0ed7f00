import type { Config } from './config';
import type { Database } from './db/client';
import type { Mailer } from './mail/mailer';

/** What every route module receives: no globals, so tests build as many apps as they like. */
export interface AppContext {
  config: Config;
  database: Database;
  mailer: Mailer;
}

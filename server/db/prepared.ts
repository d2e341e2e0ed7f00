import { createHash } from 'node:crypto';
import type { Db } from './client';

/**
 * A query that the hot calls send many times (a record by id, the caller check), built and named
 * once per database handle instead of per call: drizzle's query building was a tenth of a record
 * call's CPU, and a named statement is parsed once per pooled connection (pg prepares it again on
 * a new one, so a restart of the database is no concern). `build` gets the handle: a transaction
 * gets statements of its own, so they run inside it.
 */
export function preparedOnce<T>(build: (db: Db, name: (query: { toSQL(): { sql: string } }) => string) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) {
      statement = build(db, nameOf);
      built.set(db, statement);
    }
    return statement;
  };
}

/**
 * A statement's name from its SQL text: the same text has the same name wherever it is built, and
 * two texts never share one (pg refuses a name reused with another text on a connection).
 */
function nameOf(query: { toSQL(): { sql: string } }): string {
  return `q_${createHash('sha256').update(query.toSQL().sql).digest('hex').slice(0, 24)}`;
}


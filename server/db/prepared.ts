import { createHash } from 'node:crypto';
import type { Db } from './client';

/** What drizzle's `.prepare(name)` gives: run with the placeholders' values. */
interface Executable<R> {
  execute(values?: Record<string, unknown>): Promise<R>;
}
type Named = (query: { toSQL(): { sql: string } }) => string;

/**
 * PostgreSQL's "cached plan must not change result type": a named statement's columns changed
 * type under it (a migration by another instance). Each pooled connection would fail once.
 */
const STALE_PLAN = '0A000';
const codeOf = (err: unknown): unknown => {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null;
  return e?.code ?? e?.cause?.code;
};

/**
 * A query that the hot calls send many times (a record by id, the caller check), built and named
 * once per database handle instead of per call: drizzle's query building is a noticeable part of
 * a record call's CPU, and a named statement is parsed once per pooled connection (pg prepares it
 * again on a new one, so a restart of the database is no concern). `build` gets the handle: a
 * transaction gets statements of its own, so they run inside it. When a column changed type under the
 * statements, they are built again under new names and the call is tried once more. Behind a
 * pooler (DATABASE_DIRECT_URL set) the pool's connections drop the names (db/client.ts): each call
 * is then parsed anew, the building is still saved.
 */
export function preparedOnce<R>(build: (db: Db, name: Named) => Executable<R>): (db: Db) => Executable<R> {
  const built = new WeakMap<Db, Executable<R>>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) {
      let generation = 0;
      let current = build(db, (query) => nameOf(query, generation));
      statement = {
        async execute(values) {
          try {
            return await current.execute(values);
          } catch (err) {
            if (codeOf(err) !== STALE_PLAN) throw err;
            generation += 1;
            current = build(db, (query) => nameOf(query, generation));
            return current.execute(values);
          }
        },
      };
      built.set(db, statement);
    }
    return statement;
  };
}

/**
 * A statement's name from its SQL text (and how many times it was built again): the same text
 * has the same name wherever it is built, and two texts never share one (pg refuses a name reused
 * with another text on a connection).
 */
function nameOf(query: { toSQL(): { sql: string } }, generation: number): string {
  return `q_${createHash('sha256').update(query.toSQL().sql).digest('hex').slice(0, 24)}_${generation}`;
}

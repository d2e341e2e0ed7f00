import type { TestApp } from './harness';

/**
 * The statements naming `table` that the pool sends while `act` runs (the caller check's and
 * other tables' left out): how many round trips a call makes on its own table. A pattern instead
 * of a table keeps the statements it matches (e.g. those reading either of two tables).
 */
export async function statementsOn<T>(t: TestApp, table: string | RegExp, act: () => Promise<T>): Promise<{ result: T; sent: string[] }> {
  const pool = t.database.pool as unknown as { query: (...args: unknown[]) => unknown };
  const query = pool.query;
  const sent: string[] = [];
  const naming = typeof table === 'string' ? new RegExp(`from "${table}"`, 'i') : table;
  pool.query = (config: unknown, ...rest: unknown[]) => {
    const text = typeof config === 'string' ? config : (config as { text: string }).text;
    if (naming.test(text)) sent.push(text);
    return query.call(pool, config, ...rest);
  };
  try {
    return { result: await act(), sent };
  } finally {
    pool.query = query;
  }
}

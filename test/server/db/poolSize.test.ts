import { mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../../server/config';
import { connect, defaultPoolSize, LONG_WORK_POOL_SIZE } from '../../../server/db/client';

/**
 * Connections per process (docs/PERFORMANCE.md): two per core unless DATABASE_POOL_SIZE
 * says otherwise, and a small pool of their own for exports.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'flotilla-pool-'));
const config = (poolSize?: string) => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(64), ...(poolSize === undefined ? {} : { DATABASE_POOL_SIZE: poolSize }) });

describe('the pool size', () => {
  it('is two connections per core, from 4 to 20, unless DATABASE_POOL_SIZE sets it', () => {
    expect(config().jwtSecret).toEqual(new TextEncoder().encode('x'.repeat(64)));
    expect([1, 2, 3, 8, 10, 64].map((cores) => defaultPoolSize(cores))).toEqual([4, 4, 6, 16, 20, 20]);
    expect(defaultPoolSize()).toBe(defaultPoolSize(availableParallelism()));
    expect(config().databasePoolSize).toBeUndefined();
    expect(config('').databasePoolSize).toBeUndefined();
    expect(config('12').databasePoolSize).toBe(12);
  });

  it.each(['0', '-3', '2.5', 'diez', '101'])('refuses DATABASE_POOL_SIZE=%s with a line that names it', (raw) => {
    expect(() => config(raw)).toThrow(`DATABASE_POOL_SIZE must be a whole number from 1 to 100 (got "${raw}")`);
  });

  it('gives the calls that many connections and exports a pool of their own', async () => {
    const sized = connect('postgres://nobody@127.0.0.1:9/none', 7);
    const unsized = connect('postgres://nobody@127.0.0.1:9/none');
    try {
      expect(sized.pool.options.max).toBe(7);
      expect(sized.longWork).not.toBe(sized.pool);
      expect(sized.longWork.options.max).toBe(LONG_WORK_POOL_SIZE);
      expect(unsized.pool.options.max).toBe(defaultPoolSize());
    } finally {
      await Promise.all([sized.close(), unsized.close()]);
    }
  });
});

import { createCallerCache, MAX_ENTRIES, TTL_MS } from '../../../server/auth/callerCache';

/** The cache alone, with a clock the test moves and a loader that counts (and may wait). */
function setup(opts: { ttlMs?: number; maxEntries?: number } = {}) {
  let clock = 0;
  const calls: string[] = [];
  const gates: (() => void)[] = [];
  let held = false;
  let version = 1;
  const cache = createCallerCache<{ user: number; version: number }>({
    ...opts,
    now: () => clock,
    load: async (sid, userId) => {
      calls.push(`${sid}:${userId}`);
      const seen = version;
      if (held) await new Promise<void>((resolve) => gates.push(resolve));
      return userId > 0 ? { user: userId, version: seen } : null;
    },
  });
  cache.resume();
  return {
    cache,
    calls,
    advance: (ms: number) => (clock += ms),
    /** Loads wait until release(). */
    hold: () => (held = true),
    release: () => ((held = false), gates.splice(0).forEach((open) => open())),
    /** Lets only the newest waiting load answer. */
    releaseNewest: () => gates.pop()?.(),
    /** What the loader reads from now on (a change in the database). */
    change: () => version++,
  };
}

describe('the caller cache', () => {
  it('answers from memory within the TTL (one second) and asks again after it', async () => {
    expect(TTL_MS).toBeLessThanOrEqual(1000);
    const { cache, calls, advance } = setup();
    await cache.lookup('s1', 7);
    advance(TTL_MS - 1);
    expect(await cache.lookup('s1', 7)).toEqual({ user: 7, version: 1 });
    expect(calls).toEqual(['s1:7']);
    advance(1);
    await cache.lookup('s1', 7);
    expect(calls).toEqual(['s1:7', 's1:7']);
    expect(cache.stats()).toMatchObject({ hits: 1, loads: 2 });
  });

  it('makes one query for simultaneous callers of one session', async () => {
    const { cache, calls, hold, release } = setup();
    hold();
    const answers = Array.from({ length: 16 }, () => cache.lookup('s1', 7));
    release();
    expect(new Set((await Promise.all(answers)).map((a) => JSON.stringify(a)))).toEqual(new Set([JSON.stringify({ user: 7, version: 1 })]));
    expect(calls).toEqual(['s1:7']);
  });

  it('forgets every session of a user it is told about, and only that user', async () => {
    const { cache, calls } = setup();
    await Promise.all([cache.lookup('s1', 7), cache.lookup('s2', 7), cache.lookup('s3', 8)]);
    cache.forgetUser(7);
    await Promise.all([cache.lookup('s1', 7), cache.lookup('s2', 7), cache.lookup('s3', 8)]);
    expect(calls).toEqual(['s1:7', 's2:7', 's3:8', 's1:7', 's2:7']);
  });

  it('forgets everyone after a write of its own instance, and keeps caching afterwards', async () => {
    const { cache, calls } = setup();
    await Promise.all([cache.lookup('s1', 7), cache.lookup('s3', 8)]);
    cache.forgetAll();
    await Promise.all([cache.lookup('s1', 7), cache.lookup('s3', 8)]);
    await cache.lookup('s1', 7);
    expect(calls).toEqual(['s1:7', 's3:8', 's1:7', 's3:8']);
  });

  it('neither keeps nor shares an answer whose query was sent before a change was announced', async () => {
    const { cache, calls, hold, release, releaseNewest, change } = setup();
    hold();
    const early = cache.lookup('s1', 7);
    // The change commits and is announced while that query is out.
    change();
    cache.forgetUser(7);
    const late = cache.lookup('s1', 7);
    // The later query answers first; the early one, last, must not overwrite it.
    releaseNewest();
    await late;
    release();
    expect([await early, await late]).toEqual([
      { user: 7, version: 1 },
      { user: 7, version: 2 },
    ]);
    // The next caller sees the new row from memory, not the early answer.
    expect(await cache.lookup('s1', 7)).toEqual({ user: 7, version: 2 });
    expect(calls).toEqual(['s1:7', 's1:7']);
  });

  it('starts suspended and, suspended, queries every time and keeps nothing', async () => {
    const { cache, calls } = setup();
    cache.suspend();
    await cache.lookup('s1', 7);
    await cache.lookup('s1', 7);
    expect(calls).toHaveLength(2);
    expect(cache.stats()).toMatchObject({ size: 0, active: false });
    cache.resume();
    await cache.lookup('s1', 7);
    await cache.lookup('s1', 7);
    expect(calls).toHaveLength(3);

    const fresh = createCallerCache({ load: async () => 1 });
    await fresh.lookup('s1', 7);
    expect(fresh.stats()).toMatchObject({ size: 0, loads: 1, active: false });
  });

  it('drops what it held when suspended, and an answer that arrives while suspended', async () => {
    const { cache, calls, hold, release } = setup();
    await cache.lookup('s1', 7);
    hold();
    const out = cache.lookup('s2', 7);
    cache.suspend();
    cache.resume();
    release();
    await out;
    await cache.lookup('s1', 7);
    await cache.lookup('s2', 7);
    expect(calls).toEqual(['s1:7', 's2:7', 's1:7', 's2:7']);
  });

  it('holds at most its bound, evicting the least recently used', async () => {
    expect(MAX_ENTRIES).toBeGreaterThan(0);
    const { cache, calls } = setup({ maxEntries: 3 });
    for (const sid of ['a', 'b', 'c']) await cache.lookup(sid, 1);
    await cache.lookup('a', 1); // used again: b is now the oldest
    await cache.lookup('d', 1);
    expect(cache.stats().size).toBe(3);
    calls.length = 0;
    for (const sid of ['a', 'c', 'd', 'b']) await cache.lookup(sid, 1);
    expect(calls).toEqual(['b:1']);
    // A flood of sessions leaves the bound where it was.
    for (let i = 0; i < 100; i++) await cache.lookup(`x${i}`, i + 1);
    expect(cache.stats().size).toBe(3);
  });

  it('keeps neither a missing row nor a failed query', async () => {
    let fail = true;
    let loads = 0;
    const cache = createCallerCache({
      load: async (_sid, userId) => {
        loads++;
        if (fail) throw new Error('down');
        return userId > 0 ? userId : null;
      },
    });
    cache.resume();
    await expect(cache.lookup('s1', 7)).rejects.toThrow('down');
    fail = false;
    expect(await cache.lookup('s1', 7)).toBe(7);
    expect(await cache.lookup('s0', -1)).toBeNull();
    expect(await cache.lookup('s0', -1)).toBeNull();
    expect(loads).toBe(4);
    expect(await cache.lookup('s1', 7)).toBe(7);
    expect(loads).toBe(4);
  });
});

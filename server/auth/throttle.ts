/**
 * Fixed-window counters in memory (one server process). Used for sign-in and recovery, which
 * DRF leaves unthrottled: the point is to beat brute force and credential stuffing.
 */
export class Throttle {
  private hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private now: () => number = Date.now,
  ) {}

  /** Whether `key` has used up its tries in the current window. */
  blocked(key: string): boolean {
    const entry = this.hits.get(key);
    if (!entry) return false;
    if (entry.resetAt <= this.now()) {
      this.hits.delete(key);
      return false;
    }
    return entry.count >= this.limit;
  }

  hit(key: string) {
    const now = this.now();
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) this.hits.set(key, { count: 1, resetAt: now + this.windowMs });
    else entry.count += 1;
    if (this.hits.size > 50_000) this.sweep(now);
  }

  reset(key: string) {
    this.hits.delete(key);
  }

  private sweep(now: number) {
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }
}

import type { FileStore, StoredEntry } from './store';

/** What a copy did: every source key, those written now, those the target already held. */
export interface CopyTally {
  total: number;
  copied: number;
  skipped: number;
}

/** How many files are on their way at once: enough to hide an object store's latency, few sockets. */
const PARALLEL = 4;

/**
 * Copies every stored file of `from` into `to`, streamed, skipping the keys `to` already holds
 * with the same size: a run cut short is run again and goes on where it stopped, and a second
 * run copies nothing. A file gone from `from` meanwhile is skipped. `progress` hears the tally
 * after each file.
 */
export async function copyFiles(from: FileStore, to: FileStore, progress: (tally: CopyTally) => void = () => {}): Promise<CopyTally> {
  const there = new Map<string, number>();
  for await (const entry of to.entries()) there.set(entry.key, entry.size);
  const pending: StoredEntry[] = [];
  for await (const entry of from.entries()) pending.push(entry);
  const tally: CopyTally = { total: pending.length, copied: 0, skipped: 0 };
  const worker = async () => {
    for (let entry = pending.pop(); entry; entry = pending.pop()) {
      const file = there.get(entry.key) === entry.size ? null : await from.open(entry.key);
      if (file) {
        await to.put(entry.key, file.stream, file.size);
        tally.copied += 1;
      } else tally.skipped += 1;
      progress(tally);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return tally;
}

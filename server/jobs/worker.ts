import type { Db } from '../db/client';
import type { Mailer } from '../mail/mailer';
import { deliverDue, purgeOutbox, type JobLog } from '../mail/outbox';
import { sweepThrottles } from '../auth/throttle';
import { sweepLockout } from '../auth/lockout';
import { sweepChallenges } from '../auth/challenges';
import { sweepDeviceTokens } from '../auth/deviceTokens';
import { sweepPendingSecrets } from '../auth/secondFactor';
import { describeOutage, isDatabaseUnavailable } from '../http/outage';
import type { FileStore } from '../files/store';
import { sweepFiles } from './fileSweep';

/** How often each background job runs. */
const JOBS = { mailEveryMs: 1000, sweepEveryMs: 10 * 60_000, filesEveryMs: 60 * 60_000 } as const;

/**
 * Runs `task` now and again `everyMs` after each run ends, until stopped. A failure is logged
 * once until a run succeeds again (a database outage must not flood the log every second).
 */
function every(name: string, everyMs: number, task: () => Promise<unknown>, log: JobLog) {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let failing = false;
  let running: Promise<void> = Promise.resolve();
  const run = async () => {
    try {
      await task();
      if (failing) log(`${name}: working again.`);
      failing = false;
    } catch (err) {
      // An outage is one line (the cause's code); anything else keeps its details for debugging.
      if (!failing && isDatabaseUnavailable(err)) log(`${name}: the database cannot be reached (${describeOutage(err)}); retrying every ${everyMs / 1000} s`);
      else if (!failing) log(`${name}: failed, retrying every ${everyMs / 1000} s`, err);
      failing = true;
    }
  };
  const next = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = run().then(next);
    }, everyMs);
    timer.unref();
  };
  running = run().then(next);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}

/**
 * The server's background jobs: sending queued mail (server/mail/outbox.ts) and deleting
 * expired throttle, lockout and outbox rows, sign-in challenges, old device tokens and
 * unconfirmed second factor setups; with `files`, hourly, stored files no record references
 * (server/jobs/fileSweep.ts, one process at a time under its advisory lock). Every process may
 * run them: rows are claimed with SKIP LOCKED and the sweeps are idempotent. Answers a function
 * that stops them, waiting for a run in progress.
 */
export function startJobs(db: Db, mailer: Mailer, log: JobLog, files?: FileStore): () => Promise<void> {
  const stops = [
    every('Mail', JOBS.mailEveryMs, () => deliverDue(db, mailer, log), log),
    every('Cleanup', JOBS.sweepEveryMs, async () => {
      await sweepThrottles(db);
      await sweepLockout(db);
      await sweepChallenges(db);
      await sweepDeviceTokens(db);
      await sweepPendingSecrets(db);
      await purgeOutbox(db);
    }, log),
    ...(files ? [every('Files', JOBS.filesEveryMs, () => sweepFiles(db, files, log), log)] : []),
  ];
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}

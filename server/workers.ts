import cluster, { type Worker } from 'node:cluster';

/**
 * WORKERS > 1: the primary forks that many copies of server/main.ts, which share the port
 * (node:cluster hands each new connection to the next worker) and everything else through
 * PostgreSQL, as separate instances do (docs/DEPLOY.md). The primary serves nothing itself.
 */

/**
 * A worker's connections for calls when DATABASE_POOL_SIZE is unset: one process's default
 * (`processDefault`, db/client.ts defaultPoolSize) shared out, so that the machine holds about as
 * many as one process did (more backends than cores only queue inside PostgreSQL), and at least 2,
 * so that a worker's next query does not wait for its previous one to come back.
 */
export const workerPoolSize = (workers: number, processDefault: number) => (workers === 1 ? processDefault : Math.max(2, Math.floor(processDefault / workers)));

/** What a worker tells the primary once it listens and its jobs run. */
const LISTENING = 'flotilla:listening';
/** What a worker asks the primary once its code is loaded; the answer is `{ type: DATABASE, url }`. */
const ASK_DATABASE = 'flotilla:database?';
const DATABASE = 'flotilla:database';

/** In a worker: says it serves (the primary prints the start-up lines once every worker has). */
export function tellPrimaryListening() {
  process.send?.(LISTENING);
}

/**
 * In a worker: the URL of the database the primary started and migrated (the embedded one's
 * too), once it has. Asked for rather than waited for: a message sent before a worker listens is lost.
 */
export function databaseFromPrimary(): Promise<string> {
  return new Promise((resolve) => {
    const answer = (message: { type?: string; url?: string }) => {
      if (message?.type !== DATABASE || !message.url) return;
      process.off('message', answer);
      resolve(message.url);
    };
    process.on('message', answer);
    process.send!(ASK_DATABASE);
  });
}

const RESTART_FIRST_MS = 1000;
const RESTART_MAX_MS = 30_000;

export interface WorkersOptions {
  count: number;
  /** Once, when every worker first listens. */
  onListening(): void;
  /** After every worker has exited on a stop: the embedded PostgreSQL's stop. */
  afterStop(): Promise<void>;
  /** SIGINT (Ctrl+C): before the workers stop (the terminal's signal reached the embedded PostgreSQL too). */
  onInterrupt?(): void;
}

/**
 * Forks the first worker, which loads its code and waits for databaseReady(), then the others
 * once it listens, and keeps `count` of them running: one that exits unexpectedly is logged and
 * replaced (at once; after 1 s, 2 s … 30 s when the replacements themselves die before they
 * listen). One that exits before the first start is complete stops the server with exit code 1:
 * it would fail the same way again (a port in use, a bad setting). SIGTERM and SIGINT go to every
 * worker, each stops as a single process does (readiness 503, SHUTDOWN_GRACE_MS, its calls
 * finished), and the primary exits 0 once all have exited 0, else 1.
 */
export function runWorkers({ count, onListening, afterStop, onInterrupt }: WorkersOptions) {
  let database: (url: string) => void = () => undefined;
  const databaseUrl = new Promise<string>((resolve) => (database = resolve));
  const listening = new Set<number>();
  let started = false;
  let stopping: NodeJS.Signals | undefined;
  let failed = false;
  let failuresInARow = 0;
  const restarts = new Set<NodeJS.Timeout>();
  let forkedAll = count === 1;
  // A worker that exited may stay in cluster.workers until its channel closes.
  const live = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined && !w.isDead());

  const fork = () => {
    const worker = cluster.fork();
    worker.on('message', (message: unknown) => {
      if (message === ASK_DATABASE) void databaseUrl.then((url) => worker.isConnected() && worker.send({ type: DATABASE, url }));
      if (message !== LISTENING) return;
      listening.add(worker.id);
      failuresInARow = 0;
      if (!forkedAll && !stopping) {
        forkedAll = true;
        for (let i = 1; i < count; i++) fork();
      }
      if (!started && listening.size === count) {
        started = true;
        onListening();
      }
    });
  };

  const finish = async () => {
    await afterStop();
    process.exit(failed ? 1 : 0);
  };

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = signal;
    for (const timer of restarts) clearTimeout(timer);
    if (signal === 'SIGINT') onInterrupt?.();
    const workers = live();
    for (const worker of workers) worker.process.kill(signal);
    if (!workers.length) void finish();
  };

  cluster.on('exit', (worker, code, signal) => {
    const how = signal ?? `exit code ${code}`;
    const listened = listening.delete(worker.id);
    if (stopping) {
      if (code !== 0) failed = true;
      // One the signal ended before its stop was set up (still starting) needs no line of its own.
      if (code !== 0 && signal !== stopping) console.error(`Worker ${worker.process.pid} stopped with ${how}.`);
      if (!live().length) void finish();
      return;
    }
    if (!started) {
      console.error(`A worker stopped while starting (${how}); stopping the server.`);
      failed = true;
      stop('SIGTERM');
      return;
    }
    if (!listened) failuresInARow++;
    const delay = failuresInARow ? Math.min(RESTART_FIRST_MS * 2 ** (failuresInARow - 1), RESTART_MAX_MS) : 0;
    console.error(`Worker ${worker.process.pid} stopped unexpectedly (${how}); starting another${delay ? ` in ${delay / 1000} s` : ''}.`);
    const timer = setTimeout(() => {
      restarts.delete(timer);
      fork();
    }, delay);
    restarts.add(timer);
  });

  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
  // The first worker starts alone, with the cores to itself: the port serves as soon as one
  // process can (on 2 cores, 2.2–7.4 s against 5.3–11.2 s for all at once; docs/DEPLOY.md).
  fork();
  return {
    /** The database is migrated (and the demo seeded): the workers may connect to `url`. */
    databaseReady: (url: string) => database(url),
  };
}

import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Server test files whose assertions are timings (an import's event-loop stalls, an alert's second
 * from raise to every desk): they run after the other server files, when the browser parts beside
 * them have mostly ended, not at nice 10 under three Chromiums.
 */
const TIMING = ['test/server/files/importLimits.test.ts', 'test/server/alerts/alertsRealtime.test.ts'];
/**
 * Test files that replace or reload modules (vi.mock, vi.doMock, vi.resetModules): each needs a
 * module graph of its own, so they run apart from the others, which share their worker's modules.
 * Found by their text, so a new one cannot end up in a shared project by mistake.
 */
function mocking(dirs: string[]): string[] {
  return dirs
    .flatMap((dir) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => `${dir}/${file}`))
    .filter((file) => /\.test\.tsx?$/.test(file) && /vi\.(mock|doMock|resetModules)\(/.test(readFileSync(file, 'utf8')));
}
const MOCKING = mocking(['server', 'test/server']);
const SERVER_FILES = ['server/**/*.test.ts', 'test/server/**/*.test.ts'];
/**
 * The oldest PostgreSQL the README promises (Debian's postgresql-15, which .ci/run installs),
 * for the server-pg15 project; TEST_PG15_BIN names its binaries' folder elsewhere.
 */
const PG15_BIN = process.env.TEST_PG15_BIN ?? '/usr/lib/postgresql/15/bin';
/**
 * Server files that test connections cut (an outage) and the bench's tools (the bench always runs
 * on the embedded PostgreSQL), not SQL a version may refuse: on the embedded PostgreSQL only, as
 * are the cluster's and the fault files below.
 */
const EMBEDDED_ONLY = ['test/server/http/outage.test.ts', 'test/server/bench/*.test.ts'];
/**
 * Three instances behind HAProxy and PgBouncer (processes, a balancer and a pooler, not SQL): on
 * the embedded PostgreSQL only, and with the timing files, after the others and one file at a
 * time: beside the fault tests and the browser parts, its five server processes starved both.
 */
const CLUSTER = ['test/server/cluster/*.test.ts'];
/**
 * The fault files kill and restart server processes (not SQL) and wait up to 90 s for each start:
 * at nice 10 under three Chromiums a start got a tenth of a core and ran out of time, so they run
 * with the cluster's, after the others.
 */
const FAULTS = ['test/server/http/faults.test.ts', 'test/server/http/faultsDatabase.test.ts'];
/**
 * `npm test` runs the SQL-testing files once, on PostgreSQL 15: a newer server accepts what 15
 * does, and it is the older one that refuses what only a newer version knows. These run on the
 * embedded 18 as well, where the engine itself is what they test: the schema, its migrations and
 * plans. (The role matrix and the fuzzing, two minutes between them, send the same SQL on both:
 * once, on 15; so do the realtime files, whose LISTEN/NOTIFY is the same on both versions.)
 */
const ON_BOTH = ['test/server/db/*.test.ts'];
/** Files that run after the others, one at a time, on the embedded PostgreSQL (server-timing). */
const LAST = [...TIMING, ...CLUSTER, ...FAULTS];
const NOT_ON_PG15 = [...EMBEDDED_ONLY, ...LAST, ...MOCKING];
const CLIENT_MOCKING = mocking(['src', 'domain', 'i18n']);
/** What every server project shares: one PostgreSQL per cluster kind (test/server/support/globalSetup.ts). */
const SERVER = {
  environment: 'node' as const,
  globals: true,
  globalSetup: ['test/server/support/globalSetup.ts'],
  // Beside the browser parts, at nice 10, a test gets a tenth of a core: one that takes 1 s alone
  // (every bench scenario's call in turn) took over 30 s on a slow CI machine.
  testTimeout: 120_000,
  hookTimeout: 120_000,
};
const CLIENT = {
  environment: 'jsdom' as const,
  globals: true,
  setupFiles: ['test/client/setup.ts'],
  // Screen tests type and click like a person; on a busy 2-core machine 5 s is not enough, and
  // the longest form (a vehicle with its seven files) took over 30 s at a load average of 10.
  testTimeout: 60_000,
};

const E2E_FILES = ['test/e2e/**/*.test.ts'];
/**
 * The browser tests mostly wait (on Chromium drawing, on the server, on what a person waits for):
 * a run of them used about a quarter of one core. So `npm test` runs them in three parts side by
 * side, each part's files one at a time on a server, database and Chromium of its own (each file
 * still starts from what the files before it in its part left). The first two are named here,
 * each about a third of the time; e2e-c is every other file (where a new file goes unless it is long).
 */
const E2E_PARTS = {
  'e2e-a': ['accessibility', 'vehicles', 'mobile', 'expiry', 'loans', 'recovery', 'alerts', 'keyboard', 'screenScripts'],
  'e2e-b': [
    'accessibilityGroups', 'trips', 'home', 'routes', 'vehicleRecord', 'platformUsers', 'licenceBlock', 'routeHistory',
    'vehicleRelease', 'factorRequired',
  ],
};
const e2eFiles = (names: string[]) => names.map((name) => `test/e2e/${name}.test.ts`);
const E2E_NAMED = e2eFiles(Object.values(E2E_PARTS).flat());
const E2E = {
  environment: 'node' as const,
  globals: true,
  globalSetup: ['test/e2e/globalSetup.ts'],
  testTimeout: 120_000,
  hookTimeout: 180_000,
  // expect.poll's own 1 s is too short beside the other parts; the same as WAIT (test/e2e/browser.ts).
  expect: { poll: { timeout: 30_000 } },
  fileParallelism: false,
  // One worker runs the files in turn and keeps the imported modules (playwright-core, drizzle,
  // the helpers: seconds a file); each test file itself still runs afresh, and all state between
  // files lives in the shared server and Chromium (each file opens its own contexts).
  isolate: false,
};

// Eleven projects: client (jsdom), client-mocking (its files that replace modules, each alone), server (every
// server file on the embedded PostgreSQL), server-pg15 (the SQL-testing files on PostgreSQL 15),
// server-embedded (what `npm test` runs on the embedded one beside it), server-mocking (likewise),
// server-timing (the same, alone, after the others), e2e (headless Chromium) and its parts e2e-a, e2e-b and e2e-c.
export default defineConfig({
  test: {
    // Vitest's default is one worker per core but one, which is a single worker on the 2-core
    // CI machine; two halve the client and server wall time (each test waits mostly on I/O).
    // The e2e project stays one file at a time (fileParallelism: false).
    maxWorkers: 2,
    // Failures also go to TEST_FAILURES, which `npm test` prints last (test/runAll.sh).
    reporters: ['default', './test/failureSummary.ts'],
    projects: [
      {
        plugins: [react()],
        test: {
          ...CLIENT,
          name: 'client',
          include: ['src/**/*.test.{ts,tsx}', 'domain/**/*.test.ts', 'i18n/**/*.test.ts'],
          exclude: CLIENT_MOCKING,
          // Files share a worker's modules (react-admin and MUI imported once, not once a file).
          isolate: false,
        },
      },
      {
        plugins: [react()],
        test: { ...CLIENT, name: 'client-mocking', include: CLIENT_MOCKING },
      },
      {
        test: {
          ...SERVER,
          name: 'server',
          include: SERVER_FILES,
          exclude: [...TIMING, ...MOCKING],
          // Files share a worker's modules: importing the app afresh for each file costs seconds
          // a file, minutes over the suite. Each file still builds its own app and database.
          isolate: false,
        },
      },
      {
        // The same files again on a throwaway PostgreSQL 15 cluster, so that nothing only newer
        // versions accept reaches the code unnoticed (but NOT_ON_PG15).
        test: { ...SERVER, name: 'server-pg15', include: SERVER_FILES, exclude: NOT_ON_PG15, env: { TEST_PG_BIN: PG15_BIN }, isolate: false },
      },
      {
        // What `npm test` runs on the embedded PostgreSQL beside server-pg15 (the `server` project
        // runs every file on it, for work on one file).
        test: { ...SERVER, name: 'server-embedded', include: [...EMBEDDED_ONLY, ...ON_BOTH], isolate: false },
      },
      {
        test: { ...SERVER, name: 'server-mocking', include: MOCKING },
      },
      {
        // Files that measure the event loop run after the others, alone: beside a second worker
        // and PostgreSQL on two cores they measure the neighbours, not the code. So do the
        // process-starting cluster and fault files.
        test: { ...SERVER, name: 'server-timing', include: LAST, sequence: { groupOrder: 1 }, fileParallelism: false },
      },
      // Every browser file in one run (for one file: `--project e2e test/e2e/<file>`), and the
      // three parts `npm test` runs side by side, each with its own server, database and Chromium.
      { test: { ...E2E, name: 'e2e', include: E2E_FILES } },
      ...Object.entries(E2E_PARTS).map(([name, files]) => ({ test: { ...E2E, name, include: e2eFiles(files) } })),
      { test: { ...E2E, name: 'e2e-c', include: E2E_FILES, exclude: E2E_NAMED } },
    ],
  },
});

import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** Server test files whose assertions are timings. */
const TIMING = ['test/server/importLimits.test.ts'];
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
const CLIENT_MOCKING = mocking(['src', 'domain', 'i18n']);
const CLIENT = {
  environment: 'jsdom' as const,
  globals: true,
  setupFiles: ['test/client/setup.ts'],
  // Screen tests type and click like a person; on a busy 2-core machine 5 s is not enough.
  testTimeout: 30_000,
};

// Six projects: client (jsdom), client-mocking (its files that replace modules, each alone), server (real
// PostgreSQL), server-mocking (likewise), server-timing (the same, alone, after the others), e2e (headless Chromium).
export default defineConfig({
  test: {
    // Vitest's default is one worker per core but one, which is a single worker on the 2-core
    // CI machine; two halve the client and server wall time (each test waits mostly on I/O).
    // The e2e project stays one file at a time (fileParallelism: false).
    maxWorkers: 2,
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
          name: 'server',
          environment: 'node',
          globals: true,
          include: ['server/**/*.test.ts', 'test/server/**/*.test.ts'],
          exclude: [...TIMING, ...MOCKING],
          globalSetup: ['test/server/globalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // Files share a worker's modules: importing the app afresh for each file cost ~3.4 s
          // of each (233 s of the suite). Each file still builds its own app and database.
          isolate: false,
        },
      },
      {
        test: {
          name: 'server-mocking',
          environment: 'node',
          globals: true,
          include: MOCKING,
          globalSetup: ['test/server/globalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Files that measure the event loop run after the others, alone: beside a second worker
        // and PostgreSQL on two cores they measure the neighbours, not the code.
        test: {
          name: 'server-timing',
          environment: 'node',
          globals: true,
          include: TIMING,
          globalSetup: ['test/server/globalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          globals: true,
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/e2e/globalSetup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // One worker runs every file in turn and keeps the imported modules (playwright-core,
          // drizzle, the helpers; ~2 s a file); each test file itself still runs afresh, and all
          // state between files lives in the shared server and Chromium (each file opens its own contexts).
          isolate: false,
        },
      },
    ],
  },
});

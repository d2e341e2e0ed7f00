import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** Server test files whose assertions are timings. */
const TIMING = ['test/server/importLimits.test.ts'];
/**
 * Server test files that replace a module (vi.mock): each needs a module graph of its own, so
 * they run apart from the others, which share their worker's modules. Found by their text, so a
 * new one cannot end up in the shared project by mistake.
 */
const MOCKING = ['server', 'test/server']
  .flatMap((dir) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => `${dir}/${file}`))
  .filter((file) => file.endsWith('.test.ts') && readFileSync(file, 'utf8').includes('vi.mock('));

// Five projects: client (jsdom), server (real PostgreSQL), server-mocking (files that replace a module, each alone),
// server-timing (the same, alone, after the others), e2e (headless Chromium).
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
          name: 'client',
          environment: 'jsdom',
          globals: true,
          include: ['src/**/*.test.{ts,tsx}', 'domain/**/*.test.ts', 'i18n/**/*.test.ts'],
          setupFiles: ['test/client/setup.ts'],
          // Screen tests type and click like a person; on a busy 2-core machine 5 s is not enough.
          testTimeout: 30_000,
        },
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

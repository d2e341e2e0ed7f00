import { inject } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { connect, type Database } from '../../../server/db/client';
import { LocalFileStore } from '../../../server/files/localStore';
import { writeBackup } from '../../../server/backup/backup';
import { verifyArchive } from '../../../server/backup/verify';
import { codeMigrations } from '../../../server/backup/migrations';
import { startEmbeddedPostgres } from '../../../server/db/embedded';
import { isDatabaseEmpty } from '../../../server/seed/demo';
import { freePort } from '../../freePort';
import { emptyDatabase } from '../support/emptyDatabase';
import { bytesOf, databaseState, storedKeys } from './compare';

/**
 * `npm run backup` and `npm run restore` (server/backup/): the demo (the suite's one seed) backed
 * up once and restored by the command into a new data folder (its embedded PostgreSQL, its files).
 * A small archive, into an S3 bucket too, and the refusals: smallArchive.test.ts.
 */

const ROOT = path.resolve(import.meta.dirname, '../../..');
const demoUrl = emptyDatabase('backup_demo', 'flotilla_seeded');
const work = mkdtempSync(path.join(tmpdir(), 'flotilla-backup-test-'));
const demoFiles = new LocalFileStore(path.join(inject('seededDataDir'), 'files'));
const demoSecrets = { 'jwt-secret': randomBytes(48).toString('base64url'), 'factor-key': randomBytes(32).toString('base64') };
const archive = path.join(work, 'demo.tar.gz');
const lines: string[] = [];
const log = (line: string) => void lines.push(line);
const open: Database[] = [];
const database = (url: string) => {
  const opened = connect(url, 2);
  open.push(opened);
  return opened;
};
const pool = (url: string) => database(url).pool;
beforeAll(async () => {
  const dataDir = path.join(work, 'demo');
  mkdirSync(dataDir);
  for (const [name, text] of Object.entries(demoSecrets)) writeFileSync(path.join(dataDir, name), text, { mode: 0o600 });
  const secrets = (['jwt-secret', 'factor-key'] as const).map((name) => ({ name, file: path.join(dataDir, name) }));
  await writeBackup({ pool: pool(demoUrl), files: demoFiles, secrets, log }, archive);
}, 180_000);
afterAll(async () => {
  await Promise.all(open.map((d) => d.close()));
  rmSync(work, { recursive: true, force: true });
});

it('backs up the demo into one owner-only archive whose manifest names every table, file and secret', async () => {
  expect(statSync(archive).mode & 0o777).toBe(0o600);
  const manifest = await verifyArchive(archive, log);
  const last = codeMigrations().at(-1)!;
  expect(manifest.migration).toEqual({ tag: last.tag, when: last.when, count: codeMigrations().length });
  expect(manifest.files.map((f) => f.key)).toEqual(await storedKeys(demoFiles));
  expect(manifest.secrets.map((s) => s.name)).toEqual(['jwt-secret', 'factor-key']);
  const state = await databaseState(demoUrl);
  expect(Object.fromEntries(manifest.tables.map((t) => [t.name, t.rows]))).toEqual(
    Object.fromEntries(Object.entries(state).filter(([name]) => !name.startsWith('sequence ')).map(([name, s]) => [name, Number(s.split(' ')[0])])),
  );
  expect(lines).toContainEqual(expect.stringMatching(/^ {2}tables \d+\/\d+ {2}usuarios: \d+ rows$/));
});

describe('the commands', () => {
  /** A command as npm runs it, in its own process; answers its exit code and what it printed. */
  async function command(script: string, args: string[], env: Record<string, string>) {
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', `server/cli/${script}.ts`, ...args], { cwd: ROOT, env: { PATH: process.env.PATH, ...env } });
    return run.then(
      ({ stdout }) => ({ code: 0, output: stdout }),
      (err: { code: number; stdout: string; stderr: string }) => ({ code: err.code, output: err.stdout + err.stderr }),
    );
  }
  const dataDir = path.join(work, 'embedded');

  it('npm run restore brings a new data folder to the demo: every row, sequence, file and secret; npm run backup of it gives the same archive', { timeout: 300_000 }, async () => {
    const env = { DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()) };
    const restored = await command('restore', [archive], env);
    expect([restored.code, restored.output]).toEqual([0, expect.stringContaining(`Restored ${archive} into ${path.join(dataDir, 'pg')}.`)]);
    expect(restored.output).toContain('The archive is whole: ');
    for (const [name, text] of Object.entries(demoSecrets)) {
      expect(readFileSync(path.join(dataDir, name), 'utf8')).toBe(text);
      expect(statSync(path.join(dataDir, name)).mode & 0o777).toBe(0o600);
    }
    const files = new LocalFileStore(path.join(dataDir, 'files'));
    const keys = await storedKeys(demoFiles);
    expect(await storedKeys(files)).toEqual(keys);
    for (const key of keys) expect([key, (await bytesOf(files, key))!.equals((await bytesOf(demoFiles, key))!)]).toEqual([key, true]);

    // Its PostgreSQL started as `npm start` starts it: the demo's rows, and nothing for the start to seed over them.
    const pg = await startEmbeddedPostgres(path.join(dataDir, 'pg'), Number(env.EMBEDDED_PG_PORT));
    try {
      expect(await databaseState(pg.url('flotilla'))).toEqual(await databaseState(demoUrl));
      const restoredDb = connect(pg.url('flotilla'), 1);
      expect(await isDatabaseEmpty(restoredDb.db)).toBe(false);
      await restoredDb.close();
      // Backed up while it runs: the same rows and files, byte for byte.
      const again = path.join(work, 'again.tar.gz');
      const backedUp = await command('backup', ['--out', again], env);
      expect([backedUp.code, backedUp.output]).toEqual([0, expect.stringContaining('Using the embedded PostgreSQL running on')]);
      const [first, second] = [await verifyArchive(archive, log), await verifyArchive(again, log)];
      expect(second.tables).toEqual(first.tables);
      expect(second.sequences).toEqual(first.sequences);
      expect(second.files).toEqual(first.files);
      expect(second.secrets).toEqual(first.secrets);
    } finally {
      await pg.stop();
    }
  });

  it('npm run restore refuses an installation that holds data and says so in one line', { timeout: 60_000 }, async () => {
    const refusedRun = await command('restore', [archive], { DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()) });
    expect(refusedRun.code).toBe(1);
    expect(refusedRun.output).toMatch(/\nNot restored: the database holds data \(.*\): restore only into an empty one\. Nothing was written\.\n$/);
  });
});

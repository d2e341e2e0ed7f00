import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { LocalFileStore } from '../../../server/files/localStore';
import { avatarPng, licencePdf } from '../../../server/seed/placeholders';
import { startS3Server } from '../support/s3Server';
import { bytesOf } from '../support/storedFiles';

/** `npm run files:migrate` (server/cli/filesMigrate.ts): the local folder into the bucket, resumable and idempotent. */

const ROOT = path.resolve(import.meta.dirname, '../../..');
const s3 = await startS3Server();
const dataDir = mkdtempSync(path.join(tmpdir(), 'flotilla-migrate-'));
afterAll(async () => {
  await s3.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The CLI as npm runs it, in its own process; answers its exit code and what it printed. */
async function migrate(env: Record<string, string>) {
  const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/cli/filesMigrate.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, JWT_SECRET: 'x', FACTOR_KEY: Buffer.alloc(32).toString('base64'), ...env },
  });
  return run.then(
    ({ stdout }) => ({ code: 0, output: stdout }),
    (err: { code: number; stdout: string; stderr: string }) => ({ code: err.code, output: err.stdout + err.stderr }),
  );
}

it('copies every file once, goes on after a copy cut short, and a second run copies nothing', async () => {
  const local = new LocalFileStore(path.join(dataDir, 'files'));
  const sent = [...Array.from({ length: 5 }, (_, i) => avatarPng(i)), licencePdf()];
  const keys = [];
  for (const data of sent) keys.push(await local.save(data, data[0] === 0x25 ? 'pdf' : 'png'));
  const bucket = s3.store();
  // A run cut short left one object with part of its bytes, and another whole.
  await bucket.put(keys[0], sent[0].subarray(0, 10), 10);
  await bucket.put(keys[1], sent[1], sent[1].length);

  const first = await migrate(s3.env);
  expect(first.code).toBe(0);
  expect(first.output).toContain(`Copying the files of ${path.join(dataDir, 'files')} to the bucket ${s3.bucket}`);
  expect(first.output).toContain('6/6 (5 copied, 1 already there)');
  expect(first.output).not.toContain(s3.secretAccessKey);
  for (const [i, key] of keys.entries()) expect([key, (await bytesOf(bucket, key))!.equals(sent[i])]).toEqual([key, true]);

  const second = await migrate(s3.env);
  expect([second.code, second.output]).toEqual([0, expect.stringContaining('Done: 6 files, 0 copied, 6 already there.')]);
});

it('refuses to run without an object store to copy to, and says why a copy stopped', async () => {
  const none = await migrate({});
  expect([none.code, none.output]).toEqual([1, expect.stringContaining('Set FILE_STORE=s3')]);
  const refused = await migrate({ ...s3.env, S3_BUCKET: 'no-such-bucket' });
  expect([refused.code, refused.output]).toEqual([1, expect.stringContaining('Run it again to go on from here.')]);
});

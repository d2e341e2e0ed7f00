import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createFileStore, type FileStore } from '../../../server/files/store';
import { loadConfig } from '../../../server/config';

/** A real S3-protocol server on the loopback, its bucket, and how a server process reaches it. */
export interface S3Server {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** FILE_STORE and S3_* for a server process (or loadConfig) to use this bucket. */
  env: Record<string, string>;
  /** A file store on this bucket, as the server makes it from `env` (with `change`: another bucket, endpoint…). */
  store(change?: Record<string, string>): FileStore;
  stop(): Promise<void>;
}

/** s3rver's own credentials: it checks every request's signature against them. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * Starts s3rver (files in a temporary folder, removed on stop) with one bucket, so the S3 file
 * store is tested against the protocol the SDK speaks, never a mock of the SDK. It runs in a
 * process of its own (s3rverProcess.ts), with OpenSSL's legacy provider its listings need.
 */
export async function startS3Server(bucket = 'flotilla-test'): Promise<S3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 'flotilla-s3-'));
  const child = spawn(process.execPath, ['--openssl-legacy-provider', '--import', 'tsx', path.join(import.meta.dirname, 's3rverProcess.ts'), directory, bucket], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = once(child, 'exit');
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk;
      if (output.includes('\n')) resolve(Number(output.trim()));
    });
    void exited.then(() => reject(new Error('s3rver stopped before it listened')));
  });
  const endpoint = `http://127.0.0.1:${port}`;
  const env = {
    FILE_STORE: 's3',
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
  };
  return {
    endpoint,
    bucket,
    ...CREDENTIALS,
    env,
    // The secrets are given so that reading the config writes nothing into a data folder.
    store: (change = {}) => createFileStore(loadConfig({ DATA_DIR: directory, JWT_SECRET: 'unused', FACTOR_KEY: Buffer.alloc(32).toString('base64'), ...env, ...change }).files),
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

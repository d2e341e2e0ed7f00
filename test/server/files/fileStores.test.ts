import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { loadConfig } from '../../../server/config';
import { createFileStore, type FileStore, type S3StoreConfig } from '../../../server/files/store';
import { S3FileStore } from '../../../server/files/s3Store';
import { avatarPng } from '../../../server/seed/placeholders';
import { FILES } from '../resources/usersHelpers';
import { startS3Server } from '../support/s3Server';
import { readStored as read, storedEntries as listed } from '../support/storedFiles';

/**
 * Both file stores (server/files/store.ts) keep one contract: the local folder and an S3 bucket
 * on a real S3-protocol server (s3rver on the loopback), never a mock of the SDK.
 */

const s3 = await startS3Server();
const dir = mkdtempSync(path.join(tmpdir(), 'flotilla-stores-'));
afterAll(async () => {
  await s3.stop();
  rmSync(dir, { recursive: true, force: true });
});

const UNKNOWN = '00000000-0000-4000-8000-000000000000.png';

describe.each([
  ['local folder', () => createFileStore(loadConfig({ DATA_DIR: dir, JWT_SECRET: 'x', FACTOR_KEY: Buffer.alloc(32).toString('base64') }).files)],
  ['S3 bucket', () => s3.store()],
])('the %s store', (_name, make: () => FileStore) => {
  const store = make();

  it('saves under a new key of the sniffed type and reads it back with its size and kind', async () => {
    const key = await store.save(FILES.pdf, 'pdf');
    expect(key).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(await store.save(FILES.pdf, 'pdf')).not.toBe(key);
    expect(await read(store, key)).toEqual({ size: FILES.pdf.length, kind: 'pdf', data: FILES.pdf });
    const entry = (await listed(store)).find((e) => e.key === key);
    expect(entry?.size).toBe(FILES.pdf.length);
    expect(Math.abs(entry!.modified.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('puts a file under a key it has, from bytes or a stream, and again over it', async () => {
    const key = '11111111-2222-4333-8444-555555555555.png';
    await store.put(key, FILES.png, FILES.png.length);
    expect((await read(store, key))?.data.equals(FILES.png)).toBe(true);
    const other = avatarPng(2);
    await store.put(key, Readable.from([other.subarray(0, 10), other.subarray(10)]), other.length);
    expect(await read(store, key)).toEqual({ size: other.length, kind: 'png', data: other });
    await expect(store.put('../outside.png', FILES.png, FILES.png.length)).rejects.toThrow('not a stored file key');
  });

  it('answers null for a key it never made or does not hold, and removes quietly', async () => {
    for (const key of [null, undefined, '', '../files.png', 'notes.txt', UNKNOWN]) expect(await store.open(key)).toBeNull();
    const key = await store.save(FILES.jpeg, 'jpeg');
    await store.remove(key);
    expect(await store.open(key)).toBeNull();
    expect((await listed(store)).map((e) => e.key)).not.toContain(key);
    await store.remove(key);
    await store.remove('../etc/passwd');
  });
});

it('the local store lists only keys: a partial copy or an operator\'s note is not a stored file', async () => {
  const store = createFileStore({ kind: 'local', dir: path.join(dir, 'other') });
  const key = await store.save(FILES.png, 'png');
  writeFileSync(path.join(dir, 'other', 'notes.txt'), 'x');
  writeFileSync(path.join(dir, 'other', `${UNKNOWN}.0a1b.part`), 'x');
  expect((await listed(store)).map((e) => e.key)).toEqual([key]);
});

it('the S3 store lists a bucket of several pages (1,000 keys a page on S3) whole', async () => {
  const store = s3.store();
  const saved = await Promise.all(Array.from({ length: 5 }, () => store.save(FILES.png, 'png')));
  const { files } = loadConfig({ DATA_DIR: dir, JWT_SECRET: 'x', FACTOR_KEY: Buffer.alloc(32).toString('base64'), ...s3.env });
  const paged = new S3FileStore(files as S3StoreConfig, 2);
  const keys = (await listed(paged)).map((e) => e.key);
  expect(keys).toEqual(expect.arrayContaining(saved));
  expect(new Set(keys).size).toBe(keys.length);
  expect(keys.length).toBe((await listed(store)).length);
});

it('an S3 store that refuses (no such bucket, or no server there) fails the write instead of answering a key', async () => {
  await expect(s3.store({ S3_BUCKET: 'no-such-bucket' }).save(FILES.png, 'png')).rejects.toThrow();
  await expect(s3.store({ S3_ENDPOINT: 'http://127.0.0.1:9' }).save(FILES.png, 'png')).rejects.toThrow();
});

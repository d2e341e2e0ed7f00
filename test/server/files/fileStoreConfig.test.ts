import path from 'node:path';
import { loadConfig } from '../../../server/config';

/** FILE_STORE and S3_* (server/config.ts): what they make, and a bad combination stopping the start with one clear line. */
const dataDir = path.resolve('/tmp/flotilla-store-config');
const config = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x', FACTOR_KEY: Buffer.alloc(32).toString('base64'), ...env }).files;
const S3 = { FILE_STORE: 's3', S3_BUCKET: 'fotos' };

it('is the data folder by default, and S3 with its defaults or what is set', () => {
  expect(config({})).toEqual({ kind: 'local', dir: path.join(dataDir, 'files') });
  expect(config({ FILE_STORE: 'local' })).toEqual({ kind: 'local', dir: path.join(dataDir, 'files') });
  expect(config(S3)).toEqual({ kind: 's3', bucket: 'fotos', region: 'us-east-1', endpoint: undefined, credentials: undefined, forcePathStyle: false });
  const minio = { ...S3, S3_ENDPOINT: 'https://minio.example.com:9000', S3_REGION: 'eu-west-1', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secreto', S3_FORCE_PATH_STYLE: 'true' };
  expect(config(minio)).toEqual({
    kind: 's3',
    bucket: 'fotos',
    region: 'eu-west-1',
    endpoint: 'https://minio.example.com:9000',
    credentials: { accessKeyId: 'id', secretAccessKey: 'secreto' },
    forcePathStyle: true,
  });
});

it.each([
  [{ FILE_STORE: 'disk' }, 'FILE_STORE must be local or s3 (got "disk")'],
  [{ FILE_STORE: 's3' }, 'FILE_STORE=s3 needs S3_BUCKET'],
  [{ ...S3, S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT must be an http(s) URL with no path'],
  [{ ...S3, S3_ENDPOINT: 'https://minio.example.com/fotos' }, 'S3_ENDPOINT must be an http(s) URL with no path'],
  [{ ...S3, S3_ENDPOINT: 'https://minio:secreto@minio.example.com:9000' }, 'S3_ENDPOINT must be an http(s) URL with no path and no user:password@'],
  [{ ...S3, S3_ACCESS_KEY_ID: 'id' }, 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together'],
  [{ ...S3, S3_SECRET_ACCESS_KEY: 'secreto' }, 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together'],
  [{ ...S3, S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE must be true or false (got "yes")'],
])('refuses %o with a line that names it, never the secret', (env, line) => {
  expect(() => config(env)).toThrow(line);
  try {
    config(env);
  } catch (err) {
    expect((err as Error).message).not.toContain('secreto');
  }
});

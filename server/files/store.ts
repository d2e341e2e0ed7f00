import type { Readable } from 'node:stream';
import type { FileKind } from './types';
import { LocalFileStore } from './localStore';
import { S3FileStore } from './s3Store';

export { FILE_KEY, isFileKey, checkedKey } from './fileKeys';

/**
 * Where uploaded files live: a folder (the default) or an S3-compatible object store, chosen by
 * FILE_STORE (server/config.ts). The app holds one, made at start-up (server/app.ts); records
 * keep the key, files are served only through the API (never from a static folder or a bucket URL).
 */

export interface StoredFile {
  stream: Readable;
  size: number;
  kind: FileKind;
}

/** A stored file as a listing shows it: the sweep reads its age, files:migrate its size. */
export interface StoredEntry {
  key: string;
  size: number;
  modified: Date;
}

export interface FileStore {
  /** Writes `data` (already sniffed as `kind`) under a new server-made key and answers the key. */
  save(data: Uint8Array, kind: FileKind): Promise<string>;
  /** Writes a file under a key it already has (files:migrate, restore); the key must be a valid stored-file key. */
  put(key: string, body: Buffer | Readable, size: number): Promise<void>;
  /** The stored file, or null when the key is unknown or its file is gone. */
  open(key: string | null | undefined): Promise<StoredFile | null>;
  /** Removes a stored file; a missing one is fine (removing is how a replaced file goes away). */
  remove(key: string | null | undefined): Promise<void>;
  /** Every stored file with its size and when it was written (any order). */
  entries(): AsyncIterable<StoredEntry>;
  /** Throws one clear line when the store cannot be reached (a mistyped bucket): checked at start-up. */
  check(): Promise<void>;
}

/** FILE_STORE=s3: the bucket and how to reach it (server/config.ts readFileStore). */
export interface S3StoreConfig {
  kind: 's3';
  /** S3_ENDPOINT: unset for AWS; MinIO, R2, Ceph's gateway give theirs. */
  endpoint?: string;
  region: string;
  bucket: string;
  /** Unset: the SDK's default chain (instance role, AWS_* variables, ~/.aws). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** S3_FORCE_PATH_STYLE: bucket in the path, not the host name (MinIO, s3rver, Ceph). */
  forcePathStyle: boolean;
}

export type FileStoreConfig = { kind: 'local'; dir: string } | S3StoreConfig;

/** The store `config` names (server/config.ts readFileStore). */
export function createFileStore(config: FileStoreConfig): FileStore {
  return config.kind === 's3' ? new S3FileStore(config) : new LocalFileStore(config.dir);
}

import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { checkedKey, isFileKey } from './fileKeys';
import { FILE_TYPES, kindOfKey, type FileKind } from './types';
import type { FileStore, S3StoreConfig, StoredEntry, StoredFile } from './store';

const missing = (err: unknown) =>
  err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404);

/**
 * Uploaded files as objects of one bucket, named by their keys, through the official SDK. Any
 * S3-compatible store works: checksums only where an operation requires them, since several of
 * those stores refuse the SDK's newer streamed checksum trailers.
 */
export class S3FileStore implements FileStore {
  private readonly client: S3Client;
  private readonly bucket: string;

  /** `pageSize`: keys a listing call answers (S3's most, 1,000, unless a test wants several pages of a few). */
  constructor(config: S3StoreConfig, private readonly pageSize = 1000) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: config.credentials,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  /**
   * One PutObject from the bytes the upload already holds: the type check and the image
   * sanitising (server/files/upload.ts, sanitize.ts) need the whole file, at most 10 MB, in memory.
   */
  async save(data: Uint8Array, kind: FileKind): Promise<string> {
    const key = `${randomUUID()}.${FILE_TYPES[kind].ext}`;
    await this.write(key, data, data.length);
    return key;
  }

  async put(key: string, body: Buffer | Readable, size: number): Promise<void> {
    return this.write(checkedKey(key), body, size);
  }

  private async write(key: string, body: Uint8Array | Readable, size: number) {
    const kind = kindOfKey(key)!;
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentLength: size, ContentType: FILE_TYPES[kind].mime }),
    );
  }

  async open(key: string | null | undefined): Promise<StoredFile | null> {
    if (!isFileKey(key)) return null;
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return { stream: object.Body as Readable, size: object.ContentLength ?? 0, kind: kindOfKey(key)! };
    } catch (err) {
      if (missing(err)) return null;
      throw err;
    }
  }

  /** HeadBucket: a mistyped S3_BUCKET, endpoint or key stops the start rather than failing every upload with a 500. */
  async check(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (err) {
      const status = err instanceof S3ServiceException ? `HTTP ${err.$metadata.httpStatusCode}` : ((err as NodeJS.ErrnoException).code ?? (err as Error).name);
      throw new Error(`The file store's bucket "${this.bucket}" does not answer (${status}): check S3_BUCKET, S3_ENDPOINT, S3_REGION and the credentials`, { cause: err });
    }
  }

  /** S3 answers a delete of a missing object as done. */
  async remove(key: string | null | undefined): Promise<void> {
    if (!isFileKey(key)) return;
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  /** Pages of the bucket's listing; only names that are keys (the bucket may hold other things); no date reads as new, never swept. */
  async *entries(): AsyncIterable<StoredEntry> {
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, ContinuationToken: token, MaxKeys: this.pageSize }));
      for (const object of page.Contents ?? []) {
        if (isFileKey(object.Key)) yield { key: object.Key, size: object.Size ?? 0, modified: object.LastModified ?? new Date() };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }
}

import { createReadStream } from 'node:fs';
import { mkdir, stat, unlink, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { FILE_TYPES, kindOfKey, type FileKind } from './types';

/** Keys are made here: a random UUID and the extension of the sniffed type (ASVS 5.3.2). */
const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp|pdf)$/;

export interface StoredFile {
  stream: Readable;
  size: number;
  kind: FileKind;
}

/**
 * Uploaded files under DATA_DIR/files, named by the server, never by the sender. Records keep
 * the key; files are served only through the API (never from a static folder).
 */
export class FileStore {
  readonly dir: string;

  constructor(dataDir: string) {
    this.dir = path.join(dataDir, 'files');
  }

  private pathOf(key: string) {
    if (!KEY.test(key)) throw new Error(`not a stored file key: ${key}`);
    return path.join(this.dir, key);
  }

  /** Writes `data` (already sniffed as `kind`) and answers its new key. */
  async save(data: Uint8Array, kind: FileKind): Promise<string> {
    await mkdir(this.dir, { recursive: true });
    const key = `${randomUUID()}.${FILE_TYPES[kind].ext}`;
    await writeFile(this.pathOf(key), data, { flag: 'wx', mode: 0o600 });
    return key;
  }

  /** The stored file, or null when the key is unknown or its file is gone. */
  async open(key: string | null | undefined): Promise<StoredFile | null> {
    if (!key || !KEY.test(key)) return null;
    const file = this.pathOf(key);
    try {
      const info = await stat(file);
      return { stream: createReadStream(file), size: info.size, kind: kindOfKey(key)! };
    } catch {
      return null;
    }
  }

  /** Removes a stored file; a missing one is fine (removing is how a replaced file goes away). */
  async remove(key: string | null | undefined) {
    if (!key || !KEY.test(key)) return;
    await unlink(this.pathOf(key)).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== 'ENOENT') throw err;
    });
  }
}

import { createReadStream, createWriteStream, type Dir } from 'node:fs';
import { mkdir, opendir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FILE_TYPES, kindOfKey, type FileKind } from './types';
import { checkedKey, isFileKey } from './fileKeys';
import type { FileStore, StoredEntry, StoredFile } from './store';

/** The local store's folder in a data folder: FILE_STORE=local's, and what files:migrate copies from. */
export const filesFolderOf = (dataDir: string) => path.join(dataDir, 'files');

/** Uploaded files in one folder (DATA_DIR/files by default), named by their keys, owner-only. */
export class LocalFileStore implements FileStore {
  constructor(readonly dir: string) {}

  private pathOf(key: string) {
    return path.join(this.dir, checkedKey(key));
  }

  async save(data: Uint8Array, kind: FileKind): Promise<string> {
    await mkdir(this.dir, { recursive: true });
    const key = `${randomUUID()}.${FILE_TYPES[kind].ext}`;
    await writeFile(this.pathOf(key), data, { flag: 'wx', mode: 0o600 });
    return key;
  }

  /** Written to a temporary name and renamed, so a copy cut short never stands under the key. */
  async put(key: string, body: Buffer | Readable, size: number): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(this.dir, { recursive: true });
    const partial = `${target}.${randomUUID()}.part`;
    try {
      await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
      const written = (await stat(partial)).size;
      if (written !== size) throw new Error(`${key}: ${written} bytes written, ${size} expected`);
      await rename(partial, target);
    } catch (err) {
      await unlink(partial).catch(() => {});
      throw err;
    }
  }

  async open(key: string | null | undefined): Promise<StoredFile | null> {
    if (!isFileKey(key)) return null;
    const file = this.pathOf(key);
    try {
      const info = await stat(file);
      return { stream: createReadStream(file), size: info.size, kind: kindOfKey(key)! };
    } catch {
      return null;
    }
  }

  /** The folder is made on the first save: nothing to reach. */
  async check(): Promise<void> {}

  async remove(key: string | null | undefined) {
    if (!isFileKey(key)) return;
    await unlink(this.pathOf(key)).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== 'ENOENT') throw err;
    });
  }

  /** Only names that are keys: a partial copy or anything an operator left in the folder is not a stored file. */
  async *entries(): AsyncIterable<StoredEntry> {
    let folder: Dir;
    try {
      folder = await opendir(this.dir);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw err;
    }
    for await (const entry of folder) {
      if (!entry.isFile() || !isFileKey(entry.name)) continue;
      const info = await stat(path.join(this.dir, entry.name)).catch(() => null);
      if (info) yield { key: entry.name, size: info.size, modified: info.mtime };
    }
  }
}

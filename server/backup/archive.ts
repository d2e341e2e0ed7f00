import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import tar from 'tar-stream';

/** What went through an entry: its bytes, their sha256 and its line ends (a table's rows). */
export interface Tally {
  size: number;
  sha256: string;
  lines: number;
}

const NEWLINE = 0x0a;

/** Counts and hashes chunks as they pass (COPY's text ends every row with a newline, and escapes newlines inside values). */
export function tallying() {
  const hash = createHash('sha256');
  let size = 0;
  let lines = 0;
  return {
    async *through(source: AsyncIterable<Buffer | Uint8Array> | Iterable<Buffer | Uint8Array>): AsyncGenerator<Buffer> {
      for await (const piece of source) {
        const chunk = Buffer.isBuffer(piece) ? piece : Buffer.from(piece);
        hash.update(chunk);
        size += chunk.length;
        for (let i = chunk.indexOf(NEWLINE); i !== -1; i = chunk.indexOf(NEWLINE, i + 1)) lines++;
        yield chunk;
      }
    },
    result: (): Tally => ({ size, sha256: hash.digest('hex'), lines }),
  };
}

/**
 * An archive being written: a tar of entries, gzipped into `file` (created owner-only: it holds
 * every person's data and the secrets). Entries are added one at a time, each with its size known
 * first, as tar's headers need.
 */
export class ArchiveWriter {
  private readonly pack = tar.pack();
  private readonly written: Promise<void>;
  private readonly mtime = new Date();

  constructor(file: string) {
    const gzip = createGzip();
    this.pack.on('error', (err: Error) => gzip.destroy(err));
    this.pack.pipe(gzip);
    this.written = pipeline(gzip, createWriteStream(file, { flags: 'wx', mode: 0o600 }));
    // Until finish() awaits it, a failure is kept for then (no unhandled rejection meanwhile).
    this.written.catch(() => undefined);
  }

  /** Adds `body` (exactly `size` bytes) as entry `name`; answers what went in. */
  async add(name: string, size: number, body: AsyncIterable<Buffer | Uint8Array> | Buffer): Promise<Tally> {
    const tally = tallying();
    let entry!: ReturnType<tar.Pack['entry']>;
    // tar-stream calls back once the entry is in the archive (or with why it is not).
    const added = new Promise<void>((resolve, reject) => {
      entry = this.pack.entry({ name, size, mode: 0o600, mtime: this.mtime }, (err?: Error | null) => (err ? reject(err) : resolve()));
    });
    added.catch(() => undefined);
    for await (const chunk of tally.through(Buffer.isBuffer(body) ? [body] : body)) {
      if (!entry.write(chunk)) await once(entry, 'drain');
    }
    // streamx types want an argument; ending without one is what its docs do.
    (entry as unknown as { end(): void }).end();
    await added;
    return tally.result();
  }

  /** Ends the archive and waits until it is on disk. */
  async finish() {
    this.pack.finalize();
    await this.written;
  }

  /** Stops writing after a failure (the caller removes the partial file). */
  async abort(err: Error) {
    this.pack.destroy(err);
    await this.written.catch(() => undefined);
  }
}

/** An entry no archive npm run backup writes holds: a link or device, or a name outside the archive. */
export class EntryRefused extends Error {}

/** A plain relative name: no leading slash, no backslash, no `..` or empty segment. */
const safeName = (name: string) => !name.startsWith('/') && !name.includes('\\') && name.split('/').every((part) => part !== '' && part !== '.' && part !== '..');

/** One entry of an archive being read: consume `body` (or skip it) before the next one. */
export interface ArchiveEntry {
  name: string;
  size: number;
  body: AsyncIterable<Buffer>;
  skip(): void;
}

/**
 * The entries of the archive in `file`, in order; a file damaged or cut short fails the iteration,
 * and an entry that is not a plain file under a plain name fails it with EntryRefused.
 */
export async function* readArchive(file: string): AsyncGenerator<ArchiveEntry> {
  const extract = tar.extract();
  const source = createReadStream(file);
  const gunzip = createGunzip();
  source.on('error', (err) => extract.destroy(err));
  gunzip.on('error', (err) => extract.destroy(new Error(`not a readable gzip archive (${err.message})`)));
  source.pipe(gunzip).pipe(extract);
  try {
    for await (const entry of extract) {
      const { name, type } = entry.header;
      if (type !== 'file') throw new EntryRefused(`${name} is a ${type ?? 'special entry'}, not a file: an archive npm run backup wrote holds only files`);
      if (!safeName(name)) throw new EntryRefused(`${name} names a place outside the archive`);
      yield { name: entry.header.name, size: entry.header.size ?? 0, body: entry as AsyncIterable<Buffer>, skip: () => entry.resume() };
    }
  } finally {
    source.destroy();
  }
}

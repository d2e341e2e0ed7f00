import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The version package.json gives, recorded in each archive. */
export function appVersion(): string {
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

export const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

/** Every table is worth its line; files get one line every so many, so thousands of photos print a few dozen lines. */
const FILES_EVERY = 250;

/** Progress lines of a backup or a restore: "tables 3/45 …", "files 250/2512 (12.4 MB)". */
export class Progress {
  private done = 0;
  private bytes = 0;

  constructor(
    private readonly log: (line: string) => void,
    private readonly what: 'tables' | 'files',
    private readonly total: number,
  ) {}

  step(detail: string, bytes = 0) {
    this.done++;
    this.bytes += bytes;
    if (this.what === 'tables') this.log(`  tables ${this.done}/${this.total}  ${detail}`);
    else if (this.done % FILES_EVERY === 0) this.line();
  }

  /** The files' last line, when the count did not end on one. */
  end() {
    if (this.what === 'files' && this.done % FILES_EVERY !== 0) this.line();
  }

  private line() {
    this.log(`  files ${this.done}/${this.total} (${megabytes(this.bytes)})`);
  }
}

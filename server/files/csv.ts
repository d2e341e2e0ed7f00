import { isUtf8 } from 'node:buffer';
import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * RFC 4180 records read piece by piece: quotes around a field, "" for a quote inside, CRLF or
 * LF between records. A quote or a CR at the end of a piece waits for the next one.
 */
export class CsvParser {
  private row: string[] = [];
  private field = '';
  private quoted = false;
  /** A quote inside a quoted field, not yet known to be "" or the closing one. */
  private quotePending = false;
  /** A CR just ended a record: an LF right after it belongs to it. */
  private skipLf = false;
  /** Whether the current record has any character yet. */
  private started = false;
  private readonly special: RegExp;

  constructor(private readonly delimiter: string) {
    this.special = new RegExp(`[${delimiter === '\t' ? '\\t' : delimiter}"\\r\\n]`, 'g');
  }

  /** Reads `text`, handing each record completed in it to `onRecord`. */
  push(text: string, onRecord: (cells: string[]) => void) {
    const n = text.length;
    let i = 0;
    while (i < n) {
      if (this.skipLf) {
        this.skipLf = false;
        if (text[i] === '\n') {
          i++;
          continue;
        }
      }
      if (this.quotePending) {
        this.quotePending = false;
        if (text[i] === '"') {
          this.field += '"';
          i++;
          continue;
        }
        this.quoted = false;
      }
      this.started = true;
      if (this.quoted) {
        const q = text.indexOf('"', i);
        if (q < 0) {
          this.field += text.slice(i);
          break;
        }
        this.field += text.slice(i, q);
        if (q + 1 === n) {
          this.quotePending = true;
          i = n;
        } else if (text[q + 1] === '"') {
          this.field += '"';
          i = q + 2;
        } else {
          this.quoted = false;
          i = q + 1;
        }
        continue;
      }
      this.special.lastIndex = i;
      const j = this.special.exec(text)?.index ?? n;
      this.field += text.slice(i, j);
      if (j === n) break;
      const c = text[j];
      i = j + 1;
      if (c === '"') {
        if (this.field === '') this.quoted = true;
        else this.field += '"';
      } else if (c === this.delimiter) {
        this.row.push(this.field);
        this.field = '';
      } else {
        this.endRecord(onRecord);
        if (c === '\r') {
          if (i === n) this.skipLf = true;
          else if (text[i] === '\n') i++;
        }
      }
    }
  }

  /** The last record, when the text does not end with a line break. */
  end(onRecord: (cells: string[]) => void) {
    if (this.started) this.endRecord(onRecord);
  }

  private endRecord(onRecord: (cells: string[]) => void) {
    this.row.push(this.field);
    onRecord(this.row);
    this.row = [];
    this.field = '';
    this.started = false;
  }
}

/** Bytes decoded and parsed at a time; the event loop gets a turn between pieces. */
const PIECE = 64 * 1024;

/** Spanish Excel separates with ';', others with ',' (or a tab): the one the first line has most of. */
function delimiterOf(data: Buffer, encoding: string) {
  const lineEnd = [data.indexOf(10), data.indexOf(13)].filter((i) => i >= 0);
  const head = new TextDecoder(encoding).decode(data.subarray(0, Math.min(PIECE, ...lineEnd))).replace(/^\uFEFF/, '');
  return [';', '\t', ','].reduce((best, d) => (head.split(d).length > head.split(best).length ? d : best), ',');
}

/**
 * The records of a CSV file, handed to `onRecord` as they are parsed; parsing stops when it
 * answers false. UTF-8 when the file is valid UTF-8, else Windows-1252 (what Excel in Spanish
 * saves as "CSV"). The file is decoded and parsed in 64 KB pieces, yielding in between, so a
 * 10 MB file neither holds the event loop nor exists as one string.
 */
export async function readCsvRecords(data: Buffer, onRecord: (cells: string[]) => boolean): Promise<void> {
  const encoding = isUtf8(data) ? 'utf-8' : 'windows-1252';
  const decoder = new TextDecoder(encoding);
  const parser = new CsvParser(delimiterOf(data, encoding));
  let stopped = false;
  const take = (cells: string[]) => {
    if (!stopped && !onRecord(cells)) stopped = true;
  };
  for (let offset = 0; offset < data.length && !stopped; offset += PIECE) {
    let text = decoder.decode(data.subarray(offset, offset + PIECE), { stream: true });
    if (offset === 0) text = text.replace(/^\uFEFF/, '');
    parser.push(text, take);
    await nextTurn();
  }
  if (!stopped) {
    parser.push(decoder.decode(), take);
    parser.end(take);
  }
}

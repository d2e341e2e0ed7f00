import { xlsxStream, type XlsxStream } from './xlsxStream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import QueryStream from 'pg-query-stream';
import { PassThrough, Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { AppContext } from '../context';
import { FieldErrors } from '../http/errors';
import { langOf, translate, type Lang } from '../http/i18n';
import { DATE_FORMATS, formatDate } from '../../domain/dates';
import { wallClockAsUtc } from '../../domain/zones';
import { fieldLabel } from './labels';
import { columnOf, type ExportColumn, type ResourceDeclaration } from './define';
import type { ListQuery } from './query';
import { labelOf, referenceOf } from './references';

const FORMATS = ['xlsx', 'csv'] as const;
type Format = (typeof FORMATS)[number];

export function readFormat(req: FastifyRequest): Format {
  const raw = (req.query as { format?: string }).format || 'xlsx'; // empty, like paging, means the default
  if (!(FORMATS as readonly string[]).includes(raw)) throw FieldErrors.one('format', 'choice');
  return raw as Format;
}

/** `tz`: the caller's IANA time zone, so exported times read as they do on screen. */
function readTimeZone(req: FastifyRequest): string | undefined {
  const raw = (req.query as { tz?: string }).tz;
  if (!raw) return undefined;
  try {
    new Intl.DateTimeFormat('en', { timeZone: raw });
    return raw;
  } catch {
    throw FieldErrors.one('tz', 'choice');
  }
}

export type Kind = 'dateTime' | 'date' | 'number' | 'other';

/**
 * Refuses at start-up a declaration whose export would leak a hidden column (a password hash)
 * or read a column its table lacks.
 */
export function checkExportColumns(declaration: ResourceDeclaration) {
  const hidden = new Set(declaration.hidden ?? []);
  for (const column of declaration.exportColumns) {
    if (hidden.has(column.field)) throw new Error(`${declaration.base}: exportColumns names the hidden column ${column.field}`);
    if (!column.expression) columnOf(declaration, column.field);
  }
}

/**
 * Timestamps are date-times; `date` columns (or `dateOnly`) are dates without a time; numeric ones
 * (km with two decimals) are numbers, which the driver reads as text.
 */
function kindOf(declaration: ResourceDeclaration, column: ExportColumn): Kind {
  if (column.dateOnly) return 'date';
  if (column.choices || column.expression || referenceOf(declaration, column.field)) return 'other';
  const type = columnOf(declaration, column.field).columnType;
  return type.startsWith('PgTimestamp') ? 'dateTime' : type.startsWith('PgDate') ? 'date' : type.startsWith('PgNumeric') ? 'number' : 'other';
}

/** A cell as a person reads it in the caller's language (CSV, and text cells of a workbook). */
function cellText(lang: Lang, timeZone: string | undefined, value: unknown, column: ExportColumn, kind: Kind): string | number {
  if (value === null || value === undefined) return '';
  if (column.choices) return translate(lang, `${column.choices}.${String(value)}`);
  if (kind === 'date') return formatDate(String(value), lang, false);
  if (kind === 'number' && typeof value === 'string') return Number(value);
  if (Array.isArray(value)) return value.join(', ');
  if (value instanceof Date) return formatDate(value, lang, true, timeZone);
  if (typeof value === 'boolean') return translate(lang, value ? 'export.yes' : 'export.no');
  if (typeof value === 'number') return value;
  return String(value);
}

/** SPEC §9's date-fns formats as Excel number formats: `dd-MM-yyyy hh:mm a` → `dd-mm-yyyy hh:mm AM/PM`. */
const excelFormat = (format: string) => format.replace(/MM/g, 'mm').replace(/HH/g, 'hh').replace(/\ba\b/, 'AM/PM');


export const csvCell = (v: string | number) => {
  const s = String(v);
  // A leading =, +, - or @ would run as a formula in a spreadsheet (CSV injection).
  const safe = /^[=+\-@\t\r]/.test(s) && typeof v === 'string' ? `'${s}` : s;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** `plantas-20261122-1530.xlsx` / `plants-…`: named in the caller's language, stamped in their time zone. */
export function fileName(base: string, format: Format, lang: Lang = 'es', timeZone?: string) {
  const key = base.replace(/\//g, '-');
  const name = translate(lang, `files.${key}`);
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
      .formatToParts(new Date())
      .map((part) => [part.type, part.value]),
  );
  return `${name === `files.${key}` ? key : name}-${p.year}${p.month}${p.day}-${p.hour}${p.minute}.${format}`;
}

/** Resolves once the query's first rows (or its end) can be read; rejects when PostgreSQL refused it. */
function firstResult(rows: Readable) {
  return new Promise<void>((resolve, reject) => {
    const ready = () => {
      rows.off('error', failed);
      resolve();
    };
    const failed = (err: Error) => {
      rows.off('readable', ready);
      reject(err);
    };
    rows.once('readable', ready);
    rows.once('error', failed);
  });
}

/**
 * Rows fetched from the cursor at a time: larger batches live long enough to be promoted to V8's
 * old space, which then grows by hundreds of MB over a large export before a full collection;
 * batches of 100 keep an export within its memory target (docs/PERFORMANCE.md).
 */
const EXPORT_BATCH_ROWS = 100;

/** Rows read before the first is written, to size the columns; the rest stream straight through. */
const SAMPLE_ROWS = 200;
const MAX_WIDTH = 50;

/** A workbook column sized to its header and the sampled content, capped (Excel widths are in characters). */
const widthOf = (header: string, texts: (string | number)[]) =>
  Math.min(MAX_WIDTH, Math.max(8, header.length, ...texts.map((t) => String(t).length)) + 2);

/**
 * Streams every row matching the filters (DOMAIN §4): rows come through a database cursor in
 * batches and leave as they are written, so memory stays flat however many rows match. Both
 * formats wait for a slow caller, and stop reading rows when the caller goes away. A workbook
 * opens ready in Excel: real date cells in SPEC §9's format, sized columns, a frozen header row
 * and an autofilter.
 */
export async function sendExport(ctx: AppContext, req: FastifyRequest, reply: FastifyReply, declaration: ResourceDeclaration, query: ListQuery) {
  const columns = declaration.exportColumns;
  // Only the exported columns are read; a reference or expression column is aliased to its field name.
  const selection = Object.fromEntries(
    columns.map((c) => {
      const expression = c.expression ?? (referenceOf(declaration, c.field) ? labelOf(declaration, c.field) : undefined);
      return [c.field, expression ? expression.as(c.field) : columnOf(declaration, c.field)];
    }),
  );
  const statement = ctx.database.db.select(selection).from(declaration.table).where(query.where).orderBy(...query.orderBy).toSQL();
  const kinds = columns.map((c) => kindOf(declaration, c));
  return streamExport(ctx, req, reply, { name: declaration.base, labels: declaration.labels ?? declaration.base, columns, kinds, statement });
}

/** What streamExport writes: rows of one statement, each exported column a field of its rows. */
export interface ExportSource {
  /** Names the file (i18n/server `files.<name with - for />`). */
  name: string;
  /** i18n `resources.<labels>` labelling the headers. */
  labels: string;
  columns: ExportColumn[];
  /** Each column's kind: a date-time, a date, or anything else (as its text). */
  kinds: Kind[];
  statement: { sql: string; params: unknown[] };
}

/**
 * sendExport's stream for any statement (a declaration's list, a period's totals): the rows
 * through a cursor, written as a CSV or a workbook in the caller's language.
 */
export async function streamExport(ctx: AppContext, req: FastifyRequest, reply: FastifyReply, source: ExportSource) {
  const format = readFormat(req);
  const lang = langOf(req);
  const timeZone = readTimeZone(req);
  const { columns, kinds, labels } = source;
  const { sql: text, params } = source.statement;

  const asFile = () =>
    reply
      .header('Content-Type', format === 'csv' ? 'text/csv; charset=utf-8' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('Content-Disposition', `attachment; filename="${fileName(source.name, format, lang, timeZone)}"`)
      .header('Cache-Control', 'no-store');
  // HEAD answers the headers alone: fastify would drain a streamed body, running the whole export
  // on a long-work connection for nobody.
  if (req.method === 'HEAD') return asFile().send();

  const client = await ctx.database.longWork.connect();
  const rows = client.query(new QueryStream(text, params, { batchSize: EXPORT_BATCH_ROWS }));
  try {
    // Nothing is sent before the query ran: a query PostgreSQL refuses is an error answer, not a cut file.
    await firstResult(rows);
  } catch (err) {
    client.release(true);
    throw err;
  }
  const out = new PassThrough();
  const toTexts = (row: Record<string, unknown>) => columns.map((c, i) => cellText(lang, timeZone, row[c.field], c, kinds[i]));
  /** Dates as dates (Excel formats them); everything else as the CSV reads it. */
  const toCells = (row: Record<string, unknown>) =>
    columns.map((c, i) => {
      const value = row[c.field];
      // Excel cells have no zone, and exceljs writes a Date by its UTC fields: the wall clock as UTC.
      if (value instanceof Date && kinds[i] === 'dateTime') return wallClockAsUtc(value, timeZone);
      if (typeof value === 'string' && kinds[i] === 'date' && /^\d{4}-\d\d-\d\d$/.test(value)) return new Date(`${value}T00:00:00Z`);
      return cellText(lang, timeZone, value, c, kinds[i]);
    });
  const headers = columns.map((c) => fieldLabel(lang, labels, c.field));

  let broken = false;
  const done = (async () => {
    try {
      if (format === 'csv') {
        out.write('\uFEFF' + headers.map(csvCell).join(',') + '\r\n');
        await pipeline(
          rows,
          new Transform({ objectMode: true, transform: (row, _e, cb) => cb(null, toTexts(row).map(csvCell).join(',') + '\r\n') }),
          out,
        );
      } else {
        const formats = DATE_FORMATS[lang];
        const numFmts = kinds.map((k) => (k === 'dateTime' ? excelFormat(formats.dateTime) : k === 'date' ? excelFormat(formats.date) : undefined));
        let sheet: XlsxStream | null = null;
        let sample: Record<string, unknown>[] | null = [];
        // Columns are written before the first row: sized from the header and the first rows.
        const start = async (first: Record<string, unknown>[]) => {
          const texts = first.map(toTexts);
          const sized = headers.map((header, i) => ({ width: widthOf(header, texts.map((t) => t[i])), numFmt: numFmts[i] }));
          const started = xlsxStream(out, fieldLabel(lang, labels, '__name') || source.name, sized);
          await started.row(headers, true);
          for (const row of first) await started.row(toCells(row));
          return started;
        };
        for await (const row of rows) {
          if (out.destroyed) break; // leaving the loop closes the cursor
          if (sample) {
            sample.push(row);
            if (sample.length < SAMPLE_ROWS) continue;
            sheet = await start(sample);
            sample = null;
          } else {
            // Resolves once the deflater and `out` can take more.
            await sheet!.row(toCells(row));
          }
        }
        if (out.destroyed) {
          broken = true;
          return;
        }
        if (sample) sheet = await start(sample);
        await sheet!.end();
      }
    } catch (err) {
      broken = true;
      if (!out.destroyed) req.log.error(err);
      out.destroy(err as Error);
    } finally {
      // A connection whose cursor was cut short is discarded rather than reused.
      client.release(broken);
    }
  })();
  void done;

  return asFile().send(out);
}

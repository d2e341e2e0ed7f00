import type { FastifyReply, FastifyRequest } from 'fastify';
import ExcelJS from 'exceljs';
import QueryStream from 'pg-query-stream';
import { PassThrough, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { AppContext } from '../context';
import { FieldErrors } from '../http/errors';
import { langOf, translate, type Lang } from '../http/i18n';
import { formatDate } from '../../domain/dates';
import { fieldLabel } from './labels';
import { columnOf, type ExportColumn, type ResourceDeclaration } from './define';
import type { ListQuery } from './query';

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

/** A cell as a person reads it in the caller's language. */
function cellValue(lang: Lang, timeZone: string | undefined, value: unknown, column: ExportColumn): string | number {
  if (value === null || value === undefined) return '';
  if (column.choices) return translate(lang, `${column.choices}.${String(value)}`);
  if (column.dateOnly) return formatDate(String(value), lang, false);
  if (Array.isArray(value)) return value.join(', ');
  if (value instanceof Date) return formatDate(value, lang, true, timeZone);
  if (typeof value === 'boolean') return translate(lang, value ? 'export.yes' : 'export.no');
  if (typeof value === 'number') return value;
  return String(value);
}

export const csvCell = (v: string | number) => {
  const s = String(v);
  // A leading =, +, - or @ would run as a formula in a spreadsheet (CSV injection).
  const safe = /^[=+\-@\t\r]/.test(s) && typeof v === 'string' ? `'${s}` : s;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export function fileName(base: string, format: Format) {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  const stamp = `${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}-${pad(d.getHours())}${pad(d.getMinutes())}`;
  return `${base.replace(/\//g, '-')}-${stamp}.${format}`;
}

/** Resolves once `out` takes data again, or once it is gone because the caller went away. */
function drained(out: PassThrough) {
  return new Promise<void>((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });
}

/**
 * Streams every row matching the filters (DOMAIN §4): rows come through a database cursor in
 * batches and leave as they are written, so memory stays flat however many rows match. Both
 * formats wait for a slow caller, and stop reading rows when the caller goes away.
 */
export async function sendExport(ctx: AppContext, req: FastifyRequest, reply: FastifyReply, declaration: ResourceDeclaration, query: ListQuery) {
  const format = readFormat(req);
  const lang = langOf(req);
  const timeZone = readTimeZone(req);
  const columns = declaration.exportColumns;
  // Only the exported columns are read; an expression column is aliased to its field name.
  const selection = Object.fromEntries(columns.map((c) => [c.field, c.expression ? c.expression.as(c.field) : columnOf(declaration, c.field)]));
  const { sql: text, params } = ctx.database.db.select(selection).from(declaration.table).where(query.where).orderBy(...query.orderBy).toSQL();

  const client = await ctx.database.pool.connect();
  const rows = client.query(new QueryStream(text, params, { batchSize: 500 }));
  const out = new PassThrough();
  const toCells = (row: Record<string, unknown>) => columns.map((c) => cellValue(lang, timeZone, row[c.field], c));
  const labels = declaration.labels ?? declaration.base;
  const headers = columns.map((c) => fieldLabel(lang, labels, c.field));

  let broken = false;
  const done = (async () => {
    try {
      if (format === 'csv') {
        out.write('\uFEFF' + headers.map(csvCell).join(',') + '\r\n');
        await pipeline(
          rows,
          new Transform({ objectMode: true, transform: (row, _e, cb) => cb(null, toCells(row).map(csvCell).join(',') + '\r\n') }),
          out,
        );
      } else {
        const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
        const sheet = workbook.addWorksheet(fieldLabel(lang, labels, '__name') || declaration.base);
        sheet.addRow(headers).commit();
        for await (const row of rows) {
          if (out.destroyed) break; // leaving the loop closes the cursor
          sheet.addRow(toCells(row)).commit();
          // The workbook writer buffers without limit; the zip it feeds into `out` does not.
          if (out.writableNeedDrain) await drained(out);
        }
        if (out.destroyed) {
          broken = true;
          return;
        }
        sheet.commit();
        await workbook.commit();
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

  const type = format === 'csv' ? 'text/csv; charset=utf-8' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  return reply
    .header('Content-Type', type)
    .header('Content-Disposition', `attachment; filename="${fileName(declaration.base, format)}"`)
    .header('Cache-Control', 'no-store')
    .send(out);
}

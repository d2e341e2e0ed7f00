import type { FastifyReply, FastifyRequest } from 'fastify';
import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { usuarios } from '../../db/schema';
import { readSpreadsheet } from '../../files/sheet';
import { readForm, throwIfAny } from '../../files/upload';
import { recordAudits, type AuditEntry } from '../../http/audit';
import { FieldErrors } from '../../http/errors';
import { langOf } from '../../http/i18n';
import type { ActionArgs, RecordAction } from '../../kit/define';
import { csvCell, readFormat } from '../../kit/export';
import { addCreation } from '../../kit/history';
import { fieldLabel } from '../../kit/labels';
import { fieldErrors, spreadsheetAnswer } from '../../kit/schemas';
import type { Records } from '../../kit/records';
import { diff } from '../../kit/routes';
import { addLedgerRow } from './userActions';
import { plan, type Plan } from './userImportPlan';
import { IMPORT_FIELDS, LABELS, text } from './userImportSheet';

export { IMPORT_FIELDS } from './userImportSheet';

/** docs/API.md: at most 5,000 rows a file. */
export const MAX_IMPORT_ROWS = 5000;

/**
 * Writes every valid row in one transaction: all of them or, on any failure, none. Up to 5,000
 * rows hold it for seconds, so it runs on the long work's connections, not the calls'.
 */
async function write(ctx: AppContext, req: FastifyRequest, records: Records, { creates, updates }: Plan) {
  await ctx.database.longWorkDb.transaction(async (tx) => {
    const audits: AuditEntry[] = [];
    for (let i = 0; i < creates.length; i += 500) {
      const chunk = creates.slice(i, i + 500);
      const inserted = await tx
        .insert(usuarios)
        .values(chunk.map((c) => ({ ...(c.data as typeof usuarios.$inferInsert), puntos: c.puntos })))
        .returning({ id: usuarios.id });
      await addCreation(tx, req, records.declaration, ...inserted.map(({ id }) => id));
      for (const [n, { id }] of inserted.entries()) {
        const { data, puntos } = chunk[n];
        if (puntos > 0) await addLedgerRow(tx, req, id, puntos, puntos, 'import');
        audits.push({ resource: LABELS, action: 'import_create', recordId: id, changes: { ...data, puntos } });
      }
    }
    for (const { id, data } of updates) {
      // The declaration's lock: scope and row restriction hold at write time too (a user made
      // platform staff since the file was checked is refused to HR, whole import unwritten).
      const before = await records.lock(tx, req, id);
      // The import obeys the same account safety as an edit: not oneself, not the last administrator.
      await records.declaration.protect?.(tx, req, [id], { kind: 'update', before, data });
      await tx.update(usuarios).set({ ...data, updated_at: sql`now()` }).where(eq(usuarios.id, id));
      const changes = diff(before, data);
      audits.push({ resource: LABELS, action: 'import_update', recordId: id, changes });
    }
    await recordAudits(tx, req, audits);
  });
}

/** POST usuarios/importar/[?dry_run=1] multipart `archivo`: the report, and the rows written unless a dry run. */
async function importUsers({ ctx, req, records }: ActionArgs) {
  const lang = langOf(req);
  const dryRun = !['', '0', 'false', undefined].includes((req.query as { dry_run?: string }).dry_run);
  const form = await readForm(req, { files: { archivo: null } });
  throwIfAny(form.errors);
  // Read as a stream that stops past the row limit: a huge file costs no more than 5,001 rows.
  const sheet = await readSpreadsheet(form.files.archivo.data, { maxRows: MAX_IMPORT_ROWS });
  if (!sheet.ok && sheet.key === 'import_rows') throw FieldErrors.one('archivo', 'import_rows', { count: MAX_IMPORT_ROWS.toLocaleString(lang === 'es' ? 'es-MX' : 'en-US') });
  if (!sheet.ok) throw FieldErrors.one('archivo', sheet.key);
  const [header, ...rows] = sheet.rows;
  const data = rows.filter((r) => r.cells.some((c) => text(c) !== ''));
  if (!header || !data.length) throw FieldErrors.one('archivo', 'import_empty');
  const result = await plan(ctx, req, header.cells, data, lang);
  if (!dryRun) await write(ctx, req, records, result);
  return { dry_run: dryRun, ...result.report };
}

/** GET usuarios/plantilla/?format=xlsx|csv: an empty file with the import's headers in the caller's language. */
async function template({ req, reply }: { req: FastifyRequest; reply: FastifyReply }) {
  const format = readFormat(req);
  const lang = langOf(req);
  const headers = IMPORT_FIELDS.map((f) => fieldLabel(lang, LABELS, f));
  const name = `${LABELS}-plantilla.${format}`;
  reply.header('Content-Disposition', `attachment; filename="${name}"`).header('Cache-Control', 'no-store');
  if (format === 'csv') {
    return reply.header('Content-Type', 'text/csv; charset=utf-8').send('\uFEFF' + headers.map(csvCell).join(',') + '\r\n');
  }
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(fieldLabel(lang, LABELS, '__name'));
  sheet.columns = IMPORT_FIELDS.map((field, i) => ({
    header: headers[i],
    key: field,
    width: Math.max(14, headers[i].length + 4),
    // Digits kept as typed: a telephone, postal code or employee number must not lose its zeros.
    style: ['telephone', 'postal_code', 'no_worker'].includes(field) ? { numFmt: '@' } : {},
  }));
  const buffer = await workbook.xlsx.writeBuffer();
  return reply.header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').send(Buffer.from(buffer as ArrayBuffer));
}

/** The import's report (docs/API.md), for the OpenAPI document. */
const IMPORT_ANSWER = z.object({
  dry_run: z.boolean(),
  created: z.number().int(),
  updated: z.number().int(),
  failed: z.number().int(),
  rows: z.array(
    z.object({ row: z.number().int().describe('Its row in the sheet'), email: z.string(), action: z.enum(['create', 'update', 'error']), errors: fieldErrors }),
  ),
});

/** `usuarios/importar/` and `usuarios/plantilla/` (DOMAIN §1 import: admin and HR). */
export function importActions(): RecordAction[] {
  return [
    { path: 'importar', method: 'POST', access: 'import', collection: true, multipart: true, answerSchema: IMPORT_ANSWER, handler: importUsers },
    { path: 'plantilla', method: 'GET', access: 'import', collection: true, answerSchema: spreadsheetAnswer("An empty sheet with the import's headers"), handler: template },
  ];
}

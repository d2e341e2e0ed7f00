import type { FastifyReply, FastifyRequest } from 'fastify';
import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { canAccess } from '../../../domain/access';
import { ACTIVE_STATUS_VALUES, USER_ROLE_VALUES } from '../../../domain/status';
import type { AppContext } from '../../context';
import { departamentos, plantas, usuarios } from '../../db/schema';
import { readSpreadsheet, type Cell, type SheetRow } from '../../files/sheet';
import { turns } from '../../files/turns';
import { readForm, throwIfAny } from '../../files/upload';
import { recordAudits, type AuditEntry } from '../../http/audit';
import { FieldErrors, type Message } from '../../http/errors';
import { langOf, translate, type Lang } from '../../http/i18n';
import { parse } from '../../http/validate';
import type { ActionArgs, RecordAction } from '../../kit/define';
import { csvCell, readFormat } from '../../kit/export';
import { fieldLabel } from '../../kit/labels';
import { fieldErrors, spreadsheetAnswer } from '../../kit/schemas';
import type { Records, Row } from '../../kit/records';
import { diff, patchSchema } from '../../kit/routes';
import { addLedgerRow } from './userActions';
import { userInput } from './userSchema';

/** A row's schemas, built once: a new user is validated as POST usuarios/, a match as a PATCH. */
const CREATE = userInput.strict();
const PATCH = patchSchema(userInput);

/** Columns an import reads, in the template's order; `puntos` is an opening balance of new users. */
export const IMPORT_FIELDS = [
  'name', 'last_name', 'email', 'telephone', 'department', 'planta', 'role', 'status', 'no_worker', 'state', 'city', 'address', 'postal_code', 'puntos',
] as const;
type ImportField = (typeof IMPORT_FIELDS)[number];
const REQUIRED_COLUMNS: ImportField[] = ['name', 'last_name', 'email'];
/** docs/API.md: at most 5,000 rows a file. */
export const MAX_IMPORT_ROWS = 5000;
const LABELS = 'usuarios';

/** Case, accents and spacing do not matter when a header or a name is matched. */
const fold = (v: string) => v.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().trim().replace(/\s+/g, ' ');

/** A cell as text; an export's formula guard (a leading ' before = + - @) is taken off again. */
function text(cell: Cell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isInteger(cell) ? cell.toFixed(0) : String(cell);
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  const s = String(cell).trim();
  return /^'[=+\-@]/.test(s) ? s.slice(1) : s;
}

/** Header cell → field, by field name or by its label in either language (the export's headers). */
function columnsOf(header: Cell[]) {
  const names = new Map<string, ImportField>();
  for (const field of IMPORT_FIELDS) {
    for (const name of [field, fieldLabel('es', LABELS, field), fieldLabel('en', LABELS, field)]) if (!names.has(fold(name))) names.set(fold(name), field);
  }
  const columns = new Map<ImportField, number>();
  header.forEach((cell, index) => {
    const field = names.get(fold(text(cell)));
    if (field && !columns.has(field)) columns.set(field, index);
  });
  return columns;
}

type Resolved<T> = { value: T } | { error: Message };

/** A department or plant by code, by name when only one has it, or by id. */
function referenceResolver(rows: { id: number; name: string; code: string }[]) {
  const byCode = new Map(rows.map((r) => [fold(r.code), r.id]));
  const byName = new Map<string, number[]>();
  for (const r of rows) byName.set(fold(r.name), [...(byName.get(fold(r.name)) ?? []), r.id]);
  const ids = new Set(rows.map((r) => r.id));
  return (cell: Cell): Resolved<number | null> => {
    const value = text(cell);
    if (!value) return { value: null };
    const key = fold(value);
    const found = byCode.get(key) ?? (byName.get(key)?.length === 1 ? byName.get(key)![0] : undefined) ?? (/^\d+$/.test(value) && ids.has(Number(value)) ? Number(value) : undefined);
    return found === undefined ? { error: { key: 'validation.reference' } } : { value: found };
  };
}

/** A DOMAIN §2 state by its number or its label in either language; empty leaves the default. */
function choiceResolver(key: string, values: readonly number[]) {
  const byLabel = new Map<string, number>();
  for (const v of values) for (const lang of ['es', 'en'] as const) byLabel.set(fold(translate(lang, `choices.${key}.${v}`)), v);
  return (cell: Cell): Resolved<number | undefined> => {
    const value = text(cell);
    if (!value) return { value: undefined };
    const found = /^\d+$/.test(value) ? Number(value) : byLabel.get(fold(value));
    return found === undefined || !values.includes(found) ? { error: { key: 'validation.choice' } } : { value: found };
  };
}

export interface ImportRow {
  row: number;
  email: string;
  action: 'create' | 'update' | 'error';
  errors: Record<string, string[]>;
}

interface Plan {
  report: { created: number; updated: number; failed: number; rows: ImportRow[] };
  creates: { data: Row; puntos: number }[];
  updates: { id: number; data: Row }[];
}

/**
 * Reads every row as create (POST usuarios/) or PATCH (an existing email) would, with the same
 * zod schemas and messages, plus what a file adds: references by name, repeated values within
 * the file, and platform staff whom only an admin may change.
 */
async function plan(ctx: AppContext, req: FastifyRequest, header: Cell[], rows: SheetRow[], lang: Lang): Promise<Plan> {
  const db = ctx.database.db;
  const columns = columnsOf(header);
  const missing = REQUIRED_COLUMNS.filter((f) => !columns.has(f));
  if (missing.length) throw FieldErrors.one('archivo', 'import_columns', { columns: missing.map((f) => fieldLabel(lang, LABELS, f)).join(', ') });

  const department = referenceResolver(await db.select({ id: departamentos.id, name: departamentos.name, code: departamentos.code }).from(departamentos));
  const planta = referenceResolver(await db.select({ id: plantas.id, name: plantas.name, code: plantas.code }).from(plantas));
  const role = choiceResolver('user_role', USER_ROLE_VALUES);
  const status = choiceResolver('active_status', ACTIVE_STATUS_VALUES);
  const mayEditPlatform = canAccess(req.user?.groups ?? [], 'usuarios/plataforma', 'edit');

  const cellOf = (row: SheetRow, field: ImportField) => (columns.has(field) ? (row.cells[columns.get(field)!] ?? null) : undefined);
  const emails = rows.map((r) => text(cellOf(r, 'email') ?? null).toLowerCase()).filter(Boolean);
  const existing = new Map(
    emails.length
      ? (
          await db
            .select({ id: usuarios.id, email: usuarios.email, plataforma: usuarios.plataforma })
            .from(usuarios)
            // One array parameter, not 5,000: building that query alone held the event loop.
            .where(sql`lower(${usuarios.email}) = ANY(${sql.param(emails)}::text[])`)
        ).map((u) => [u.email.toLowerCase(), u])
      : [],
  );

  const seen = { email: new Map<string, number>(), no_worker: new Map<string, number>() };
  const checkRow = (row: SheetRow) => {
    const errors: Record<string, Message[]> = Object.create(null);
    const fail = (field: string, message: Message) => (errors[field] ??= []).push(message);
    const body: Row = {};
    let puntos = 0;
    for (const [field] of columns) {
      const cell = cellOf(row, field) ?? null;
      const resolved =
        field === 'department' ? department(cell)
        : field === 'planta' ? planta(cell)
        : field === 'role' ? role(cell)
        : field === 'status' ? status(cell)
        : null;
      if (resolved) {
        if ('error' in resolved) fail(field, resolved.error);
        else if (resolved.value !== undefined) body[field] = resolved.value;
      } else if (field === 'puntos') {
        const value = text(cell);
        if (value && !/^\d{1,9}$/.test(value)) fail(field, { key: 'validation.integer' });
        else puntos = Number(value || 0);
      } else if (field === 'postal_code' && typeof cell === 'number') {
        body[field] = text(cell).padStart(5, '0'); // a spreadsheet drops the leading zero of 01000
      } else body[field] = text(cell);
    }
    const email = typeof body.email === 'string' ? body.email.toLowerCase() : '';
    const match = existing.get(email);
    let data: Row = {};
    try {
      data = match ? parse(PATCH, body) : parse(CREATE, body);
    } catch (err) {
      if (!(err instanceof FieldErrors)) throw err;
      for (const [field, messages] of Object.entries(err.fields)) if (!errors[field]) errors[field] = messages;
    }
    if (match?.plataforma && !mayEditPlatform) fail('email', { key: 'validation.import_platform' });
    for (const key of ['email', 'no_worker'] as const) {
      const value = key === 'email' ? email : typeof data.no_worker === 'string' ? data.no_worker : '';
      if (!value) continue;
      const first = seen[key].get(value);
      if (first !== undefined) fail(key, { key: 'validation.import_duplicate', params: { row: first } });
      else seen[key].set(value, row.number);
    }
    return { row, email, match, data, puntos, errors };
  };
  // Checking 5,000 rows takes about a second: other requests get their turns meanwhile.
  const turn = turns();
  const checked: ReturnType<typeof checkRow>[] = [];
  for (const row of rows) {
    await turn();
    checked.push(checkRow(row));
  }

  // Employee numbers already held by someone else.
  const numbers = checked.map((c) => c.data.no_worker).filter((n): n is string => typeof n === 'string' && n !== '');
  const holders = new Map(
    numbers.length
      ? (await db.select({ id: usuarios.id, no_worker: usuarios.no_worker }).from(usuarios).where(sql`${usuarios.no_worker} = ANY(${sql.param(numbers)}::text[])`)).map((u) => [u.no_worker, u.id])
      : [],
  );
  for (const c of checked) {
    const holder = typeof c.data.no_worker === 'string' ? holders.get(c.data.no_worker) : undefined;
    if (holder !== undefined && holder !== c.match?.id) (c.errors.no_worker ??= []).push({ key: 'validation.unique' });
  }

  const result: Plan = { report: { created: 0, updated: 0, failed: 0, rows: [] }, creates: [], updates: [] };
  for (const c of checked) {
    await turn();
    const failed = Object.keys(c.errors).length > 0;
    const action = failed ? 'error' : c.match ? 'update' : 'create';
    result.report[failed ? 'failed' : c.match ? 'updated' : 'created'] += 1;
    result.report.rows.push({
      row: c.row.number,
      email: c.email,
      action,
      errors: Object.fromEntries(Object.entries(c.errors).map(([f, ms]) => [f, ms.map((m) => translate(lang, m.key, m.params))])),
    });
    if (action === 'create') result.creates.push({ data: c.data, puntos: c.puntos });
    if (action === 'update') result.updates.push({ id: c.match!.id, data: c.data });
  }
  return result;
}

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
    for (let i = 0; i < audits.length; i += 1000) await recordAudits(tx, req, audits.slice(i, i + 1000));
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

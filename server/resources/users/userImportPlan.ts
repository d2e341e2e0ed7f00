import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { canAccess } from '../../../domain/access';
import { ACTIVE_STATUS_VALUES, USER_ROLE_VALUES } from '../../../domain/status';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { departamentos, plantas, usuarios } from '../../db/schema';
import type { Cell, SheetRow } from '../../files/sheet';
import { turns } from '../../files/turns';
import { FieldErrors, type Message } from '../../http/errors';
import { translate, type Lang } from '../../http/i18n';
import { parse } from '../../http/validate';
import { fieldLabel } from '../../kit/labels';
import type { Row } from '../../kit/records';
import { patchSchema } from '../../kit/routes';
import { choiceResolver, columnsOf, LABELS, referenceResolver, REQUIRED_COLUMNS, text, type ImportField, type Resolved } from './userImportSheet';
import { userInput } from './userSchema';
import type { ImportRow } from '../../../domain/userImport';

/**
 * An import's plan: every row read as create (POST usuarios/) or PATCH (an existing email) would,
 * with the same zod schemas and messages, plus what a file adds: references by name, repeated
 * values within the file, and platform staff whom only an admin may change. Four steps: resolve
 * what rows are checked against, check each row, check what must be unique, report.
 */

/** A row's schemas, built once: a new user is validated as POST usuarios/, a match as a PATCH. */
const CREATE = userInput.strict();
const PATCH = patchSchema(userInput);

export type { ImportRow };

export interface Plan {
  report: { created: number; updated: number; failed: number; rows: ImportRow[] };
  creates: { data: Row; puntos: number }[];
  updates: { id: number; data: Row }[];
}

type Match = { id: number; email: string; plataforma: boolean };

/** What every row is checked against, read once. */
interface Lookups {
  columns: Map<ImportField, number>;
  /** The columns whose cells name an id or a state. */
  resolvers: Partial<Record<ImportField, (cell: Cell) => Resolved<number | null | undefined>>>;
  /** The users the file names, by lower-case email. */
  existing: Map<string, Match>;
  mayEditPlatform: boolean;
}

/** One row as checked: the data to write and the messages against it, per field. */
interface CheckedRow {
  row: SheetRow;
  email: string;
  match: Match | undefined;
  data: Row;
  puntos: number;
  errors: Record<string, Message[]>;
}

const cellOf = ({ columns }: Lookups, row: SheetRow, field: ImportField) => (columns.has(field) ? (row.cells[columns.get(field)!] ?? null) : undefined);
const fail = (errors: Record<string, Message[]>, field: string, message: Message) => (errors[field] ??= []).push(message);

/** Step 1: the sheet's columns (the required ones present), the catalogues by name, and the users the file names. */
async function resolve(ctx: AppContext, req: FastifyRequest, header: Cell[], rows: SheetRow[], lang: Lang): Promise<Lookups> {
  const db = ctx.database.db;
  const columns = columnsOf(header);
  const missing = REQUIRED_COLUMNS.filter((f) => !columns.has(f));
  if (missing.length) throw FieldErrors.one('archivo', 'import_columns', { columns: missing.map((f) => fieldLabel(lang, LABELS, f)).join(', ') });
  const resolvers = {
    department: referenceResolver(await db.select({ id: departamentos.id, name: departamentos.name, code: departamentos.code }).from(departamentos)),
    planta: referenceResolver(await db.select({ id: plantas.id, name: plantas.name, code: plantas.code }).from(plantas)),
    role: choiceResolver('user_role', USER_ROLE_VALUES),
    status: choiceResolver('active_status', ACTIVE_STATUS_VALUES),
  };
  const lookups: Lookups = { columns, resolvers, existing: new Map(), mayEditPlatform: canAccess(req.user?.groups ?? [], 'usuarios/plataforma', 'edit') };
  const emails = rows.map((r) => text(cellOf(lookups, r, 'email') ?? null).toLowerCase()).filter(Boolean);
  if (emails.length) {
    const found = await db
      .select({ id: usuarios.id, email: usuarios.email, plataforma: usuarios.plataforma })
      .from(usuarios)
      // One array parameter, not 5,000: building that query alone held the event loop.
      .where(sql`lower(${usuarios.email}) = ANY(${sql.param(emails)}::text[])`);
    for (const u of found) lookups.existing.set(u.email.toLowerCase(), u);
  }
  return lookups;
}

/** A row's cells as the body a call would send: names resolved to ids and states, `puntos` apart. */
function readCells(lookups: Lookups, row: SheetRow, errors: Record<string, Message[]>) {
  const body: Row = {};
  let puntos = 0;
  for (const [field] of lookups.columns) {
    const cell = cellOf(lookups, row, field) ?? null;
    const resolved = lookups.resolvers[field]?.(cell);
    if (resolved) {
      if ('error' in resolved) fail(errors, field, resolved.error);
      else if (resolved.value !== undefined) body[field] = resolved.value;
    } else if (field === 'puntos') {
      const value = text(cell);
      if (value && !/^\d{1,9}$/.test(value)) fail(errors, field, { key: 'validation.integer' });
      else puntos = Number(value || 0);
    } else if (field === 'postal_code' && typeof cell === 'number') {
      body[field] = text(cell).padStart(5, '0'); // a spreadsheet drops the leading zero of 01000
    } else body[field] = text(cell);
  }
  return { body, puntos };
}

/** Step 2: one row, as create or PATCH would read it, and platform staff kept to those who may change them. */
function checkRow(lookups: Lookups, row: SheetRow): CheckedRow {
  const errors: Record<string, Message[]> = Object.create(null);
  const { body, puntos } = readCells(lookups, row, errors);
  const email = typeof body.email === 'string' ? body.email.toLowerCase() : '';
  const match = lookups.existing.get(email);
  let data: Row = {};
  try {
    data = match ? parse(PATCH, body) : parse(CREATE, body);
  } catch (err) {
    if (!(err instanceof FieldErrors)) throw err;
    for (const [field, messages] of Object.entries(err.fields)) if (!errors[field]) errors[field] = messages;
  }
  if (match?.plataforma && !lookups.mayEditPlatform) fail(errors, 'email', { key: 'validation.import_platform' });
  return { row, email, match, data, puntos, errors };
}

const workerNumber = (c: CheckedRow) => (typeof c.data.no_worker === 'string' ? c.data.no_worker : '');

/** Step 3: an email or employee number given twice in the file (naming the first row), or a number another user holds. */
async function checkUnique(db: Db, checked: CheckedRow[]) {
  const seen = { email: new Map<string, number>(), no_worker: new Map<string, number>() };
  for (const c of checked) {
    for (const key of ['email', 'no_worker'] as const) {
      const value = key === 'email' ? c.email : workerNumber(c);
      if (!value) continue;
      const first = seen[key].get(value);
      if (first !== undefined) fail(c.errors, key, { key: 'validation.import_duplicate', params: { row: first } });
      else seen[key].set(value, c.row.number);
    }
  }
  const numbers = checked.map(workerNumber).filter(Boolean);
  if (!numbers.length) return;
  const held = await db.select({ id: usuarios.id, no_worker: usuarios.no_worker }).from(usuarios).where(sql`${usuarios.no_worker} = ANY(${sql.param(numbers)}::text[])`);
  const holders = new Map(held.map((u) => [u.no_worker, u.id]));
  for (const c of checked) {
    const number = workerNumber(c);
    const holder = number ? holders.get(number) : undefined;
    if (holder !== undefined && holder !== c.match?.id) fail(c.errors, 'no_worker', { key: 'validation.unique' });
  }
}

/** Step 4: the report in the caller's language, and the rows to create and to update. */
async function report(checked: CheckedRow[], lang: Lang, turn: () => Promise<void>): Promise<Plan> {
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

/** Plans an import of `rows` under `header`: nothing is written here. */
export async function plan(ctx: AppContext, req: FastifyRequest, header: Cell[], rows: SheetRow[], lang: Lang): Promise<Plan> {
  const lookups = await resolve(ctx, req, header, rows, lang);
  // Checking 5,000 rows takes about a second: other requests get their turns meanwhile.
  const turn = turns();
  const checked: CheckedRow[] = [];
  for (const row of rows) {
    await turn();
    checked.push(checkRow(lookups, row));
  }
  await checkUnique(ctx.database.db, checked);
  return report(checked, lang, turn);
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import type { Records } from './records';
import type { ReferenceDeclaration } from './references';
import type { TransitionDeclaration } from './transitions';
import type { FileSpec } from '../../domain/files';
import type { NotificationType } from '../notifications/types';

/** How a filter value is read from JSON or a query string. */
export type FilterType = 'integer' | 'number' | 'text' | 'boolean' | 'date';

/** An exported column: a stored field, labelled from i18n `resources.<base>.fields.<field>`. */
export interface ExportColumn {
  field: string;
  /** i18n/server key prefix whose `.<value>` labels a numeric state, e.g. `choices.active_status`. */
  choices?: string;
  /** What a person reads instead of the stored value, e.g. a referenced record's name. */
  expression?: SQL;
  /** A date without a time ('yyyy-MM-dd'), written in the caller's date format (SPEC §9). */
  dateOnly?: boolean;
}

/** A filter on a column of the record a declared reference points at (ResourceDeclaration.referenceFilters). */
export interface ReferenceFilter {
  /** The declared reference (a field of `references`) whose record is filtered on. */
  through: string;
  /** The referenced table's column; the filter's own name by default. */
  field?: string;
  type: FilterType;
}

/** What a record call's handler receives. */
export interface ActionArgs {
  ctx: AppContext;
  req: FastifyRequest;
  reply: FastifyReply;
  /** The route's record id; null for a collection call. */
  id: number | null;
  body: unknown;
  /** The declaration's rows: scope, hidden columns, output, locks. */
  records: Records;
}

/**
 * What a call answers when it works (its 200), for the OpenAPI document: a JSON body's schema,
 * or a file's media types (server/kit/schemas.ts fileAnswer).
 */
export type CallAnswer = z.ZodType | { description: string; content: Record<string, { schema: z.ZodType }> };

/**
 * A record call beyond CRUD, served at `{base}{id}/{path}/` (or `{base}{path}/` when `collection`;
 * `{base}` itself for a collection call with an empty path, as a create of its own: POST alertas/).
 */
export interface RecordAction {
  path: string;
  /** Its name in the OpenAPI operationId (`{base}.{name}`) when another call shares its path; the path by default. */
  name?: string;
  /** PUT replaces a part of the record (a route's path: PUT rutas/{id}/coordenadas/). */
  method: 'GET' | 'POST' | 'PUT';
  /** DOMAIN §1 action name checked by canAccess. */
  access: string;
  /** DOMAIN §1 resource checked instead of the declaration's base (quitar_permisos: `usuarios/plataforma`). */
  accessResource?: string;
  collection?: boolean;
  /** The body is multipart/form-data (files), read by the handler with server/files `readForm`. */
  multipart?: boolean;
  /** The body's schema, for the route schema and OpenAPI; the handler still parses with http/validate `parse`. */
  body?: z.ZodType;
  /** The query string's schema, likewise documentation. */
  query?: z.ZodObject;
  /** One line for the API docs; the path by default. */
  summary?: string;
  /**
   * What it answers when it works, so that every call documents its 2xx: `record` (the
   * declaration's record, as show answers it), `page` (a page of them, as list does) or its own.
   */
  answerSchema: CallAnswer | 'record' | 'page';
  /** It creates a record: answered with 201 instead of 200. */
  creates?: boolean;
  handler(args: ActionArgs): Promise<unknown>;
}

/** The write a declaration's `protect` is asked about. */
export type GuardedChange =
  | { kind: 'create'; data: Record<string, unknown> }
  | { kind: 'delete' }
  | { kind: 'status'; field: string; value: number }
  | { kind: 'update'; before: Record<string, unknown>; data: Record<string, unknown> };

/** Per-row write permission: rows matching `rows` are written only by callers DOMAIN §1 lets do `action` on `resource`. */
export interface RowRestriction {
  rows: SQL;
  resource: string;
  action: string;
}

/**
 * A stored file of a resource (domain/files.ts FileSpec, served by server/kit/files.ts), and
 * which base serves it when declarations share a table.
 */
export interface FileDeclaration extends FileSpec {
  /**
   * The base whose routes upload and serve it, when declarations share a table (`usuarios/plataforma`
   * is a view of `usuarios`); every declaration listing the file removes it after a delete.
   */
  servedBy?: string;
  /** Notifications it raises (DOMAIN §5), through server/notifications notify(). */
  notify?: FileNotifications;
  /**
   * Whether the record's uploader is also the document's reviewer (an admin on an accepted
   * vehicle): a new document then starts in its state by date instead of Pending.
   */
  reviewed?(row: Record<string, unknown>): boolean;
  /** Form fields the upload takes and ignores (SPEC §7: a vehicle photo's optional `vencimiento`). */
  ignoredFields?: readonly string[];
}

/** The notification types a stored file raises, and what their texts need of its record. */
export interface FileNotifications {
  /** Raised when a file is stored on a record that had none (a licence registration request). */
  added?: NotificationType;
  /** Raised when a file replaces another (licence updated). */
  replaced?: NotificationType;
  /** Raised by the daily expiry job when the document becomes Expiring, or Expired. */
  expiring?: NotificationType;
  expired?: NotificationType;
  /** The texts' params from the stored row (a person's name, a plate). */
  params(row: Record<string, unknown>): Record<string, unknown>;
}

/**
 * Everything the shared machinery needs to serve a resource (SPEC §7 generic calls,
 * DOMAIN §4). A new resource is one of these, not a copy of routes.
 */
export interface ResourceDeclaration {
  /** API base without slashes (`plantas`, `usuarios/plataforma`); also the DOMAIN §1 access key. */
  base: string;
  table: PgTable;
  /** Writable fields; create parses it strictly (unless `createInput`), PUT too, PATCH its partial form. */
  input: z.ZodObject;
  /** POST's schema when it differs from `input` (a platform user's password is set on create only). */
  createInput?: z.ZodObject;
  /** Fields shown but never taken from a body; ignored like id, created_at and updated_at. */
  readOnly?: string[];
  /**
   * A read-only view of the table (solicitudes_fleet/ over prestamos): only list, q/, show, export
   * and GET record calls are served; its records are written through the resource it views. A view
   * declaring transitions, files, a bulk status or a POST call fails at start-up.
   */
  readOnlyView?: boolean;
  /**
   * false: the records are written only by the declaration's own calls (its transitions and
   * actions), never by the generic create, PUT, PATCH, delete or bulk calls, which are not served
   * (an alert is raised by a phone's call and attended by the desk's).
   */
  genericWrites?: false;
  /**
   * More fields on every answered row (list, q/, show) from other tables (a loan's plate and
   * borrower): `load` gets a whole page and answers it with the fields added, in one lookup per
   * page, never one per row; `shape` documents them. The rows are the call's own, read for it
   * (kit/routes.ts `answer`), so `load` may fill them in place rather than copy each.
   */
  related?: { shape: Record<string, z.ZodType>; load(db: Db, rows: Record<string, unknown>[]): Promise<Record<string, unknown>[]> };
  /**
   * GET {id}/ embeds the record's latest `embedHistory` history rows, newest first, as `history`
   * (the rows GET {id}/history/ pages); list rows do not carry it.
   */
  embedHistory?: number;
  /**
   * The record keeps a history of its edits too, as a record with transitions keeps one of its
   * calls (a route's page shows it): its creation, then every PUT or PATCH that changes something
   * (one `update` entry naming the writable fields changed, as `reason`: "name, days") and every
   * change of its `status` field, by an edit or change_multiple_status (a `status` entry with the
   * move), each in the write's transaction; GET {id}/history/ serves them. `own` gives a field an
   * entry of its own action instead (a route's path: `coordinates`, as PUT coordenadas/ writes it).
   */
  editHistory?: { own?: Record<string, string> };
  /**
   * The base whose history keeps this declaration's records, when declarations share a table
   * (`usuarios/plataforma` is a view of `usuarios`): a record created here starts that history.
   */
  historyBase?: string;
  /**
   * Columns answered with one record (GET {id}/, create, PUT, PATCH) but left out of list rows
   * and their schema: a route's path of up to a thousand points is not read for a page of routes.
   */
  recordOnly?: string[];
  /** Columns that never leave the server: not in answers, exports or audit rows (password hashes). */
  hidden?: string[];
  /** The JSON of a stored row (hidden columns already left out); the row itself by default. */
  output?(row: Record<string, unknown>): Record<string, unknown>;
  /**
   * A fixed condition: the resource serves only the rows matching it, in list, show, edit,
   * delete, bulk calls, export and record calls (`usuarios/plataforma`: platform staff only).
   */
  scope?: SQL;
  /**
   * The column holding the user each row belongs to (`vistas/`: `usuario`): every call reaches the
   * caller's own rows only (anyone else's is 404, as a row out of scope), a create stores the caller
   * there, and no body sets it.
   */
  owner?: string;
  /** Rows that only some callers may write (rh must not edit an administrator through `usuarios/`). */
  restrict?: RowRestriction;
  /** Turns a parsed body into stored values before the write (hash a password, set a fixed flag). */
  prepare?(data: Record<string, unknown>, args: { req: FastifyRequest; mode: 'create' | 'update' }): Promise<Record<string, unknown>> | Record<string, unknown>;
  /** i18n `resources.<labels>` that labels export and import columns; `base` by default. */
  labels?: string;
  /** Exact, range (__gte/__lte) and __in filters offered by the screens; each needs an index. */
  filters: Record<string, FilterType>;
  /**
   * Filters on a referenced record's column, read as `filters` are (exact, `__in`, ranges): an
   * occupant by its trip's departure, `fecha_salida` through `viaje`. The conditions on one
   * reference are one EXISTS on its table by primary key, so the reference's own index serves them.
   */
  referenceFilters?: Record<string, ReferenceFilter>;
  /** Text columns searched by `search`; must match the table's trigram index expression. */
  search: string[];
  /** Columns that `ordering` accepts. */
  ordering: string[];
  defaultOrdering: string;
  exportColumns: ExportColumn[];
  /** Column changed by change_multiple_status, and its allowed values. */
  status?: { field: string; values: readonly number[] };
  /** Serves GET {base}activos/?page&limit (SPEC §7 piezas/activos/): the records whose `status` field is 1 (Active), DOMAIN §1 `list`. */
  activeList?: boolean;
  /**
   * One record only (configuracion/): GET {base}/ answers that record instead of a page, and the
   * list, q/, export, create, delete and bulk calls are not served; show, PUT, PATCH and record calls are.
   */
  singleton?: boolean;
  /**
   * Checks that need the database (unique values, cross-field rules), inside the write's
   * transaction, after the declared references'. On an edit `data` is the whole record after it
   * and `before` the locked row, to tell what the edit changes. `ctx` is the app's (its TIME_ZONE,
   * for a rule on today's date) when the routes' registry was given it.
   */
  validate?(tx: Db, data: Record<string, unknown>, id: number | null, before?: Record<string, unknown>, ctx?: AppContext): Promise<void>;
  /**
   * Stored values worked out from other records, inside the write's transaction after the checks
   * (a trip's plant is its route's): `data` is what will be stored (on an edit, the whole record
   * after it), `before` the locked row on an edit. The answer's fields are written too.
   */
  derive?(tx: Db, data: Record<string, unknown>, before?: Record<string, unknown>): Promise<Record<string, unknown>>;
  /**
   * More work in the create's transaction, after the insert and its audit row (a vehicle's
   * registration request raises its notification): a failure rolls the create back.
   */
  afterCreate?(tx: Db, created: Record<string, unknown>, req: FastifyRequest): Promise<void>;
  /** Fields holding another resource's id (server/kit/references.ts): checked, exported and sorted by label, and protecting their targets from deletion. */
  references?: Record<string, ReferenceDeclaration>;
  /**
   * Refuses a write no permission covers (one's own account, the last administrator): called by
   * delete, multiple_delete, change_multiple_status, PUT and PATCH inside the transaction, after the
   * lock; and by a create (no ids) with the parsed body before any work (prepare, the transaction).
   */
  protect?(tx: Db, req: FastifyRequest, ids: number[], change: GuardedChange): Promise<void>;
  actions?: RecordAction[];
  /** Declared state changes and record updates (server/kit/transitions.ts), each with its history. */
  transitions?: TransitionDeclaration[];
  /** Stored files and documents (server/kit/files.ts): upload, serve, removal after delete, expiry. */
  files?: FileDeclaration[];
}

export const defineResource = (declaration: ResourceDeclaration) => declaration;

/**
 * The drizzle column of a declared field name, in a declaration's table or any named table (a
 * reference's target): every kit module looks columns up here, so a misspelt one fails at
 * start-up with the same message.
 */
export function columnOf(source: Pick<ResourceDeclaration, 'base' | 'table'>, field: string): PgColumn {
  const column = Object.hasOwn(source.table, field) ? (source.table as unknown as Record<string, PgColumn>)[field] : undefined;
  if (!column) throw new Error(`${source.base}: unknown column ${field}`);
  return column;
}

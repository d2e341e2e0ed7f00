import type { FastifyRequest } from 'fastify';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { AppContext } from '../context';
import type { Db } from '../db/client';

/** How a filter value is read from JSON or a query string. */
export type FilterType = 'integer' | 'number' | 'text' | 'boolean' | 'date';

/** An exported column: a stored field, labelled from i18n `resources.<base>.fields.<field>`. */
export interface ExportColumn {
  field: string;
  /** i18n/server key prefix whose `.<value>` labels a numeric state, e.g. `choices.active_status`. */
  choices?: string;
  /** What a person reads instead of the stored value, e.g. a referenced record's name. */
  expression?: SQL;
}

/** A record call beyond CRUD, served at `{base}{id}/{path}/` (or `{base}{path}/` when `collection`). */
export interface RecordAction {
  path: string;
  method: 'GET' | 'POST';
  /** DOMAIN §1 action name checked by canAccess. */
  access: string;
  collection?: boolean;
  handler(args: { ctx: AppContext; req: FastifyRequest; id: number | null; body: unknown }): Promise<unknown>;
}

/**
 * Everything the shared machinery needs to serve a resource (SPEC §7 generic calls,
 * DOMAIN §4). A new resource is one of these, not a copy of routes.
 */
export interface ResourceDeclaration {
  /** API base without slashes (`plantas`, `usuarios/plataforma`); also the DOMAIN §1 access key. */
  base: string;
  table: PgTable;
  /** Writable fields; create parses it strictly, PATCH its partial form. */
  input: z.ZodObject;
  /** Exact, range (__gte/__lte) and __in filters offered by the screens; each needs an index. */
  filters: Record<string, FilterType>;
  /** Text columns searched by `search`; must match the table's trigram index expression. */
  search: string[];
  /** Columns that `ordering` accepts. */
  ordering: string[];
  defaultOrdering: string;
  exportColumns: ExportColumn[];
  /** Column changed by change_multiple_status, and its allowed values. */
  status?: { field: string; values: readonly number[] };
  /** Checks that need the database (references, cross-field rules), inside the write's transaction. */
  validate?(tx: Db, data: Record<string, unknown>, id: number | null): Promise<void>;
  actions?: RecordAction[];
}

export const defineResource = (declaration: ResourceDeclaration) => declaration;

/** The drizzle column of a declared field name. */
export function columnOf(declaration: ResourceDeclaration, field: string): PgColumn {
  const column = Object.hasOwn(declaration.table, field) ? (declaration.table as unknown as Record<string, PgColumn>)[field] : undefined;
  if (!column) throw new Error(`${declaration.base}: unknown column ${field}`);
  return column;
}

import type { FastifyRequest } from 'fastify';
import { and, count, eq, getTableName, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import type { AppContext } from '../context';
import { ApiError, blockingOf, FieldErrors, type Message } from '../http/errors';
import { langOf, translate, type Lang } from '../http/i18n';
import { columnOf, type ResourceDeclaration } from './define';
import { anyOf, noneOf } from './filterValues';
import { recordsOf, type Records } from './records';

/**
 * A field holding another resource's id, declared once (`planta: {resource: 'plantas', table:
 * plantas, label: 'name'}`). From it come the "related record does not exist" check, the
 * exported label, sorting by what a person reads, and the refusal to delete a record in use.
 */
export interface ReferenceDeclaration {
  /** The referenced resource's base. */
  resource: string;
  /** Its table, whose `id` the field holds. */
  table: PgTable;
  /**
   * The referenced columns a person reads, in the order they sort (a department's `name`; a
   * person's `['name', 'last_name']`, read joined by a space as the screens show "Luis Ortega Ruiz").
   */
  label: string | readonly string[];
}

type Row = Record<string, unknown>;

/**
 * Rows of `pointer` that point at any of `ids`; a row of the same table deleted with its target
 * does not count. The ids go as one array parameter each time (up to 10,000 of them).
 */
const pointingAt = (pointer: Pointer, table: PgTable, ids: number[]) =>
  and(or(...pointer.columns.map((c) => anyOf(c, ids))), pointer.table === table ? noneOf(pointer.id, ids) : undefined);

const referencesOf = (declaration: ResourceDeclaration) => Object.entries(declaration.references ?? {});

/** The reference declared for `field`, if any. */
export const referenceOf = (declaration: ResourceDeclaration, field: string): ReferenceDeclaration | undefined =>
  declaration.references && Object.hasOwn(declaration.references, field) ? declaration.references[field] : undefined;

/** The reference's target table as columnOf reads it. */
const targetTable = (reference: ReferenceDeclaration) => ({ base: reference.resource, table: reference.table });

/**
 * The referenced table under an alias named after the field (so that a table referring to itself
 * stays unambiguous), with its id and label columns (`labels`, in sort order).
 */
export function referencedLabel(declaration: ResourceDeclaration, field: string) {
  const reference = referenceOf(declaration, field);
  if (!reference) throw new Error(`${declaration.base}: ${field} is not a declared reference`);
  const names = [reference.label].flat();
  for (const label of names) columnOf(targetTable(reference), label);
  const name = `${field}_ref`;
  const target = alias(reference.table, name) as unknown as Record<string, PgColumn>;
  return { table: reference.table, alias: sql.identifier(name), id: target.id, labels: names.map((label) => target[label]) };
}

/**
 * The referenced column a reference filter (`referenceFilters`) reads, under an alias of the
 * referenced table named after the filter's reference; undefined for a filter of the table's own.
 */
export function referenceFilterOf(declaration: ResourceDeclaration, name: string) {
  const filter = declaration.referenceFilters && Object.hasOwn(declaration.referenceFilters, name) ? declaration.referenceFilters[name] : undefined;
  if (!filter) return undefined;
  const reference = referenceOf(declaration, filter.through);
  if (!reference) throw new Error(`${declaration.base}: filter ${name} goes through ${filter.through}, which is not a declared reference`);
  const field = filter.field ?? name;
  columnOf(targetTable(reference), field);
  const target = alias(reference.table, `${filter.through}_filter`) as unknown as Record<string, PgColumn>;
  return { through: filter.through, column: target[field] };
}

/** The conditions of the reference filters through `through` (on referenceFilterOf's columns), as one EXISTS by the target's primary key. */
export function throughCondition(declaration: ResourceDeclaration, through: string, conditions: SQL[]): SQL {
  const reference = referenceOf(declaration, through)!;
  const name = `${through}_filter`;
  const target = alias(reference.table, name) as unknown as Record<string, PgColumn>;
  return sql`EXISTS (SELECT 1 FROM ${reference.table} AS ${sql.identifier(name)} WHERE ${target.id} = ${columnOf(declaration, through)} AND ${and(...conditions)})`;
}

/** `value` of the record each row's `field` points at, as a correlated subquery. */
function referencedValue(declaration: ResourceDeclaration, field: string, value: (target: ReturnType<typeof referencedLabel>) => SQL | PgColumn): SQL {
  const target = referencedLabel(declaration, field);
  return sql`(SELECT ${value(target)} FROM ${target.table} AS ${target.alias} WHERE ${target.id} = ${columnOf(declaration, field)})`;
}

/** The label a person reads for each row (an export's cell): several label columns joined by a space. */
export const labelOf = (declaration: ResourceDeclaration, field: string): SQL =>
  referencedValue(declaration, field, ({ labels }) => (labels.length === 1 ? labels[0] : sql`trim(concat_ws(' ', ${sql.join(labels, sql`, `)}))`));

/**
 * The keys a list sorted by the reference orders by, one a label column (name, then last name:
 * not the joined text, whose order a space would decide). Sorting a whole table by them cannot
 * use an index: a list page sorted by a reference is found by referencePage.
 */
export const labelSortOf = (declaration: ResourceDeclaration, field: string): SQL[] =>
  referencedLabel(declaration, field).labels.map((_, i) => referencedValue(declaration, field, ({ labels }) => labels[i]));

/**
 * Field errors for every declared reference in `data` whose record does not exist in its
 * target's declaration: a scoped target (usuarios/plataforma) accepts only ids in its scope.
 */
async function referenceErrors(tx: Db, declaration: ResourceDeclaration, data: Row, targetRecords: (reference: ReferenceDeclaration) => Records) {
  const errors: Record<string, Message[]> = {};
  for (const [field, reference] of referencesOf(declaration)) {
    const value = data[field];
    if (value === null || value === undefined) continue;
    const target = targetRecords(reference);
    const id = columnOf(target.declaration, 'id');
    const found = await tx.select({ id }).from(reference.table).where(target.where(eq(id, value as number)));
    if (!found.length) errors[field] = [{ key: 'validation.reference' }];
  }
  return errors;
}

/** A table whose columns point at another table. */
interface Pointer {
  /** The pointing table's name, the key of `usage` (`usuarios`). */
  name: string;
  table: PgTable;
  columns: PgColumn[];
  id: PgColumn;
}

export interface ReferenceRegistry {
  /**
   * The write's database checks inside its transaction, all reported at once: the declared
   * references, then the declaration's own `validate`.
   */
  validateWrite(tx: Db, declaration: ResourceDeclaration, data: Row, id: number | null, before?: Row): Promise<void>;
  /** Tables (and their columns) that point at `table`, from every declaration. */
  pointersTo(table: PgTable): Pointer[];
  /** How many records of each pointing table still point at any of `ids`; only those above zero. */
  usage(tx: Db, table: PgTable, ids: number[]): Promise<Record<string, number>>;
  /** 409 `in_use` with the counts, in the caller's language, when anything points at one of `ids`. */
  refuseInUse(tx: Db, req: FastifyRequest, declaration: ResourceDeclaration, ids: number[]): Promise<void>;
}

/** A message of `in_use.<group>.<resource>`, or the group's `any` when the resource has none. */
const translated = (lang: Lang, key: string, fallback: string, params: Record<string, unknown>) => {
  const text = translate(lang, key, params);
  return text === key ? translate(lang, fallback, params) : text;
};
const form = (n: number) => (n === 1 ? 'one' : 'other');

/** "44 usuarios y 3 departamentos" / "44 users and 3 departments": the most first. */
function describeUsage(lang: Lang, usage: Record<string, number>) {
  const parts = Object.entries(usage)
    .sort(([, a], [, b]) => b - a).map(([name, n]) => translated(lang, `in_use.counts.${name}.${form(n)}`, `in_use.counts.any.${form(n)}`, { count: n }));
  return new Intl.ListFormat(lang, { type: 'conjunction' }).format(parts);
}

/**
 * Who points at whom, from the references every resource declares: a new resource's
 * references protect their targets the day they are declared. Throws at start-up when a
 * reference names a resource that is not declared or whose table differs.
 */
export function referenceRegistry(declarations: ResourceDeclaration[], ctx?: AppContext): ReferenceRegistry {
  const byTarget = new Map<PgTable, Map<string, Pointer>>();
  const targets = new Map<ReferenceDeclaration, Records>();
  for (const declaration of declarations) {
    for (const [field, reference] of referencesOf(declaration)) {
      const target = declarations.find((d) => d.base === reference.resource);
      if (!target || target.table !== reference.table) throw new Error(`${declaration.base}.${field}: ${reference.resource} is not a declared resource of that table`);
      if (!targets.has(reference)) targets.set(reference, recordsOf(target));
      const pointers = byTarget.get(reference.table) ?? new Map<string, Pointer>();
      byTarget.set(reference.table, pointers);
      // Two declarations of one table (usuarios, usuarios/plataforma) count its rows once.
      const name = getTableName(declaration.table);
      const pointer = pointers.get(name) ?? { name, table: declaration.table, columns: [], id: columnOf(declaration, 'id') };
      const column = columnOf(declaration, field);
      if (!pointer.columns.includes(column)) pointer.columns.push(column);
      pointers.set(name, pointer);
    }
  }
  const pointersTo = (table: PgTable) => [...(byTarget.get(table)?.values() ?? [])];

  async function usage(tx: Db, table: PgTable, ids: number[]) {
    const out: Record<string, number> = {};
    for (const pointer of pointersTo(table)) {
      const [{ n }] = await tx.select({ n: count() }).from(pointer.table).where(pointingAt(pointer, table, ids));
      if (n > 0) out[pointer.name] = n;
    }
    return out;
  }

  /** Which of `ids` something points at. */
  async function busy(tx: Db, table: PgTable, ids: number[]) {
    const found = new Set<number>();
    for (const pointer of pointersTo(table)) {
      for (const column of pointer.columns) {
        const rows = await tx.selectDistinct({ id: column }).from(pointer.table).where(pointingAt({ ...pointer, columns: [column] }, table, ids));
        for (const row of rows) found.add(row.id as number);
      }
    }
    return [...found];
  }

  const targetRecords = (reference: ReferenceDeclaration) => {
    const target = targets.get(reference);
    if (!target) throw new Error(`reference to ${reference.resource}: not in this registry's declarations`);
    return target;
  };

  return {
    async validateWrite(tx, declaration, data, id, before) {
      const errors = await referenceErrors(tx, declaration, data, targetRecords);
      try {
        await declaration.validate?.(tx, data, id, before, ctx);
      } catch (err) {
        if (!(err instanceof FieldErrors)) throw err;
        for (const [field, messages] of Object.entries(err.fields)) errors[field] = [...(errors[field] ?? []), ...messages];
      }
      if (Object.keys(errors).length) throw new FieldErrors(errors);
    },
    pointersTo,
    usage,
    async refuseInUse(tx, req, declaration, ids) {
      const found = await usage(tx, declaration.table, ids);
      if (!Object.keys(found).length) return;
      const lang = langOf(req);
      const resource = declaration.labels ?? declaration.base;
      const params: Record<string, unknown> = { usage: describeUsage(lang, found) };
      let group = 'record';
      const extra: Record<string, unknown> = { usage: found };
      if (ids.length > 1) {
        const stopped = await busy(tx, declaration.table, ids);
        Object.assign(extra, blockingOf(ids, stopped));
        params.count = stopped.length;
        group = params.count === 1 ? 'selected_one' : 'selected_many';
      }
      const key = translate(lang, `in_use.${group}.${resource}`) === `in_use.${group}.${resource}` ? `in_use.${group}.any` : `in_use.${group}.${resource}`;
      throw new ApiError(409, 'in_use', key, params, extra);
    },
  };
}

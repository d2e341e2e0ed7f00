import { sql, type SQL } from 'drizzle-orm';
import { columnOf, type ResourceDeclaration } from './define';
import { referencedLabel } from './references';

/**
 * The walk below visits every referenced record in label order, whether or not its rows match:
 * over a few matching rows (one borrower's loans, a rare search) that is hundreds of ms where
 * sorting the matches takes a few. Up to this many matches the list sorts them directly.
 * Adjustable so that tests can take either way on small data.
 */
export const REFERENCE_WALK = { fromRows: 2_000 };

/**
 * The ids of one page of a list sorted by a reference, as a condition on the list's id.
 *
 * The order is the one labelSortOf gives (the referenced record's label columns, then the row's
 * id; rows without a reference last ascending, first descending), written so that PostgreSQL walks
 * indexes instead of sorting the table: rows with a reference come from the referenced table in
 * (label…, id) order, each record's rows from the list's (reference, id) index, and an incremental
 * sort orders each label's rows by id until the branch's LIMIT stops it; rows without one come
 * from the id index. Each branch keeps at most offset + limit rows; the page is the first `limit`
 * of their union after `offset`. The caller orders the page's few rows again with labelSortOf.
 */
export function referencePage(declaration: ResourceDeclaration, field: string, descending: boolean, where: SQL | undefined) {
  const target = referencedLabel(declaration, field);
  const pointer = columnOf(declaration, field);
  const id = columnOf(declaration, 'id');
  const { table } = declaration;
  const direction = descending ? sql`DESC` : sql`ASC`;
  // PostgreSQL's default, as labelSortOf's ORDER BY gets it: nulls sort as the largest value.
  const nulls = descending ? sql`NULLS FIRST` : sql`NULLS LAST`;
  const filter = where ?? sql`TRUE`;
  // One output column a label column (sort_label_0, sort_label_1…), and the order over them then the id.
  const names = target.labels.map((_, i) => sql.identifier(`sort_label_${i}`));
  const list = (items: SQL[]) => sql.join(items, sql`, `);
  const order = (keys: SQL[], rowId: SQL) => list([...keys.map((key) => sql`${key} ${direction} ${nulls}`), sql`${rowId} ${direction}`]);
  return (limit: number, offset: number): SQL => {
    const reach = offset + limit;
    // Per referenced record at most `reach` rows, read in id order from the (reference, id) index:
    // a label shared by one record sorts `reach` rows, not all of that record's rows.
    const referenced = sql`(SELECT picked.id, ${list(target.labels.map((label, i) => sql`${label} AS ${names[i]}`))} FROM ${target.table} AS ${target.alias} CROSS JOIN LATERAL
      (SELECT ${id} AS id FROM ${table} WHERE ${pointer} = ${target.id} AND ${filter} ORDER BY ${id} ${direction} LIMIT ${reach}) AS picked
      ORDER BY ${order(target.labels.map((label) => sql`${label}`), sql`picked.id`)} LIMIT ${reach})`;
    const unreferenced = sql`(SELECT ${id} AS id, ${list(names.map((name) => sql`NULL AS ${name}`))} FROM ${table} WHERE ${pointer} IS NULL AND ${filter} ORDER BY ${id} ${direction} LIMIT ${reach})`;
    return sql`${id} IN (SELECT sorted.id FROM (${referenced} UNION ALL ${unreferenced}) AS sorted
      ORDER BY ${order(names.map((name) => sql`sorted.${name}`), sql`sorted.id`)} LIMIT ${limit} OFFSET ${offset})`;
  };
}

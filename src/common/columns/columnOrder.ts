/**
 * The order of a table's columns as react-admin's DataTable reads it from the store: `ranks[p]`
 * is the index (among the table's children) of the column drawn at position p. Kept ranks may
 * predate a column added or removed since; the order is made whole again before it is used, and
 * the chooser writes only whole orders (DataTable would draw a partial one its own way).
 */
export const columnsInOrder = (count: number, ranks: readonly number[] | null | undefined): number[] => {
  const kept = (ranks ?? []).filter((index, position, all) => Number.isInteger(index) && index >= 0 && index < count && all.indexOf(index) === position);
  for (let index = 0; index < count; index += 1) if (!kept.includes(index)) kept.push(index);
  return kept;
};

/** The order with the column at position `from` taken to position `to`, the others keeping theirs. */
export const moveColumn = (order: readonly number[], from: number, to: number): number[] => {
  const moved = [...order];
  const [column] = moved.splice(from, 1);
  moved.splice(to, 0, column);
  return moved;
};

const plain = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** Whether a column's label holds what was typed in the columns' search, accents and case aside. */
export const labelMatches = (label: string, search: string) => plain(label).includes(plain(search.trim()));

import type { accesorios, piezas } from '../db/schema';
import type { Seed } from './types';

/** A catalogue's demo rows (name, description, status), as piezas and accesorios share one table shape. */
export const catalogSeed = (name: string, table: typeof piezas | typeof accesorios, rows: readonly (readonly [string, string, number])[]): Seed => ({
  name,
  async run({ tx }) {
    await tx
      .insert(table)
      .values(rows.map(([name, description, status]) => ({ name, description, status })))
      .onConflictDoNothing();
  },
});

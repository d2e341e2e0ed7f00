import { getTableColumns, is } from 'drizzle-orm';
import { PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import * as schema from './schema';

/** Where stored files are referenced: read by the file sweep (server/jobs/fileSweep.ts) and the backup (server/backup/backup.ts). */
let columns: { table: PgTable; column: PgColumn }[] | undefined;

/** Every fileKey column of the schema (server/db/schema/common.ts marks them), found once. */
export function fileColumns(): { table: PgTable; column: PgColumn }[] {
  return (columns ??= (Object.values(schema) as unknown[])
    .filter((table): table is PgTable => is(table, PgTable))
    .flatMap((table) =>
      Object.values(getTableColumns(table))
        .filter((column) => schema.FILE_KEY_CONFIGS.has((column as unknown as { config: object }).config))
        .map((column) => ({ table, column })),
    ));
}


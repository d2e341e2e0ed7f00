import type { PoolClient } from 'pg';

/** The product tables the generator fills. */
export const FILLED = [
  'plantas', 'departamentos', 'usuarios', 'vehiculos', 'prestamos', 'tarjeta_gasolina', 'tarjeta_tag', 'record_history', 'notificaciones',
  'rutas', 'viajes', 'viaje_tracks', 'detalle_viaje', 'solicitudes_viaje', 'alertas',
] as const;

/** Large tables whose secondary indexes are built after the load (much faster than row by row). */
const REINDEXED = ['usuarios', 'vehiculos', 'prestamos', 'record_history', 'notificaciones', 'viajes', 'detalle_viaje', 'solicitudes_viaje', 'trip_driver_months', 'trip_passenger_months', 'alertas'];

/** Tables never emptied: the one settings row (its updated_by points at a user). */
const KEPT = ['configuracion'];

/**
 * Empties the filled tables and every table that points at them (sessions, audits, points …),
 * except the kept ones, whose foreign keys into them are dropped and returned, to be added back.
 * Runs inside the build's transaction: a failed build rolls all of it back.
 */
export async function emptyTables(db: PoolClient): Promise<string[]> {
  const { rows } = await db.query<{ tbl: string; kept: boolean; name: string; def: string }>(
    `WITH RECURSIVE refs(tbl) AS (
       SELECT unnest($1::text[])
       UNION SELECT c.conrelid::regclass::text FROM pg_constraint c JOIN refs r ON c.confrelid = r.tbl::regclass
       WHERE c.contype = 'f' AND NOT c.conrelid::regclass::text = ANY($2::text[]))
     SELECT tbl, false AS kept, '' AS name, '' AS def FROM refs
     UNION ALL
     SELECT c.conrelid::regclass::text, true, c.conname, pg_get_constraintdef(c.oid) FROM pg_constraint c
     WHERE c.contype = 'f' AND c.conrelid::regclass::text = ANY($2::text[]) AND c.confrelid::regclass::text = ANY($1::text[])`,
    [FILLED, KEPT],
  );
  const restore: string[] = [];
  for (const fk of rows.filter((r) => r.kept)) {
    await db.query(`UPDATE ${fk.tbl} SET updated_by = NULL`);
    await db.query(`ALTER TABLE ${fk.tbl} DROP CONSTRAINT "${fk.name}"`);
    restore.push(`ALTER TABLE ${fk.tbl} ADD CONSTRAINT "${fk.name}" ${fk.def}`);
  }
  const tables = rows.filter((r) => !r.kept).map((r) => r.tbl);
  await db.query(`TRUNCATE ${tables.join(', ')} RESTART IDENTITY`);
  return restore;
}

/**
 * Drops the secondary indexes (those backing no constraint) of `tables` (the large ones) and
 * answers their exact definitions, read from the catalogue, to be created again after the load.
 */
export async function dropSecondaryIndexes(db: PoolClient, tables: readonly string[] = REINDEXED): Promise<string[]> {
  const { rows } = await db.query<{ name: string; def: string }>(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def FROM pg_index i
     WHERE i.indrelid::regclass::text = ANY($1::text[]) AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
    [tables],
  );
  for (const { name } of rows) await db.query(`DROP INDEX ${name}`);
  return rows.map((r) => r.def);
}

/** After explicit ids, each filled table's sequence continues after its largest id (a trip's track has none: its key is the trip). */
export async function resetSequences(db: PoolClient) {
  for (const table of FILLED.filter((t) => t !== 'viaje_tracks')) {
    await db.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), greatest(1, (SELECT coalesce(max(id), 0) FROM ${table})))`);
  }
}

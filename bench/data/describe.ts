import type { PoolClient } from 'pg';
import type { BenchDataset, Common } from './dataset';

/** The most common value of `column` in `table` (among `where`), with its row count. */
async function common(db: PoolClient, table: string, column: string, where = 'true'): Promise<Common> {
  const { rows } = await db.query<{ value: number | string; rows: string }>(
    `SELECT ${column} AS value, count(*) AS rows FROM ${table} WHERE ${where} AND ${column} IS NOT NULL GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1`,
  );
  return { value: rows[0].value, rows: Number(rows[0].rows) };
}

async function one(db: PoolClient, sql: string): Promise<number> {
  const { rows } = await db.query<{ id: number }>(sql);
  if (!rows.length) throw new Error(`the bench data has no row for: ${sql}`);
  return rows[0].id;
}

/**
 * Sample ids and the most common filter values, read from the data just built, for the lead's
 * record and filtered scenarios: a user with history (a decided licence), a completed loan (five
 * history rows), a vehicle lent many times, an open loan holding a vehicle, a finished trip with its track.
 */
export async function describeData(db: PoolClient): Promise<Pick<BenchDataset, 'samples' | 'common'>> {
  const samples = {
    userWithHistory: await one(db, `SELECT max(record_id) AS id FROM record_history WHERE resource = 'usuarios' HAVING count(*) > 0`),
    loanWithHistory: await one(db, `SELECT max(id) AS id FROM prestamos WHERE status = 5 AND vehiculo IS NOT NULL HAVING count(*) > 0`),
    vehicleWithHistory: await one(db, `SELECT vehiculo AS id FROM prestamos WHERE status IN (2, 4, 6) AND vehiculo IS NOT NULL ORDER BY id LIMIT 1`),
    openLoan: await one(db, `SELECT id FROM prestamos WHERE status = 2 ORDER BY id LIMIT 1`),
    finishedTrip: await one(db, `SELECT max(v.id) AS id FROM viajes v JOIN viaje_tracks t ON t.viaje = v.id WHERE v.status = 2 HAVING count(*) > 0`),
  };
  return {
    samples,
    common: {
      usuarios: { planta: await common(db, 'usuarios', 'planta'), department: await common(db, 'usuarios', 'department'), status: await common(db, 'usuarios', 'status') },
      prestamos: { planta: await common(db, 'prestamos', 'planta'), status: await common(db, 'prestamos', 'status'), usuario: await common(db, 'prestamos', 'usuario') },
      vehiculos: { planta: await common(db, 'vehiculos', 'planta'), status: await common(db, 'vehiculos', 'status'), brand: await common(db, 'vehiculos', 'brand') },
      notificaciones: { adminType: await common(db, 'notificaciones', 'type', 'user_id = 1') },
      viajes: { planta: await common(db, 'viajes', 'planta'), conductor: await common(db, 'viajes', 'conductor'), ruta: await common(db, 'viajes', 'ruta') },
    },
  };
}

import type pg from 'pg';
import { listenForCache } from '../db/listener';
import type { LongLists } from './longLists';

/** Where migration 0021's triggers name a table a statement wrote (its name, nothing else). */
export const WRITES_CHANNEL = 'flotilla_writes';

/**
 * The tables whose writes PostgreSQL announces (migration 0021 adds a statement trigger to each):
 * the ones the lists count. A list whose count reads any other table is never kept as long.
 */
export const ANNOUNCED_TABLES: readonly string[] = [
  'usuarios', 'plantas', 'departamentos', 'piezas', 'accesorios', 'vehiculos', 'prestamos',
  'tarjeta_gasolina', 'tarjeta_tag', 'notificaciones', 'record_history', 'puntos_ledger',
  'rutas', 'viajes', 'detalle_viaje', 'solicitudes_viaje', 'alertas',
];

/**
 * Keeps `lists` told of writes on every instance, and off while it cannot listen
 * (server/db/listener.ts listenForCache). Answers the stop, for the app's onClose.
 */
export function listenForWrites(connection: pg.ClientConfig, lists: LongLists, log: (line: string) => void): () => Promise<void> {
  return listenForCache(connection, WRITES_CHANNEL, lists, (table) => lists.written(table), {
    again: '[lists] listening for writes again: long lists skip their count again',
    off: (cause, seconds) => `[lists] cannot listen for writes (${cause}): every list counts, trying again in ${seconds} s`,
  }, log);
}

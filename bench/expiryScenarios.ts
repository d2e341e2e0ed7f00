import type pg from 'pg';
import type { Call } from './load';
import type { ListOf, Scenario } from './scenarios';

/** Values the expiry centre's scenarios filter on, read from the bench database. */
export interface ExpiryFacts {
  /** The plant with the most licences expiring or expired. */
  plant: number;
  /** The centre's rows: the export's. */
  rows: number;
}

const one = async <T>(client: pg.Client, text: string): Promise<T> => {
  const { rows } = await client.query(text);
  if (!rows.length) throw new Error(`the bench database has no answer to: ${text}`);
  return Object.values(rows[0])[0] as T;
};

/** The vehicle documents, the licences and the active cards in the centre (server/resources/expiry/expiryRows.ts), counted. */
const CENTRE_ROWS = `SELECT
  (SELECT count(*) FROM vehiculos WHERE permiso_circulacion_status IN (3, 4) AND permiso_circulacion_vencimiento IS NOT NULL)
  + (SELECT count(*) FROM vehiculos WHERE seguro_status IN (3, 4) AND seguro_vencimiento IS NOT NULL)
  + (SELECT count(*) FROM vehiculos WHERE verificacion_status IN (3, 4) AND verificacion_vencimiento IS NOT NULL)
  + (SELECT count(*) FROM usuarios WHERE licencia_status IN (3, 4) AND vencimiento IS NOT NULL)
  + (SELECT count(*) FROM tarjeta_gasolina WHERE status = 1 AND vencimiento <= current_date + 30)
  + (SELECT count(*) FROM tarjeta_tag WHERE status = 1 AND vencimiento <= current_date + 30)`;

export async function readExpiryFacts(client: pg.Client): Promise<ExpiryFacts> {
  return {
    plant: Number(await one(client, 'SELECT planta FROM usuarios WHERE licencia_status IN (3, 4) AND planta IS NOT NULL GROUP BY planta ORDER BY count(*) DESC, planta LIMIT 1')),
    rows: Number(await one(client, CENTRE_ROWS)),
  };
}

const get = (path: string): Call => ({ method: 'GET', path: `/api/${path}` });
const q = (body: Record<string, unknown>): Call => ({ method: 'POST', path: '/api/vencimientos/q/?page=1&limit=25', body });

/**
 * The expiry centre (/vencimientos, issue #35): the screen's default (soonest first), a plant, a
 * kind, the expiring ones Home links to and the expired ones of a plant. Its export
 * is measured with the others (bench/main.ts).
 */
export function expiryScenarios(f: ExpiryFacts, list: ListOf): Scenario[] {
  return [
    list('expiry', 'expiry: screen default (soonest first)', get('vencimientos/?page=1&limit=25')),
    list('expiry', 'expiry: plant', q({ planta: f.plant })),
    list('expiry', 'expiry: kind (licences)', q({ kind: 'licencia' })),
    list('expiry', 'expiry: expiring (Home)', q({ status: 3 })),
    list('expiry', 'expiry: expired, plant', q({ status: 4, planta: f.plant })),
  ];
}

/** Every column the centre sorts by: plan-checked, not loaded. */
export const EXPIRY_SORTS = ['vencimiento', 'days_left', 'kind', 'name', 'status'];

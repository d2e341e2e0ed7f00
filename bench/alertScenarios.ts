import type pg from 'pg';
import type { Call } from './load';
import type { ListOf, RecordOf, Scenario } from './scenarios';

/** Values the alerts' scenarios filter on, read from the bench database. */
export interface AlertFacts {
  /** An attended alert (its record has a history of two entries). */
  alertId: number;
  /** The plant and the issuer with the most alerts. */
  alertPlant: number;
  alertIssuer: number;
  /** A month of alerts, the month before last. */
  month: { from: string; to: string };
  /** Every alert: the export's rows. */
  alerts: number;
}

const one = async <T>(client: pg.Client, text: string): Promise<T> => {
  const { rows } = await client.query(text);
  if (!rows.length) throw new Error(`the bench database has no answer to: ${text}`);
  return Object.values(rows[0])[0] as T;
};

export async function readAlertFacts(client: pg.Client): Promise<AlertFacts> {
  return {
    alertId: Number(await one(client, 'SELECT id FROM alertas WHERE status = 1 ORDER BY id DESC LIMIT 1')),
    alertPlant: Number(await one(client, 'SELECT planta FROM alertas GROUP BY planta ORDER BY count(*) DESC, planta LIMIT 1')),
    alertIssuer: Number(await one(client, 'SELECT issued_by FROM alertas GROUP BY issued_by ORDER BY count(*) DESC, issued_by LIMIT 1')),
    month: {
      from: await one(client, `SELECT to_char(date_trunc('month', now() - interval '2 months'), 'YYYY-MM-DD"T"00:00:00"Z"')`),
      to: await one(client, `SELECT to_char(date_trunc('month', now() - interval '1 month') - interval '1 second', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`),
    },
    alerts: Number(await one(client, 'SELECT count(*) FROM alertas')),
  };
}

const get = (path: string): Call => ({ method: 'GET', path: `/api/${path}` });
const q = (body: { [key: string]: unknown }, page = 1): Call => ({ method: 'POST', path: `/api/alertas/q/?page=${page}&limit=25`, body: { ordering: '-created_at', ...body } });

/**
 * The C4 desk (/alertas, its banner): the screen's default, the active alerts the banner reloads,
 * each filter the screen offers, deep pages, the issuer's name searched, an alert's record.
 */
export function alertScenarios(f: AlertFacts, search: { few: string; many: string; none: string }, list: ListOf, record: RecordOf): Scenario[] {
  const month = { created_at__gte: f.month.from, created_at__lte: f.month.to };
  return [
    list('alerts', 'alerts: screen default (-created_at)', get('alertas/?page=1&limit=25&ordering=-created_at')),
    list('alerts', 'alerts: active (the banner)', get('alertas/?page=1&limit=25&status=0&ordering=-created_at')),
    list('alerts', 'alerts: attended in a month', q({ status: 1, ...month })),
    list('alerts', 'alerts: plant', q({ planta: f.alertPlant })),
    list('alerts', 'alerts: issuer', q({ issued_by: f.alertIssuer })),
    list('alerts', 'alerts: plant + a month', q({ planta: f.alertPlant, ...month })),
    list('alerts', 'alerts: page 400', q({}, 400)),
    { ...list('alerts', 'alerts: page 400 after 399 (cursor)', q({}, 400)), cursorFrom: q({}, 399) },
    list('alerts', 'alerts: search few', q({ search: search.few })),
    list('alerts', 'alerts: search many', q({ search: search.many })),
    list('alerts', 'alerts: search none', q({ search: search.none })),
    record('alerts', 'alerts: one record with history', `alertas/${f.alertId}/`),
  ];
}

/** Every column the alerts list sorts by: plan-checked, not loaded. */
export const ALERT_SORTS = ['id', 'created_at', 'status', 'planta'];

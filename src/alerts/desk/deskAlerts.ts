import type { Identifier } from 'react-admin';
import { ALERT_STATUS } from '../../../domain/alerts';

/** The parts of an alert's list row (GET alertas/, the realtime `alert` frame) the desk shows. */
export interface DeskAlert {
  id: Identifier;
  status: number;
  issued_by_name?: string | null;
  planta_name?: string | null;
  created_at: string;
}

/** What the banner holds: the active alerts it knows, newest first, and how many are active in all. */
export interface DeskState {
  alerts: DeskAlert[];
  total: number;
}

export const EMPTY_DESK: DeskState = { alerts: [], total: 0 };

/** How many active alerts the banner lists (and loads); the rest are counted and one link away. */
export const SHOWN = 3;

/** Newest first, as the list answers them (created_at descending, then id). */
const newerFirst = (a: DeskAlert, b: DeskAlert) => b.created_at.localeCompare(a.created_at) || Number(b.id) - Number(a.id);

/**
 * The desk after an alert's realtime frame: an active one joins (or is refreshed in place), an
 * attended one leaves at once; one it did not list but counted (past SHOWN) only lowers the count.
 */
export const applyAlert = (state: DeskState, alert: DeskAlert): DeskState => {
  const known = state.alerts.some((a) => a.id === alert.id);
  const others = state.alerts.filter((a) => a.id !== alert.id);
  if (alert.status === ALERT_STATUS.active) {
    return { alerts: [...others, alert].sort(newerFirst), total: known ? state.total : state.total + 1 };
  }
  if (known || state.total > state.alerts.length) return { alerts: others, total: Math.max(others.length, state.total - 1) };
  return state;
};

/** Whether the desk counts active alerts it no longer lists (one it listed left): time to load again. */
export const missesSome = (state: DeskState) => state.alerts.length < Math.min(SHOWN, state.total);

/** Ids are serial: an alert with a higher id than any the desk has seen was raised after them. */
export const newestId = (alerts: DeskAlert[], since = 0) => alerts.reduce((max, a) => Math.max(max, Number(a.id)), since);

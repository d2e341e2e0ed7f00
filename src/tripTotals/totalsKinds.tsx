import type { RaRecord } from 'react-admin';
import { tripsFilteredPath } from '../trips/tripPaths';
import type { Period } from './period';

/** What tells the per-driver and per-passenger totals apart; TotalsList draws either. */
export interface TotalsKind {
  resource: 'viajes/conductores' | 'viajes/ocupantes';
  /** The person's full name column. */
  name: 'conductor' | 'usuario';
  /** The count of trips driven, or of rides taken. */
  count: 'trips' | 'rides';
  /** Where a row leads, given the period it counted (the row's `period`). */
  open: (id: RaRecord['id'], period: Period) => string;
}

/** A driver's row opens /viajes on that driver's trips over the row's period. */
export const DRIVER_TOTALS: TotalsKind = {
  resource: 'viajes/conductores',
  name: 'conductor',
  count: 'trips',
  open: (id, period) => tripsFilteredPath({ conductor: id, fecha_salida__gte: period.from, fecha_salida__lte: period.to }),
};

/**
 * A passenger's row opens their rides (/viajes/ocupantes/:id, the occupant rows of detalle_viaje/
 * for that user): trips have no passenger filter, and occupant rows no date one, so the rides
 * page lists them all, newest first, each with its trip's departure (docs/CLIENT.md).
 */
export const PASSENGER_TOTALS: TotalsKind = {
  resource: 'viajes/ocupantes',
  name: 'usuario',
  count: 'rides',
  open: (id) => `/viajes/ocupantes/${encodeURIComponent(String(id))}`,
};

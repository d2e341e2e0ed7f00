import type { RaRecord } from 'react-admin';
import { OCCUPANT_STATUS, TRIP_STATUS } from '../../domain/trips';
import { tripsFilteredPath } from '../trips/tripPaths';
import { countedFilter, type Counted } from './period';

/** What tells the per-driver and per-passenger totals apart; TotalsList draws either. */
export interface TotalsKind {
  resource: 'viajes/conductores' | 'viajes/ocupantes';
  /** The person's full name column. */
  name: 'conductor' | 'usuario';
  /** The count of trips driven, or of rides taken. */
  count: 'trips' | 'rides';
  /** Where a row leads, given what it counted (the row's `counted`). */
  open: (id: RaRecord['id'], counted: Counted) => string;
}

/**
 * A driver's row opens /viajes on that driver's finished trips of the row's period (and plant):
 * as many as its count says; the state filter shows, so the reader may widen it to the
 * cancelled ones and the rest.
 */
export const DRIVER_TOTALS: TotalsKind = {
  resource: 'viajes/conductores',
  name: 'conductor',
  count: 'trips',
  open: (id, counted) => tripsFilteredPath({ conductor: id, ...countedFilter(counted), status__in: [TRIP_STATUS.finished] }),
};

/** A passenger's rides page (/viajes/ocupantes/:id), opened on filters of detalle_viaje/ (react-admin reads them from `filter`). */
export const ridesPath = (id: RaRecord['id'], filter: Record<string, unknown>) =>
  `/viajes/ocupantes/${encodeURIComponent(String(id))}?${new URLSearchParams({ filter: JSON.stringify(filter) }).toString()}`;

/**
 * A passenger's row opens their rides (/viajes/ocupantes/:id, the occupant rows of detalle_viaje/
 * for that user) of the row's period (and plant), by their trips' departure, the finalized ones:
 * as many as its count says; the state filter shows, so the reader may widen it to the
 * cancellations and absences.
 */
export const PASSENGER_TOTALS: TotalsKind = {
  resource: 'viajes/ocupantes',
  name: 'usuario',
  count: 'rides',
  open: (id, counted) => ridesPath(id, { ...countedFilter(counted), status__in: [OCCUPANT_STATUS.finalized] }),
};

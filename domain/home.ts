import type { ResourceName } from './access';
import { ALERT_STATUS } from './alerts';
import { TRIP_REQUEST_STATUS } from './tripRequests';
import { TRIP_STATUS } from './trips';
import { VEHICLE_MODULO, VEHICLE_STATUS } from './vehicles';
import { dayIn, dayText, midnightIn } from './zones';

/**
 * Home's figures (SPEC §2 /) as one table both sides read: the server counts each
 * with its list's own machinery and filter (GET inicio/), the client links each to that list
 * with the same filter, so the list shows the same number by construction.
 */

/** The groups Home shows its figures in. */
export type HomeSection = 'loans' | 'fleet' | 'documents' | 'transport' | 'security';

export type HomeFigureKey =
  | 'loans_awaiting'
  | 'vehicles_on_loan'
  | 'vehicles_available'
  | 'alerts_active'
  | 'documents_expiring'
  | 'documents_expired'
  | 'trips_today'
  | 'trips_month'
  | 'trip_requests_waiting'
  | 'points_month';

export interface HomeFigure {
  key: HomeFigureKey;
  section: HomeSection;
  /** The DOMAIN §1 access key (an API base) the caller must `list` to see the figure. */
  resource: ResourceName;
  /** The client list it links to. */
  path: string;
  /** The list's plant filter field: every figure is counted for one plant or for all. */
  plant: string;
  /** A sum of this column of the list's rows instead of a count of them. */
  sum?: string;
  /** The list's own filter (as its API takes it) that the figure counts, at `now` in the company's time zone `zone`. */
  filter(now: Date, zone: string): Record<string, unknown>;
  /**
   * The same rows as the list's screen filters them from its address, when it differs from the
   * API's filter: a screen takes days (and months), which it turns into the instants of its
   * reader's time zone, the company's for the people who run it.
   */
  link?(now: Date, zone: string): Record<string, unknown>;
}

export { dayIn, midnightIn, type ZonedDay } from './zones';

/** A period of instants as a list's range filter on `field`: from its first instant to the last millisecond before `end`. */
const range = (field: string, start: Date, end: Date) => ({ [`${field}__gte`]: start.toISOString(), [`${field}__lte`]: new Date(end.getTime() - 1).toISOString() });

/** Today in `zone`, as a range filter on `field`. */
export function todayRange(field: string, now: Date, zone: string) {
  const { year, month, day } = dayIn(now, zone);
  return range(field, midnightIn(year, month, day, zone), midnightIn(year, month, day + 1, zone));
}

/** This calendar month in `zone`, as a range filter on `field`. */
export function monthRange(field: string, now: Date, zone: string) {
  const { year, month } = dayIn(now, zone);
  return range(field, midnightIn(year, month, 1, zone), midnightIn(year, month + 1, 1, zone));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Today in `zone` as a screen's day range on `field` (from and to the same day). */
export function todayDays(field: string, now: Date, zone: string) {
  const today = dayText(dayIn(now, zone));
  return { [`${field}__gte`]: today, [`${field}__lte`]: today };
}

/** This calendar month in `zone` as a screen's day range on `field` (its first and last days). */
export function monthDays(field: string, now: Date, zone: string) {
  const { year, month } = dayIn(now, zone);
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { [`${field}__gte`]: dayText({ year, month, day: 1 }), [`${field}__lte`]: dayText({ year, month, day: last }) };
}

/** Trips that run or ran: every state but Cancelled (DOMAIN §2). */
const TRIPS_NOT_CANCELLED = [TRIP_STATUS.scheduled, TRIP_STATUS.started, TRIP_STATUS.finished];

/** The expiry centre's document states (DOMAIN §2): 3 expiring within 30 days, 4 expired. */
const DOCUMENT_EXPIRING = 3;
const DOCUMENT_EXPIRED = 4;

/**
 * The figures in the order Home shows them. Loans approved and still waiting for a vehicle are
 * not among them: the loans list cannot filter "no vehicle", so it could not show that number.
 */
export const HOME_FIGURES: readonly HomeFigure[] = [
  // The fleet requests list is the loans in Application (its scope): no filter of its own.
  { key: 'loans_awaiting', section: 'loans', resource: 'solicitudes_fleet', path: '/viajes_fleet/solicitudes', plant: 'planta', filter: () => ({}) },
  {
    key: 'vehicles_on_loan', section: 'fleet', resource: 'vehiculos', path: '/vehiculos', plant: 'planta',
    filter: () => ({ modulo: VEHICLE_MODULO.fleet, status: VEHICLE_STATUS.occupied }),
  },
  {
    key: 'vehicles_available', section: 'fleet', resource: 'vehiculos', path: '/vehiculos', plant: 'planta',
    filter: () => ({ modulo: VEHICLE_MODULO.fleet, status: VEHICLE_STATUS.active }),
  },
  { key: 'documents_expiring', section: 'documents', resource: 'vencimientos', path: '/vencimientos', plant: 'planta', filter: () => ({ status: DOCUMENT_EXPIRING }) },
  { key: 'documents_expired', section: 'documents', resource: 'vencimientos', path: '/vencimientos', plant: 'planta', filter: () => ({ status: DOCUMENT_EXPIRED }) },
  {
    key: 'trips_today', section: 'transport', resource: 'viajes', path: '/viajes', plant: 'planta',
    filter: (now, zone) => ({ ...todayRange('fecha_salida', now, zone), status__in: TRIPS_NOT_CANCELLED }),
    link: (now, zone) => ({ ...todayDays('fecha_salida', now, zone), status__in: TRIPS_NOT_CANCELLED }),
  },
  {
    key: 'trips_month', section: 'transport', resource: 'viajes', path: '/viajes', plant: 'planta',
    filter: (now, zone) => ({ ...monthRange('fecha_salida', now, zone), status__in: TRIPS_NOT_CANCELLED }),
    link: (now, zone) => ({ ...monthDays('fecha_salida', now, zone), status__in: TRIPS_NOT_CANCELLED }),
  },
  {
    key: 'trip_requests_waiting', section: 'transport', resource: 'solicitudes_viaje', path: '/viajes/solicitudes', plant: 'planta',
    filter: () => ({ status: TRIP_REQUEST_STATUS.pending }),
  },
  // The points credited to drivers for this month's trips: the sum of the month's per-driver totals.
  {
    key: 'points_month', section: 'transport', resource: 'viajes/conductores', path: '/viajes/conductores', plant: 'planta', sum: 'points',
    filter: (now, zone) => monthRange('fecha_salida', now, zone),
    // The totals screen picks a month (yyyy-MM).
    link: (now, zone) => {
      const { year, month } = dayIn(now, zone);
      return { mes: `${year}-${pad(month)}` };
    },
  },
  { key: 'alerts_active', section: 'security', resource: 'alertas', path: '/alertas', plant: 'planta', filter: () => ({ status: ALERT_STATUS.active }) },
];

/** `filter` with the figure's plant field added when one plant is chosen. */
const ofPlant = (figure: HomeFigure, filter: Record<string, unknown>, planta: number | null) => (planta === null ? filter : { ...filter, [figure.plant]: planta });

/** A figure's filter for one plant (its list's plant field added), or for every plant when `planta` is null. */
export const figureFilter = (figure: HomeFigure, now: Date, zone: string, planta: number | null): Record<string, unknown> =>
  ofPlant(figure, figure.filter(now, zone), planta);

/** A figure's list as its screen opens it: its screen filter (or its API filter), with the plant when one is chosen. */
export const figureLink = (figure: HomeFigure, now: Date, zone: string, planta: number | null): Record<string, unknown> =>
  ofPlant(figure, (figure.link ?? figure.filter)(now, zone), planta);

/** How many months the trends cover, this one included. */
export const TREND_MONTHS = 12;

/** The trends' months (yyyy-MM), oldest first, ending with the one `now` falls in in `zone`. */
export function trendMonths(now: Date, zone: string, count = TREND_MONTHS): string[] {
  const { year, month } = dayIn(now, zone);
  return Array.from({ length: count }, (_, i) => {
    const at = new Date(Date.UTC(year, month - count + i, 1));
    return `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

/** One month of the trends (GET inicio/tendencias/). */
/** One figure of GET inicio/. */
export interface FigureAnswer {
  key: HomeFigureKey;
  /** The rows the linked list counts with `filter` (up to the count cap), or the sum a summed figure adds up. */
  count: number;
  /** false: the list holds more than `count` rows (the cap), as a list answers it. */
  count_exact: boolean;
  /** The linked list's filter, as its API takes it. */
  filter: Record<string, unknown>;
  /** The same rows as the list's screen takes them from its address (days where the API takes instants): Home opens the list with it. */
  link: Record<string, unknown>;
}

/** GET inicio/: only the figures the caller's groups may list. */
export interface FiguresAnswer {
  planta: number | null;
  figures: FigureAnswer[];
  generated_at: string;
}

/** GET inicio/tendencias/: the last twelve months, oldest first. */
export interface TrendsAnswer {
  planta: number | null;
  months: TrendMonth[];
  generated_at: string;
}

export interface TrendMonth {
  /** yyyy-MM, in the company's time zone. */
  mes: string;
  /** Loans created in the month. */
  loans: number;
  /** Trips finished (by departure in the month) and their km. */
  trips: number;
  km: number;
  /** Loan incidents recorded in the month. */
  incidents: number;
}

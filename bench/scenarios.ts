import pg from 'pg';
import type { BenchDataset, SearchTerms } from './data';
import type { Call } from './load';
import { accountFacts, accountScenarios, type AccountFacts } from './accountScenarios';
import { ALERT_SORTS, alertScenarios, readAlertFacts, type AlertFacts } from './alertScenarios';
import { homeScenarios } from './homeScenarios';
import { EXPIRY_SORTS, expiryScenarios, readExpiryFacts, type ExpiryFacts } from './expiryScenarios';
import { withClient } from './pgClient';

/** One thing a screen asks for: measured under load, or (plan-only) just explained. */
export interface Scenario {
  name: string;
  group: 'users' | 'loans' | 'vehicles' | 'notifications' | 'transport' | 'alerts' | 'home' | 'expiry' | 'views' | 'account';
  kind: 'list' | 'record';
  call: Call;
  /** false: its plan is checked but it is not put under load (every sortable column, say). */
  load: boolean;
  /**
   * Its list statements are held to the examined-rows rule (bench/plans.ts wanders): each filter
   * with its screen's sort, tabs, Home's links, deep pages; not the every-column sorts, records or Home's counts.
   */
  examine: boolean;
  /** The call whose `next_after` this one sends as `after` (a page reached page by page); resolveCursors fills it in. */
  cursorFrom?: Call;
}

/** Values the scenarios filter on, read from the bench database so they match its data. */
export interface Facts {
  department: number;
  planta: number;
  userId: number;
  loanId: number;
  loanUser: number;
  vehicleId: number;
  vehicleOwner: number;
  search: Record<'users' | 'loans' | 'vehicles' | 'routes' | 'requests' | 'alerts', { few: string; many: string; none: string }>;
  /** Staff transport: a finished trip with its track, the busiest driver, route and plant, a passenger who rides a lot, and a month of trips. */
  tripId: number;
  tripDriver: number;
  tripRoute: number;
  tripPlant: number;
  tripPassenger: number;
  month: { from: string; to: string };
  /** Occupants not present (status 5): the filtered export's rows. */
  noShows: number;
  /** The C4 desk's alerts. */
  alerts: AlertFacts;
  /** The expiry centre. */
  expiry: ExpiryFacts;
  /** Accounts: people with long and short sign-in logs. */
  account: AccountFacts;
}

const one = async <T>(client: pg.Client, text: string): Promise<T> => {
  const { rows } = await client.query(text);
  if (!rows.length) throw new Error(`the bench database has no answer to: ${text}`);
  return Object.values(rows[0])[0] as T;
};

/** The scenarios' values: the data set's own samples and search terms, plus a few read from the database. */
export async function readFacts(url: string, dataset: BenchDataset): Promise<Facts> {
  return withClient(url, async (client) => {
    const terms = (t: SearchTerms) => ({ few: t.searchFew, many: t.searchMany, none: t.searchNone });
    return {
      department: Number(dataset.common.usuarios.department.value),
      planta: Number(dataset.common.prestamos.planta.value),
      userId: dataset.samples.userWithHistory,
      loanId: dataset.samples.loanWithHistory,
      loanUser: Number(dataset.common.prestamos.usuario.value),
      vehicleId: dataset.samples.vehicleWithHistory,
      vehicleOwner: await one(client, 'SELECT owner FROM vehiculos WHERE owner IS NOT NULL ORDER BY id LIMIT 1'),
      search: {
        users: terms(dataset.search.usuarios), loans: terms(dataset.search.prestamos), vehicles: terms(dataset.search.vehiculos),
        routes: terms(dataset.search.rutas), requests: terms(dataset.search.solicitudes_viaje), alerts: terms(dataset.search.alertas),
      },
      tripId: dataset.samples.finishedTrip,
      tripDriver: Number(dataset.common.viajes.conductor.value),
      tripRoute: Number(dataset.common.viajes.ruta.value),
      tripPlant: Number(dataset.common.viajes.planta.value),
      tripPassenger: await one(client, `SELECT usuario FROM detalle_viaje WHERE viaje = ${dataset.samples.finishedTrip} ORDER BY id LIMIT 1`),
      // The month before last: whole, and with its trips all ended.
      month: {
        from: await one(client, `SELECT to_char(date_trunc('month', now() - interval '2 months'), 'YYYY-MM-DD')`),
        to: await one(client, `SELECT to_char(date_trunc('month', now() - interval '1 month') - interval '1 day', 'YYYY-MM-DD')`),
      },
      noShows: Number(await one(client, 'SELECT count(*) FROM detalle_viaje WHERE status = 5')),
      alerts: await readAlertFacts(client),
      expiry: await readExpiryFacts(client),
      account: accountFacts(dataset),
    };
  });
}

const get = (path: string): Call => ({ method: 'GET', path: `/api/${path}` });
const q = (base: string, body: Record<string, unknown>, page = 1, limit = 25): Call => ({ method: 'POST', path: `/api/${base}/q/?page=${page}&limit=${limit}`, body });

/** A list scenario: loaded unless `load` is false, held to the examined-rows rule as it is loaded unless `examine` says. */
export const listOf: ListOf = (group, name, call, load = true, examine = load) => ({ name, group, kind: 'list', call, load, examine });

/** Every list the screens open by default, each filter they offer, deep pages, search; records with history. */
export function scenarios(f: Facts): Scenario[] {
  const list = listOf;
  const record = (group: Scenario['group'], name: string, path: string): Scenario => ({ name, group, kind: 'record', call: get(path), load: true, examine: false });
  const users = { plataforma: false, ordering: 'last_name' };
  const loansOpen = { status__in: [0, 7], ordering: 'fecha_salida' };
  const trips = { status__in: [2, 4, 6], ordering: '-fecha_salida' };
  const all: Scenario[] = [
    // Users (/usuarios): the screen's default and a page by GET (the two reference calls), filters, search.
    list('users', 'users: screen default (last name)', q('usuarios', users)),
    list('users', 'users: GET page 2 (name)', get('usuarios/?page=2&limit=25')),
    list('users', 'users: department + status, -created_at, page 40', q('usuarios', { department: f.department, status: 1, ordering: '-created_at' }, 40)),
    list('users', 'users: page 400 (last name)', q('usuarios', users, 400)),
    { ...list('users', 'users: page 400 after page 399 (cursor)', q('usuarios', users, 400)), cursorFrom: q('usuarios', users, 399) },
    {
      ...list('users', 'users: department + status, -created_at, page 40 after 39 (cursor)', q('usuarios', { department: f.department, status: 1, ordering: '-created_at' }, 40)),
      cursorFrom: q('usuarios', { department: f.department, status: 1, ordering: '-created_at' }, 39),
    },
    list('users', 'users: 100 a page', q('usuarios', users, 1, 100)),
    list('users', 'users: status disabled', q('usuarios', { ...users, status: 0 })),
    list('users', 'users: department', q('usuarios', { ...users, department: f.department })),
    list('users', 'users: plant', q('usuarios', { ...users, planta: f.planta })),
    list('users', 'users: role', q('usuarios', { ...users, role: 1 })),
    list('users', 'users: licence expired', q('usuarios', { ...users, licencia_status: 4 })),
    list('users', 'users: search few', q('usuarios', { ...users, search: f.search.users.few })),
    list('users', 'users: search many', q('usuarios', { ...users, search: f.search.users.many })),
    list('users', 'users: search none', q('usuarios', { ...users, search: f.search.users.none })),
    record('users', 'users: one record', `usuarios/${f.userId}/`),
    record('users', "users: one record's history", `usuarios/${f.userId}/history/`),
    // Loans (/solicitudes, /viajes_fleet/viajes, /viajes_fleet/solicitudes).
    list('loans', 'loans: open requests (screen default)', q('prestamos', loansOpen)),
    list('loans', 'loans: trips under way (screen default)', q('prestamos', trips)),
    list('loans', 'loans: fleet requests (screen default)', get('solicitudes_fleet/?page=1&limit=25&ordering=fecha_salida')),
    list('loans', 'loans: all, -fecha_salida, page 400', get('prestamos/?page=400&limit=25&ordering=-fecha_salida')),
    { ...list('loans', 'loans: all, -fecha_salida, page 400 after 399 (cursor)', get('prestamos/?page=400&limit=25&ordering=-fecha_salida')), cursorFrom: get('prestamos/?page=399&limit=25&ordering=-fecha_salida') },
    list('loans', 'loans: finished (status 5)', q('prestamos', { status__in: [5], ordering: '-fecha_salida' })),
    list('loans', 'loans: borrower', q('prestamos', { usuario: f.loanUser, ordering: '-fecha_salida' })),
    list('loans', 'loans: plant', q('prestamos', { planta: f.planta, ordering: '-fecha_salida' })),
    list('loans', 'loans: departure in a month', q('prestamos', { fecha_salida__gte: '2025-01-01', fecha_salida__lte: '2025-01-31', ordering: '-fecha_salida' })),
    list('loans', 'loans: vehiculos_asignados', get('prestamos/vehiculos_asignados/?page=1&limit=25')),
    list('loans', 'loans: search few', q('prestamos', { search: f.search.loans.few, ordering: '-fecha_salida' })),
    list('loans', 'loans: search many', q('prestamos', { search: f.search.loans.many, ordering: '-fecha_salida' })),
    list('loans', 'loans: search none', q('prestamos', { search: f.search.loans.none, ordering: '-fecha_salida' })),
    record('loans', 'loans: one record with history', `prestamos/${f.loanId}/`),
    // Vehicles (/vehiculos).
    list('vehicles', 'vehicles: screen default (plate)', get('vehiculos/?page=1&limit=25&ordering=matricula')),
    list('vehicles', 'vehicles: status active', q('vehiculos', { status: 3, ordering: 'matricula' })),
    // The screen's tabs (src/vehicles/list/VehicleTabs.tsx): registration requests and lendable vehicles, and each tab's count (a one-row page).
    list('vehicles', 'vehicles: tab pending', q('vehiculos', { status: 0, ordering: 'matricula' }), false, true),
    list('vehicles', 'vehicles: tab lendable', q('vehiculos', { status: 3, modulo: 1, ordering: 'matricula' }), false, true),
    list('vehicles', "vehicles: tab pending's count", q('vehiculos', { status: 0 }, 1, 1), false, true),
    list('vehicles', "vehicles: tab lendable's count", q('vehiculos', { status: 3, modulo: 1 }, 1, 1), false, true),
    list('vehicles', 'vehicles: fleet module, plant', q('vehiculos', { modulo: 1, planta: f.planta, ordering: 'matricula' })),
    list('vehicles', 'vehicles: owner', q('vehiculos', { owner: f.vehicleOwner, ordering: 'matricula' })),
    list('vehicles', 'vehicles: documents expired', q('vehiculos', { documentos_status: 4, ordering: 'matricula' })),
    list('vehicles', 'vehicles: years 2018–2020', q('vehiculos', { year__gte: 2018, year__lte: 2020, ordering: 'matricula' })),
    list('vehicles', 'vehicles: search few', q('vehiculos', { search: f.search.vehicles.few, ordering: 'matricula' })),
    list('vehicles', 'vehicles: search many', q('vehiculos', { search: f.search.vehicles.many, ordering: 'matricula' })),
    list('vehicles', 'vehicles: search none', q('vehiculos', { search: f.search.vehicles.none, ordering: 'matricula' })),
    record('vehicles', 'vehicles: one record', `vehiculos/${f.vehicleId}/`),
    // Notifications (/notificaciones, the bell): the admin's own.
    list('notifications', 'notifications: unseen (screen and bell)', get('notificaciones/?page=1&limit=25&ordering=-created_at')),
    list('notifications', 'notifications: history', get('notificaciones/history/?page=1&limit=25&ordering=-created_at')),
    list('notifications', 'notifications: history page 40', get('notificaciones/history/?page=40&limit=25&ordering=-created_at')),
    {
      ...list('notifications', 'notifications: history page 40 after 39 (cursor)', get('notificaciones/history/?page=40&limit=25&ordering=-created_at')),
      cursorFrom: get('notificaciones/history/?page=39&limit=25&ordering=-created_at'),
    },
    list('notifications', 'notifications: unseen by type', q('notificaciones', { type: 1, ordering: '-created_at' })),
    list('notifications', 'notifications: history, a month', { method: 'POST', path: '/api/notificaciones/history/q/?page=1&limit=25', body: { created_at__gte: '2025-01-01T00:00:00Z', created_at__lte: '2025-01-31T23:59:59Z', ordering: '-created_at' } }),
    ...transportScenarios(f, list, record),
    ...alertScenarios(f.alerts, f.search.alerts, list, record),
    ...homeScenarios(f.planta, list),
    ...expiryScenarios(f.expiry, list),
    ...accountScenarios(f.account, list, record),
    // Saved views (vistas/): the Views menu asks for the caller's own views of one list.
    list('views', 'saved views: one list', get('vistas/?resource=%2Fvehiculos&ordering=name&page=1&limit=100')),
  ];
  // Every column a table sorts by, each way: plan-checked, not loaded.
  const sorts: [Scenario['group'], string, Record<string, unknown>, string[]][] = [
    ['users', 'usuarios', { plataforma: false }, ['name', 'last_name', 'email', 'telephone', 'no_worker', 'department', 'planta', 'role', 'status', 'created_at', 'updated_at']],
    ['loans', 'prestamos', {}, ['fecha_salida', 'fecha_regreso', 'usuario', 'planta', 'vehiculo', 'status', 'created_at']],
    ['vehicles', 'vehiculos', {}, ['matricula', 'brand', 'model', 'year', 'status', 'planta', 'owner', 'created_at']],
    ['transport', 'viajes', {}, ['fecha_salida', 'ruta', 'planta', 'conductor', 'vehiculo', 'tipo', 'status', 'created_at']],
    ['transport', 'solicitudes_viaje', {}, ['fecha', 'usuario', 'tipo', 'status', 'viaje', 'created_at']],
    ['transport', 'detalle_viaje', { viaje: f.tripId }, ['id', 'usuario', 'status', 'created_at']],
    // A month's totals, read from the month rows in the order of each column's index.
    ['transport', 'viajes/conductores', monthOf(f), ['id', 'conductor', 'trips', 'km', 'points', 'cancellations', 'no_shows']],
    ['transport', 'viajes/ocupantes', monthOf(f), ['id', 'usuario', 'rides', 'km', 'points', 'cancellations', 'no_shows']],
    ['alerts', 'alertas', {}, ALERT_SORTS],
    ['expiry', 'vencimientos', {}, EXPIRY_SORTS],
  ];
  for (const [group, base, filter, fields] of sorts)
    for (const field of fields)
      for (const ordering of [field, `-${field}`]) all.push(list(group, `${base}: sort ${ordering}`, q(base, { ...filter, ordering }), false));
  return all;
}

/** The month the transport scenarios ask for, as a period filter. */
const monthOf = (f: Facts) => ({ fecha_salida__gte: f.month.from, fecha_salida__lte: f.month.to });

export type ListOf = (group: Scenario['group'], name: string, call: Call, load?: boolean, examine?: boolean) => Scenario;
export type RecordOf = (group: Scenario['group'], name: string, path: string) => Scenario;

/**
 * Staff transport (docs/API.md): the routes, trips, occupants and trip requests screens' lists
 * with their filters, a month's per-driver and per-passenger totals, a trip with its track.
 */
function transportScenarios(f: Facts, list: ListOf, record: RecordOf): Scenario[] {
  const month = monthOf(f);
  const trips = (body: Record<string, unknown>, page = 1) => q('viajes', { ordering: '-fecha_salida', ...body }, page);
  const totals = (base: string, body: Record<string, unknown>) => ({ method: 'POST' as const, path: `/api/viajes/${base}/q/?page=1&limit=25`, body: { ...month, ...body } });
  return [
    list('transport', 'routes: screen default (name)', get('rutas/?page=1&limit=25&ordering=name')),
    list('transport', 'routes: plant', q('rutas', { planta: f.tripPlant, ordering: 'name' })),
    list('transport', 'routes: search few', q('rutas', { search: f.search.routes.few, ordering: 'name' })),
    list('transport', 'routes: search many', q('rutas', { search: f.search.routes.many, ordering: 'name' })),
    list('transport', 'routes: search none', q('rutas', { search: f.search.routes.none, ordering: 'name' })),
    record('transport', 'routes: one record with its path', `rutas/${f.tripRoute}/`),
    list('transport', 'trips: screen default (-fecha_salida)', get('viajes/?page=1&limit=25&ordering=-fecha_salida')),
    list('transport', 'trips: departure in a month', trips(month)),
    list('transport', 'trips: driver', trips({ conductor: f.tripDriver })),
    list('transport', 'trips: driver + a month', trips({ conductor: f.tripDriver, ...month })),
    list('transport', 'trips: plant', trips({ planta: f.tripPlant })),
    list('transport', 'trips: route', trips({ ruta: f.tripRoute })),
    list('transport', 'trips: status scheduled', trips({ status: 0 })),
    list('transport', 'trips: status cancelled', trips({ status: 3 })),
    list('transport', 'trips: plant + status finished + a month', trips({ planta: f.tripPlant, status: 2, ...month })),
    list('transport', 'trips: page 400', trips({}, 400)),
    { ...list('transport', 'trips: page 400 after 399 (cursor)', trips({}, 400)), cursorFrom: trips({}, 399) },
    record('transport', 'trips: one record', `viajes/${f.tripId}/`),
    record('transport', "trips: one record's track (coordenadas)", `viajes/${f.tripId}/coordenadas/`),
    list('transport', "occupants: a trip's", q('detalle_viaje', { viaje: f.tripId, ordering: 'id' })),
    list('transport', "occupants: a passenger's", q('detalle_viaje', { usuario: f.tripPassenger, ordering: 'id' })),
    list('transport', 'trip drivers: a month (screen default)', totals('conductores', { ordering: 'conductor' })),
    list('transport', 'trip drivers: a month, plant, most trips first', totals('conductores', { planta: f.tripPlant, ordering: '-trips' })),
    list('transport', 'trip passengers: a month (screen default)', totals('ocupantes', { ordering: 'usuario' })),
    list('transport', 'trip passengers: a month, plant, most rides first', totals('ocupantes', { planta: f.tripPlant, ordering: '-rides' })),
    list('transport', 'trip requests: screen default (-fecha)', get('solicitudes_viaje/?page=1&limit=25&ordering=-fecha')),
    list('transport', 'trip requests: pending by date', q('solicitudes_viaje', { status: 0, ordering: 'fecha' })),
    list('transport', 'trip requests: plant (-fecha)', q('solicitudes_viaje', { planta: f.tripPlant, ordering: '-fecha' })),
    list('transport', 'trip requests: plant, pending by date (Home)', q('solicitudes_viaje', { planta: f.tripPlant, status: 0, ordering: 'fecha' })),
    list('transport', 'trip requests: search few', q('solicitudes_viaje', { search: f.search.requests.few, ordering: '-fecha' })),
    list('transport', 'trip requests: search many', q('solicitudes_viaje', { search: f.search.requests.many, ordering: '-fecha' })),
    list('transport', 'trip requests: search none', q('solicitudes_viaje', { search: f.search.requests.none, ordering: '-fecha' })),
  ];
}

/**
 * Scenarios reached page by page send the cursor their previous page gave (docs/API.md, "Pages
 * after a cursor"), asked of the running server once, as a screen would have it.
 */
export async function resolveCursors(origin: string, token: string, chosen: Scenario[]): Promise<Scenario[]> {
  return Promise.all(
    chosen.map(async (scenario) => {
      if (!scenario.cursorFrom) return scenario;
      const { method, path, body } = scenario.cursorFrom;
      const response = await fetch(`${origin}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const answer = (await response.json()) as { next_after?: string | null };
      if (!response.ok || !answer.next_after) throw new Error(`${scenario.name}: ${path} gave no next_after (${response.status})`);
      const call = { ...scenario.call, path: `${scenario.call.path}&after=${answer.next_after}` };
      return { ...scenario, call };
    }),
  );
}

import { LOAN_TRANSITIONS } from './loans';
import { NOTIFICATION_TYPES, type NotificationType } from './notifications';
import { VEHICLE_FILES, VEHICLE_MODULO, VEHICLE_STATUS } from './vehicles';

/**
 * DOMAIN §7 as data: the calls a session signed in with `User-Type: app` (the phone) may make,
 * each on the caller's own records. The server's access guard reads it (server/auth/appSessions.ts):
 * an app token reaches these calls and nothing else (403 permission_denied), and a back-office
 * token never reaches the `appOnly` ones. The role matrix (test/server/auth/roleMatrix.test.ts)
 * reads it to know what the app user gets from every registered route.
 */
export interface AppCall {
  method: 'POST';
  /** The kit's route pattern under /api/, as Fastify registers it (`prestamos/:id/cancelar_por_usuario/`). */
  path: string;
  /** The DOMAIN §3 base the call writes (its records are the ones `owner` is checked on). */
  resource: string;
  /**
   * The field that must be the caller: a create stores the caller there whatever the body says;
   * a call on a record (`:id`) finds only the caller's own records (anyone else's is 404). Null
   * for the session calls, which carry their own proof (the refresh token).
   */
  owner: string | null;
  /** Values a create stores whatever the body says (a registered car is a transport car, modulo 0). */
  sets?: Readonly<Record<string, number>>;
  /** The states a record must be in for the call (a pending vehicle's photos): 409 invalid_transition otherwise. */
  states?: { field: string; values: readonly number[] };
  /** The notification DOMAIN §5 names for the call, raised in its transaction; null when it names none. */
  notification: NotificationType | null;
  /** Only a phone makes it: a back-office token gets 403. */
  appOnly: boolean;
  /** One line for docs/API.md and the OpenAPI document. */
  summary: string;
}

const { pending } = VEHICLE_STATUS;
const T = LOAN_TRANSITIONS;
/** The back office's uploads of a vehicle's photos and documents, on the caller's own Pending registration. */
const VEHICLE_UPLOADS = [...Object.values(VEHICLE_FILES).map((file) => file.upload), 'cargar_documentos'];

export const APP_CALLS: readonly AppCall[] = [
  // Raised by server/resources/alerts/ (raiseAlert), which stores the caller as issued_by.
  { method: 'POST', path: 'alertas/', resource: 'alertas', owner: 'issued_by', notification: NOTIFICATION_TYPES.panic_alert, appOnly: true, summary: 'Raise a panic alert' },
  { method: 'POST', path: 'prestamos/', resource: 'prestamos', owner: 'usuario', notification: NOTIFICATION_TYPES.fleet_trip_request, appOnly: false, summary: 'Request a fleet loan' },
  { method: 'POST', path: 'solicitudes_viaje/', resource: 'solicitudes_viaje', owner: 'usuario', notification: null, appOnly: false, summary: 'Request a trip' },
  {
    method: 'POST',
    path: 'vehiculos/',
    resource: 'vehiculos',
    owner: 'owner',
    sets: { modulo: VEHICLE_MODULO.transport },
    notification: NOTIFICATION_TYPES.vehicle_registration,
    appOnly: false,
    summary: 'Register one\'s own car (status Pending)',
  },
  ...VEHICLE_UPLOADS.map(
    (upload): AppCall => ({
      method: 'POST',
      path: `vehiculos/:id/${upload}/`,
      resource: 'vehiculos',
      owner: 'owner',
      states: { field: 'status', values: [pending] },
      // A road permit or insurance raises its "updated" type as the back office's upload does (server/resources/vehicles/vehicleFiles.ts).
      notification: null,
      appOnly: false,
      summary: `Upload ${upload} of one's own Pending vehicle`,
    }),
  ),
  ...[T.cancelar_por_usuario, T.rechazar_por_usuario].map(
    (rule): AppCall => ({
      method: rule.method,
      path: `prestamos/:id/${rule.path}/`,
      resource: 'prestamos',
      owner: rule.owner,
      notification: null,
      appOnly: true,
      summary: `${rule.path === T.cancelar_por_usuario.path ? 'Cancel' : 'Refuse'} one's own loan (from ${rule.from.join(', ')} to ${rule.to})`,
    }),
  ),
  { method: 'POST', path: 'auth/refresh/', resource: 'auth', owner: null, notification: null, appOnly: false, summary: 'Rotate the session\'s tokens (open to every session)' },
  { method: 'POST', path: 'auth/logout/', resource: 'auth', owner: null, notification: null, appOnly: false, summary: 'End the session (open to every session)' },
];

const BY_ROUTE = new Map(APP_CALLS.map((call) => [`${call.method} ${call.path}`, call]));

/** The app call served by a route (its method and pattern, with or without the /api/ prefix), or undefined. */
export const appCallOf = (method: string, route: string): AppCall | undefined => BY_ROUTE.get(`${method} ${route.replace(/^\/api\//, '')}`);

/** Whether the call acts on one record (`:id`), whose owner the server checks. */
export const isRecordCall = (call: AppCall) => call.path.includes(':id');

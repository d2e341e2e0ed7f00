import { type Role, rolesOf } from './roles';

/**
 * DOMAIN §1 as data. One pure function (`canAccess`) answers for both the client
 * (hiding what a role cannot do) and the server (refusing it with 403).
 *
 * Actions: list, show, export (reads); create, edit, delete, status (enable/disable,
 * single or bulk); and custom verbs named per resource.
 */
export const GENERIC_ACTIONS = ['list', 'show', 'export', 'create', 'edit', 'delete', 'status'] as const;
export type GenericAction = (typeof GENERIC_ACTIONS)[number];

/** Any action name, as declarations spell them; `ActionOf` is the checked form. */
export type Action = string;

type Rule = { read: readonly Role[]; write: readonly Role[]; actions?: Readonly<Record<string, readonly Role[]>> };

const ALL: readonly Role[] = ['admin', 'rh_admin', 'c4'];
const ADMIN: readonly Role[] = ['admin'];
const ADMIN_HR: readonly Role[] = ['admin', 'rh_admin'];
const ADMIN_C4: readonly Role[] = ['admin', 'c4'];

const READ_ACTIONS: ReadonlySet<string> = new Set<GenericAction>(['list', 'show', 'export']);

/** Whether the action only reads (list, show, export). */
export const isReadAction = (action: string) => READ_ACTIONS.has(action);
const WRITE_ACTIONS: ReadonlySet<string> = new Set<GenericAction>(['create', 'edit', 'delete', 'status']);

/** Keyed by API base without the trailing slash (DOMAIN §3). */
export const ACCESS_RULES = {
  usuarios: {
    read: ALL,
    write: ADMIN_HR,
    actions: {
      import: ADMIN_HR,
      photo: ADMIN_HR,
      licence: ADMIN_HR,
      accept_licence: ADMIN_HR,
      reject_licence: ADMIN_HR,
      redeem_points: ADMIN_HR,
      // A person's sign-ins (issue #36): their factor and sessions, ending them, resetting a lost factor, their log.
      security: ADMIN,
      end_sessions: ADMIN,
      reset_second_factor: ADMIN,
      auth_log: ADMIN,
    },
  },
  'usuarios/plataforma': { read: ADMIN, write: ADMIN, actions: { remove_permissions: ADMIN } },
  plantas: { read: ALL, write: ADMIN_HR },
  departamentos: { read: ALL, write: ADMIN_HR },
  vehiculos: {
    read: ALL,
    write: ADMIN,
    actions: { accept_request: ADMIN, reject_request: ADMIN, documents: ADMIN, release: ADMIN },
  },
  prestamos: {
    read: ALL,
    write: ADMIN,
    actions: {
      accept: ADMIN_HR,
      reject: ADMIN_HR,
      reject_by_admin: ADMIN,
      assign_vehicle: ADMIN,
      change_vehicle: ADMIN,
      initial_audit: ADMIN,
      final_audit: ADMIN,
      incident: ADMIN,
      finalize: ADMIN,
      cancel: ADMIN,
      assign_card: ADMIN,
    },
  },
  // A view of the open loans' vehicles; writes as on prestamos/ (the kit serves them on every base).
  'prestamos/vehiculos_asignados': { read: ALL, write: ADMIN },
  solicitudes_fleet: { read: ALL, write: ADMIN_HR },
  // Audits are written by the loan's audit calls (prestamos/); read here by id, photos included.
  auditoria: { read: ALL, write: ADMIN },
  tarjeta_gasolina: { read: ALL, write: ADMIN, actions: { assign_card: ADMIN } },
  tarjeta_tag: { read: ALL, write: ADMIN, actions: { assign_card: ADMIN } },
  piezas: { read: ALL, write: ADMIN },
  accesorios: { read: ALL, write: ADMIN },
  rutas: { read: ALL, write: ADMIN },
  viajes: { read: ALL, write: ADMIN, actions: { complete_boarded: ADMIN, cancel: ADMIN } },
  detalle_viaje: { read: ALL, write: ADMIN },
  // Per-driver and per-passenger totals of a period (/viajes/conductores, /viajes/ocupantes): read only.
  'viajes/conductores': { read: ALL, write: [] },
  'viajes/ocupantes': { read: ALL, write: [] },
  // The expiry centre (vencimientos/): what expires within 30 days or has expired, read only.
  vencimientos: { read: ALL, write: [] },
  // Saved list views (vistas/): every group keeps its own; the server scopes each call to the caller's rows.
  vistas: { read: ALL, write: ALL },
  solicitudes_viaje: { read: ALL, write: ADMIN, actions: { accept: ADMIN, refuse: ADMIN, cancel: ADMIN } },
  // Raised only by a phone (POST alertas/, an app session's call): no group creates, edits or deletes one; the desk attends.
  alertas: { read: ALL, write: [], actions: { attend: ADMIN_C4 } },
  configuracion: { read: ALL, write: ADMIN },
  notificaciones: { read: ALL, write: ALL },
  // Home's figures and trends (GET inicio/, inicio/tendencias/): read only; each figure is answered only to who may list its list.
  inicio: { read: ALL, write: [] },
} as const satisfies Record<string, Rule>;

/** A DOMAIN §1 resource: an API base without the trailing slash. */
export type ResourceName = keyof typeof ACCESS_RULES;

/**
 * The resource's own verbs. For a union of resources only the generic actions remain, since
 * a custom verb of one is not an action of the others.
 */
type CustomActionOf<R extends ResourceName> = (typeof ACCESS_RULES)[R] extends { readonly actions: infer A } ? Extract<keyof A, string> : never;

/** What may be asked of resource `R`: the generic actions plus its own verbs. */
export type ActionOf<R extends ResourceName> = GenericAction | CustomActionOf<R>;

const RULES: Readonly<Record<string, Rule>> = ACCESS_RULES;

/** Own keys only, so that `toString` or `constructor` never read as a resource or a verb. */
const own = <T>(table: Readonly<Record<string, T>> | undefined, key: string): T | undefined =>
  table && Object.hasOwn(table, key) ? table[key] : undefined;

export const isResourceName = (name: string): name is ResourceName => own(RULES, name) !== undefined;

/** Every action `resource` knows, generic ones first (the server's conformance test reads it). */
export const actionsOf = <R extends ResourceName>(resource: R): ActionOf<R>[] =>
  [...GENERIC_ACTIONS, ...Object.keys(own(RULES, resource)?.actions ?? {})] as ActionOf<R>[];

/** Whether `action` is one `resource` knows (a declaration's string checked at run time). */
export const isActionOf = <R extends ResourceName>(resource: R, action: string): action is ActionOf<R> =>
  (actionsOf(resource) as string[]).includes(action);

/**
 * Whether a user with these groups may perform `action` on `resource` (DOMAIN §1). Takes
 * plain strings, as the server reads them from declarations and routes; the client calls it
 * through the typed src/providers/actions.ts. Unknown resources and actions are refused.
 */
export function canAccess(groups: readonly string[], resource: string, action: Action): boolean {
  const rule = own(RULES, resource);
  if (!rule) return false;
  const roles = rolesOf(groups);
  if (roles.length === 0) return false;
  const allowed = READ_ACTIONS.has(action) ? rule.read : (own(rule.actions, action) ?? (WRITE_ACTIONS.has(action) ? rule.write : undefined));
  return allowed !== undefined && roles.some((r) => allowed.includes(r));
}

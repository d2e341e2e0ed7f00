import { type Role, rolesOf } from './roles';

/**
 * DOMAIN §1 as data. One pure function (`canAccess`) answers for both the client
 * (hiding what a role cannot do) and the server (refusing it with 403).
 *
 * Actions: list, show, export (reads); create, edit, delete, status (enable/disable,
 * single or bulk); and custom verbs named per resource.
 */
export type Action = string;

type Rule = { read: readonly Role[]; write: readonly Role[]; actions?: Record<string, readonly Role[]> };

const ALL: readonly Role[] = ['admin', 'rh_admin', 'c4'];
const ADMIN: readonly Role[] = ['admin'];
const ADMIN_HR: readonly Role[] = ['admin', 'rh_admin'];
const ADMIN_C4: readonly Role[] = ['admin', 'c4'];

const READ_ACTIONS = new Set(['list', 'show', 'export']);

/** Keyed by API base without the trailing slash (DOMAIN §3). */
export const ACCESS_RULES: Record<string, Rule> = {
  usuarios: {
    read: ALL,
    write: ADMIN_HR,
    actions: { import: ADMIN_HR, photo: ADMIN_HR, licence: ADMIN_HR, accept_licence: ADMIN_HR, reject_licence: ADMIN_HR, redeem_points: ADMIN_HR },
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
  solicitudes_fleet: { read: ALL, write: ADMIN_HR },
  tarjeta_gasolina: { read: ALL, write: ADMIN, actions: { assign_card: ADMIN } },
  tarjeta_tag: { read: ALL, write: ADMIN, actions: { assign_card: ADMIN } },
  piezas: { read: ALL, write: ADMIN },
  accesorios: { read: ALL, write: ADMIN },
  rutas: { read: ALL, write: ADMIN },
  viajes: { read: ALL, write: ADMIN, actions: { complete_boarded: ADMIN } },
  detalle_viaje: { read: ALL, write: ADMIN },
  solicitudes_viaje: { read: ALL, write: ADMIN },
  alertas: { read: ALL, write: ADMIN_C4, actions: { attend: ADMIN_C4 } },
  configuracion: { read: ALL, write: ADMIN },
  notificaciones: { read: ALL, write: ALL },
};

/** Whether a user with these groups may perform `action` on `resource` (DOMAIN §1). */
export function canAccess(groups: readonly string[], resource: string, action: Action): boolean {
  const rule = ACCESS_RULES[resource];
  if (!rule) return false;
  const roles = rolesOf(groups);
  if (roles.length === 0) return false;
  const allowed = READ_ACTIONS.has(action)
    ? rule.read
    : (rule.actions?.[action] ?? (['create', 'edit', 'delete', 'status'].includes(action) ? rule.write : undefined));
  return allowed !== undefined && roles.some((r) => allowed.includes(r));
}

/**
 * SPEC §2: every Spanish route has an English alias. Each row maps an English path pattern to
 * its Spanish one; `:name` segments carry over, optionally translated (`params`). A path that
 * starts with a row's English pattern keeps the rest of its segments, so `/plants/3/show`
 * becomes `/plantas/3/show`. Later screens only add rows here.
 */
export interface RouteAlias {
  en: string;
  es: string;
  /** Translations of parameter values, per parameter name. */
  params?: Record<string, Record<string, string>>;
}

/** SPEC §2 audit type values and segments (English → Spanish). */
const AUDIT_TYPES = { create: 'crear', view: 'ver', initial_audit: 'auditoria_inicial', final_audit: 'auditoria_final' };

export const ROUTE_ALIASES: readonly RouteAlias[] = [
  { en: '/users', es: '/usuarios' },
  // Not named by SPEC §2: back-office staff (usuarios/plataforma/).
  { en: '/users/platform', es: '/usuarios/plataforma' },
  { en: '/vehicles', es: '/vehiculos' },
  { en: '/vehicles/add', es: '/vehiculos/agregar' },
  { en: '/vehicles/edit/:matricula', es: '/vehiculos/editar/:matricula' },
  { en: '/routes', es: '/rutas' },
  { en: '/trips', es: '/viajes' },
  { en: '/trips/drivers', es: '/viajes/conductores' },
  { en: '/trips/passengers', es: '/viajes/ocupantes' },
  { en: '/trips/applications', es: '/viajes/solicitudes' },
  { en: '/settings', es: '/configuracion' },
  { en: '/alerts', es: '/alertas' },
  { en: '/applications', es: '/solicitudes' },
  { en: '/notifications', es: '/notificaciones' },
  { en: '/fleet_trips', es: '/viajes_fleet' },
  { en: '/fleet_trips/trips', es: '/viajes_fleet/viajes' },
  { en: '/fleet_trips/applications', es: '/viajes_fleet/solicitudes' },
  // Not named by SPEC §2: the hand-over report.
  { en: '/fleet_trips/trips/:viaje/report', es: '/viajes_fleet/viajes/:viaje/reporte' },
  { en: '/fleet_trips/trips/:viaje/audits/:type', es: '/viajes_fleet/viajes/:viaje/auditorias/:type', params: { type: AUDIT_TYPES } },
  // Not named by SPEC §2: the foundation's resources, by API base.
  { en: '/plants', es: '/plantas' },
  { en: '/departments', es: '/departamentos' },
  { en: '/parts', es: '/piezas' },
  { en: '/accessories', es: '/accesorios' },
  { en: '/fuel_cards', es: '/tarjeta_gasolina' },
  { en: '/toll_tags', es: '/tarjeta_tag' },
  // Not named by SPEC §2: the expiry centre.
  { en: '/expiries', es: '/vencimientos' },
  // Not named by SPEC §2: one's own account (src/account/).
  { en: '/my_account', es: '/mi_cuenta' },
];

/** Other names of the home page (SPEC §2). */
export const HOME_ALIASES: readonly string[] = ['/Inicio', '/Home'];

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/**
 * The Spanish path for an English alias path, or null when no row matches. The longest
 * matching pattern wins; matching ignores case like react-router does.
 */
export const toSpanishPath = (pathname: string, aliases: readonly RouteAlias[] = ROUTE_ALIASES): string | null => {
  if (HOME_ALIASES.some((alias) => segmentsOf(alias).join('/').toLowerCase() === segmentsOf(pathname).join('/').toLowerCase())) {
    return '/';
  }
  const segments = segmentsOf(pathname);
  let best: { alias: RouteAlias; params: Record<string, string>; length: number } | null = null;
  for (const alias of aliases) {
    const pattern = segmentsOf(alias.en);
    if (pattern.length > segments.length || (best && pattern.length <= best.length)) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, i) => {
      if (part.startsWith(':')) {
        params[part.slice(1)] = segments[i];
        return true;
      }
      return part.toLowerCase() === segments[i].toLowerCase();
    });
    if (matches) best = { alias, params, length: pattern.length };
  }
  if (!best) return null;
  const { alias, params, length } = best;
  const head = segmentsOf(alias.es).map((part) => {
    if (!part.startsWith(':')) return part;
    const name = part.slice(1);
    return alias.params?.[name]?.[params[name]] ?? params[name];
  });
  return `/${[...head, ...segments.slice(length)].join('/')}`;
};

/** The first segment of every alias: one redirect route is registered for each. */
export const aliasRoots = (aliases: readonly RouteAlias[] = ROUTE_ALIASES): string[] => [
  ...new Set([...aliases.map((a) => `/${segmentsOf(a.en)[0]}`), ...HOME_ALIASES]),
];

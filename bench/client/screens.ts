/**
 * The screens whose chunks the bench weighs, by route (SPEC §2). `:resource` in a path is
 * replaced by the id of that resource's first record, read from the API, so that record pages
 * open on a real record. A screen whose resource has no record is skipped.
 */
export interface Screen {
  name: string;
  path: string;
}

/** A react-admin resource with its standard screens: list, record, form to change, form to add. */
const standard = (label: string, resource: string): Screen[] => [
  { name: `${label} list`, path: `/${resource}` },
  { name: `${label} record`, path: `/${resource}/:${resource}/show` },
  { name: `${label} edit`, path: `/${resource}/:${resource}` },
  { name: `${label} create`, path: `/${resource}/create` },
];

export const SCREENS: readonly Screen[] = [
  { name: 'users list', path: '/usuarios' },
  { name: 'user record', path: '/usuarios/:usuarios' },
  { name: 'user edit', path: '/usuarios/:usuarios/edit' },
  { name: 'user create', path: '/usuarios/create' },
  { name: 'platform users list', path: '/usuarios/plataforma' },
  { name: 'vehicles list', path: '/vehiculos' },
  { name: 'vehicle record', path: '/vehiculos/:vehiculos/show' },
  { name: 'vehicle edit', path: '/vehiculos/:vehiculos/edit' },
  { name: 'vehicle create', path: '/vehiculos/agregar' },
  { name: 'applications list', path: '/solicitudes' },
  { name: 'fleet trips list', path: '/viajes_fleet/viajes' },
  { name: 'fleet requests list', path: '/viajes_fleet/solicitudes' },
  { name: 'trip record', path: '/viajes_fleet/viajes/:prestamos' },
  { name: 'trip audit', path: '/viajes_fleet/viajes/:prestamos/auditorias/ver' },
  { name: 'hand-over report', path: '/viajes_fleet/viajes/:prestamos/reporte' },
  ...standard('fuel cards', 'tarjeta_gasolina'),
  ...standard('toll tags', 'tarjeta_tag'),
  ...standard('plants', 'plantas'),
  ...standard('departments', 'departamentos'),
  ...standard('parts', 'piezas'),
  ...standard('accessories', 'accesorios'),
  { name: 'settings', path: '/configuracion' },
  { name: 'notifications', path: '/notificaciones' },
];

const PLACEHOLDER = /:([a-z_]+)/g;

/** The id of a resource's first record, or undefined when it has none or refuses the admin. */
async function firstId(baseUrl: string, token: string, resource: string): Promise<string | undefined> {
  const response = await fetch(new URL(`/api/${resource}/?page=1&limit=1`, baseUrl), { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } });
  if (!response.ok) return undefined;
  const body = (await response.json()) as { results?: { id?: unknown }[] };
  const id = body.results?.[0]?.id;
  return id === undefined || id === null ? undefined : String(id);
}

/** The screens with their record ids filled in; those that need a record that does not exist are left out. */
export async function resolveScreens(baseUrl: string, token: string, screens: readonly Screen[] = SCREENS): Promise<Screen[]> {
  const ids = new Map<string, string | undefined>();
  const resolved: Screen[] = [];
  for (const screen of screens) {
    let complete = true;
    for (const [, resource] of screen.path.matchAll(PLACEHOLDER)) {
      if (!ids.has(resource)) ids.set(resource, await firstId(baseUrl, token, resource));
      if (ids.get(resource) === undefined) complete = false;
    }
    if (complete) resolved.push({ ...screen, path: screen.path.replace(PLACEHOLDER, (_, resource: string) => encodeURIComponent(ids.get(resource)!)) });
  }
  return resolved;
}

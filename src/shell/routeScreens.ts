/**
 * The list screen a page's path opens (a resource's list route or a loan list), fetched beside
 * the admin when a session is stored
 * (issue #11: the screen's chunks were only requested once the admin had rendered its layout,
 * ~0.5 s later). Its own chunk, loaded only on such a page load, so the sign-in page and the
 * first screen after signing in pay nothing for it. The same imports as the resources' lazy
 * screens, so the bundler gives them the same chunks and the browser fetches each once; the test
 * fails when a list route of the app is missing here or names another chunk.
 */
export const listScreens: Readonly<Record<string, () => Promise<unknown>>> = {
  '/usuarios': () => import('../users/UserList'),
  '/usuarios/plataforma': () => import('../platformUsers/PlatformUserList'),
  '/vehiculos': () => import('../vehicles/list/VehicleList'),
  '/solicitudes': () => import('../loans/list/LoanList'),
  '/viajes_fleet/viajes': () => import('../loans/list/LoanList'),
  '/viajes_fleet/solicitudes': () => import('../loans/requests/FleetRequestList'),
  '/tarjeta_gasolina': () => import('../cards/CardList'),
  '/tarjeta_tag': () => import('../cards/CardList'),
  '/plantas': () => import('../plants/PlantList'),
  '/departamentos': () => import('../departments/DepartmentList'),
  '/piezas': () => import('../catalog/CatalogList'),
  '/accesorios': () => import('../catalog/CatalogList'),
  '/notificaciones': () => import('../notifications/NotificationsPage'),
};

/** The loader of the list screen at `pathname` (a trailing slash ignored), if it opens one. */
export const listScreenOf = (pathname: string) => listScreens[pathname.replace(/(.)\/$/, '$1')];

/** Starts fetching the list screen at `pathname`; failures are left to the screen's own load. */
export const prefetchListScreen = (pathname: string) => {
  void listScreenOf(pathname)?.().catch(() => undefined);
};

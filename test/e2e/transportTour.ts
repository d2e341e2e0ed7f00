import type { Locator, Page } from 'playwright-core';
import { firstRecord, main, type ScreenTour } from './screenTour';
import type { TransportRecords } from './transportPages';

// The staff-transport screens for the accessibility tours (accessibility.test.ts): each walk
// visits its screens in sequence inside one running app, and waits on what each screen loads
// last (a map's lines and markers, a dialog's candidates) before the audit.

/** A name in either language, from its start. */
const either = (es: string, en: string) => new RegExp(`^(${es}|${en})`, 'i');

/** What a map draws once its data and leaflet's chunk are in: its lines and markers. */
const drawn = (page: Page, es: string, en: string) => main(page).getByRole('region', { name: either(es, en) }).locator('.leaflet-interactive');
const button = (page: Page, es: string, en: string) => main(page).getByRole('button', { name: either(`${es}$`, `${en}$`) });

/** Routes: the list with its map, a route's page and, for who may write, the create form with its map editor and the edit form. */
export async function routeScreens(t: ScreenTour, records: TransportRecords, writes: boolean) {
  const { page } = t;
  await t.open('/rutas?perPage=10', drawn(page, 'mapa de las rutas', 'map of the routes'));
  await t.open(`/rutas/${records.route}/show`, drawn(page, 'mapa de la ruta ', 'map of the route '));
  if (!writes) return;
  await t.open('/rutas/create', main(page).locator('.leaflet-control-zoom-in'));
  await t.open(`/rutas/${records.route}`, drawn(page, 'mapa para trazar la ruta', 'map to draw the route on'));
}

/** Trips: the list, and a finished trip's page with its route, track and occupants. */
export async function tripScreens(t: ScreenTour, records: TransportRecords) {
  const { page } = t;
  await t.open('/viajes?perPage=10', firstRecord(page));
  await t.open(`/viajes/${records.boarded}/show`, drawn(page, 'mapa del viaje #', 'map of trip #'));
}

/** The per-driver and per-passenger totals of this month, and a passenger's rides. */
export async function totalsScreens(t: ScreenTour, records: TransportRecords) {
  const { page } = t;
  await t.open('/viajes/conductores?perPage=10', firstRecord(page));
  await t.open('/viajes/ocupantes?perPage=10', firstRecord(page));
  await t.open(`/viajes/ocupantes/${records.passenger}?perPage=10`, firstRecord(page));
}

/** Trip requests: the list with its map, and a pending request's page with its map. */
export async function requestScreens(t: ScreenTour, records: TransportRecords) {
  const { page } = t;
  await t.open('/viajes/solicitudes?perPage=10', drawn(page, 'mapa de recogidas y destinos', 'map of pickups and destinations'));
  await t.open(`/viajes/solicitudes/${records.pending}`, drawn(page, 'mapa de la solicitud #', 'map of request #'));
}

/** Every transport list and a record of each; the route forms for who may write. */
export async function transportScreens(t: ScreenTour, records: TransportRecords, writes: boolean) {
  await routeScreens(t, records, writes);
  await tripScreens(t, records);
  await totalsScreens(t, records);
  await requestScreens(t, records);
}

/** The accept dialog once it has its candidate trips (or says there are none). */
const candidates = (dialog: Locator) => dialog.getByRole('radiogroup').or(dialog.getByText(/^(no hay viajes programados|there are no scheduled trips)/i));

/** The accept dialog, on a pending request's page. */
export const acceptDialog = (t: ScreenTour) => t.dialog(button(t.page, 'aceptar', 'accept'), 'accept a trip request', candidates);

/** The dialogs of the transport records an administrator is offered (Spanish). */
export async function transportDialogs(t: ScreenTour, records: TransportRecords) {
  const { page } = t;
  await t.open(`/rutas/${records.route}/show`, button(page, 'eliminar', 'delete'));
  await t.dialog(button(page, 'eliminar', 'delete'), 'delete a route');
  await t.open(`/viajes/${records.scheduled}/show`, button(page, 'cancelar viaje', 'cancel trip'));
  await t.dialog(button(page, 'cancelar viaje', 'cancel trip'), 'cancel a trip');
  await t.open(`/viajes/${records.boarded}/show`, button(page, 'completar a bordo', 'complete boarded'));
  await t.dialog(button(page, 'completar a bordo', 'complete boarded'), 'complete the boarded occupants');
  await t.open('/viajes/conductores?perPage=10', firstRecord(page));
  await t.dialog(main(page).getByRole('combobox', { name: either('mes$', 'month$') }), 'month picker');
  await t.open(`/viajes/solicitudes/${records.pending}`, button(page, 'aceptar', 'accept'));
  await acceptDialog(t);
  await t.dialog(button(page, 'rechazar', 'refuse'), 'refuse a trip request', (dialog) => dialog.getByRole('textbox'));
  await t.dialog(button(page, 'cancelar solicitud', 'cancel request'), 'cancel a trip request');
  await t.open('/viajes/solicitudes?perPage=10', firstRecord(page));
  await main(page).locator('tbody tr').first().getByRole('checkbox').check();
  await t.dialog(button(page, 'cancelar', 'cancel'), 'cancel trip requests in bulk');
}

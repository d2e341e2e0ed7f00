import { LOAN_STATUS } from '../../domain/loans';
import { anyIn, ADMIN_LISTS, button, PHONE_FORMS, TRANSPORT_LISTS, tour as walk } from './accessibilityKit';
import { browserForFile } from './browser';
import { main, type Look, type ScreenTour } from './screenTour';
import { transportRecords } from './transportPages';
import { acceptDialog, requestScreens, transportScreens, tripScreens } from './transportTour';

// The accessibility tours (accessibility.test.ts) of an administrator on a phone, and of HR and
// C4 in English: what their groups are offered and refused, every screen checked by axe-core.
const browser = browserForFile();
const tour = (email: string, look: Look, steps: (tour: ScreenTour) => Promise<void>) => walk(browser(), email, look, steps);

test('an administrator in Spanish on a phone: the menu, every list as cards and a record of each, the forms', async () => {
  // The longer language on the narrower screen: every screen is also checked not to scroll sideways (axe.ts).
  await tour('admin@flotilla.mx', { language: 'es', phone: true }, async (t) => {
    await t.dialog(t.page.getByRole('button', { name: /^abrir menú$/i }), 'menu');
    for (const path of ADMIN_LISTS) await t.record(path);
    const records = await transportRecords();
    await transportScreens(t, records, true);
    await acceptDialog(t);
    for (const path of TRANSPORT_LISTS) await t.cards(path);
    for (const path of PHONE_FORMS) await t.open(path, button(t.page, /^guardar$/i));
    await t.open('/configuracion', button(t.page, /^guardar$/i));
  });
}, 240_000);

// Both read the transport screens and the alerts without a write control: HR a trip and the
// requests, C4 all of them. A test each, so that each fits its limit on a slow machine.
test('HR in English on a phone: what the group is offered and refused', async () => {
  const records = await transportRecords();
  await tour('rh@flotilla.mx', { language: 'en', phone: true }, async (t) => {
    for (const path of ['/usuarios', '/plantas', '/solicitudes', '/alertas']) await t.list(path);
    await t.open(`/viajes_fleet/viajes/${await anyIn('prestamos', 'status', LOAN_STATUS.application)}`, button(t.page, /^reject$/i));
    await t.dialog(button(t.page, /^reject$/i), 'reject loan request');
    await t.open('/configuracion', main(t.page).getByText(/only an administrator/i));
    await t.open('/vehiculos/agregar', main(t.page).getByRole('heading', { name: /access denied/i }));
    await tripScreens(t, records);
    await requestScreens(t, records);
  });
}, 240_000);

test('C4 in English on a desktop: what the group is offered and refused', async () => {
  const records = await transportRecords();
  await tour('c4@flotilla.mx', { language: 'en', phone: false }, async (t) => {
    for (const path of ['/vehiculos', '/viajes_fleet/viajes', '/usuarios', '/plantas', '/alertas']) await t.list(path);
    await t.open('/configuracion', main(t.page).getByText(/only an administrator/i));
    await t.open('/plantas/create', main(t.page).getByRole('heading', { name: /access denied/i }));
    await transportScreens(t, records, false);
    await t.open('/rutas/create', main(t.page).getByRole('heading', { name: /access denied/i }));
  });
}, 240_000);

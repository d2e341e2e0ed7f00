import { LOAN_STATUS } from '../../domain/loans';
import { DOCUMENT_STATUS } from '../../domain/status';
import { VEHICLE_STATUS } from '../../domain/vehicles';
import { ADMIN_LISTS, anyIn, button, link, tour as walk } from './accessibilityKit';
import { at, baseUrl, browserForFile, shown, signIn } from './browser';
import { firstRecord, main, type Look, type ScreenTour } from './screenTour';
import { transportRecords } from './transportPages';
import { routeScreens, transportDialogs, transportScreens } from './transportTour';

// axe-core's WCAG 2.2 A/AA rules on every screen: sign-in, home, each list, a record of each,
// each create and edit form and the main dialogs, for the three groups where they differ, in
// both languages and at desktop and phone width, the staff-transport screens and their maps
// among them (transportTour.ts). (Every other browser test checks the screens it waits on too:
// browser.ts `shown`.) The phone tours and the other groups' are in
// accessibilityGroups.test.ts.
const browser = browserForFile();
const tour = (email: string, look: Look, steps: (tour: ScreenTour) => Promise<void>) => walk(browser(), email, look, steps);
/** The administrator's tour in Spanish on a desktop, which most tests here take. */
const adminDesktop = (steps: (tour: ScreenTour) => Promise<void>) => tour('admin@flotilla.mx', { language: 'es', phone: false }, steps);

test('the sign-in page, its language menu and password recovery, in Spanish on a desktop and English on a phone', async () => {
  for (const look of [
    { locale: 'es-MX', viewport: { width: 1400, height: 900 } },
    { locale: 'en-US', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  ]) {
    const context = await browser().newContext({ baseURL: baseUrl(), ...look });
    const page = await context.newPage();
    await page.goto('/login');
    if (look.locale === 'en-US') {
      await page.getByRole('button', { name: /^idioma/i }).click();
      await page.getByRole('menuitem', { name: 'English' }).click();
    }
    // The shared wait audits each screen it waits on.
    await shown(page.getByRole('button', { name: /^(iniciar sesión|sign in)$/i }));
    await page.getByRole('button', { name: /^(idioma|language)\b/i }).click();
    await shown(page.getByRole('menu'));
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^(iniciar sesión|sign in)$/i }).click();
    await shown(page.getByText(/escriba su correo|type your email/i));
    await page.getByRole('button', { name: /olvidó su contraseña|forgot/i }).click();
    await shown(page.getByRole('button', { name: /enviar código|send code/i }));
    await context.close();
  }
});

// Each desktop tour is two tests, fleet and the rest, so that each fits its limit on a slow machine.
test('an administrator in Spanish on a desktop: every fleet list, a record of each, its create and edit forms', async () => {
  await adminDesktop(async (t) => {
    for (const path of ADMIN_LISTS) await t.list(path);
  });
}, 240_000);

test('an administrator in Spanish on a desktop: the staff-transport screens, an alert, the notifications, settings and a missing page', async () => {
  await adminDesktop(async (t) => {
    const records = await transportRecords();
    await transportScreens(t, records, true);
    await t.open(`/alertas/${await anyIn('alertas', 'status', 0)}/show`, button(t.page, /^atender$/i));
    await t.open('/notificaciones', main(t.page).getByRole('tab').first());
    await t.open('/configuracion', button(t.page, /^guardar$/i));
    await t.open('/no-existe', link(t.page, /ir al inicio/i));
  });
}, 240_000);

test('an administrator in Spanish on a desktop: the app bar\'s menus and the fleet dialogs', async () => {
  await adminDesktop(async (t) => {
    const { page } = t;
    await t.dialog(page.getByRole('button', { name: /^idioma/i }), 'language menu');
    await t.dialog(page.getByRole('button', { name: /^perfil/i }), 'user menu');
    await t.dialog(page.getByRole('button', { name: /^notificaciones/i }), 'latest notifications');

    await t.open('/plantas', firstRecord(page));
    await t.dialog(button(page, /^exportar$/i), 'export menu');
    await t.dialog(button(page, /^columnas$/i), 'columns');
    await t.dialog(button(page, /^agregar filtro$/i), 'filters menu');
    await main(page).locator('tbody tr').first().getByRole('checkbox').check();
    await t.dialog(button(page, /^deshabilitar$/i), 'bulk disable');
    await firstRecord(page).click();
    // The record's own Eliminar, not the list's bulk one, drawn until the record's screen replaces it.
    await link(page, /^lista$/i).waitFor();
    await t.dialog(button(page, /^eliminar$/i), 'delete');

    await t.open('/usuarios', firstRecord(page));
    await t.dialog(button(page, /^importar$/i), 'import users');
    await t.open(`/usuarios/${await anyIn('usuarios', 'licencia_status', DOCUMENT_STATUS.pending)}`, button(page, /^canjear puntos$/i));
    await t.dialog(button(page, /^canjear puntos$/i), 'redeem points');
    await t.dialog(button(page, /^reemplazar licencia$/i), 'licence upload');
    await t.dialog(button(page, /^rechazar licencia$/i), 'reject licence');

    await t.open(`/vehiculos/${await anyIn('vehiculos', 'status', VEHICLE_STATUS.active, 'matricula')}`, link(page, /^editar$/i));
    await t.dialog(button(page, /^(subir|reemplazar) póliza de seguro$/i), 'insurance upload');
    await t.dialog(button(page, /^eliminar$/i), 'delete vehicle');
    await t.open(`/vehiculos/${await anyIn('vehiculos', 'status', VEHICLE_STATUS.pending, 'matricula')}`, button(page, /^rechazar solicitud$/i));
    await t.dialog(button(page, /^rechazar solicitud$/i), 'reject vehicle request');

    await t.open(`/viajes_fleet/viajes/${await anyIn('prestamos', 'status', LOAN_STATUS.approved_by_admin)}`, button(page, /^cancelar préstamo$/i));
    await t.dialog(button(page, /^(asignar|cambiar) vehículo$/i), 'assign vehicle');
    await t.dialog(button(page, /^(asignar|cambiar) tarjeta de gasolina$/i), 'assign fuel card');
    await t.dialog(button(page, /^cancelar préstamo$/i), 'cancel loan');
    const open = await anyIn('prestamos', 'status', LOAN_STATUS.initial_audit);
    await t.open(`/viajes_fleet/viajes/${open}`, button(page, /^registrar incidencia$/i));
    await t.dialog(button(page, /^registrar incidencia$/i), 'incident');
    await t.open(`/viajes_fleet/viajes/${open}/auditorias/auditoria_inicial`, link(page, /volver al préstamo/i));
    await t.open(`/viajes_fleet/viajes/${open}/auditorias/crear`, button(page, /^guardar auditoría/i));
    await t.open(`/viajes_fleet/viajes/${open}/reporte`, link(page, /volver al préstamo/i));

    await t.open('/viajes_fleet/solicitudes', firstRecord(page));
    await main(page).locator('tbody tr').first().getByRole('checkbox').check();
    await t.dialog(button(page, /^rechazar$/i), 'bulk reject requests');
  });
}, 240_000);

test('an administrator in Spanish on a desktop: the staff-transport dialogs', async () => {
  await adminDesktop(async (t) => transportDialogs(t, await transportRecords()));
}, 240_000);

test('the dark theme, chosen in the app bar and kept on reload: a list of warning chips, a record, the forms, a dialog and a map', async () => {
  await adminDesktop(async (t) => {
    const { page } = t;
    const pageColour = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    // The dark theme's page (src/theme.tsx), MUI's #121212.
    const DARK_PAGE = 'rgb(18, 18, 18)';
    expect(await pageColour()).not.toBe(DARK_PAGE);
    await page.getByRole('button', { name: 'Cambiar modo claro/oscuro' }).click();
    await expect.poll(pageColour).toBe(DARK_PAGE);
    await page.reload();
    await t.check(main(page).getByRole('heading', { level: 1 }), 'home, dark, after a reload');
    expect(await pageColour()).toBe(DARK_PAGE);

    await t.list('/vehiculos');
    // Occupied vehicles: the filled warning chips that read at 3.1 in MUI's orange.
    const occupied = encodeURIComponent(JSON.stringify({ status: VEHICLE_STATUS.occupied }));
    await t.open(`/vehiculos?filter=${occupied}&perPage=10`, main(page).locator('.chip-text[data-color="warning"]'));
    await t.list('/usuarios');
    await t.open(`/viajes_fleet/viajes/${await anyIn('prestamos', 'status', LOAN_STATUS.approved_by_admin)}`, button(page, /^cancelar préstamo$/i));
    await t.dialog(button(page, /^(asignar|cambiar) vehículo$/i), 'assign vehicle');
    await t.open(`/viajes_fleet/viajes/${await anyIn('prestamos', 'status', LOAN_STATUS.initial_audit)}`, button(page, /^registrar incidencia$/i));
    await t.dialog(button(page, /^registrar incidencia$/i), 'incident');
    await t.open('/configuracion', button(page, /^guardar$/i));
    // A map's controls and legend on dark surfaces.
    await routeScreens(t, await transportRecords(), false);

    // A preference of the browser's, like the language: signing out and in again keeps it.
    await page.getByRole('button', { name: /^perfil/i }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await at(page, '/login');
    await signIn(page, 'admin@flotilla.mx');
    await shown(main(page).getByRole('heading', { level: 1 }));
    expect(await pageColour()).toBe(DARK_PAGE);
  });
}, 240_000);

test('the shared wait fails a test on a violation, naming the rule, the element and what is wrong', async () => {
  const context = await browser().newContext({ baseURL: baseUrl() });
  const page = await context.newPage();
  await page.goto('/login');
  await shown(page.getByRole('button', { name: 'Iniciar sesión' }));
  // A dialog holding a button named by nothing, as a careless icon button would be.
  await page.evaluate(() => {
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-label', 'Roto');
    dialog.innerHTML = '<p>Un diálogo</p><button class="unnamed-icon"></button>';
    document.body.append(dialog);
  });
  await expect(shown(page.getByRole('dialog', { name: 'Roto' }))).rejects.toThrow(/button-name \(critical\): .*\n\s+\.unnamed-icon: /);
  await context.close();
});

test('on a phone the shared wait fails a test on a screen that scrolls sideways, naming the control past the edge', async () => {
  const context = await browser().newContext({ baseURL: baseUrl(), viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto('/login');
  await shown(page.getByRole('button', { name: 'Iniciar sesión' }));
  // A menu whose last button sits past the window's right edge, as a row of wide buttons would.
  await page.evaluate(() => {
    const menu = document.createElement('div');
    menu.setAttribute('role', 'menu');
    menu.setAttribute('aria-label', 'Ancho');
    menu.innerHTML = '<button role="menuitem" style="margin-left: 420px">Demasiado lejos</button>';
    document.body.append(menu);
  });
  await expect(shown(page.getByRole('menu', { name: 'Ancho' }))).rejects.toThrow(/scrolls sideways on a phone.*\n(.*\n)*- a control past the right edge: Demasiado lejos/);
  await context.close();
});

import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { connect } from '../../server/db/client';
import { usuarios } from '../../server/db/schema';
import { at, baseUrl, browserForFile, newPage, shown, switchLanguage, WAIT } from './browser';
import { signedIn } from './session';

// Notifications and realtime: HR uploads a licence in one browser, and admin, with
// the app open in another, sees the bell count rise without a reload (the websocket), opens the
// notification onto the user's record, marks it read and finds it in the history. Spanish,
// then English. Each flow uploads for a staff record of its own with no licence yet, so the
// upload raises type 3 (first licence) whatever the other browser tests did.
const browser = browserForFile();

// A real 1×1 PNG: the server tells file types by their bytes.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const staff: Record<'es' | 'en', { id: number; name: string }> = { es: { id: 0, name: 'Nora Aviso E2E' }, en: { id: 0, name: 'Noel Notice E2E' } };

beforeAll(async () => {
  const database = connect(inject('databaseUrl'), 1);
  for (const [lang, person] of Object.entries(staff)) {
    const [name, ...last] = person.name.split(' ');
    const [created] = await database.db
      .insert(usuarios)
      .values({ email: `aviso.${lang}.e2e@flotilla.mx`, name, last_name: last.join(' '), telephone: lang === 'es' ? '8111111111' : '8122222222' })
      .returning({ id: usuarios.id });
    person.id = created.id;
  }
  await database.close();
});

/**
 * The bell's unread count, read from its label as a screen reader hears it. The app bar slides
 * away (visibility: hidden) once the page scrolls down, as after clicking a row low in the list,
 * so the label is read whether or not the bar is showing.
 */
const bellCount = async (page: Page) => {
  const button = page.getByRole('banner', { includeHidden: true }).getByRole('button', { name: /^(Notificaciones|Notifications): \d+/, includeHidden: true });
  const label = (await button.getAttribute('aria-label')) ?? '';
  return Number(/(\d+)/.exec(label)?.[1] ?? NaN);
};
const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^(Notificaciones|Notifications): \d+/ });

/** HR, in a browser of its own, uploads a licence for the staff record (file and expiry). */
async function hrUploadsLicence(userId: number) {
  const { context, page } = await newPage(browser());
  await signedIn(page, 'rh@flotilla.mx');
  await shown(page.getByText(/Hola, /));
  await page.goto(`/usuarios/${userId}`);
  await page.getByRole('button', { name: 'Subir licencia' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[type=file]').setInputFiles({ name: 'licencia.png', mimeType: 'image/png', buffer: PNG });
  await dialog.getByRole('group', { name: /Vencimiento/ }).click();
  await page.keyboard.type('31122030');
  await dialog.getByRole('button', { name: 'Subir licencia' }).click();
  await shown(page.getByText('Licencia guardada'));
  await context.close();
}

/** Marks the page so a test can tell it was never reloaded (a reload drops the mark). */
const markPage = (page: Page) => page.evaluate(() => ((window as unknown as { e2eMark: boolean }).e2eMark = true));
const stillMarked = (page: Page) => page.evaluate(() => (window as unknown as { e2eMark?: boolean }).e2eMark === true);

test('HR uploads a licence and admin, with the app open, gets the notification live; opening its record marks it read', async () => {
  const person = staff.es;
  const { context, page } = await newPage(browser());
  await signedIn(page, 'admin@flotilla.mx');
  await shown(page.getByText(/Hola, /));
  await page.goto('/notificaciones');
  await shown(page.getByRole('tab', { name: 'Sin leer' }));
  await shown(bell(page));
  const before = await bellCount(page);
  await markPage(page);

  await hrUploadsLicence(person.id);

  // No reload: the socket's event refetches the bell and the open list.
  await expect.poll(() => bellCount(page), { timeout: WAIT }).toBe(before + 1);
  const unseenRow = page.locator('#main-content').getByRole('listitem').filter({ hasText: person.name });
  await shown(unseenRow.getByText('Solicitud de registro de licencia', { exact: true }));
  expect(await stillMarked(page)).toBe(true);

  // The bell's popover lists it; opening it lands on the user's record and marks it read.
  await bell(page).click();
  const popover = page.getByRole('dialog', { name: 'Últimas notificaciones' });
  const latest = popover.getByRole('listitem').filter({ hasText: person.name });
  await shown(latest.getByText('Solicitud de registro de licencia'));
  await latest.getByRole('link').click();
  await at(page, `/usuarios/${person.id}`);
  await shown(page.getByText(person.name).first());
  expect(await stillMarked(page)).toBe(true);
  await expect.poll(() => bellCount(page), { timeout: WAIT }).toBe(before);

  // Back in the centre: it left the unread list and shows in the history.
  await page.goBack();
  await at(page, '/notificaciones');
  await expect.poll(() => unseenRow.count(), { timeout: WAIT }).toBe(0);
  await page.getByRole('tab', { name: 'Historial' }).click();
  const seenRow = page.locator('#main-content').getByRole('listitem').filter({ hasText: person.name });
  await shown(seenRow.getByText('Solicitud de registro de licencia', { exact: true }));
  await shown(seenRow.getByRole('button', { name: 'Eliminar del historial' }));
  await context.close();
});

test('in English the notification arrives live with its English title, and is marked read by hand into the history', async () => {
  const person = staff.en;
  const { context, page } = await newPage(browser());
  await signedIn(page, 'admin@flotilla.mx');
  await shown(page.getByText(/Hola, /));
  await switchLanguage(page, 'English');
  await page.goto('/notifications');
  await at(page, '/notificaciones');
  await shown(page.getByRole('tab', { name: 'Unread' }));
  await shown(bell(page));
  const before = await bellCount(page);
  await markPage(page);

  await hrUploadsLicence(person.id);

  await expect.poll(() => bellCount(page), { timeout: WAIT }).toBe(before + 1);
  const unseenRow = page.locator('#main-content').getByRole('listitem').filter({ hasText: person.name });
  await shown(unseenRow.getByText('Licence registration request', { exact: true }));
  await shown(unseenRow.getByText(`${person.name} registered a driving licence; review it to accept or reject it.`));
  expect(await stillMarked(page)).toBe(true);

  await unseenRow.getByRole('button', { name: 'Mark as read' }).click();
  await shown(page.getByText('Notification marked as read'));
  await expect.poll(() => bellCount(page), { timeout: WAIT }).toBe(before);
  await page.getByRole('tab', { name: 'History' }).click();
  await shown(page.locator('#main-content').getByRole('listitem').filter({ hasText: person.name }).getByText('Licence registration request', { exact: true }));
  await context.close();
});

test('on a phone (390 px) the notification centre does not scroll sideways', async () => {
  const context = await browser().newContext({ baseURL: baseUrl(), locale: 'es-MX', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await signedIn(page, 'admin@flotilla.mx');
  await shown(page.getByText(/Hola, /));
  await page.goto('/notificaciones');
  await shown(page.getByRole('tab', { name: 'Historial' }));
  await shown(page.locator('#main-content').getByRole('listitem').or(page.getByRole('status')));
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, window: window.innerWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.window);
  await context.close();
});

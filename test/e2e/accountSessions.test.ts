import { GROUPS } from '../../domain/roles';
import { at, baseUrl, browserForFile, newPage, shown } from './browser';
import { createStaffAccount, signedIn } from './session';

// Ending another session from My account signs that browser out at once, without it doing
// anything (ASVS 7.5.2; the socket closes and the tab hands over), in English. An account of
// its own, so no other file's sessions end.
const browser = browserForFile();
const ACCOUNT = { email: 'dos.sesiones@flotilla.mx', name: 'Silvia', last_name: 'Sesiones', group: GROUPS.c4, password: 'linterna-azul-de-marzo' };
let accountId: number;

/** English from the first page on: the language is a preference of the browser (localStorage). */
async function englishPage() {
  const { context, page } = await newPage(browser(), 'en-US');
  await context.addInitScript(() => localStorage.setItem('flotilla.language', 'en'));
  return { context, page };
}

test('ends another session from My account: that browser lands on the sign-in page saying why', async () => {
  const a = await englishPage();
  const b = await englishPage();
  accountId = await createStaffAccount(a.page.request, ACCOUNT);
  await signedIn(b.page, ACCOUNT.email, ACCOUNT.password);
  await shown(b.page.getByText(/Welcome/));
  await signedIn(a.page, ACCOUNT.email, ACCOUNT.password);

  await a.page.goto('/my_account');
  const sessions = a.page.getByRole('list', { name: 'Your open sessions' }).getByRole('listitem');
  await shown(sessions.nth(1));
  expect(await sessions.count()).toBe(2);
  // The other browser's row: without the "This session" chip.
  const other = sessions.filter({ hasNot: a.page.getByText('This session', { exact: true }) });
  await other.getByRole('button', { name: 'End session' }).click();
  await a.page.getByRole('dialog').getByRole('button', { name: 'End session' }).click();
  await shown(a.page.getByText('Session ended'));
  await expect.poll(() => sessions.count()).toBe(1);

  // B did nothing: its socket was closed and it handed over to the sign-in page.
  await at(b.page, '/login');
  await shown(b.page.getByText('Your session was ended elsewhere'));
  await a.context.close();
  await b.context.close();
}, 90_000);

test("an administrator on a phone reads the person's sessions and sign-in log on their record, and ends them all", async () => {
  const person = await englishPage();
  await signedIn(person.page, ACCOUNT.email, ACCOUNT.password);
  await shown(person.page.getByText(/Welcome/));

  const context = await browser().newContext({ baseURL: baseUrl(), locale: 'en-US', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await context.addInitScript(() => localStorage.setItem('flotilla.language', 'en'));
  const page = await context.newPage();
  await signedIn(page, 'admin@flotilla.mx');
  await page.goto(`/usuarios/${accountId}`);
  const security = page.getByRole('region', { name: 'Account security' });
  await shown(security.getByText('Off', { exact: true }));
  // This one and the first test's browser A, which never signed out.
  const sessions = security.getByRole('listitem');
  await expect.poll(() => sessions.count()).toBe(2);
  // The log, as a list on a phone: the first test's sign-ins and the session its browser ended.
  const log = page.getByRole('list', { name: 'Sign-in log' });
  await shown(log.getByText('Session ended', { exact: true }));
  expect(await log.getByText('Signed in', { exact: true }).count()).toBeGreaterThanOrEqual(2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  await security.getByRole('button', { name: 'End all' }).click();
  const dialog = page.getByRole('dialog', { name: 'End all the sessions of Silvia Sesiones?' });
  await shown(dialog);
  await dialog.getByRole('button', { name: 'End all' }).click();
  await shown(page.getByText('2 sessions ended'));
  await shown(security.getByText('No open sessions.'));
  // The person's browser is signed out at once.
  await at(person.page, '/login');
  await shown(person.page.getByText('Your session was ended elsewhere'));
  await context.close();
  await person.context.close();
}, 90_000);

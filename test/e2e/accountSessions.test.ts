import { GROUPS } from '../../domain/roles';
import { at, browserForFile, newPage, shown } from './browser';
import { createStaffAccount, signedIn } from './session';

// Ending another session from My account signs that browser out at once, without it doing
// anything (ASVS 7.5.2; the socket closes and the tab hands over), in English. An account of
// its own, so no other file's sessions end.
const browser = browserForFile();
const ACCOUNT = { email: 'dos.sesiones@flotilla.mx', name: 'Silvia', last_name: 'Sesiones', group: GROUPS.c4, password: 'linterna-azul-de-marzo' };

/** English from the first page on: the language is a preference of the browser (localStorage). */
async function englishPage() {
  const { context, page } = await newPage(browser(), 'en-US');
  await context.addInitScript(() => localStorage.setItem('flotilla.language', 'en'));
  return { context, page };
}

test('ends another session from My account: that browser lands on the sign-in page saying why', async () => {
  const a = await englishPage();
  const b = await englishPage();
  await createStaffAccount(a.page.request, ACCOUNT);
  await signedIn(b.page, ACCOUNT.email, ACCOUNT.password);
  await shown(b.page.getByText(/Welcome/));
  await signedIn(a.page, ACCOUNT.email, ACCOUNT.password);

  await a.page.goto('/my_account');
  const sessions = a.page.getByRole('list', { name: 'Your open sessions' }).getByRole('listitem');
  await shown(sessions.nth(1));
  expect(await sessions.count()).toBe(2);
  // The other browser's row: without the "This session" chip (its button says "End this session").
  const other = sessions.filter({ hasNot: a.page.getByText('This session', { exact: true }) });
  await other.getByRole('button', { name: 'End this session' }).click();
  await a.page.getByRole('dialog').getByRole('button', { name: 'End this session' }).click();
  await shown(a.page.getByText('Session ended'));
  await expect.poll(() => sessions.count()).toBe(1);

  // B did nothing: its socket was closed and it handed over to the sign-in page.
  await at(b.page, '/login', 15_000);
  await shown(b.page.getByText('Your session was ended elsewhere'));
  await a.context.close();
  await b.context.close();
}, 90_000);

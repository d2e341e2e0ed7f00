import { at, browserForFile, newPage, shown } from './browser';
import { signedIn } from './session';

// A record opens from its list with the keyboard alone.
const browser = browserForFile();

test('Tab reaches a plant row\'s link and Enter opens the plant', async () => {
  const { context, page } = await newPage(browser());
  await signedIn(page, 'admin@flotilla.mx');
  await shown(page.getByText(/Hola, /));
  await page.goto('/plantas');
  const firstLink = page.getByRole('row').nth(1).getByRole('link').first();
  await shown(firstLink);
  const name = (await firstLink.textContent())!;

  // Tab from the top of the page until a row's link has the focus (each press is one key).
  const focusedRowLink = () =>
    page.evaluate(() => {
      const el = document.activeElement;
      return el instanceof HTMLAnchorElement && el.closest('tbody tr') ? el.textContent : null;
    });
  let focused: string | null = null;
  for (let presses = 0; presses < 80 && focused === null; presses++) {
    await page.keyboard.press('Tab');
    focused = await focusedRowLink();
  }
  expect(focused).toBe(name);

  await page.keyboard.press('Enter');
  await at(page, /^\/plantas\/\d+\/show$/);
  await shown(page.getByRole('banner').getByText(name, { exact: true }));
  await shown(page.getByText('Código postal'));
  await context.close();
});

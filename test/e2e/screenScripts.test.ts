import { browserForFile, newPage, shown } from './browser';
import { signedIn } from './session';

/**
 * src/shell/screenScripts.ts: the screen a path opens on is known only once the admin's route
 * table has loaded (src/shell/routeScreens.ts); a load of a path loaded before asks for its
 * screen's scripts at once instead, beside the admin's own chunk.
 */
const browser = browserForFile();

interface Fetched {
  name: string;
  start: number;
  end: number;
}

test("a page load asks for its screen's scripts beside the admin's when the path was loaded before", async () => {
  const { context, page } = await newPage(browser());
  await signedIn(page, 'admin@flotilla.mx');
  await shown(page.getByText(/Hola, /));
  // Scripts from the network, not the memory cache, so that each fetch takes the time it takes.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  for (let load = 1; load <= 2; load += 1) {
    await page.goto('/usuarios');
    await shown(page.locator('tbody tr').first());
  }
  const fetched = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => /\/assets\/(App|UserList)-[^/]*\.js$/.test(entry.name))
      .map((entry) => ({ name: entry.name.replace(/.*\/assets\//, ''), start: entry.startTime, end: entry.responseEnd })),
  );
  const app = fetched.find((f: Fetched) => f.name.startsWith('App-'))!;
  const list = fetched.find((f: Fetched) => f.name.startsWith('UserList-'))!;
  expect([app, list].every(Boolean), JSON.stringify(fetched)).toBe(true);
  // Asked before the admin's chunk had even arrived, not once it had been run.
  expect(list.start).toBeLessThan(app.end);
  await context.close();
});

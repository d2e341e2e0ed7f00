import { sql } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import type { LatLng } from '../../domain/geo';
import { browserForFile, fixture, shown } from './browser';
import { main, signedInPage } from './transportPages';

// A route's page shows its history as a trip's or a loan's does: created, edited (naming the
// fields), its path redrawn, and disabled from the page itself, each by who did it.
const browser = browserForFile();

const NAME = 'Ruta Historial E2E';
let route: number | undefined;
afterAll(async () => {
  if (route === undefined) return;
  await fixture(sql`DELETE FROM record_history WHERE resource = 'rutas' AND record_id = ${route}`);
  await fixture(sql`DELETE FROM rutas WHERE id = ${route}`);
});

/** API calls as the page's administrator, for what the test sets up beside the screen. */
async function apiOf(page: Page) {
  const login = await page.request.post('/api/auth/login/', { headers: { 'User-Type': 'platform' }, data: { email: 'admin@flotilla.mx', password: 'flotilla' } });
  const { access } = (await login.json()) as { access: string };
  return async (method: 'POST' | 'PATCH' | 'PUT', url: string, data: object) => {
    const res = await page.request.fetch(`/api/${url}`, { method, headers: { Authorization: `Bearer ${access}` }, data });
    if (!res.ok()) throw new Error(`${method} ${url}: ${res.status()} ${await res.text()}`);
    return (await res.json()) as Record<string, unknown>;
  };
}

/** The history's lines as read aloud, newest first: each line's paragraphs joined by " / ". */
const lineTexts = (lines: Locator) => lines.evaluateAll((items) => items.map((item) => [...item.querySelectorAll('p')].map((p) => p.textContent).join(' / ')));

test('an administrator reads a route’s history on its page, and disabling it there adds to it', async () => {
  const [demo] = await fixture<{ planta: number; path: LatLng[] }>(sql`SELECT planta, path FROM rutas ORDER BY id LIMIT 1`);
  const { context, page } = await signedInPage(browser(), 'admin@flotilla.mx');
  const api = await apiOf(page);
  const created = await api('POST', 'rutas/', { name: NAME, planta: demo.planta, tipo: 0, days: [1, 2, 3], departure_time: '06:10', path: demo.path });
  route = created.id as number;
  await api('PATCH', `rutas/${route}/`, { name: `${NAME} Norte`, days: [1, 2, 3, 4, 5] });
  await api('PUT', `rutas/${route}/coordenadas/`, [...demo.path].reverse());

  await page.goto(`/rutas/${route}/show`);
  const lines = main(page).getByRole('list', { name: 'Historial' }).getByRole('listitem');
  await shown(lines.nth(2));
  const read = async () => (await lineTexts(lines)).map((line) => line.replace(/ \/ [^/]+ · Ana Martínez$/, ''));
  expect(await read()).toEqual(['Trazo modificado', 'Ruta modificada / Cambios: Nombre, Días', 'Ruta creada']);

  await main(page).getByRole('button', { name: 'Deshabilitar' }).click();
  await page.getByRole('dialog', { name: `¿Deshabilitar la ruta ${NAME} Norte?` }).getByRole('button', { name: 'Confirmar' }).click();
  await shown(page.getByText('Ruta deshabilitada'));
  await shown(lines.nth(3));
  expect((await read())[0]).toBe('Cambio de estatus / Estatus: Activo → Inactivo');
  await context.close();
});

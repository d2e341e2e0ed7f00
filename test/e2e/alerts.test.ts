import { sql } from 'drizzle-orm';
import { at, browserForFile, fixture, shown, switchLanguage } from './browser';
import { dataRows, fitsThePhone, main, signedInPage } from './transportPages';

// The C4 desk's alert screens on the demo's alerts: a desk attends an active alert raised on a
// trip from its page, in Spanish (the comment is required), and the list in English fits a phone.
// Map tiles are answered by the test.
const browser = browserForFile();

test('a C4 desk opens an active alert raised on a trip, sees where and who, and attends it with a required comment', async () => {
  const [alert] = await fixture<{ id: number; issuer: string; viaje: number }>(sql`
    SELECT id, issued_by_name AS issuer, viaje FROM alertas WHERE status = 0 AND viaje IS NOT NULL ORDER BY created_at DESC, id DESC LIMIT 1`);
  expect(alert).toBeDefined();
  const { context, page } = await signedInPage(browser(), 'c4@flotilla.mx');
  await page.goto('/alertas');
  await shown(dataRows(page).first());
  await dataRows(page).getByRole('link', { name: `#${alert.id}`, exact: true }).click();
  await at(page, `/alertas/${alert.id}/show`);
  await shown(main(page).getByRole('heading', { level: 1, name: `Alerta #${alert.id}` }));

  // Its position, and the trip's route and recorded track, on one map.
  const map = main(page).getByRole('region', { name: `Mapa de la alerta #${alert.id}` });
  await shown(map.locator('path.leaflet-interactive[aria-label^="Alerta: "]'));
  await shown(map.locator('path.leaflet-interactive[aria-label^="Ruta: "]'));
  const issuer = main(page).getByRole('region', { name: 'Quién la emitió' });
  await shown(issuer.getByRole('link', { name: alert.issuer }));
  await shown(issuer.getByText(/^hace (un momento|\d+ minutos?|\d+ horas?)$/));

  await main(page).getByRole('button', { name: 'Atender' }).click();
  const dialog = page.getByRole('dialog', { name: `¿Atender la alerta #${alert.id}?` });
  await dialog.getByRole('button', { name: 'Atender' }).click();
  await shown(dialog.getByText('El campo no puede estar vacío.'));
  await dialog.getByRole('textbox', { name: /Comentario/ }).fill('Se llamó a la usuaria; está bien y el viaje continúa.');
  await dialog.getByRole('button', { name: 'Atender' }).click();
  await shown(page.getByText(`Alerta #${alert.id} atendida`));
  const attended = main(page).getByRole('region', { name: 'Atención' });
  await shown(attended.getByText('Se llamó a la usuaria; está bien y el viaje continúa.'));
  expect(await main(page).getByRole('button', { name: 'Atender' }).count()).toBe(0);

  const [row] = await fixture<{ status: number; comentario: string }>(sql`SELECT status, comentario FROM alertas WHERE id = ${alert.id}`);
  expect(row).toEqual({ status: 1, comentario: 'Se llamó a la usuaria; está bien y el viaje continúa.' });
  await context.close();
});

test('in English on a phone (390 px), /alerts opens the alerts as cards that fit without sideways scrolling', async () => {
  const { context, page } = await signedInPage(browser(), 'c4@flotilla.mx', { width: 390, height: 844 });
  await switchLanguage(page, 'English');
  await page.goto('/alerts');
  await at(page, '/alertas');
  await fitsThePhone(page, main(page).getByRole('listitem').first(), 'alerts');
  await shown(main(page).getByText(/^(Active|Attended)$/).first());
  expect(await page.getByRole('table').count()).toBe(0);
  await context.close();
});

import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { browserForFile, fixture, newPage, search, shown } from './browser';
import { signedIn } from './session';

// No loan to a borrower whose licence has expired (domain/loans.ts mayBorrow): HR accepting such a
// request is refused with a message naming the licence and its date, and the request stays.
const browser = browserForFile();

const main = (page: Page) => page.locator('#main-content');
const MARK = 'E2E-LIC Monterrey, licencia vencida';

/** A user of no group whose licence expired on 15-01-2026, and a request of theirs waiting (status 0). */
async function expiredBorrowerRequest() {
  const [row] = await fixture<{ id: number; name: string }>(sql`
    WITH borrower AS (
      UPDATE usuarios SET licencia_status = 4, vencimiento = '2026-01-15'
      WHERE id = (SELECT id FROM usuarios WHERE cardinality(groups) = 0 AND status = 1 AND email <> 'conductor@flotilla.mx' ORDER BY id DESC LIMIT 1)
      RETURNING id, trim(concat_ws(' ', name, last_name)) AS name)
    INSERT INTO prestamos (usuario, planta, destino, motivo, fecha_salida, fecha_regreso, status)
    SELECT borrower.id, (SELECT id FROM plantas ORDER BY id LIMIT 1), ${MARK}, 'Prueba de extremo a extremo', now() + interval '1 day', now() + interval '2 days', 0 FROM borrower
    RETURNING id, (SELECT name FROM borrower) AS name`);
  return row;
}

test('HR accepting the request of a borrower whose licence has expired is told so, naming the licence and its date; the request stays', async () => {
  const request = await expiredBorrowerRequest();
  const { context, page } = await newPage(browser());
  await signedIn(page, 'rh@flotilla.mx');
  await shown(page.getByText(/Hola, /));
  await page.goto('/viajes_fleet/solicitudes');
  await search(page).fill(MARK);
  const row = main(page).getByRole('row').filter({ hasText: MARK });
  await shown(row);

  await row.getByRole('button', { name: 'Aceptar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await shown(page.getByText(`La licencia de ${request.name} venció el 15-01-2026.`));
  const [stored] = await fixture<{ status: number }>(sql`SELECT status FROM prestamos WHERE id = ${request.id}`);
  expect(stored.status).toBe(0);
  await context.close();
});

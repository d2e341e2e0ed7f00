import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { LOAN_HOLDING_STATES } from '../../domain/loans';
import { VEHICLE_STATUS } from '../../domain/vehicles';
import { at, browserForFile, fixture, newPage, shown } from './browser';
import { signedIn } from './session';

// "Liberar" is not offered on a vehicle an open loan holds (the server would refuse it with 409):
// the record page names the loan that holds the vehicle and where it comes back (finalize or
// cancel), and an Occupied vehicle no loan holds still offers it.
const browser = browserForFile();

const main = (page: Page) => page.locator('#main-content');
const statusChip = (page: Page, plate: string) => main(page).getByRole('heading', { level: 1, name: plate }).locator('xpath=..');

const holding = sql.raw(LOAN_HOLDING_STATES.join(', '));

test('an Occupied vehicle on an open loan offers no Liberar but names its loan; one on no loan offers it', async () => {
  // The demo's open loans hold the last Occupied fleet vehicles and leave the first ones free.
  const [held] = await fixture<{ matricula: string; loan: number }>(sql`
    SELECT v.matricula, p.id AS loan FROM vehiculos v JOIN prestamos p ON p.vehiculo = v.id
    WHERE v.status = ${VEHICLE_STATUS.occupied} AND p.status IN (${holding}) ORDER BY v.matricula LIMIT 1`);
  const [free] = await fixture<{ matricula: string }>(sql`
    SELECT v.matricula FROM vehiculos v WHERE v.status = ${VEHICLE_STATUS.occupied}
    AND NOT EXISTS (SELECT 1 FROM prestamos p WHERE p.vehiculo = v.id AND p.status IN (${holding})) ORDER BY v.matricula LIMIT 1`);
  expect(held && free).toBeTruthy();

  const { context, page } = await newPage(browser());
  await signedIn(page, 'admin@flotilla.mx');
  await page.goto(`/vehiculos/${held.matricula}`);
  await shown(statusChip(page, held.matricula).getByText('Ocupado', { exact: true }));
  // The administrator's other writes show once access is known; Liberar is not among them.
  await shown(main(page).getByRole('button', { name: 'Eliminar' }));
  expect(await main(page).getByRole('button', { name: 'Liberar' }).count()).toBe(0);
  const loanLink = main(page).getByRole('link', { name: `#${held.loan}` });
  await shown(main(page).getByText('Préstamo en curso'));
  await loanLink.click();
  await at(page, `/viajes_fleet/viajes/${held.loan}`);
  await shown(main(page).getByText(held.matricula));

  await page.goto(`/vehiculos/${free.matricula}`);
  await shown(statusChip(page, free.matricula).getByText('Ocupado', { exact: true }));
  await shown(main(page).getByRole('button', { name: 'Liberar' }));
  expect(await main(page).getByText('Préstamo en curso').count()).toBe(0);
  await context.close();
});

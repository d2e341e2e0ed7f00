import { eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { simulate } from '../../../server/cli/simulate';
import { alertas, prestamos, solicitudes_viaje, vehiculos } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../support/harness';
import { APP_USER, userId } from './appHelpers';

/**
 * `npm run simulate` against a server listening on a port, as a person runs it beside the back
 * office: each step made a record of the demo app user, printed with its id. On the plain demo
 * data: the demo app user has room for one more car (server/seed/vehicles.ts).
 */
let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

it('signs in as the app user, raises an alert on their trip, requests a loan and a trip and registers a car with a photo, printing each', async () => {
  const lines: string[] = [];
  const steps = await simulate({ url, log: (line) => lines.push(line) });
  const me = await userId(t, APP_USER);
  const id = (step: string) => steps.find((s) => s.step === step)!.id!;
  expect(steps.filter((s) => s.step !== 'alert').map((s) => [s.step, s.status])).toEqual([
    ['loan', 201],
    ['trip', 201],
    ['vehicle', 201],
    ['photo', 200],
  ]);
  const [loan] = await t.database.db.select().from(prestamos).where(eq(prestamos.id, id('loan')));
  const [trip] = await t.database.db.select().from(solicitudes_viaje).where(eq(solicitudes_viaje.id, id('trip')));
  const [car] = await t.database.db.select().from(vehiculos).where(eq(vehiculos.id, id('vehicle')));
  expect([loan.usuario, loan.status, trip.usuario, car.owner, car.status, car.imagen1 !== null]).toEqual([me, 0, me, me, 0, true]);
  expect(lines[0]).toContain('User-Type: app');
  for (const step of ['loan', 'trip', 'vehicle']) expect(lines.some((line) => line.includes(`#${id(step)}`))).toBe(true);
  // The alert: at the plant of the trip the demo driver is on, on that trip.
  const [alert] = await t.database.db.select().from(alertas).where(eq(alertas.id, id('alert')));
  expect([alert.issued_by, alert.viaje !== null]).toEqual([me, true]);
  expect(lines.some((line) => line.includes(`#${alert.id}`) && line.includes(`trip #${alert.viaje}`))).toBe(true);
});

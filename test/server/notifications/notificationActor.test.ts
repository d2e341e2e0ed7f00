import { and, eq } from 'drizzle-orm';
import { GROUPS } from '../../../domain/roles';
import { notificaciones } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../support/harness';
import { loanBody } from '../resources/loansHelpers';
import { FILES, multipart, userBody } from '../resources/usersHelpers';
import { firstPlant } from '../support/roleApp';
import { addOwner, vehicleBody } from '../resources/vehiclesHelpers';

/**
 * A person is not told of what they just did: every notification a request raises goes to the
 * others its type reaches (DOMAIN §5), never to the signed-in user who made the change, however
 * it is raised (a transition, an upload, a create); a move by the clock tells everyone.
 */
let t: TestApp;
const people = { ana: 0, bea: 0, rosa: 0, raul: 0 };
const tokens = { ana: '', bea: '', rosa: '', raul: '' };
beforeAll(async () => {
  t = await createTestApp();
  // Two administrators and two of HR, each able to act and to be told.
  const groups = { ana: GROUPS.admin, bea: GROUPS.admin, rosa: GROUPS.rh_admin, raul: GROUPS.rh_admin };
  for (const [name, group] of Object.entries(groups) as [keyof typeof people, string][]) {
    people[name] = await t.addUser({ email: `${name}.aviso@flotilla.mx`, groups: [group] });
    tokens[name] = await t.token(`${name}.aviso@flotilla.mx`);
  }
});
afterAll(() => t.close());

/** Who among the four was told `type` about the record. */
async function toldOf(type: number, resource: string, id: number) {
  const rows = await t.database.db
    .select({ user: notificaciones.user_id })
    .from(notificaciones)
    .where(and(eq(notificaciones.type, type), eq(notificaciones.resource, resource), eq(notificaciones.record_id, id)));
  const ours = new Map(Object.entries(people).map(([name, userId]) => [userId, name]));
  return rows.flatMap((row) => ours.get(row.user) ?? []).sort();
}

async function post(token: string, url: string, payload: object, status = 201) {
  const res = await t.call({ token, method: 'POST', url, payload });
  expect([url, res.statusCode]).toEqual([url, status]);
  return res.json();
}

it("an administrator's decision and upload on a vehicle tell the other administrator, not her", async () => {
  const planta = (await firstPlant(t)).id;
  const pending = await post(tokens.ana, 'vehiculos/', vehicleBody(planta, { modulo: 0, owner: await addOwner(t) }));
  // The registration request (0) she made herself: Bea is told.
  expect(await toldOf(0, 'vehiculos', pending.id)).toEqual(['bea']);
  await post(tokens.ana, `vehiculos/${pending.id}/rechazar_solicitud/`, { motivo_de_rechazo: 'Fotos ilegibles' }, 200);
  expect(await toldOf(11, 'vehiculos', pending.id)).toEqual(['bea']);

  const fleet = await post(tokens.bea, 'vehiculos/', vehicleBody(planta));
  const upload = multipart([{ name: 'documento', filename: 'poliza.pdf', data: FILES.pdf, type: 'application/pdf' }, { name: 'vencimiento', value: '2031-06-30' }]);
  expect((await t.call({ token: tokens.bea, method: 'POST', url: `vehiculos/${fleet.id}/seguro/`, ...upload })).statusCode).toBe(200);
  expect(await toldOf(12, 'vehiculos', fleet.id)).toEqual(['ana']);
});

it("HR's licence upload and an administrator's loan request tell the others of admin and HR", async () => {
  const user = await post(tokens.rosa, 'usuarios/', userBody());
  const upload = multipart([{ name: 'licencia', filename: 'licencia.pdf', data: FILES.pdf, type: 'application/pdf' }, { name: 'vencimiento', value: '2031-06-30' }]);
  expect((await t.call({ token: tokens.rosa, method: 'POST', url: `usuarios/${user.id}/licencia/`, ...upload })).statusCode).toBe(200);
  expect(await toldOf(3, 'usuarios', user.id)).toEqual(['ana', 'bea', 'raul']);

  const loan = await post(tokens.bea, 'prestamos/', loanBody(user.id));
  expect(await toldOf(1, 'prestamos', loan.id)).toEqual(['ana', 'raul', 'rosa']);
});

import { and, eq, inArray } from 'drizzle-orm';
import { ALERT_TRIP } from '../../../domain/alerts';
import { alertas, detalle_viaje, notificaciones, record_history, usuarios, viajes } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../support/harness';

/**
 * The demo's alerts (server/seed/alerts.ts), as the seeded template holds them: a desk with work
 * waiting (active alerts, two on trips under way, each announced by notification 2) and a past
 * of attended ones, each with who, when and the comment, and a history as the calls write it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

test('active alerts on trips under way, with their notification, and attended ones with their comment and history', async () => {
  const all = await t.database.db.select().from(alertas).orderBy(alertas.id);
  const active = all.filter((a) => a.status === 0);
  const attended = all.filter((a) => a.status === 1);
  // On a trip under way, which the issuer drives or rides in: the raise's own rule. The driver's
  // always; a rider's when a trip under way at seeding time has one (not at every hour of the day).
  const onTrips = active.filter((a) => a.viaje !== null);
  expect(onTrips.length).toBeGreaterThanOrEqual(1);
  expect(onTrips.length).toBeLessThanOrEqual(2);
  expect([active.length, attended.length]).toEqual([onTrips.length + 1, 5]);
  for (const alert of onTrips) {
    const [trip] = await t.database.db.select().from(viajes).where(eq(viajes.id, alert.viaje!));
    const seats = await t.database.db.select().from(detalle_viaje).where(and(eq(detalle_viaje.viaje, trip.id), eq(detalle_viaje.usuario, alert.issued_by), inArray(detalle_viaje.status, [...ALERT_TRIP.riders])));
    expect([trip.status, trip.conductor === alert.issued_by || seats.length > 0]).toEqual([ALERT_TRIP.status, true]);
  }
  for (const alert of active) {
    const notices = await t.database.db.select().from(notificaciones).where(and(eq(notificaciones.type, 2), eq(notificaciones.record_id, alert.id)));
    expect(notices.length).toBeGreaterThan(0);
  }

  // The issuer's name and plant as the raise copies them.
  const people = await t.database.db.select().from(usuarios).where(inArray(usuarios.id, all.map((a) => a.issued_by)));
  for (const alert of all) {
    const person = people.find((p) => p.id === alert.issued_by)!;
    expect([alert.issued_by_name, alert.planta]).toEqual([`${person.name} ${person.last_name}`.trim(), person.planta]);
  }

  for (const alert of attended) {
    expect(alert.comentario.length).toBeGreaterThan(10);
    expect(alert.attended_by).not.toBeNull();
    expect(alert.attended_at!.getTime()).toBeGreaterThan(alert.created_at.getTime());
  }
  const history = await t.database.db.select().from(record_history).where(and(eq(record_history.resource, 'alertas'), inArray(record_history.record_id, all.map((a) => a.id))));
  expect(history.filter((h) => h.action === 'create')).toHaveLength(all.length);
  expect(history.filter((h) => h.action === 'attend').map((h) => h.record_id).sort()).toEqual(attended.map((a) => a.id).sort());
});

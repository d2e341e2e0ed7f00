import { eq } from 'drizzle-orm';
import type { LatLng } from '../../../domain/geo';
import { configuracion, detalle_viaje, plantas, rutas, solicitudes_viaje, usuarios, viajes } from '../../../server/db/schema';
import type { TestApp } from '../support/harness';

/**
 * Routes, trips, occupants and trip requests put straight into the database (the calls under
 * test make the rest), for the rewards and trip request tests. Each test makes its own people,
 * so the demo's own trips never count in its months.
 */

/** A route along `path` of the first plant. */
export async function addRoute(t: TestApp, path: LatLng[], extra: Partial<typeof rutas.$inferInsert> = {}) {
  const [plant] = await t.database.db.select({ id: plantas.id }).from(plantas).orderBy(plantas.id).limit(1);
  const [row] = await t.database.db.insert(rutas).values({ name: 'Ruta de prueba', planta: plant.id, path, length_km: 1, ...extra }).returning();
  return row;
}

/** A trip on `ruta` leaving at `fecha_salida` (ISO), scheduled by default. */
export async function addTrip(t: TestApp, ruta: { id: number; planta: number }, conductor: number, fecha_salida: string, extra: Partial<typeof viajes.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(viajes)
    .values({ ruta: ruta.id, planta: ruta.planta, conductor, fecha_salida: new Date(fecha_salida), ...extra })
    .returning();
  return row;
}

/** An occupant of `viaje` in `status`. */
export async function addOccupant(t: TestApp, viaje: number, usuario: number, status: number, extra: Partial<typeof detalle_viaje.$inferInsert> = {}) {
  const [row] = await t.database.db.insert(detalle_viaje).values({ viaje, usuario, status, ...extra }).returning();
  return row;
}

/** A trip request of `usuario` picked up at `pickup` on `fecha` (yyyy-MM-dd). */
export async function addRequest(t: TestApp, usuario: number, pickup: LatLng, fecha: string, extra: Partial<typeof solicitudes_viaje.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(solicitudes_viaje)
    .values({
      usuario,
      pickup_place: 'Calle Hidalgo 12',
      dropoff_place: 'Planta',
      pickup_latitude: pickup.lat,
      pickup_longitude: pickup.lng,
      dropoff_latitude: 25.7,
      dropoff_longitude: -100.3,
      fecha,
      ...extra,
    })
    .returning();
  return row;
}

/** Sets settings' fields for the test (passengers_limit, search_radius_km, factors, limits). */
export async function setSettings(t: TestApp, values: Partial<typeof configuracion.$inferInsert>) {
  await t.database.db.update(configuracion).set(values);
}

/** A user's balance. */
export async function pointsOf(t: TestApp, id: number) {
  const [row] = await t.database.db.select({ puntos: usuarios.puntos }).from(usuarios).where(eq(usuarios.id, id));
  return row.puntos;
}

/** A person without back-office groups (an app user), with a unique email. */
let people = 0;
export const addPerson = (t: TestApp, name = 'persona') => t.addUser({ email: `${name}${++people}-${Date.now()}@empresa.mx`, groups: [] });

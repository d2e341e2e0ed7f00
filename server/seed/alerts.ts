import { and, asc, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { ALERT_STATUS, ALERT_TRIP } from '../../domain/alerts';
import { GROUPS } from '../../domain/roles';
import { TRIP_STATUS } from '../../domain/trips';
import type { Db } from '../db/client';
import { insertRows } from '../db/insertRows';
import { alertas, detalle_viaje, notificaciones, plantas, record_history, rutas, usuarios, viajes } from '../db/schema';
import { CREATED } from '../kit/history';
import { notify } from '../notifications/notify';
import { NOTIFICATION_TYPES } from '../notifications/types';
import { licenceParams } from '../resources/users/userFiles';
import type { Seed } from './types';

/**
 * The C4 desk's demo (DOMAIN §5 Alerts): two alerts raised minutes ago on trips under way (by a
 * driver and by a rider, at the middle of their route), one raised near a plant a little earlier,
 * all three still active with their notification 2; and five attended over the last weeks, each
 * with who attended it, when and the comment. Picked by id from the seeded staff and trips, so
 * every run writes the same alerts; a database that has alerts keeps them.
 */

/** Attended alerts: days ago, minutes it took to attend, where, and the desk's comment. */
const ATTENDED: [days: number, minutes: number, location: string, comment: string][] = [
  [2, 6, 'Estacionamiento norte de la planta', 'Se hizo contacto por teléfono: la alerta se activó por error al guardar el celular. Sin novedad.'],
  [5, 11, 'Av. Constitución y Zaragoza', 'Unidad de seguridad en el lugar en 9 minutos. Ponchadura de llanta; se le acompañó hasta que llegó la grúa.'],
  [9, 4, 'Caseta de acceso principal', 'Discusión con un visitante en la caseta. Intervino el guardia de turno y se levantó reporte.'],
  [16, 14, 'Parada de transporte, Blvd. Díaz Ordaz', 'Malestar mientras esperaba el transporte. Se envió un paramédico; tras la valoración regresó a casa sin complicaciones.'],
  [27, 8, 'Carretera a Saltillo km 12', 'Falla mecánica del vehículo en carretera. Se coordinó el traslado de los pasajeros en otra unidad.'],
];
/** Where the active alert that is not on a trip was raised from, near its issuer's plant. */
const NEAR_PLANT = 'A dos cuadras de la planta, calle lateral';

/** The middle point of a route's path, where an alert on its trip is placed. */
const middle = (axis: 'lat' | 'lng') => sql<number>`(${rutas.path} -> (jsonb_array_length(${rutas.path}) / 2) ->> ${axis})::float8`;

/** The latest Started trips with their route's middle point, and who drives each and one rider of each. */
async function tripsUnderWay(tx: Db) {
  const trips = await tx
    .select({ id: viajes.id, conductor: viajes.conductor, route: rutas.name, lat: middle('lat'), lng: middle('lng') })
    .from(viajes)
    .innerJoin(rutas, eq(rutas.id, viajes.ruta))
    .where(and(eq(viajes.status, TRIP_STATUS.started), sql`jsonb_array_length(${rutas.path}) > 0`))
    .orderBy(desc(viajes.fecha_salida), desc(viajes.id))
    .limit(8);
  const riders = trips.length
    ? await tx
        .selectDistinctOn([detalle_viaje.viaje], { viaje: detalle_viaje.viaje, usuario: detalle_viaje.usuario })
        .from(detalle_viaje)
        .where(and(inArray(detalle_viaje.viaje, trips.map((t) => t.id)), inArray(detalle_viaje.status, [...ALERT_TRIP.riders])))
        .orderBy(detalle_viaje.viaje, asc(detalle_viaje.id))
    : [];
  return { trips, riders };
}

/** Active staff with a plant that has a position, by id: the issuers of the alerts off a trip. */
async function staffAtPlants(tx: Db, limit: number) {
  return tx
    .select({ id: usuarios.id, lat: plantas.latitude, lng: plantas.longitude })
    .from(usuarios)
    .innerJoin(plantas, eq(plantas.id, usuarios.planta))
    .where(and(eq(usuarios.status, 1), eq(usuarios.plataforma, false), isNotNull(plantas.latitude), isNotNull(plantas.longitude)))
    .orderBy(asc(usuarios.id))
    .limit(limit);
}

/** The desk's demo accounts that attend the alerts, C4 first. */
async function attendants(tx: Db) {
  const desk = await tx
    .select({ id: usuarios.id, groups: usuarios.groups })
    .from(usuarios)
    .where(sql`${usuarios.groups} && ARRAY[${GROUPS.c4}, ${GROUPS.admin}]::text[]`)
    .orderBy(asc(usuarios.id));
  return [...desk.filter((u) => u.groups.includes(GROUPS.c4)), ...desk.filter((u) => !u.groups.includes(GROUPS.c4))].map((u) => u.id);
}

type NewAlert = typeof alertas.$inferInsert;
/** A moment `minutes` before the seed runs. */
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);

export const alertsSeed: Seed = {
  name: 'alerts',
  async run({ tx }) {
    const [{ n }] = await tx.select({ n: count() }).from(alertas);
    if (n > 0) return;
    const { trips, riders } = await tripsUnderWay(tx);
    const staff = await staffAtPlants(tx, 1 + ATTENDED.length);
    const desk = await attendants(tx);
    const rows: NewAlert[] = [];
    const driven = trips[0];
    if (driven) rows.push({ issued_by: driven.conductor, viaje: driven.id, latitude: driven.lat, longitude: driven.lng, location: `En ruta: ${driven.route}`, created_at: ago(4) });
    // Another trip's rider, or (at night, when the demo driver's trip is the only one under way) one of that trip's.
    const withRider = trips.filter((trip) => riders.some((r) => r.viaje === trip.id));
    const ridden = withRider.find((trip) => trip !== driven) ?? withRider[0];
    const rider = ridden && riders.find((r) => r.viaje === ridden.id);
    if (ridden && rider) rows.push({ issued_by: rider.usuario, viaje: ridden.id, latitude: ridden.lat, longitude: ridden.lng, location: `En ruta: ${ridden.route}`, created_at: ago(12) });
    const [near, ...others] = staff;
    // Some 200 m from the plant: a thousandth of a degree or two.
    if (near) rows.push({ issued_by: near.id, latitude: near.lat! + 0.0017, longitude: near.lng! - 0.0011, location: NEAR_PLANT, created_at: ago(35) });
    for (const [i, [days, minutes, location, comment]] of ATTENDED.entries()) {
      const issuer = others[i];
      if (!issuer || !desk.length) break;
      const raised = days * 24 * 60 + 97 * i;
      rows.push({
        issued_by: issuer.id, latitude: issuer.lat! - 0.004 * (i + 1), longitude: issuer.lng! + 0.003 * (i + 1), location,
        status: ALERT_STATUS.attended, attended_by: desk[i % desk.length], attended_at: ago(raised - minutes), comentario: comment, created_at: ago(raised), updated_at: ago(raised - minutes),
      });
    }
    if (!rows.length) return;
    // Each issuer's name and plant as the raise copies them.
    const people = await tx.select({ id: usuarios.id, name: usuarios.name, last_name: usuarios.last_name, planta: usuarios.planta }).from(usuarios).where(inArray(usuarios.id, rows.map((r) => r.issued_by)));
    const personOf = new Map(people.map((p) => [p.id, p]));
    for (const row of rows) {
      const person = personOf.get(row.issued_by)!;
      Object.assign(row, { issued_by_name: licenceParams(person).name, planta: person.planta, updated_at: row.updated_at ?? row.created_at });
    }
    const created = await tx.insert(alertas).values(rows).returning();
    await insertRows(tx, record_history, created.flatMap((a) => [
      { resource: 'alertas', record_id: a.id, action: CREATED, user_id: a.issued_by, reason: '', created_at: a.created_at },
      ...(a.attended_at ? [{ resource: 'alertas', record_id: a.id, action: 'attend', field: 'status', from_state: ALERT_STATUS.active, to_state: ALERT_STATUS.attended, user_id: a.attended_by, reason: a.comentario, created_at: a.attended_at }] : []),
    ]));
    // The active ones are waiting on the desk: their notification 2, raised with them.
    for (const alert of created.filter((a) => a.status === ALERT_STATUS.active)) {
      const raised = await notify(tx, NOTIFICATION_TYPES.panic_alert, { resource: 'alertas', recordId: alert.id, params: { name: alert.issued_by_name, id: alert.id }, raisedBy: null });
      await tx.update(notificaciones).set({ created_at: alert.created_at }).where(inArray(notificaciones.id, raised.map((r) => r.id)));
    }
  },
};

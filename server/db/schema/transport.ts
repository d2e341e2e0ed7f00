import { sql } from 'drizzle-orm';
import {
  check, date, doublePrecision, index, integer, jsonb, numeric, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, varchar, type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { LatLng } from '../../../domain/geo';
import { ROUTE_TEXT } from '../../../domain/routes';
import { SEAT_HOLDING_STATES } from '../../../domain/trips';
import { TRIP_REQUEST_TEXT } from '../../../domain/tripRequests';
import { plantas } from './plants';
import { usuarios } from './users';
import { vehiculos } from './vehicles';
import { timestamps } from './common';
import { searchIndex } from './search';

/** Kilometres with two decimals, as lengths and distances are shown. */
const km = (name: string) => numeric(name, { precision: 9, scale: 2, mode: 'number' });

/**
 * A staff-transport route (DOMAIN §5 Routes). Its path is kept whole on the row, in order, as
 * GET rutas/{id}/coordenadas/ answers it; length_km is derived from it when it is set.
 */
export const rutas = pgTable(
  'rutas',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: ROUTE_TEXT.name }).notNull(),
    origin: varchar('origin', { length: ROUTE_TEXT.origin }).notNull().default(''),
    destination: varchar('destination', { length: ROUTE_TEXT.destination }).notNull().default(''),
    planta: integer('planta')
      .notNull()
      .references((): AnyPgColumn => plantas.id, { onDelete: 'restrict' }),
    /** DOMAIN §2 trip type. */
    tipo: smallint('tipo').notNull().default(0),
    /** ISO weekdays, Monday 1 to Sunday 7. */
    days: smallint('days').array().notNull().default(sql`'{}'::smallint[]`),
    /** "HH:mm". */
    departure_time: varchar('departure_time', { length: 5 }).notNull().default(''),
    status: smallint('status').notNull().default(1),
    path: jsonb('path').$type<LatLng[]>().notNull().default(sql`'[]'::jsonb`),
    length_km: km('length_km').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('rutas_name_id_idx').on(t.name, t.id),
    index('rutas_planta_name_idx').on(t.planta, t.name),
    index('rutas_status_name_idx').on(t.status, t.name),
    index('rutas_tipo_idx').on(t.tipo),
    index('rutas_length_km_idx').on(t.length_km),
    index('rutas_departure_time_id_idx').on(t.departure_time, t.id),
    index('rutas_created_at_idx').on(t.created_at),
    index('rutas_updated_at_idx').on(t.updated_at),
    searchIndex('rutas'),
  ],
);

/** A trip on a route (DOMAIN §5 Trips). `planta` is the route's at the trip's creation, so lists filter by plant on the trip's own index. */
export const viajes = pgTable(
  'viajes',
  {
    id: serial('id').primaryKey(),
    ruta: integer('ruta')
      .notNull()
      .references((): AnyPgColumn => rutas.id, { onDelete: 'restrict' }),
    planta: integer('planta')
      .notNull()
      .references((): AnyPgColumn => plantas.id, { onDelete: 'restrict' }),
    conductor: integer('conductor')
      .notNull()
      .references((): AnyPgColumn => usuarios.id, { onDelete: 'restrict' }),
    vehiculo: integer('vehiculo').references((): AnyPgColumn => vehiculos.id, { onDelete: 'set null' }),
    /** DOMAIN §2 trip type. */
    tipo: smallint('tipo').notNull().default(0),
    /** DOMAIN §2 trip status: 0 Scheduled, 1 Started, 2 Finished, 3 Cancelled. */
    status: smallint('status').notNull().default(0),
    fecha_salida: timestamp('fecha_salida', { withTimezone: true }).notNull(),
    fecha_llegada: timestamp('fecha_llegada', { withTimezone: true }),
    kilometraje_salida: integer('kilometraje_salida'),
    kilometraje_llegada: integer('kilometraje_llegada'),
    gasolina_salida: smallint('gasolina_salida'),
    gasolina_llegada: smallint('gasolina_llegada'),
    distance: km('distance').notNull().default(0),
    /** Points credited to the driver for this trip (DOMAIN §4), once. */
    reward: integer('reward').notNull().default(0),
    /** When the trip's points were credited; null until then (crediting twice is refused on it). */
    credited_at: timestamp('credited_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check('viajes_fechas_check', sql`${t.fecha_llegada} IS NULL OR ${t.fecha_llegada} >= ${t.fecha_salida}`),
    check('viajes_kilometraje_check', sql`${t.kilometraje_llegada} IS NULL OR ${t.kilometraje_salida} IS NULL OR ${t.kilometraje_llegada} >= ${t.kilometraje_salida}`),
    check('viajes_reward_check', sql`${t.reward} >= 0`),
    // The list's default order and every filter the trips screen offers, each by date.
    index('viajes_fecha_salida_id_idx').on(t.fecha_salida, t.id),
    index('viajes_conductor_fecha_idx').on(t.conductor, t.fecha_salida),
    index('viajes_ruta_fecha_idx').on(t.ruta, t.fecha_salida),
    index('viajes_planta_fecha_idx').on(t.planta, t.fecha_salida),
    index('viajes_status_fecha_idx').on(t.status, t.fecha_salida),
    index('viajes_tipo_fecha_idx').on(t.tipo, t.fecha_salida),
    // Sorted by type (then id, as a page after a cursor needs), alone or within a state.
    index('viajes_tipo_id_idx').on(t.tipo, t.id),
    index('viajes_status_tipo_id_idx').on(t.status, t.tipo, t.id),
    index('viajes_vehiculo_idx').on(t.vehiculo),
    index('viajes_created_at_idx').on(t.created_at),
    index('viajes_updated_at_idx').on(t.updated_at),
  ],
);

/**
 * A trip's recorded track (GET viajes/{id}/coordenadas/ → [{lat, lng, at}]), compact: one row per
 * trip holding `[lat·10⁶, lng·10⁶, seconds after departure, …]` as one integer array.
 */
export const viaje_tracks = pgTable('viaje_tracks', {
  viaje: integer('viaje')
    .primaryKey()
    .references((): AnyPgColumn => viajes.id, { onDelete: 'cascade' }),
  points: integer('points').array().notNull(),
});

/** A trip's occupant (DOMAIN §5 Occupants, detalle_viaje/). */
export const detalle_viaje = pgTable(
  'detalle_viaje',
  {
    id: serial('id').primaryKey(),
    viaje: integer('viaje')
      .notNull()
      .references((): AnyPgColumn => viajes.id, { onDelete: 'cascade' }),
    usuario: integer('usuario')
      .notNull()
      .references((): AnyPgColumn => usuarios.id, { onDelete: 'restrict' }),
    /** DOMAIN §2 trip detail status. */
    status: smallint('status').notNull().default(0),
    pickup_place: varchar('pickup_place', { length: TRIP_REQUEST_TEXT.place }).notNull().default(''),
    pickup_latitude: doublePrecision('pickup_latitude'),
    pickup_longitude: doublePrecision('pickup_longitude'),
    /** Points credited to the passenger for this ride (DOMAIN §4), once. */
    reward: integer('reward').notNull().default(0),
    credited_at: timestamp('credited_at', { withTimezone: true }),
    /** The trip request this seat answers, when it came from one. */
    solicitud: integer('solicitud').references((): AnyPgColumn => solicitudes_viaje.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    check('detalle_viaje_reward_check', sql`${t.reward} >= 0`),
    index('detalle_viaje_viaje_status_idx').on(t.viaje, t.status),
    index('detalle_viaje_usuario_idx').on(t.usuario, t.viaje),
    index('detalle_viaje_solicitud_idx').on(t.solicitud),
    index('detalle_viaje_created_at_idx').on(t.created_at),
    // The occupants list's status filter, in id order.
    index('detalle_viaje_status_id_idx').on(t.status, t.id),
    // One seat per person on a trip.
    uniqueIndex('detalle_viaje_seat_idx')
      .on(t.viaje, t.usuario)
      .where(sql`${t.status} IN (${sql.raw(SEAT_HOLDING_STATES.join(', '))})`),
  ],
);

/**
 * A trip request from a phone (DOMAIN §5 Trip requests, solicitudes_viaje/). `planta` is the
 * requester's at the time of asking (as an alert's is its issuer's), so the list and Home filter a
 * plant's requests on the request's own indexes.
 */
export const solicitudes_viaje = pgTable(
  'solicitudes_viaje',
  {
    id: serial('id').primaryKey(),
    usuario: integer('usuario')
      .notNull()
      .references((): AnyPgColumn => usuarios.id, { onDelete: 'restrict' }),
    planta: integer('planta').references((): AnyPgColumn => plantas.id, { onDelete: 'restrict' }),
    pickup_place: varchar('pickup_place', { length: TRIP_REQUEST_TEXT.place }).notNull().default(''),
    dropoff_place: varchar('dropoff_place', { length: TRIP_REQUEST_TEXT.place }).notNull().default(''),
    pickup_latitude: doublePrecision('pickup_latitude').notNull(),
    pickup_longitude: doublePrecision('pickup_longitude').notNull(),
    dropoff_latitude: doublePrecision('dropoff_latitude').notNull(),
    dropoff_longitude: doublePrecision('dropoff_longitude').notNull(),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    /** DOMAIN §2 trip type. */
    tipo: smallint('tipo').notNull().default(0),
    /** DOMAIN §2: 0 Pending, 1 Accepted, 2 Refused, 3 Cancelled. */
    status: smallint('status').notNull().default(0),
    viaje: integer('viaje').references((): AnyPgColumn => viajes.id, { onDelete: 'set null' }),
    motivo_de_rechazo: varchar('motivo_de_rechazo', { length: TRIP_REQUEST_TEXT.reason }).notNull().default(''),
    ...timestamps,
  },
  (t) => [
    index('solicitudes_viaje_fecha_id_idx').on(t.fecha, t.id),
    index('solicitudes_viaje_status_fecha_idx').on(t.status, t.fecha),
    index('solicitudes_viaje_usuario_fecha_idx').on(t.usuario, t.fecha),
    // A plant's requests latest day first (the list's plant filter), and its pending ones, counted
    // from the index alone (Home) and listed in the same order (the list Home links to).
    index('solicitudes_viaje_planta_fecha_id_idx').on(t.planta, t.fecha, t.id),
    index('solicitudes_viaje_planta_status_fecha_id_idx').on(t.planta, t.status, t.fecha, t.id),
    index('solicitudes_viaje_tipo_fecha_idx').on(t.tipo, t.fecha),
    index('solicitudes_viaje_tipo_id_idx').on(t.tipo, t.id),
    index('solicitudes_viaje_status_tipo_id_idx').on(t.status, t.tipo, t.id),
    index('solicitudes_viaje_viaje_idx').on(t.viaje),
    index('solicitudes_viaje_created_at_idx').on(t.created_at),
    index('solicitudes_viaje_updated_at_idx').on(t.updated_at),
    searchIndex('solicitudes_viaje'),
  ],
);

/**
 * A month's totals of one person as a driver (trip_driver_months) or a passenger
 * (trip_passenger_months), for viajes/conductores/ and viajes/ocupantes/: one row per month (its
 * first day in trip_totals_zone's time zone), plant (0: every plant) and person. The database
 * keeps them in the writing statement's own transaction, whatever writes (the API, the seed,
 * plain SQL): migration 0027's triggers on viajes, detalle_viaje and usuarios. `n` counts the
 * trips (or occupant rows) behind a row, which goes when it falls to 0. Every column the totals
 * sort on has its index within a month and plant, so a page reads its 25 rows in order.
 */
function monthTotals(name: string) {
  return pgTable(
    name,
    {
      mes: date('mes', { mode: 'string' }).notNull(),
      planta: integer('planta').notNull(),
      usuario: integer('usuario').notNull(),
      /** The full name the totals show and sort by: trim(concat_ws(' ', name, last_name)) of usuarios. */
      name: text('name').notNull(),
      n: integer('n').notNull(),
      /** Trips finished (a driver's) or rides finalized (a passenger's). */
      finished: integer('finished').notNull(),
      /** Their km: an exact sum, as the trips' own numeric distances add up. */
      km: numeric('km').notNull(),
      /** Points credited. */
      points: integer('points').notNull(),
      /** Trips cancelled (a driver's), or rides the passenger cancelled (occupant status 4). */
      cancellations: integer('cancellations').notNull(),
      /** Occupants not present (status 5): on the driver's trips, or the passenger's own. */
      no_shows: integer('no_shows').notNull(),
    },
    (t) => [
      primaryKey({ columns: [t.mes, t.planta, t.usuario] }),
      ...(['name', 'finished', 'km', 'points', 'cancellations', 'no_shows'] as const).map((column) => index(`${name}_${column}_idx`).on(t.mes, t.planta, t[column], t.usuario)),
      // A renamed user's rows.
      index(`${name}_usuario_idx`).on(t.usuario),
    ],
  );
}
export const trip_driver_months = monthTotals('trip_driver_months');
export const trip_passenger_months = monthTotals('trip_passenger_months');

/** The time zone (config TIME_ZONE) the month totals are kept in: one row. */
export const trip_totals_zone = pgTable(
  'trip_totals_zone',
  {
    id: smallint('id').primaryKey().default(1),
    zone: text('zone').notNull(),
  },
  (t) => [check('trip_totals_zone_one_row', sql`${t.id} = 1`)],
);

import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { OCCUPANT_STATUS, SEAT_HOLDING_STATES } from '../../../domain/trips';
import type { Db } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { detalle_viaje, usuarios, viajes } from '../../db/schema';
import { defineResource } from '../../kit/define';
import type { Row } from '../../kit/records';

/** What a trip's answer adds: how many occupants hold a seat, and how many of them boarded. */
export const occupantCountsShape = {
  occupants: z.number().int().describe('Occupants holding a seat (not boarded, boarded, finalized); settings\' passengers_limit caps them'),
  boarded: z.number().int().describe('Occupants boarded and not yet finalized (status 1)'),
};

/** A page's trips' counts in one statement over detalle_viaje's (viaje, status) index, built and named once. */
const countsOf = preparedOnce((db, name) => {
  const query = db
    .select({
      viaje: detalle_viaje.viaje,
      occupants: sql<number>`count(*) FILTER (WHERE ${detalle_viaje.status} IN (${sql.raw(SEAT_HOLDING_STATES.join(', '))}))::int`,
      boarded: sql<number>`count(*) FILTER (WHERE ${detalle_viaje.status} = ${sql.raw(String(OCCUPANT_STATUS.boarded))})::int`,
    })
    .from(detalle_viaje)
    .where(sql`${detalle_viaje.viaje} = ANY(${sql.placeholder('trips')}::int[])`)
    .groupBy(detalle_viaje.viaje);
  return query.prepare(name(query));
});

/** Adds `occupants` and `boarded` to every trip of a page, in place (the rows are the call's own). */
export async function loadOccupantCounts(db: Db, rows: Row[]): Promise<Row[]> {
  const found = await countsOf(db).execute({ trips: rows.map((row) => row.id as number) });
  const byTrip = new Map(found.map((f) => [f.viaje, f]));
  for (const row of rows) {
    const counts = byTrip.get(row.id as number);
    row.occupants = counts?.occupants ?? 0;
    row.boarded = counts?.boarded ?? 0;
  }
  return rows;
}

/**
 * `detalle_viaje/`: a trip's occupants (DOMAIN §5 Occupants), read by the trip's page and
 * exported. A read-only view: an occupant is written by the calls that move it (a trip request
 * accepted, a trip cancelled or completed) and by the drivers' and passengers' phones.
 */
export const tripOccupants = defineResource({
  base: 'detalle_viaje',
  table: detalle_viaje,
  input: z.object({}),
  readOnlyView: true,
  references: {
    // A trip is named by its number wherever an occupant row shows it.
    viaje: { resource: 'viajes', table: viajes, label: 'id' },
    usuario: { resource: 'usuarios', table: usuarios, label: ['name', 'last_name'] },
  },
  filters: { id: 'integer', status: 'integer' },
  // A passenger's rides of a period (and plant), as the per-passenger totals count them: their trips'.
  referenceFilters: { fecha_salida: { through: 'viaje', type: 'date' }, planta: { through: 'viaje', type: 'integer' } },
  search: [],
  ordering: ['id', 'usuario', 'status', 'created_at'],
  defaultOrdering: 'id',
  exportColumns: [
    { field: 'id' },
    { field: 'viaje' },
    { field: 'usuario' },
    { field: 'status', choices: 'choices.occupant_status' },
    { field: 'pickup_place' },
    { field: 'pickup_latitude' },
    { field: 'pickup_longitude' },
    { field: 'reward' },
    { field: 'credited_at' },
    { field: 'solicitud' },
    { field: 'created_at' },
  ],
});

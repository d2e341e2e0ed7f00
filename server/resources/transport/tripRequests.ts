import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { TRIP_REQUEST_STATUS } from '../../../domain/tripRequests';
import type { Db } from '../../db/client';
import { plantas, solicitudes_viaje, usuarios, viajes } from '../../db/schema';
import { ApiError, blockingOf } from '../../http/errors';
import { defineResource, type GuardedChange } from '../../kit/define';
import { anyOf } from '../../kit/filterValues';
import type { Row } from '../../kit/records';
import { candidatesAction } from './tripRequestCandidates';
import { tripRequestInput } from './tripRequestSchema';
import { tripRequestTransitions } from './tripRequestTransitions';

/** Each answered request's trip status (null without a trip), read for a whole page at once: cancel needs it (tripRequestTransitions). */
async function withTripStatus(db: Db, rows: Row[]): Promise<Row[]> {
  const trips = [...new Set(rows.map((row) => row.viaje).filter((v): v is number => typeof v === 'number'))];
  const found = trips.length ? await db.select({ id: viajes.id, status: viajes.status }).from(viajes).where(anyOf(viajes.id, trips)) : [];
  const statusOf = new Map(found.map((trip) => [trip.id, trip.status]));
  // Filled in place: the rows are the call's own (kit/define.ts `related`).
  for (const row of rows) row.viaje_status = statusOf.get(row.viaje as number) ?? null;
  return rows;
}

/** Only a pending request is edited: an accepted one holds a seat, a refused or cancelled one is a decision kept as it was. */
async function validateTripRequest(_tx: Db, _data: Row, id: number | null, before?: Row) {
  if (id !== null && before && before.status !== TRIP_REQUEST_STATUS.pending) throw new ApiError(409, 'invalid_transition', 'trip_request_not_pending');
}

/**
 * The request's plant is its requester's at the time of asking (as an alert's is its issuer's),
 * stored when it is made, or when a pending one is given another requester, never taken from the
 * body; it stays when the person later moves to another plant.
 */
async function deriveTripRequest(tx: Db, data: Row, before?: Row): Promise<Row> {
  if (before && data.usuario === before.usuario) return {};
  const [requester] = await tx.select({ planta: usuarios.planta }).from(usuarios).where(eq(usuarios.id, data.usuario as number));
  return { planta: requester?.planta ?? null };
}

/** An accepted request holds a seat on its trip: it is cancelled (which frees the seat) before it is deleted. */
async function protectTripRequests(tx: Db, _req: FastifyRequest, ids: number[], change: GuardedChange) {
  if (change.kind !== 'delete') return;
  const held = await tx
    .select({ id: solicitudes_viaje.id })
    .from(solicitudes_viaje)
    .where(and(anyOf(solicitudes_viaje.id, ids), eq(solicitudes_viaje.status, TRIP_REQUEST_STATUS.accepted)));
  if (held.length) throw new ApiError(409, 'in_use', 'trip_request_accepted', {}, blockingOf(ids, held.map((row) => row.id)));
}

/** `solicitudes_viaje/`: staff transport trip requests (SPEC §3 Application, DOMAIN §2, §5 Trip requests). */
export const tripRequests = defineResource({
  base: 'solicitudes_viaje',
  table: solicitudes_viaje,
  input: tripRequestInput,
  readOnly: ['planta', 'status', 'viaje', 'motivo_de_rechazo', 'viaje_status'],
  related: {
    shape: { viaje_status: z.number().int().nullable().describe("The matched trip's status; null without one") },
    load: withTripStatus,
  },
  validate: validateTripRequest,
  derive: deriveTripRequest,
  protect: protectTripRequests,
  references: {
    // The requester's full name, as the screens show it.
    usuario: { resource: 'usuarios', table: usuarios, label: ['name', 'last_name'] },
    // The requester's plant when asking: the list's plant filter and Home's count for one plant.
    planta: { resource: 'plantas', table: plantas, label: 'name' },
  },
  filters: { id: 'integer', status: 'integer', tipo: 'integer', fecha: 'date', viaje: 'integer', created_at: 'date' },
  search: ['pickup_place', 'dropoff_place'],
  ordering: ['id', 'usuario', 'fecha', 'tipo', 'status', 'viaje', 'created_at', 'updated_at'],
  defaultOrdering: '-fecha',
  exportColumns: [
    { field: 'id' },
    { field: 'usuario' },
    { field: 'planta' },
    { field: 'fecha', dateOnly: true },
    { field: 'tipo', choices: 'choices.trip_type' },
    { field: 'pickup_place' },
    { field: 'pickup_latitude' },
    { field: 'pickup_longitude' },
    { field: 'dropoff_place' },
    { field: 'dropoff_latitude' },
    { field: 'dropoff_longitude' },
    { field: 'status', choices: 'choices.trip_request_status' },
    { field: 'viaje' },
    { field: 'motivo_de_rechazo' },
    { field: 'created_at' },
  ],
  // No bulk status: every move is a DOMAIN §2 transition with its checks.
  transitions: tripRequestTransitions(),
  actions: [candidatesAction],
  // The record page shows the request's decisions as a timeline, as a loan's.
  embedHistory: 20,
});

import type { FastifyRequest } from 'fastify';
import { and, asc, eq, sql } from 'drizzle-orm';
import { creditFor, TRIP_COMPLETION, type RewardTerms } from '../../../domain/trips';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { detalle_viaje, usuarios, viajes } from '../../db/schema';
import { recordAudit } from '../../http/audit';
import { ApiError, FieldErrors } from '../../http/errors';
import { anyOf } from '../../kit/filterValues';
import { addHistory } from '../../kit/history';
import { readSettings, type Settings } from '../settings';
import { addPoints } from '../users/userActions';
import { monthHolding, within, type Bounds } from './companyTime';

/** The settings' terms of a month's reward (DOMAIN §4), for drivers and for passengers. */
export const rewardTerms = (settings: Settings): { driver: RewardTerms; passenger: RewardTerms } => ({
  driver: { factor: settings.factor_driver, limit: settings.limit_driver },
  passenger: { factor: settings.factor_user, limit: settings.limit_user },
});

/** The ledger's reason for a trip's credit (puntos_ledger.reason, labelled on the users screen). */
const TRIP_CREDIT = 'trip';

/** Points the month's trips have credited already to `conductor` as a driver. */
async function creditedAsDriver(tx: Db, conductor: number, month: Bounds) {
  const { rows } = await tx.execute<{ points: number }>(
    sql`SELECT coalesce(sum(${viajes.reward}), 0)::int AS points FROM ${viajes}
         WHERE ${viajes.conductor} = ${conductor} AND ${viajes.credited_at} IS NOT NULL AND ${within(viajes.fecha_salida, month)}`,
  );
  return rows[0].points;
}

/** Points the month's rides have credited already to each of `people` as passengers. */
async function creditedAsPassengers(tx: Db, people: number[], month: Bounds) {
  const { rows } = await tx.execute<{ usuario: number; points: number }>(
    sql`SELECT ${detalle_viaje.usuario} AS usuario, coalesce(sum(${detalle_viaje.reward}), 0)::int AS points
          FROM ${detalle_viaje} JOIN ${viajes} ON ${viajes.id} = ${detalle_viaje.viaje}
         WHERE ${anyOf(detalle_viaje.usuario, people)} AND ${detalle_viaje.credited_at} IS NOT NULL AND ${within(viajes.fecha_salida, month)}
         GROUP BY ${detalle_viaje.usuario}`,
  );
  return new Map(rows.map((row) => [row.usuario, row.points]));
}

/**
 * POST viajes/completar-viajes-usuario-abordado/ {viaje} (SPEC §7, DOMAIN §4): a Finished trip's
 * boarded occupants become finalized, each credited creditFor(distance, passenger terms, what
 * the trip's month credited them already), and the driver is credited once likewise, into the
 * rows' `reward` and the points ledger, in one transaction.
 *
 * Exactly once: the trip row is locked first, so a repeated or concurrent call waits and then
 * finds no boarded occupant and the trip's credited_at set, and credits nothing. The people are
 * locked next, in id order, so completions of other trips of the same month cannot read the same
 * month's credits at once and pass the cap together, and two of them wait rather than deadlock.
 */
export async function completeTrip(ctx: AppContext, req: FastifyRequest, viaje: number) {
  return ctx.database.db.transaction(async (tx) => {
    const [trip] = await tx
      .select({ status: viajes.status, conductor: viajes.conductor, distance: viajes.distance, reward: viajes.reward, credited_at: viajes.credited_at, fecha_salida: viajes.fecha_salida })
      .from(viajes)
      .where(eq(viajes.id, viaje))
      .for('update');
    if (!trip) throw FieldErrors.one('viaje', 'reference');
    if (!TRIP_COMPLETION.tripFrom.includes(trip.status)) throw new ApiError(409, 'invalid_transition');
    const boarded = await tx
      .select({ id: detalle_viaje.id, usuario: detalle_viaje.usuario })
      .from(detalle_viaje)
      .where(and(eq(detalle_viaje.viaje, viaje), anyOf(detalle_viaje.status, [...TRIP_COMPLETION.occupantFrom])))
      .orderBy(asc(detalle_viaje.id));
    const driverDue = trip.credited_at === null;
    if (!driverDue && !boarded.length) return { viaje, finalized: 0, credited: 0 };

    const terms = rewardTerms(await readSettings(tx));
    const passengers = [...new Set(boarded.map((o) => o.usuario))];
    const people = [...new Set([...(driverDue ? [trip.conductor] : []), ...passengers])];
    await tx.select({ id: usuarios.id }).from(usuarios).where(anyOf(usuarios.id, people)).orderBy(asc(usuarios.id)).for('update');
    const month = monthHolding(sql`${trip.fecha_salida.toISOString()}::timestamptz`, ctx.config.timeZone);
    const soFar = passengers.length ? await creditedAsPassengers(tx, passengers, month) : new Map<number, number>();

    let credited = 0;
    for (const occupant of boarded) {
      const before = soFar.get(occupant.usuario) ?? 0;
      const points = creditFor(trip.distance, terms.passenger, before);
      soFar.set(occupant.usuario, before + points);
      await tx
        .update(detalle_viaje)
        .set({ status: TRIP_COMPLETION.occupantTo, reward: points, credited_at: sql`now()`, updated_at: sql`now()` })
        .where(eq(detalle_viaje.id, occupant.id));
      if (points > 0) await addPoints(tx, req, occupant.usuario, points, TRIP_CREDIT);
      credited += points;
    }
    const changes: Record<string, unknown> = { finalized: boarded.map((o) => o.id), credited };
    if (driverDue) {
      const points = creditFor(trip.distance, terms.driver, await creditedAsDriver(tx, trip.conductor, month));
      await tx.update(viajes).set({ reward: points, credited_at: sql`now()`, updated_at: sql`now()` }).where(eq(viajes.id, viaje));
      if (points > 0) await addPoints(tx, req, trip.conductor, points, TRIP_CREDIT);
      changes.reward = [trip.reward, points];
      credited += points;
    }
    changes.credited = credited;
    await recordAudit(tx, req, { resource: 'viajes', action: TRIP_COMPLETION.access, recordId: viaje, changes });
    await addHistory(tx, req, { resource: 'viajes', recordId: viaje, action: TRIP_COMPLETION.access, reason: '' });
    return { viaje, finalized: boarded.length, credited };
  });
}

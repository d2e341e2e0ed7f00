import { eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { DATE_YEARS } from '../../../domain/dates';
import { monthlyReward, OCCUPANT_STATUS, TRIP_COMPLETION, TRIP_STATUS } from '../../../domain/trips';
import type { Db } from '../../db/client';
import { detalle_viaje, usuarios, viajes } from '../../db/schema';
import { FieldErrors } from '../../http/errors';
import { parse } from '../../http/validate';
import type { ActionArgs, RecordAction } from '../../kit/define';
import { recordId } from '../../kit/fields';
import { readSettings } from '../settings';
import { monthOf, within } from './companyTime';
import { completeTrip, rewardTerms } from './rewardCredit';

/** A whole number from a query string ("3"), else the value as sent, for zod to refuse with its message. */
const whole = (schema: z.ZodNumber) => z.preprocess((v) => (typeof v === 'string' && /^\s*\d{1,10}\s*$/.test(v) ? Number(v) : v), schema);

const monthQuery = z.object({
  usuario: whole(recordId()),
  mes: whole(z.number().int().min(1).max(12)),
  anio: whole(z.number().int().min(DATE_YEARS.min).max(DATE_YEARS.max)),
});

const monthlyRewardSchema = z.object({
  trips: z.number().int().describe('Finished trips (driver) or finalized rides (passenger) of the month'),
  km: z.number().describe('Their distance, km'),
  factor: z.number().describe('Points per km in the settings now'),
  uncapped: z.number().int().describe("The trips' points summed, each rounded half up"),
  limit: z.number().int().describe("The month's cap in the settings now"),
  points: z.number().int().describe('min(uncapped, limit)'),
});
const monthAnswer = z.object({
  usuario: z.number().int(),
  mes: z.number().int(),
  anio: z.number().int(),
  driver: monthlyRewardSchema,
  passenger: monthlyRewardSchema,
  credited: z.object({ driver: z.number().int(), passenger: z.number().int() }).describe("Points the month's trips actually credited (by completar-viajes-usuario-abordado/)"),
});

interface MonthRows {
  distances: number[];
  credited: number;
}

/** A role's month: the distances of the trips that earn, and what the month's trips credited. */
async function monthRows(db: Db, query: SQL): Promise<MonthRows> {
  const { rows } = await db.execute<{ distances: number[]; credited: number }>(query);
  return rows[0];
}

/** GET viajes/recompensa-mensual/?usuario&mes&anio: DOMAIN §4's month for one person, as a driver and as a passenger. */
async function monthReward({ ctx, req }: ActionArgs) {
  const db = ctx.database.db;
  const { usuario, mes, anio } = parse(monthQuery, req.query ?? {});
  const month = monthOf(anio, mes, ctx.config.timeZone);
  const [found, settings, driven, ridden] = await Promise.all([
    db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.id, usuario)),
    readSettings(db),
    monthRows(
      db,
      sql`SELECT coalesce(array_agg(${viajes.distance}::float8 ORDER BY ${viajes.fecha_salida}) FILTER (WHERE ${viajes.status} = ${TRIP_STATUS.finished}), '{}') AS distances,
                 coalesce(sum(${viajes.reward}) FILTER (WHERE ${viajes.credited_at} IS NOT NULL), 0)::int AS credited
            FROM ${viajes} WHERE ${viajes.conductor} = ${usuario} AND ${within(viajes.fecha_salida, month)}`,
    ),
    monthRows(
      db,
      sql`SELECT coalesce(array_agg(${viajes.distance}::float8 ORDER BY ${viajes.fecha_salida}) FILTER (WHERE ${detalle_viaje.status} = ${OCCUPANT_STATUS.finalized}), '{}') AS distances,
                 coalesce(sum(${detalle_viaje.reward}) FILTER (WHERE ${detalle_viaje.credited_at} IS NOT NULL), 0)::int AS credited
            FROM ${detalle_viaje} JOIN ${viajes} ON ${viajes.id} = ${detalle_viaje.viaje}
           WHERE ${detalle_viaje.usuario} = ${usuario} AND ${within(viajes.fecha_salida, month)}`,
    ),
  ]);
  if (!found.length) throw FieldErrors.one('usuario', 'reference');
  const terms = rewardTerms(settings);
  return {
    usuario,
    mes,
    anio,
    driver: monthlyReward(driven.distances, terms.driver),
    passenger: monthlyReward(ridden.distances, terms.passenger),
    credited: { driver: driven.credited, passenger: ridden.credited },
  };
}

const completionBody = z.object({ viaje: recordId() }).strict();

/**
 * The trip calls of DOMAIN §4 rewards, collection calls of `viajes/` (SPEC §7): the viajes
 * declaration lists them in its `actions`.
 */
export const tripRewardActions: RecordAction[] = [
  {
    path: 'recompensa-mensual',
    method: 'GET',
    access: 'show',
    collection: true,
    query: monthQuery,
    summary: "A person's monthly reward (DOMAIN §4) as a driver and as a passenger, with the settings now, and what was credited",
    answerSchema: monthAnswer,
    handler: monthReward,
  },
  {
    path: TRIP_COMPLETION.path,
    method: 'POST',
    access: TRIP_COMPLETION.access,
    collection: true,
    body: completionBody,
    summary: "Finalizes a finished trip's boarded occupants and credits the trip's points once (409 invalid_transition unless Finished)",
    answerSchema: z.object({
      viaje: z.number().int(),
      finalized: z.number().int().describe('Occupants moved from boarded to finalized by this call'),
      credited: z.number().int().describe('Points this call credited, driver and passengers together; 0 when repeated'),
    }),
    handler: ({ ctx, req }) => completeTrip(ctx, req, parse(completionBody, req.body ?? {}).viaje),
  },
];

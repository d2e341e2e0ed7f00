import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { OCCUPANT_STATUS, TRIP_STATUS } from '../../domain/trips';
import type { Db } from '../db/client';
import { detalle_viaje, plantas, usuarios, viajes } from '../db/schema';

const plantFields = { id: plantas.id, name: plantas.name, latitude: plantas.latitude, longitude: plantas.longitude };

/**
 * What a phone knows of its own user at sign-in (docs/DECISIONS.md): the started trip it drives or
 * rides in, and the plant it works at (or, for a driver of no plant, its trip's), with its position.
 * An app session reads nothing else, and a panic alert needs both (DOMAIN §5 Alerts).
 */
export async function appProfile(db: Db, userId: number) {
  const seated = sql`EXISTS (SELECT 1 FROM ${detalle_viaje} WHERE ${detalle_viaje.viaje} = ${viajes.id} AND ${detalle_viaje.usuario} = ${userId}
    AND ${inArray(detalle_viaje.status, [OCCUPANT_STATUS.not_boarded, OCCUPANT_STATUS.boarded])})`;
  const [trip] = await db
    .select({ id: viajes.id, planta: viajes.planta })
    .from(viajes)
    .where(and(eq(viajes.status, TRIP_STATUS.started), or(eq(viajes.conductor, userId), seated)))
    .orderBy(viajes.id)
    .limit(1);
  const [own] = await db.select(plantFields).from(usuarios).innerJoin(plantas, eq(plantas.id, usuarios.planta)).where(eq(usuarios.id, userId));
  const [trips] = !own && trip?.planta ? await db.select(plantFields).from(plantas).where(eq(plantas.id, trip.planta)) : [];
  return { planta: own ?? trips ?? null, viaje: trip?.id ?? null };
}

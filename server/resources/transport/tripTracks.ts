import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { LatLng } from '../../../domain/geo';
import { preparedOnce } from '../../db/prepared';
import { preparedRead } from '../../db/rowReader';
import { viaje_tracks } from '../../db/schema';
import { timeJson } from '../../http/json';
import type { ActionArgs, RecordAction } from '../../kit/define';

/** A recorded point of a trip as GET viajes/{id}/coordenadas/ answers it. */
export interface TrackPoint extends LatLng {
  /** ISO 8601, when the point was recorded. */
  at: string;
}

/** Degrees are stored in millionths (about 11 cm), whole numbers. */
const SCALE = 1e6;

/**
 * viaje_tracks.points as stored: one integer array per trip, three numbers a point —
 * `[lat·10⁶, lng·10⁶, seconds after fecha_salida, …]` — so a trip's track is one row of a few KB,
 * not hundreds of rows (docs/API.md, Transport).
 */
export function encodeTrack(departure: Date, points: readonly (LatLng & { at: Date | string })[]): number[] {
  return points.flatMap((p) => [Math.round(p.lat * SCALE), Math.round(p.lng * SCALE), Math.round((new Date(p.at).getTime() - departure.getTime()) / 1000)]);
}

/** The stored array back as points in order; a trailing incomplete triple (none is ever written) is left out. */
export function decodeTrack(departure: Date, points: readonly number[]): TrackPoint[] {
  const out: TrackPoint[] = [];
  const start = departure.getTime();
  for (let i = 0; i + 2 < points.length; i += 3) {
    out.push({ lat: points[i] / SCALE, lng: points[i + 1] / SCALE, at: timeJson(start + points[i + 2] * 1000)! });
  }
  return out;
}

const TRACK = { points: viaje_tracks.points };
const trackOf = preparedOnce((db, name) => {
  const query = db.select(TRACK).from(viaje_tracks).where(eq(viaje_tracks.viaje, sql.placeholder('trip')));
  return preparedRead(db, query, TRACK, name(query));
});

/** GET viajes/{id}/coordenadas/: the trip's recorded track, an empty list when none was recorded. */
async function readTrack({ ctx, id, records }: ActionArgs) {
  const db = ctx.database.db;
  // The trip in scope first: an absent one is 404, not an empty track.
  const trip = await records.find(db, id!);
  const [track] = (await trackOf(db).execute({ trip: id })) as { points: number[] }[];
  return track ? decodeTrack(trip.fecha_salida as Date, track.points) : [];
}

export const tripTrackAction: RecordAction = {
  path: 'coordenadas',
  method: 'GET',
  access: 'show',
  summary: "The trip's recorded track, its points in order with when each was recorded",
  answerSchema: z.array(z.object({ lat: z.number(), lng: z.number(), at: z.iso.datetime({ offset: true }) })),
  handler: readTrack,
};

import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { LatLng } from '../../../domain/geo';
import { pathProblem, ROUTE_PATH, routeLengthKm } from '../../../domain/routes';
import { rutas } from '../../db/schema';
import { recordAudit } from '../../http/audit';
import { parse } from '../../http/validate';
import type { ActionArgs, RecordAction } from '../../kit/define';
import { addEditHistory } from '../../kit/history';
import { diff } from '../../kit/routes';

/** Each problem's message (i18n/server `transport.path.*`) and the number it names. */
const PROBLEM_PARAMS = { too_few: { count: ROUTE_PATH.minPoints }, too_many: { count: ROUTE_PATH.maxPoints }, out_of_range: {} } as const;

const point = z.object({ lat: z.number(), lng: z.number() }).strict();

/**
 * A route's path (DOMAIN §5 Routes): its points in order, checked by domain/routes.ts
 * pathProblem, as the screens check it while it is drawn. Anything wrong is one field error
 * under `path`, and nothing is stored.
 */
export const routePath = z
  .array(point)
  .superRefine((path, ctx) => {
    const problem = pathProblem(path);
    if (problem) ctx.addIssue({ code: 'custom', message: `transport.path.${problem}`, params: PROBLEM_PARAMS[problem] });
  })
  .describe(`The points in order, ${ROUTE_PATH.minPoints} to ${ROUTE_PATH.maxPoints}, latitude -90 to 90 and longitude -180 to 180`);

/** A path with what is stored beside it: its length in km, derived (never taken from a body). */
export const withLength = (path: LatLng[]) => ({ path, length_km: routeLengthKm(path) });

/** The path and its length for a write that brings a path (create, edit). */
export const preparePath = (data: Record<string, unknown>) => (Array.isArray(data.path) ? { ...data, ...withLength(data.path as LatLng[]) } : data);

const pathBody = z.object({ path: routePath }).strict();
const pathAnswer = z.array(z.object({ lat: z.number(), lng: z.number() })).describe('The points in order');

/** PUT's body: the points themselves, or `{path: [...]}` as create and edit take them. */
const readPath = (body: unknown) => parse(pathBody, Array.isArray(body) ? { path: body } : body).path;

async function readCoordinates({ ctx, id, records }: ActionArgs) {
  const route = await records.find(ctx.database.db, id!);
  return route.path;
}

/** Sets the path and its length on the locked route, with its audit row and (when it moved) its history entry; answers the path stored. */
async function writeCoordinates({ ctx, req, id, body, records }: ActionArgs) {
  const path = readPath(body);
  return ctx.database.db.transaction(async (tx) => {
    const before = await records.lock(tx, req, id!);
    const [after] = await tx
      .update(rutas)
      .set({ ...withLength(path), updated_at: sql`now()` })
      .where(eq(rutas.id, id!))
      .returning({ path: rutas.path, length_km: rutas.length_km });
    await recordAudit(tx, req, { resource: 'rutas', action: 'coordinates', recordId: id, changes: diff(before, after) });
    await addEditHistory(tx, req, records.declaration, { before, after });
    return after.path;
  });
}

/** GET and PUT rutas/{id}/coordenadas/ (SPEC §7, DOMAIN §5 Routes). */
export const routePathActions: RecordAction[] = [
  {
    path: 'coordenadas',
    name: 'read_coordenadas',
    method: 'GET',
    access: 'show',
    summary: "The route's path, its points in order",
    answerSchema: pathAnswer,
    handler: readCoordinates,
  },
  {
    path: 'coordenadas',
    method: 'PUT',
    access: 'edit',
    body: pathBody,
    summary: "Sets the route's path ({path}, or the array of points itself) and its length; a wrong path is a field error under `path` with nothing stored",
    answerSchema: pathAnswer,
    handler: writeCoordinates,
  },
];

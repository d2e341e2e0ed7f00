import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { incidencia_imagenes, incidencias } from '../../db/schema';

/** A loan's incidents, oldest first, each with its photos as the paths serving them. */
export async function readIncidents(db: Db, loan: number) {
  const rows = await db.select().from(incidencias).where(eq(incidencias.prestamo, loan)).orderBy(asc(incidencias.created_at), asc(incidencias.id));
  const photos = rows.length
    ? await db.select().from(incidencia_imagenes).where(inArray(incidencia_imagenes.incidencia, rows.map((r) => r.id))).orderBy(asc(incidencia_imagenes.n))
    : [];
  return rows.map((row) => ({
    ...row,
    imagenes: photos
      .filter((p) => p.incidencia === row.id)
      .map((p) => ({ n: p.n, comentario: p.comentario, imagen: `/api/prestamos/${loan}/incidencias/${row.id}/imagenes/${p.n}/` })),
  }));
}

/** The stored key of photo `n` of incident `incident` of loan `loan`, or null. */
export async function incidentPhotoKey(db: Db, loan: number, incident: number, n: number) {
  const [row] = await db
    .select({ imagen: incidencia_imagenes.imagen })
    .from(incidencia_imagenes)
    .innerJoin(incidencias, eq(incidencias.id, incidencia_imagenes.incidencia))
    .where(and(eq(incidencias.prestamo, loan), eq(incidencias.id, incident), eq(incidencia_imagenes.n, n)));
  return row?.imagen ?? null;
}

import { and, eq } from 'drizzle-orm';
import { notificaciones, usuarios } from '../../../server/db/schema';
import type { TestApp } from './harness';

/** The notifications of `type` about record `id`: to whom (and their groups), with their params and resource. */
export const noticesOf = (t: TestApp, type: number, id: number) =>
  t.database.db
    .select({ user: notificaciones.user_id, groups: usuarios.groups, params: notificaciones.params, resource: notificaciones.resource })
    .from(notificaciones)
    .innerJoin(usuarios, eq(usuarios.id, notificaciones.user_id))
    .where(and(eq(notificaciones.type, type), eq(notificaciones.record_id, id)));

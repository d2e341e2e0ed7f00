import { inArray } from 'drizzle-orm';
import { EXPIRY_STATUS } from '../../domain/expiry';
import { VEHICLE_MODULO, VEHICLE_STATUS } from '../../domain/vehicles';
import { usuarios, vistas_guardadas } from '../db/schema';
import type { Seed } from './types';

/** Views the demo's administrator and HR have saved, so the Views menu opens on something. */
const VIEWS = [
  { email: 'admin@flotilla.mx', resource: '/vehiculos', name: 'Flota ocupada', params: { filter: { modulo: VEHICLE_MODULO.fleet, status: VEHICLE_STATUS.occupied }, sort: 'matricula', order: 'ASC', perPage: 25 } },
  { email: 'admin@flotilla.mx', resource: '/vencimientos', name: 'Vencidos', params: { filter: { status: EXPIRY_STATUS.expired }, sort: 'vencimiento', order: 'ASC', perPage: 25 } },
  { email: 'rh@flotilla.mx', resource: '/usuarios', name: 'Recién llegados', params: { filter: {}, sort: 'created_at', order: 'DESC', perPage: 25 } },
];

export const viewsSeed: Seed = {
  name: 'views',
  async run({ tx }) {
    const people = await tx.select({ id: usuarios.id, email: usuarios.email }).from(usuarios).where(inArray(usuarios.email, [...new Set(VIEWS.map((v) => v.email))]));
    const idOf = new Map(people.map((p) => [p.email, p.id]));
    const rows = VIEWS.filter((v) => idOf.has(v.email)).map(({ email, ...view }) => ({ ...view, usuario: idOf.get(email)! }));
    if (rows.length) await tx.insert(vistas_guardadas).values(rows).onConflictDoNothing();
  },
};

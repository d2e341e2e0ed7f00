import { GROUPS } from '../../domain/roles';
import { USER_ROLE } from '../../domain/status';
import { usuarios } from '../db/schema';
import type { Seed } from './types';

/** Demo sign-ins, all with password `flotilla`; seeded only in demo mode or by `npm run seed`. */
export const DEMO_ACCOUNTS = [
  { email: 'admin@flotilla.mx', name: 'Ana', last_name: 'Martínez', groups: [GROUPS.admin], plataforma: true, role: USER_ROLE.passenger },
  { email: 'rh@flotilla.mx', name: 'Rubén', last_name: 'Hernández', groups: [GROUPS.rh_admin], plataforma: true, role: USER_ROLE.passenger },
  { email: 'c4@flotilla.mx', name: 'Carla', last_name: 'Cuevas', groups: [GROUPS.c4], plataforma: true, role: USER_ROLE.passenger },
  { email: 'conductor@flotilla.mx', name: 'Diego', last_name: 'Ramírez', groups: [] as string[], plataforma: false, role: USER_ROLE.driver },
] as const;

export const accountsSeed: Seed = {
  name: 'accounts',
  async run({ tx, password }) {
    await tx
      .insert(usuarios)
      .values(DEMO_ACCOUNTS.map((a) => ({ ...a, groups: [...a.groups], password })))
      .onConflictDoNothing();
  },
};

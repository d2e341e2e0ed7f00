import { eq } from 'drizzle-orm';
import { hasAnyGroup } from '../../../domain/roles';
import { REAUTH } from '../../../domain/reauth';
import type { Db } from '../../db/client';
import { sessions, usuarios } from '../../db/schema';
import { readSettings } from '../../resources/settings';
import { userOutput } from '../../resources/users/userSchema';
import { factorState } from '../secondFactor';

/** A person's second factor as My account and their record show it: on or off, whether their group requires it, codes left. */
export async function factorView(db: Db, userId: number, groups: readonly string[]) {
  const [state, settings] = await Promise.all([factorState(db, userId), readSettings(db)]);
  return {
    enabled: state.enabled,
    enabled_at: state.enabled_at,
    required: hasAnyGroup(groups, settings.second_factor_groups),
    recovery_codes_left: state.recovery_codes_left,
  };
}

/** GET auth/account/: the caller's own account, its factor, and when this session last proved itself. */
export async function accountView(db: Db, userId: number, sid: string) {
  const [row] = await db
    .select({ id: usuarios.id, email: usuarios.email, name: usuarios.name, last_name: usuarios.last_name, imagen: usuarios.imagen, groups: usuarios.groups })
    .from(usuarios)
    .where(eq(usuarios.id, userId));
  const [[session], second_factor] = await Promise.all([
    db.select({ at: sessions.authenticated_at }).from(sessions).where(eq(sessions.id, sid)),
    factorView(db, userId, row.groups),
  ]);
  const { imagen } = userOutput({ id: row.id, imagen: row.imagen });
  return {
    ...row,
    imagen: imagen as string | null,
    second_factor,
    authenticated_at: (session?.at ?? new Date()).toISOString(),
    reauth_seconds: REAUTH.windowSeconds,
  };
}

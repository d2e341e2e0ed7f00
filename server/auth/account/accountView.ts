import { eq, sql } from 'drizzle-orm';
import { hasAnyGroup } from '../../../domain/roles';
import { REAUTH } from '../../../domain/reauth';
import type { Db } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { preparedRead } from '../../db/rowReader';
import { configuracion, second_factor_codes, second_factors, sessions, usuarios } from '../../db/schema';
import { settingValue } from '../../resources/settings';
import { userOutput } from '../../resources/users/userSchema';
import { unusedCodes } from '../secondFactor';

/**
 * A person's factor read with their row in one statement: on or off, the groups that require
 * one (the settings' single record), and the unused recovery codes when on.
 */
const FACTOR_FIELDS = {
  enabled_at: second_factors.enabled_at,
  required_groups: settingValue<string[]>(configuracion.second_factor_groups),
  recovery_codes_left: sql<number>`CASE WHEN ${second_factors.enabled_at} IS NULL THEN 0 ELSE (SELECT count(*)::int FROM ${second_factor_codes} WHERE ${unusedCodes(second_factors.user_id)}) END`,
};
type FactorRow = { enabled_at: string | null; required_groups: string[]; recovery_codes_left: number };

const asView = (row: FactorRow, groups: readonly string[]) => ({
  enabled: row.enabled_at !== null,
  enabled_at: row.enabled_at,
  required: hasAnyGroup(groups, row.required_groups),
  recovery_codes_left: row.recovery_codes_left,
});

// Both are read on every visit to My account or a person's security panel: one named statement
// each, read past drizzle's row mapping (db/rowReader.ts), where they were four or five.
const factorOf = preparedOnce((db, name) => {
  const query = db.select(FACTOR_FIELDS).from(usuarios).leftJoin(second_factors, eq(second_factors.user_id, usuarios.id)).where(eq(usuarios.id, sql.placeholder('user')));
  return preparedRead(db, query, FACTOR_FIELDS, name(query), { timestampsAsText: true });
});

const ACCOUNT_FIELDS = {
  id: usuarios.id, email: usuarios.email, name: usuarios.name, last_name: usuarios.last_name, imagen: usuarios.imagen, groups: usuarios.groups,
  authenticated_at: sessions.authenticated_at,
  ...FACTOR_FIELDS,
};
const accountOf = preparedOnce((db, name) => {
  const query = db
    .select(ACCOUNT_FIELDS)
    .from(usuarios)
    .leftJoin(second_factors, eq(second_factors.user_id, usuarios.id))
    .leftJoin(sessions, eq(sessions.id, sql.placeholder('sid')))
    .where(eq(usuarios.id, sql.placeholder('user')));
  return preparedRead(db, query, ACCOUNT_FIELDS, name(query), { timestampsAsText: true });
});

/** A person's second factor as My account and their record show it: on or off, whether their group requires it, codes left. */
export async function factorView(db: Db, userId: number, groups: readonly string[]) {
  const [row] = (await factorOf(db).execute({ user: userId })) as unknown as FactorRow[];
  return asView(row ?? { enabled_at: null, required_groups: [], recovery_codes_left: 0 }, groups);
}

/** GET auth/account/: the caller's own account, its factor, and when this session last proved itself. */
export async function accountView(db: Db, userId: number, sid: string) {
  const [row] = (await accountOf(db).execute({ user: userId, sid })) as unknown as (FactorRow & {
    id: number; email: string; name: string; last_name: string; imagen: string | null; groups: string[]; authenticated_at: string | null;
  })[];
  const { enabled_at, required_groups, recovery_codes_left, authenticated_at, ...person } = row;
  const { imagen } = userOutput({ id: row.id, imagen: row.imagen });
  return {
    ...person,
    imagen: imagen as string | null,
    second_factor: asView({ enabled_at, required_groups, recovery_codes_left }, row.groups),
    authenticated_at: authenticated_at ?? new Date().toISOString(),
    reauth_seconds: REAUTH.windowSeconds,
  };
}

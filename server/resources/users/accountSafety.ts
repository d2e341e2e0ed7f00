import type { FastifyRequest } from 'fastify';
import { and, count, eq, sql } from 'drizzle-orm';
import { isOwnAccount } from '../../../domain/accounts';
import { GROUPS } from '../../../domain/roles';
import { ACTIVE_STATUS } from '../../../domain/status';
import type { Db } from '../../db/client';
import { usuarios } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { GuardedChange } from '../../kit/define';
import { anyOf, noneOf } from '../../kit/filterValues';

const isActiveAdmin = and(eq(usuarios.status, ACTIVE_STATUS.active), sql`${GROUPS.admin} = ANY(${usuarios.groups})`);

/** Whether the change leaves the rows disabled or gone. */
const disables = (change: GuardedChange) =>
  change.kind === 'delete' ||
  (change.kind === 'status' && change.value !== ACTIVE_STATUS.active) ||
  (change.kind === 'update' && change.data.status !== undefined && change.data.status !== ACTIVE_STATUS.active);

/** Groups the row had and the update takes away. */
const groupsRemoved = (change: GuardedChange): string[] => {
  if (change.kind !== 'update' || !Array.isArray(change.data.groups)) return [];
  const after = change.data.groups as string[];
  return ((change.before.groups as string[] | undefined) ?? []).filter((g) => !after.includes(g));
};

/**
 * Account safety, for `usuarios/` and `usuarios/plataforma/` (called by the kit after the
 * lock): nobody disables, deletes or removes groups from their own account, and the last active
 * administrator is neither disabled, deleted nor stripped of the group, so that someone can
 * always manage the platform.
 */
export async function protectAccounts(tx: Db, req: FastifyRequest, ids: number[], change: GuardedChange): Promise<void> {
  const removed = groupsRemoved(change);
  const disabling = disables(change);
  if (!disabling && !removed.length) return;

  // The same rule the screens read to hide these buttons (domain/accounts.ts).
  if (ids.some((id) => isOwnAccount('usuarios', { id }, req.user))) {
    if (change.kind === 'delete') throw new ApiError(409, 'own_account', 'errors.own_account_delete');
    if (disabling) throw new ApiError(409, 'own_account', 'errors.own_account_disable');
    throw new ApiError(409, 'own_account', 'errors.own_account_groups');
  }

  if (!disabling && !removed.includes(GROUPS.admin)) return;
  // One such check at a time: two admins disabling each other at once must not both pass.
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('flotilla.last_admin'))`);
  const [{ affected }] = await tx.select({ affected: count() }).from(usuarios).where(and(isActiveAdmin, anyOf(usuarios.id, ids)));
  if (!affected) return;
  const [{ others }] = await tx.select({ others: count() }).from(usuarios).where(and(isActiveAdmin, noneOf(usuarios.id, ids)));
  if (!others) throw new ApiError(409, 'last_admin');
}

import { GROUPS } from './roles';

/**
 * Re-authentication for sensitive changes (ASVS 7.5.1): a session that last gave its password
 * or code longer ago than the window is asked again (403 reauth_required) before it may give or
 * take the Administrador group, change the settings that govern security, or change a second factor.
 */
export const REAUTH = { windowSeconds: 300 } as const;

const holdsAdmin = (groups: unknown) => Array.isArray(groups) && groups.includes(GROUPS.admin);

/**
 * Whether an edit gives or removes the Administrador group: `after` is the stored record after
 * the write (an absent groups field leaves the record's as they were).
 */
export function adminGroupChanges(before: { groups?: unknown } | null | undefined, after: { groups?: unknown }): boolean {
  if (after.groups === undefined) return false;
  return holdsAdmin(before?.groups) !== holdsAdmin(after.groups);
}

/** Settings fields a change of which needs a recent authentication. */
const SECURITY_SETTINGS = ['second_factor_groups'] as const;

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Whether a settings write changes a security setting (fields absent from `after` stay as they were). */
export const changesSecuritySettings = (before: Record<string, unknown>, after: Record<string, unknown>): boolean =>
  SECURITY_SETTINGS.some((field) => after[field] !== undefined && !sameValue(before[field], after[field]));

/** Back-office groups (SPEC §6) and the role keys DOMAIN §1 uses for them. */
export const GROUPS = {
  admin: 'Administrador',
  rh_admin: 'HHRR Administrador',
  c4: 'C4',
} as const;

export type Role = keyof typeof GROUPS;
export type GroupName = (typeof GROUPS)[Role];

/** The three group names, in SPEC §6 order (the choices of a platform user's groups and of the settings' second_factor_groups). */
export const GROUP_NAMES = Object.values(GROUPS) as [GroupName, ...GroupName[]];

const ROLE_BY_GROUP: Record<string, Role> = Object.fromEntries(
  Object.entries(GROUPS).map(([role, group]) => [group, role as Role]),
);

/** Roles held by a list of group names; unknown groups are ignored. */
export const rolesOf = (groups: readonly string[]): Role[] =>
  groups.map((g) => ROLE_BY_GROUP[g]).filter((r): r is Role => r !== undefined);

/** SPEC §5: only members of one of the three groups may sign in to the back office. */
export const isBackOfficeUser = (groups: readonly string[]): boolean => rolesOf(groups).length > 0;

/** SPEC §6: whether the user holds any of the given groups. */
export const hasAnyGroup = (groups: readonly string[], wanted: readonly string[]): boolean =>
  groups.some((g) => wanted.includes(g));

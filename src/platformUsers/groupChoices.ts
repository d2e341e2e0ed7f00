import { GROUPS, type Role } from '../../domain/roles';

/** SPEC §6 back-office groups: stored by group name, labelled by role. */
export const groupChoices = (Object.entries(GROUPS) as [Role, string][]).map(([role, group]) => ({ id: group, name: `app.roles.${role}` }));

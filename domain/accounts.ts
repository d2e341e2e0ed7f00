/**
 * Account safety: nobody disables, deletes or removes the permissions of their own account, so
 * that nobody locks themselves out. usuarios/ and usuarios/plataforma/ list the same accounts
 * under the same ids; the server refuses such a change (409 own_account) and the screens do
 * not offer it.
 */
export const ACCOUNT_RESOURCES = ['usuarios', 'usuarios/plataforma'] as const;

export type AccountResource = (typeof ACCOUNT_RESOURCES)[number];

/** Whether the resource's records are accounts. */
export const isAccountResource = (resource: string | undefined): resource is AccountResource =>
  (ACCOUNT_RESOURCES as readonly (string | undefined)[]).includes(resource);

type WithId = { id?: unknown } | null | undefined;

/** Whether the record is the account of the person asking (ids compared as the API and the token spell them). */
export const isOwnAccount = (resource: string | undefined, record: WithId, identity: WithId): boolean =>
  isAccountResource(resource) &&
  record?.id !== undefined &&
  record.id !== null &&
  identity?.id !== undefined &&
  identity.id !== null &&
  String(record.id) === String(identity.id);

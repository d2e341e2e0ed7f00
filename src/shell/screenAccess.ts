/** The access a screen needs (DOMAIN §1), as react-admin names a resource's screens. */
export type ScreenAccess = 'list' | 'create' | 'edit' | 'show';

/** What a resource's own child route declares in its `handle`: the access its screen needs. */
export interface ScreenHandle {
  access: ScreenAccess;
}

/**
 * A child route's `handle`, so that registering the resource (src/shell/guardScreens.tsx) draws
 * the access-denied page in place of the screen for a group that may not use it, as it does for
 * the resource's own list, create, edit and show.
 */
export const screenAccess = (access: ScreenAccess): ScreenHandle => ({ access });

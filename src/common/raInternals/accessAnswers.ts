import { QueryClient } from '@tanstack/react-query';
import { actionsOf, isResourceName } from '../../../domain/access';
import { canAccessRecord } from '../../providers/recordAccess';
import { getSession } from '../../providers/session';

/**
 * How long a checkAuth answer (a session is stored and its token fresh) stands before a screen
 * asks again. Asked again at once on a page load, its answer would draw the whole admin once
 * more, after the list's answer and before its rows.
 */
export const CHECK_AUTH_FRESH_MS = 10_000;

/**
 * The actions a screen may ask about without a record, besides list: every one the resource knows
 * (DOMAIN §1). Asked and answered after the first drawing, the toolbar's Create and Export wrapped
 * it onto a second line and pushed /rutas' search and table 36 px down, and the bulk buttons'
 * delete and status drew the list again between its rows' insertion and their first paint.
 */
const recordlessActions = (resource: string): string[] => (isResourceName(resource) ? actionsOf(resource).filter((action) => action !== 'list') : []);

/**
 * A query client for the admin that already knows the answers react-admin waits for before a
 * list asks for its rows: checkAuth (a session is stored), canAccess(list) for each resource, a
 * pure function of the stored session's groups (domain access rule), as is every other action
 * asked without a record, and getPermissions, which this admin does not have (always []).
 * react-admin asks them one after the other before the list call, holding it back. checkAuth
 * is asked again once its answer is CHECK_AUTH_FRESH_MS old, every call refreshes an expired
 * token itself (providers/http.ts), and the server refuses whatever the groups do not allow.
 * The keys are react-admin 5's (useAuthState, useCanAccess as useListController and the menu
 * call it, usePermissions).
 */
export const adminQueryClient = (resources: readonly string[]): QueryClient => {
  const client = new QueryClient();
  const session = getSession();
  // An expired sign-in is left to checkAuth, which says so and signs out once.
  if (!session || Date.now() >= session.refreshExpiresAt) return client;
  client.setQueryData(['auth', 'checkAuth', {}], true);
  client.setQueryDefaults(['auth', 'checkAuth'], { staleTime: CHECK_AUTH_FRESH_MS });
  // What react-admin answers itself without getPermissions (providers/authProvider.ts), known at
  // once: its resource registration asks it anyway, and the answer arriving a moment later drew
  // the whole admin once more.
  client.setQueryData(['auth', 'getPermissions', {}], []);
  // Access without a record is a pure function of the groups, which cannot change within this
  // client's sign-in: asking again in the background only redrew the menu and the list. A key
  // with a record's id does not match (its restrictions follow the record's fields).
  client.setQueryDefaults(['auth', 'canAccess', { recordId: undefined }], { staleTime: Infinity });
  for (const resource of resources) {
    const answer = canAccessRecord(session.roles, resource, 'list');
    // The list's own key, and the menu entry's, which the list also reads (useIsAuthPending):
    // while the menu asked, the list showed react-admin's loading page and drew again.
    client.setQueryData(['auth', 'canAccess', { action: 'list', resource, enabled: true }], answer);
    client.setQueryData(['auth', 'canAccess', { action: 'list', resource }], answer);
    for (const action of recordlessActions(resource)) client.setQueryData(['auth', 'canAccess', { action, resource }], canAccessRecord(session.roles, resource, action));
  }
  return client;
};

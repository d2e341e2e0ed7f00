/**
 * Where each list was last shown in this tab: its address's query (search, filters, sort, page,
 * as react-admin writes them there), by the list's pathname. The lists themselves start afresh
 * when opened by a plain link (storeKey={false}, SPEC §2); only a record's way back to its list
 * (BackToListButton, the loan page's way back) asks for this place. In memory only: a reload or
 * another tab starts without it, and signing out forgets it (providers/session.ts), so nobody
 * inherits another's. No React here: the sign-in shell imports this with the session.
 *
 * A Map keeps insertion order: a list shown again is moved to the end, so the last entry is the
 * list shown most recently (latestListOf).
 */
const places = new Map<string, string>();

/** /usuarios/ and /usuarios are one list. */
const listKey = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/**
 * The list at `pathname` is shown with `search` (a location's, '?…' or ''). An empty one is
 * remembered too, so the way back leads to the bare list rather than to an older query.
 */
export const rememberListPlace = (pathname: string, search: string) => {
  const query = search.replace(/^\?/, '');
  const key = listKey(pathname);
  places.delete(key);
  places.set(key, query ? `?${query}` : '');
};

/** Of `pathnames`, the list shown most recently in this tab, if any was. */
export const latestListOf = (pathnames: readonly string[]): string | undefined => {
  const wanted = new Set(pathnames.map(listKey));
  return [...places.keys()].reverse().find((key) => wanted.has(key));
};

/** The list's path with the query it was last shown with in this tab, or the bare path. */
export const listPlacePath = (pathname: string) => `${pathname}${places.get(listKey(pathname)) ?? ''}`;

export const forgetListPlaces = () => places.clear();

/**
 * Where each list stands (docs/API.md, "Pages after a cursor"): the page it last showed, the
 * cursor that page was asked with and the `next_after` it gave. The next page is asked from that
 * page's end, and the same page again from where it was read, so the server reads them through
 * its index instead of skipping every row before them; any other page (back, a jump) is asked by
 * number, so no cursor older than the page on screen is ever sent. Kept for the last few lists
 * (resource, filters, ordering, page size) of the signed-in account only.
 */
const LISTS_KEPT = 20;

interface Place {
  page: number;
  /** The cursor `page` was asked with (none: by number). */
  before?: string;
  /** The cursor of the page after it (none: no next page, or the order has none). */
  after?: string;
}

const lists = new Map<string, Place>();

export const listKey = (account: unknown, resource: string, query: unknown) => `${String(account)}|${resource}|${JSON.stringify(query)}`;

/** Keeps `place` as the most recently used list, the last to be forgotten. */
function keep(key: string, place: Place) {
  lists.delete(key);
  lists.set(key, place);
  if (lists.size > LISTS_KEPT) lists.delete(lists.keys().next().value!);
}

/** The cursor to ask `page` of the list with, when the list last showed that page or the one before. */
export function cursorFor(key: string, page: number): string | undefined {
  const place = lists.get(key);
  if (!place) return undefined;
  keep(key, place);
  return place.page === page - 1 ? place.after : place.page === page ? place.before : undefined;
}

/** Notes that the list shows `page`, asked with `before`, and what its answer gave for the next. */
export function notePage(key: string, page: number, before: string | undefined, after: string | null | undefined) {
  keep(key, { page, before, after: after ?? undefined });
}

/** Forgets a list's place (a cursor the server refused). */
export const forgetList = (key: string) => void lists.delete(key);

/** Forgets every list (signing out: cursors hold values of the rows shown). */
export const forgetAllLists = () => lists.clear();

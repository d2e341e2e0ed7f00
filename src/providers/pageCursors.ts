/**
 * The `next_after` cursor of each page a list has shown (docs/API.md, "Pages after a cursor"), so
 * the next page is asked from where the one before ended: the server then reads it through its
 * index instead of skipping every row before it. Kept per list (resource, filters, ordering, page
 * size) for the last few lists only; a list that moves to another page size or filter starts anew.
 */
const LISTS_KEPT = 20;
const PAGES_KEPT = 1000;

const lists = new Map<string, Map<number, string>>();

export const listKey = (resource: string, query: unknown) => `${resource}|${JSON.stringify(query)}`;

/** The cursor that leads to `page` of the list, when the page before it was shown. */
export const cursorBefore = (key: string, page: number): string | undefined => lists.get(key)?.get(page - 1);

/** Notes the cursor after `page` (null: the list has no next page, or its order no cursor). */
export function notePageEnd(key: string, page: number, cursor: string | null | undefined) {
  let pages = lists.get(key);
  if (!cursor) {
    pages?.delete(page);
    return;
  }
  if (!pages) {
    pages = new Map();
    lists.set(key, pages);
    if (lists.size > LISTS_KEPT) lists.delete(lists.keys().next().value!);
  }
  pages.set(page, cursor);
  if (pages.size > PAGES_KEPT) pages.delete(pages.keys().next().value!);
}

/** Forgets a list's cursors (one the server refused, e.g. after an update changed its order's meaning). */
export const forgetList = (key: string) => void lists.delete(key);

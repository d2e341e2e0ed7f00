import { HttpError, type GetListParams, type RaRecord, type SortPayload } from 'react-admin';
import { PAGING } from '../../domain/paging';
import { requestJson } from './http';
import { cursorFor, forgetList, listKey, notePage } from './pageCursors';
import { getSession } from './session';

/** How a list is asked of the API (docs/API.md, generic calls) and read back for react-admin. */

/** DRF-style list answer (docs/API.md). */
export interface ListAnswer<T> {
  /** Exact when count_exact; otherwise the list holds more rows than this (docs/API.md, Counts). */
  count: number;
  count_exact: boolean;
  next: number | null;
  previous: number | null;
  /** Lists: the cursor of the next page, sent back as `after` (docs/API.md, Pages after a cursor). */
  next_after?: string | null;
  results: T[];
}

export const base = (resource: string) => `${resource.replace(/\/+$/, '')}/`;

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** Drops empty filters and renames react-admin's full-text `q` to the API's `search`. */
export const toApiFilter = (filter: Record<string, unknown> = {}): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(filter)
      .filter(([, value]) => !isEmpty(value))
      .map(([key, value]) => [key === 'q' ? 'search' : key, value]),
  );

export const toOrdering = (sort?: SortPayload): string | undefined =>
  sort?.field ? `${sort.order === 'DESC' ? '-' : ''}${sort.field}` : undefined;

/** What a list's screen reads of the count (ListPagination): exact, or "more than" this many rows. */
export interface ListMeta {
  countExact: boolean;
}

/**
 * A list answer as react-admin reads it. `total` stays the count even past the cap (a lower
 * bound then), so screens that read it keep working; pageInfo makes next follow the server's
 * `next` instead of the total, and meta tells the paginator to say "more than".
 */
export const pageOf = <T,>(answer: ListAnswer<T>) =>
  answer.count_exact === false
    ? {
        data: answer.results,
        total: answer.count,
        pageInfo: { hasNextPage: answer.next !== null, hasPreviousPage: answer.previous !== null },
        meta: { countExact: false } satisfies ListMeta,
      }
    : { data: answer.results, total: answer.count };

export const list = async <T extends RaRecord>(resource: string, params: Pick<GetListParams, 'pagination' | 'sort' | 'filter'>) => {
  const { page, perPage } = params.pagination ?? { page: 1, perPage: PAGING.defaultLimit };
  const filter = toApiFilter(params.filter);
  const ordering = toOrdering(params.sort);
  const limit = Math.min(perPage, PAGING.maxLimit);
  const key = listKey(getSession()?.id, resource, { filter, ordering, limit });
  const ask = (after: string | undefined) => {
    const query = after ? { page, limit, after } : { page, limit };
    return Object.keys(filter).length === 0
      ? requestJson<ListAnswer<T>>(base(resource), { query: { ...query, ordering } })
      : requestJson<ListAnswer<T>>(`${base(resource)}q/`, { method: 'POST', query, body: ordering ? { ...filter, ordering } : filter });
  };
  let after = cursorFor(key, page);
  const answer = await ask(after).catch((error: unknown) => {
    // A cursor the server no longer takes (a new release, a changed order): the page by its number.
    if (!after || !isRefusedCursor(error)) throw error;
    forgetList(key);
    after = undefined;
    return ask(undefined);
  });
  notePage(key, page, after, answer.next_after);
  return pageOf(answer);
};

const isRefusedCursor = (error: unknown) => error instanceof HttpError && error.status === 400 && !!(error.body as { after?: unknown } | undefined)?.after;

import { useInfiniteQuery } from '@tanstack/react-query';
import { useDataProvider, type Identifier } from 'react-admin';
import type { FleetDataProvider } from '../../providers/dataProvider';
import { retryUnlessRefused } from '../retryUnlessRefused';

/** One transition of a record (docs/API.md, GET {base}{id}/history/). */
export interface HistoryEntry {
  id: number;
  action: string;
  /** The state field the transition moved; null for an action without a state. */
  field: string | null;
  from_state: number | null;
  to_state: number | null;
  reason: string;
  at: string;
  /** Null for moves by the clock (the daily expiry job). */
  user_id: number | null;
  /** Null for the daily job, and once that user is deleted. */
  user_name: string | null;
}

export const HISTORY_PAGE_SIZE = 10;

/**
 * A record's history, newest first, a page at a time: `loadMore` appends the next page. The query
 * lives in react-admin's client, so the refresh after a record action reloads it too.
 */
export const useRecordHistory = (resource: string, id: Identifier | undefined) => {
  const dataProvider = useDataProvider<FleetDataProvider>();
  const query = useInfiniteQuery({
    queryKey: [resource, 'history', String(id)],
    queryFn: ({ pageParam }) => dataProvider.getRecordList<HistoryEntry>(resource, id!, 'history', { page: pageParam, perPage: HISTORY_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * HISTORY_PAGE_SIZE < last.total ? pages.length + 1 : undefined),
    enabled: id !== undefined,
    // A refusal (4xx) will not change by asking again; say so at once.
    retry: retryUnlessRefused,
  });
  const pages = query.data?.pages ?? [];
  // A transition made between two pages shifts the offsets: never show one entry twice.
  const entries = [...new Map(pages.flatMap((page) => page.data).map((entry) => [entry.id, entry])).values()];
  return {
    entries,
    total: pages.at(-1)?.total ?? 0,
    isPending: query.isPending,
    error: query.error,
    hasMore: query.hasNextPage,
    isLoadingMore: query.isFetchingNextPage,
    loadMore: () => query.fetchNextPage(),
  };
};

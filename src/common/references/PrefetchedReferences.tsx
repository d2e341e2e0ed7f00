import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useGetList, type RaRecord } from 'react-admin';
import { PAGING } from '../../../domain/paging';
import { BESIDE_THE_SCREEN } from '../../providers/firstAnswer';

/**
 * Per resource: undefined, the screen did not ask for it; null, its answer has not come yet; a
 * map, the records by id (empty when the call failed, so that each cell looks its record up).
 */
type Prefetched = ReadonlyMap<string, RaRecord> | null | undefined;

const PrefetchedContext = createContext<Record<string, Prefetched>>({});

const NONE: ReadonlyMap<string, RaRecord> = new Map();
// Its answer is not the screen's first: the bell and the realtime ticket still wait for the list.
const PARAMS = { pagination: { page: 1, perPage: PAGING.maxLimit }, sort: { field: 'id', order: 'ASC' as const }, filter: {}, meta: BESIDE_THE_SCREEN };
// A failure falls back to the cells' own lookups at once rather than after retries.
const OPTIONS = { retry: false };

/** The records of `resource` a screen asked for on opening, by id (see Prefetched). */
export const usePrefetched = (resource: string): Prefetched => useContext(PrefetchedContext)[resource];

/**
 * Asks for a small resource's records (departments, plants) when a list screen opens, beside
 * the list's own call, so that its reference cells draw the names with the rows: no loading bar,
 * no lookup per cell and no second lookup once the rows are drawn. Nest one per
 * resource. The answer is kept in the query cache like any list (revisiting the screen draws the
 * names at once) and only the cells re-render when it comes.
 */
export const PrefetchedReferences = ({ resource, children }: { resource: string; children: ReactNode }) => {
  const { data, error } = useGetList(resource, PARAMS, OPTIONS);
  const records = useMemo(() => (data ? new Map(data.map((record) => [String(record.id), record])) : error ? NONE : null), [data, error]);
  const outer = useContext(PrefetchedContext);
  const value = useMemo(() => ({ ...outer, [resource]: records }), [outer, resource, records]);
  return <PrefetchedContext.Provider value={value}>{children}</PrefetchedContext.Provider>;
};

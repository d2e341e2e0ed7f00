import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useGetList, type RaRecord } from 'react-admin';
import { PAGING } from '../../../domain/paging';
import { BESIDE_THE_SCREEN } from '../../providers/firstAnswer';
import { getListAnswer } from '../raInternals/getListAnswer';

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

const maps = new WeakMap<readonly RaRecord[], ReadonlyMap<string, RaRecord>>();
/** An answer's records by id: one map per answer, which the provider and the cells share. */
const byId = (records: readonly RaRecord[]) => {
  let map = maps.get(records);
  if (!map) maps.set(records, (map = new Map(records.map((record) => [String(record.id), record]))));
  return map;
};

/**
 * The records of `resource` a screen asked for on opening, by id (see Prefetched). react-query
 * tells a query's observers of its answer a task after the answer is in its cache, so rows drawn
 * in between (their page came at about the same time) read it from the cache: without that they
 * drew a loading bar, then the names a drawing later.
 */
export const usePrefetched = (resource: string): Prefetched => {
  const told = useContext(PrefetchedContext)[resource];
  const queryClient = useQueryClient();
  if (told !== null) return told;
  const answered = getListAnswer(queryClient, resource, PARAMS);
  return answered ? byId(answered.data) : null;
};

/**
 * Asks for a small resource's records (departments, plants) when a list screen opens, beside
 * the list's own call, so that its reference cells draw the names with the rows: no loading bar,
 * no lookup per cell and no second lookup once the rows are drawn. Nest one per
 * resource. The answer is kept in the query cache like any list (revisiting the screen draws the
 * names at once) and only the cells re-render when it comes.
 */
export const PrefetchedReferences = ({ resource, children }: { resource: string; children: ReactNode }) => {
  const { data, error } = useGetList(resource, PARAMS, OPTIONS);
  const records = useMemo(() => (data ? byId(data) : error ? NONE : null), [data, error]);
  const outer = useContext(PrefetchedContext);
  const value = useMemo(() => ({ ...outer, [resource]: records }), [outer, resource, records]);
  return <PrefetchedContext.Provider value={value}>{children}</PrefetchedContext.Provider>;
};

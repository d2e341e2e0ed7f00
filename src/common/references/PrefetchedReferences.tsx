import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useDataProvider, type RaRecord } from 'react-admin';
import { PAGING } from '../../../domain/paging';

type Prefetched = Record<string, ReadonlyMap<string, RaRecord> | undefined>;

const PrefetchedContext = createContext<Prefetched>({});

/** The records of `resource` a screen asked for on opening, by id, once they have come. */
export const usePrefetched = (resource: string) => useContext(PrefetchedContext)[resource];

/**
 * Asks for a small resource's records (departments, plants) when a list screen opens, beside
 * the list's own call, so that its reference cells draw the names with the rows: no loading bar,
 * no lookup per cell and no second lookup once the rows are drawn (issue #11). Only the cells
 * re-render when the records come; a failure leaves each cell to its own lookup, which shows it.
 */
export const PrefetchedReferences = ({ resource, children }: { resource: string; children: ReactNode }) => {
  const dataProvider = useDataProvider();
  const [records, setRecords] = useState<ReadonlyMap<string, RaRecord>>();
  useEffect(() => {
    let live = true;
    dataProvider
      .getList(resource, { pagination: { page: 1, perPage: PAGING.maxLimit }, sort: { field: 'id', order: 'ASC' }, filter: {} })
      .then(({ data }) => live && setRecords(new Map(data.map((record) => [String(record.id), record]))))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [dataProvider, resource]);
  const outer = useContext(PrefetchedContext);
  const value = useMemo(() => ({ ...outer, [resource]: records }), [outer, resource, records]);
  return <PrefetchedContext.Provider value={value}>{children}</PrefetchedContext.Provider>;
};

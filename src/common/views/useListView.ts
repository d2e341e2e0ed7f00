import { useCallback } from 'react';
import { useListContext, useStoreContext } from 'react-admin';
import { columnStoreKeys, displayedFiltersOf, type ViewParams } from './viewParams';

/**
 * Reads the list's current view (its filters, sort, rows per page and columns) and applies a
 * saved one. The list's params go through react-admin's own setters, which it merges into one
 * change of the address; the columns through the store the DataTable reads, so the table
 * redraws with them at once.
 */
export const useListView = () => {
  const { resource, filterValues, sort, perPage, setFilters, setSort, setPerPage } = useListContext();
  const store = useStoreContext();
  const keys = columnStoreKeys(resource);

  const current = useCallback(
    (): ViewParams => ({
      filter: filterValues ?? {},
      sort: sort.field,
      order: sort.order,
      perPage,
      columns: { hidden: store.getItem<string[]>(keys.hidden) ?? null, ranks: store.getItem<number[]>(keys.ranks) ?? null },
    }),
    [filterValues, sort, perPage, store, keys.hidden, keys.ranks],
  );

  const apply = useCallback(
    (params: ViewParams) => {
      const filter = params.filter ?? {};
      setFilters(filter, displayedFiltersOf(filter));
      if (params.sort) setSort({ field: params.sort, order: params.order === 'DESC' ? 'DESC' : 'ASC' });
      if (params.perPage) setPerPage(params.perPage);
      // A view saved before its columns were changed brings back the list's own columns.
      const { hidden = null, ranks = null } = params.columns ?? {};
      if (hidden) store.setItem(keys.hidden, hidden);
      else store.removeItem(keys.hidden);
      if (ranks) store.setItem(keys.ranks, ranks);
      else store.removeItem(keys.ranks);
    },
    [setFilters, setSort, setPerPage, store, keys.hidden, keys.ranks],
  );

  return { current, apply };
};

import type { Identifier } from 'react-admin';

/**
 * A list's columns as react-admin's columns chooser keeps them in the store: the hidden
 * columns' sources and their order. Null: the list's own defaults (never changed).
 */
export interface ViewColumns {
  hidden: string[] | null;
  ranks: number[] | null;
}

/** What a saved view restores of a list (vistas/ `params`). */
export interface ViewParams {
  filter: Record<string, unknown>;
  sort: string;
  order: 'ASC' | 'DESC';
  perPage: number;
  columns: ViewColumns | null;
}

/** A row of vistas/: one of the person's own views of one list. */
export interface SavedView {
  id: Identifier;
  /** The list's path in the client (/vehiculos, /viajes_fleet/solicitudes). */
  resource: string;
  name: string;
  params: ViewParams;
  created_at?: string;
}

/**
 * Where react-admin's DataTable keeps a list's hidden columns (its default storeKey) and, beside
 * it, their order: the columns button of the toolbar edits these two.
 */
export const columnStoreKeys = (resource: string) => ({ hidden: `${resource}.datatable`, ranks: `${resource}.datatable_columnRanks` });

/**
 * The list a view belongs to: the page's path, not the resource, as several lists read one
 * resource (the loan screens all read prestamos/). A trailing slash names the same list.
 */
export const listPathOf = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

/** The filter inputs to show for a view's filters: each one it sets. */
export const displayedFiltersOf = (filter: Record<string, unknown>) => Object.fromEntries(Object.keys(filter).map((key) => [key, true]));

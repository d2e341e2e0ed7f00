import type { ReactElement, ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material';
import { List, useListContext, type FilterPayload, type SortPayload } from 'react-admin';
import { PAGING } from '../../../domain/paging';
import { ListActions } from '../ListActions';
import { ListEmpty } from '../ListEmpty';
import { ListError } from '../ListError';
import type { PageReferencesMeta } from '../../providers/pageReferences';
import { PrefetchedReferences } from '../references/PrefetchedReferences';
import { SavedViewsButton } from '../views/SavedViewsButton';
import { ListAside } from './ListAside';
import { ListPagination } from './ListPagination';
import { ResourceCards } from './ResourceCards';
import { ResourceTable } from './ResourceTable';
import type { CardTexts, RecordOpen } from './types';
import { useAccessGate } from './useAccessGate';
import { useIsPhone } from './useIsPhone';
import { useRememberListPlace } from './useRememberListPlace';

export interface ResourceListProps {
  /** The table's columns (`DataTable.Col`); the main one uses `field={RecordLinkField}`. */
  children: ReactNode;
  /** What a phone shows of each record instead of the table. */
  card: CardTexts;
  filters?: ReactElement[];
  /** Always applied and never shown (export included). */
  filter?: FilterPayload;
  sort?: SortPayload;
  /** Columns that start hidden; the Columns button shows them. */
  hiddenColumns?: string[];
  /** What a row opens; the record page by default. */
  rowClick?: RecordOpen;
  /** The resource's own buttons (import…), in the toolbar and in the empty state. */
  actions?: ReactNode;
  /** Extra table styles (tighter cells for wide tables). */
  tableSx?: SxProps<Theme>;
  /** Where Create leads (a route of the resource's own, e.g. /vehiculos/agregar); react-admin's /create by default. */
  createTo?: string;
  /** The resource's own bulk buttons in place of enable/disable/delete (shown to roles that may delete or change the status). */
  bulkActionButtons?: ReactNode;
  /** Shown above the table or cards, inside the list's context (tabs, quick filters). */
  header?: ReactNode;
  /** i18n key of the page title; the resource's name by default. */
  title?: string;
  /** Starting filters, shown in the filter form, which the reader may change or clear (unlike `filter`). */
  defaultFilters?: FilterPayload;
  /** False: no Create button, in the toolbar or the empty state (records that come from elsewhere). */
  hasCreate?: boolean;
  /** Shown whenever there are no rows, with or without filters, in place of the kit's empty states. */
  empty?: ReactNode;
  /**
   * Small resources the cells name (plants, departments), asked for whole beside the list so their
   * names draw with the rows (PrefetchedReferences). Larger ones: `pageReferences`.
   */
  references?: string[];
  /**
   * Larger resources the cells name (field → resource: routes, drivers): each page comes with the
   * records its rows name (one getMany a resource), so that rows do not grow as names arrive.
   */
  pageReferences?: Record<string, string>;
  /**
   * Shown beside the rows on wide screens and under them below the `lg` breakpoint (there, once
   * the rows have come: ListAside), inside the list's context (a map of the rows); it sets its
   * own width.
   */
  aside?: ReactNode;
}

/** The rows, or the list's own `empty` when there are none. */
const Rows = ({ empty, children }: { empty?: ReactNode; children: ReactNode }) => {
  const { isPending, total } = useListContext();
  return <>{empty !== undefined && !isPending && total === 0 ? empty : children}</>;
};

/**
 * react-admin lets the page grow as wide as its table; the list instead takes the width it is
 * given (width 0 adds nothing to the page's width, min-width fills it) and a table wider than
 * that scrolls inside its own box, so that the page never scrolls sideways.
 */
const fitWidth = { width: 0, minWidth: '100%', '& .RaList-main': { minWidth: 0 }, '& .RaDataTable-tableWrapper': { overflowX: 'auto' } };
const withAside = { ...fitWidth, flexDirection: { xs: 'column', lg: 'row' }, alignItems: { xs: 'stretch', lg: 'flex-start' }, gap: 2 } as const;

/**
 * Every list: search and filters, create, saved views, export, columns, bulk actions, 25 a page,
 * a table on wider screens and cards on phones. storeKey={false}: a list opened by a plain link
 * (the menu) starts afresh (SPEC §2); its place (the address's query) is kept in memory for its
 * records' way back (BackToListButton), as the browser's back button finds it.
 */
export const ResourceList = ({
  children, card, filters, filter, sort = { field: 'name', order: 'ASC' }, hiddenColumns, rowClick = 'show', actions, tableSx, createTo, bulkActionButtons, header,
  title, defaultFilters, hasCreate = true, empty, references = [], pageReferences, aside,
}: ResourceListProps) => {
  const isPhone = useIsPhone();
  const gate = useAccessGate('list');
  const queryOptions = pageReferences ? { ...gate, meta: { pageReferences } satisfies PageReferencesMeta } : gate;
  useRememberListPlace();
  const list = (
    <List
      storeKey={false}
      queryOptions={queryOptions}
      filters={filters}
      filter={filter}
      filterDefaultValues={defaultFilters}
      sort={sort}
      title={title}
      perPage={PAGING.defaultLimit}
      pagination={<ListPagination />}
      actions={
        <ListActions hasFilterButton={!!filters?.length} createTo={createTo} hasCreate={hasCreate} columns={children} hiddenColumns={hiddenColumns}>
          {actions}
          <SavedViewsButton />
        </ListActions>
      }
      empty={
        empty ?? (
          <ListEmpty createTo={createTo} hasCreate={hasCreate}>
            {actions}
          </ListEmpty>
        )
      }
      error={<ListError />}
      aside={aside && <ListAside>{aside}</ListAside>}
      sx={aside ? withAside : fitWidth}
    >
      {header}
      <Rows empty={empty}>
        {isPhone ? (
          <ResourceCards card={card} rowClick={rowClick} />
        ) : (
          <ResourceTable rowClick={rowClick} hiddenColumns={hiddenColumns} sx={tableSx} bulkActionButtons={bulkActionButtons}>
            {children}
          </ResourceTable>
        )}
      </Rows>
    </List>
  );
  return references.reduceRight((inner, resource) => <PrefetchedReferences resource={resource}>{inner}</PrefetchedReferences>, list);
};

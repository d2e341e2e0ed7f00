import type { ReactNode } from 'react';
import { CanAccess, ColumnsButton, CreateButton, FilterButton, TopToolbar } from 'react-admin';
import { ExportListButton } from './ExportListButton';

export interface ListActionsProps {
  hasFilterButton?: boolean;
  /** The resource's own buttons (import…), placed after create. */
  children?: ReactNode;
}

/** The toolbar of every list: filters, create (hidden without access), the resource's own, columns, export. */
export const ListActions = ({ hasFilterButton = true, children }: ListActionsProps) => (
  <TopToolbar>
    {hasFilterButton && <FilterButton />}
    <CreateButton />
    {children}
    <ColumnsButton />
    <CanAccess action="export">
      <ExportListButton />
    </CanAccess>
  </TopToolbar>
);

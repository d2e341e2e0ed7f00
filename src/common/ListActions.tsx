import type { ReactNode } from 'react';
import { CanAccess, CreateButton, FilterButton, TopToolbar } from 'react-admin';
import { ColumnsButton } from './columns';
import { useIsPhone } from './crud/useIsPhone';
import { ExportListButton } from './ExportListButton';

export interface ListActionsProps {
  hasFilterButton?: boolean;
  /** The resource's own buttons (import…), placed after create. */
  children?: ReactNode;
  /** Where Create leads, when the resource's create route is its own. */
  createTo?: string;
  /** False: no Create button (the records come from elsewhere, e.g. loan requests from the phone app). */
  hasCreate?: boolean;
  /** The table's columns, for the columns button. */
  columns?: ReactNode;
  /** The columns the table hides at first. */
  hiddenColumns?: string[];
}

/**
 * The toolbar of every list: filters, create (hidden without access), the resource's own, columns,
 * export. On a phone the buttons show icons only (react-admin's buttons do so below `sm`) and
 * the columns button goes, as cards have no columns.
 */
export const ListActions = ({ hasFilterButton = true, children, createTo, hasCreate = true, columns, hiddenColumns }: ListActionsProps) => {
  const isPhone = useIsPhone();
  return (
    // Its buttons wrap onto a second line rather than push the page wider (a tablet with the menu open).
    <TopToolbar sx={{ flexWrap: 'wrap', minWidth: 0 }}>
      {hasFilterButton && <FilterButton />}
      {hasCreate && <CreateButton to={createTo} />}
      {children}
      {!isPhone && columns && <ColumnsButton columns={columns} defaultHidden={hiddenColumns} />}
      <CanAccess action="export">
        <ExportListButton />
      </CanAccess>
    </TopToolbar>
  );
};

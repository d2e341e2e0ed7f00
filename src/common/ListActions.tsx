import { CanAccess, ColumnsButton, CreateButton, FilterButton, TopToolbar } from 'react-admin';
import { ExportListButton } from './ExportListButton';

/** The toolbar of every list: filters, create (hidden without access), columns, export. */
export const ListActions = ({ hasFilterButton = true }: { hasFilterButton?: boolean }) => (
  <TopToolbar>
    {hasFilterButton && <FilterButton />}
    <CreateButton />
    <ColumnsButton />
    <CanAccess action="export">
      <ExportListButton />
    </CanAccess>
  </TopToolbar>
);

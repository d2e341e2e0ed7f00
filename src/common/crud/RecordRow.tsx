import { memo, useMemo, type KeyboardEvent } from 'react';
import { TableCell } from '@mui/material';
import {
  DataTableBody,
  DataTableCallbacksContext,
  DataTableRow,
  useDataTableCallbacksContext,
  useDataTableConfigContext,
  type DataTableBodyProps,
  type DataTableRowProps,
} from 'react-admin';
import { RecordCheckbox } from './RecordCheckbox';

/** Enter on the focused row itself (not on a link or box inside it) opens the record, as a click does. */
const openOnEnter = (event: KeyboardEvent<HTMLTableRowElement>) => {
  if (event.key === 'Enter' && event.target === event.currentTarget) {
    event.preventDefault();
    event.currentTarget.click();
  }
};

/**
 * react-admin's row with keyboard access: focusable (outside the Tab order, which goes through
 * the row's link) and opened with Enter; its selection box is labelled with the record's name.
 * The inner row gets no toggle callback so that it does not draw its own unlabelled box.
 */
export const RecordRow = memo(function RecordRow({ children, ...props }: DataTableRowProps) {
  const callbacks = useDataTableCallbacksContext();
  const { hasBulkActions } = useDataTableConfigContext();
  const withoutBox = useMemo(() => ({ ...callbacks, handleToggleItem: undefined }), [callbacks]);
  const { handleToggleItem } = callbacks;
  return (
    <DataTableCallbacksContext.Provider value={withoutBox}>
      <DataTableRow {...props} tabIndex={-1} onKeyDown={openOnEnter}>
        {hasBulkActions && handleToggleItem && (
          <TableCell padding="checkbox">
            <RecordCheckbox onToggle={handleToggleItem} isSelectable={callbacks.isRowSelectable} />
          </TableCell>
        )}
        {children}
      </DataTableRow>
    </DataTableCallbacksContext.Provider>
  );
});

/** DataTable body made of RecordRows. */
export const RecordBody = (props: DataTableBodyProps) => <DataTableBody {...props} row={RecordRow} />;

import { useRef, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { BulkActionsToolbar, useListContext } from 'react-admin';
import { useRefocusAfterBulk } from './useRefocusAfterBulk';

/**
 * react-admin's bulk toolbar, out of sight and out of the Tab order while no row is selected
 * (collapsed, its buttons would still take focus). When its buttons are wider than the list (a
 * narrow window with the menu open, four vehicle buttons), they scroll inside the bar instead of
 * pushing the whole page sideways.
 */
const fitTheList = {
  '& .RaBulkActionsToolbar-toolbar': { overflowX: 'auto', overflowY: 'hidden', scrollbarWidth: 'thin' },
  '& .RaBulkActionsToolbar-topToolbar': { flexShrink: 0, flexWrap: 'nowrap' },
} as const;

export const BulkToolbar = ({ children }: { children: ReactNode }) => {
  const { selectedIds = [] } = useListContext();
  const ref = useRef<HTMLDivElement>(null);
  useRefocusAfterBulk(ref, selectedIds.length);
  return (
    <Box ref={ref} sx={{ visibility: selectedIds.length === 0 ? 'hidden' : 'visible', ...fitTheList }}>
      <BulkActionsToolbar>{children}</BulkActionsToolbar>
    </Box>
  );
};

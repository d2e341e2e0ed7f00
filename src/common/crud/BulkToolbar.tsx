import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { BulkActionsToolbar, useListContext } from 'react-admin';

/**
 * react-admin's bulk toolbar, out of sight and out of the Tab order while no row is selected
 * (collapsed, its buttons would still take focus).
 */
export const BulkToolbar = ({ children }: { children: ReactNode }) => {
  const { selectedIds = [] } = useListContext();
  return (
    <Box sx={{ visibility: selectedIds.length === 0 ? 'hidden' : 'visible' }}>
      <BulkActionsToolbar>{children}</BulkActionsToolbar>
    </Box>
  );
};

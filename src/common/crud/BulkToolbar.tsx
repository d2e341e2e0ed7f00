import { useRef, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { BulkActionsToolbar, useListContext } from 'react-admin';
import { useRefocusAfterBulk } from './useRefocusAfterBulk';

/**
 * react-admin's bulk toolbar, out of sight and out of the Tab order while no row is selected
 * (collapsed, its buttons would still take focus).
 */
export const BulkToolbar = ({ children }: { children: ReactNode }) => {
  const { selectedIds = [] } = useListContext();
  const ref = useRef<HTMLDivElement>(null);
  useRefocusAfterBulk(ref, selectedIds.length);
  return (
    <Box ref={ref} sx={{ visibility: selectedIds.length === 0 ? 'hidden' : 'visible' }}>
      <BulkActionsToolbar>{children}</BulkActionsToolbar>
    </Box>
  );
};

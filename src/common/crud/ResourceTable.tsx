import type { ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material';
import { DataTable } from 'react-admin';
import { useBulkActionButtons } from '../useBulkActionButtons';
import { BulkToolbar } from './BulkToolbar';
import { RecordBody } from '../raInternals/RecordRow';
import type { RecordOpen } from './types';

export interface ResourceTableProps {
  children: ReactNode;
  rowClick: RecordOpen;
  hiddenColumns?: string[];
  sx?: SxProps<Theme>;
  /** The resource's own bulk buttons; enable/disable/delete by default. */
  bulkActionButtons?: ReactNode;
}

/**
 * The list on wider screens: react-admin's DataTable with the resource's columns, rows that open
 * with the keyboard, and bulk buttons for roles that may use them (read-only roles get no boxes).
 */
export const ResourceTable = ({ children, rowClick, hiddenColumns, sx, bulkActionButtons: ownButtons }: ResourceTableProps) => {
  const bulkActionButtons = useBulkActionButtons(ownButtons);
  return (
    <DataTable
      rowClick={rowClick}
      body={RecordBody}
      bulkActionButtons={bulkActionButtons}
      bulkActionsToolbar={bulkActionButtons ? <BulkToolbar>{bulkActionButtons}</BulkToolbar> : false}
      hiddenColumns={hiddenColumns}
      sx={[{ '& .RaDataTable-row:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 } }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
    </DataTable>
  );
};

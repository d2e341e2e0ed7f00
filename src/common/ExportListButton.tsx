import { useState, type MouseEvent } from 'react';
import { CircularProgress, Menu, MenuItem } from '@mui/material';
import DownloadIcon from '@mui/icons-material/GetApp';
import { useMutation } from '@tanstack/react-query';
import { Button, useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import type { ExportFormat, FleetDataProvider } from '../providers/dataProvider';
import { downloadBlob } from './downloadBlob';
import { useFailureNotify } from './useFailureNotify';

/**
 * Exports every row matching the list's current filters (its permanent filter too) and sort as
 * a file built by the server (POST {base}exportar/), instead of react-admin's 1,000-row
 * client-side export. Shows a spinner while the file is produced. Wrap it in <CanAccess action="export">.
 */
export const ExportListButton = () => {
  const { resource, filter, filterValues, sort, total } = useListContext();
  const dataProvider = useDataProvider<FleetDataProvider>();
  const notify = useNotify();
  const notifyFailure = useFailureNotify('export_error', resource);
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  const { mutate, isPending } = useMutation({
    mutationFn: (format: ExportFormat) => dataProvider.exportList(resource, { filter: { ...filterValues, ...filter }, sort, format }),
    onSuccess: ({ blob, filename }) => {
      downloadBlob(blob, filename);
      notify(`resources.${resource}.notifications.exported`, { type: 'success' });
    },
    onError: notifyFailure,
  });

  const choose = (format: ExportFormat) => {
    setAnchor(null);
    mutate(format);
  };

  return (
    <>
      <Button
        label={isPending ? 'app.export.exporting' : 'app.export.button'}
        onClick={(event: MouseEvent<HTMLButtonElement>) => setAnchor(event.currentTarget)}
        disabled={isPending || total === 0}
        aria-haspopup="menu"
        aria-busy={isPending}
      >
        {isPending ? <CircularProgress size={16} aria-label={translate('app.export.exporting')} /> : <DownloadIcon />}
      </Button>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': translate('app.export.menu_label') } }}
      >
        <MenuItem onClick={() => choose('xlsx')}>{translate('app.export.xlsx')}</MenuItem>
        <MenuItem onClick={() => choose('csv')}>{translate('app.export.csv')}</MenuItem>
      </Menu>
    </>
  );
};

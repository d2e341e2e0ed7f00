import { useState, type ChangeEvent } from 'react';
import { Box, Button as MuiButton, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, LinearProgress, Stack, Typography } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import DownloadIcon from '@mui/icons-material/Download';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh, useResourceContext, useTranslate } from 'react-admin';
import { downloadBlob } from '../../common/downloadBlob';
import { errorMessage } from '../../common/errorMessage';
import type { FleetDataProvider, ImportReport } from '../../providers/dataProvider';
import { ImportReportTable } from './ImportReportTable';
import { ActionButton } from '../../common/actions/ActionButton';

/** The file types the server imports (docs/API.md). */
const ACCEPT = '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv';

/**
 * Import in two steps: the chosen file is first checked (POST importar/?dry_run=1) and its
 * row-by-row report shown; Confirm then imports it for real, writing every valid row.
 */
export const ImportDialog = ({ onClose }: { onClose: () => void }) => {
  const resource = useResourceContext() ?? 'usuarios';
  const dataProvider = useDataProvider<FleetDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`resources.usuarios.import.${key}`, options);
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);

  const notifyFailure = (key: string) => (error: unknown) =>
    notify(`resources.usuarios.notifications.${key}`, { type: 'error', messageArgs: { error: errorMessage(error) } });

  const check = useMutation({
    mutationFn: (chosen: File) => dataProvider.importFile(resource, chosen, { dryRun: true }),
    onSuccess: ({ data }) => setReport(data),
    onError: notifyFailure('import_error'),
  });

  const run = useMutation({
    mutationFn: (chosen: File) => dataProvider.importFile(resource, chosen, { dryRun: false }),
    onSuccess: ({ data }) => {
      const { created, updated, failed } = data;
      notify(`resources.usuarios.notifications.${failed > 0 ? 'imported_with_errors' : 'imported'}`, {
        type: failed > 0 ? 'warning' : 'success',
        messageArgs: { created, updated, failed },
      });
      refresh();
      onClose();
    },
    onError: notifyFailure('import_error'),
  });

  const template = useMutation({
    mutationFn: () => dataProvider.getTemplate(resource, 'xlsx'),
    onSuccess: ({ blob, filename }) => downloadBlob(blob, filename),
    onError: notifyFailure('template_error'),
  });

  const busy = check.isPending || run.isPending;
  const valid = report ? report.created + report.updated : 0;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    setFile(event.target.files?.[0] ?? null);
    setReport(null);
    event.target.value = '';
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="md" fullWidth aria-labelledby="import-dialog-title">
      <DialogTitle id="import-dialog-title">{t('title')}</DialogTitle>
      <DialogContent>
        <DialogContentText gutterBottom>{t('intro')}</DialogContentText>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mt: 2 }}>
          <MuiButton component="label" variant="outlined" startIcon={<AttachFileIcon />} disabled={busy}>
            {t('choose')}
            <input hidden type="file" accept={ACCEPT} onChange={choose} />
          </MuiButton>
          <Typography variant="body2" sx={{ flexGrow: 1, wordBreak: 'break-all' }} data-testid="import-file-name">
            {file?.name ?? t('no_file')}
          </Typography>
          <MuiButton startIcon={<DownloadIcon />} onClick={() => template.mutate()} disabled={template.isPending}>
            {t('template')}
          </MuiButton>
        </Stack>
        {busy && (
          <Box sx={{ mt: 2 }}>
            <Typography variant="body2">{t(run.isPending ? 'importing' : 'checking')}</Typography>
            <LinearProgress aria-label={t(run.isPending ? 'importing' : 'checking')} />
          </Box>
        )}
        {report && <ImportReportTable report={report} />}
      </DialogContent>
      <DialogActions>
        <ActionButton label="ra.action.cancel" onClick={onClose} disabled={busy} />
        {report ? (
          <ActionButton
            variant="contained"
            label={t('confirm', { smart_count: valid })}
            onClick={() => file && run.mutate(file)}
            disabled={busy || valid === 0}
          />
        ) : (
          <ActionButton variant="contained" label={t('check')} onClick={() => file && check.mutate(file)} disabled={busy || !file} />
        )}
      </DialogActions>
    </Dialog>
  );
};

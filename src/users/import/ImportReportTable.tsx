import { Box, Chip, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ImportReport, ImportRow } from '../../providers/dataProvider';

const ACTION_COLORS = { create: 'success', update: 'info', error: 'error' } as const;

/** "email: Enter a valid email." per field, with the field's translated label. */
const RowErrors = ({ errors }: { errors: ImportRow['errors'] }) => {
  const translate = useTranslate();
  const entries = Object.entries(errors ?? {});
  if (entries.length === 0) return null;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {entries.map(([field, messages]) => (
        <li key={field}>
          <strong>{translate(`resources.usuarios.fields.${field}`, { _: field })}</strong>: {messages.join(' ')}
        </li>
      ))}
    </Box>
  );
};

/** The dry run's report: counts, then one line per row with what would happen and why not. */
export const ImportReportTable = ({ report }: { report: ImportReport }) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`resources.usuarios.import.${key}`, options);
  return (
    <Box component="section" aria-label={t('report')} sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h3" gutterBottom>
        {t('report')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Chip color="success" label={t('created', { smart_count: report.created })} />
        <Chip color="info" label={t('updated', { smart_count: report.updated })} />
        <Chip color={report.failed > 0 ? 'error' : 'default'} label={t('failed', { smart_count: report.failed })} />
      </Stack>
      {report.failed > 0 && (
        <Typography variant="body2" color="error" gutterBottom>
          {t('skip_note')}
        </Typography>
      )}
      {report.created + report.updated === 0 && (
        <Typography variant="body2" gutterBottom>
          {t('nothing')}
        </Typography>
      )}
      <TableContainer sx={{ maxHeight: 360 }}>
        <Table size="small" stickyHeader>
          <TableHead>
            <TableRow>
              <TableCell>{t('row')}</TableCell>
              <TableCell>{t('email')}</TableCell>
              <TableCell>{t('action')}</TableCell>
              <TableCell>{t('errors')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {report.rows.map((row) => (
              <TableRow key={row.row} selected={row.action === 'error'}>
                <TableCell>{row.row}</TableCell>
                <TableCell>{row.email}</TableCell>
                <TableCell>
                  <Chip size="small" variant="outlined" color={ACTION_COLORS[row.action] ?? 'default'} label={t(`actions.${row.action}`)} />
                </TableCell>
                <TableCell>
                  <RowErrors errors={row.errors} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
};

import { Card, CardActions, CardContent, CardHeader, Stack, Typography } from '@mui/material';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { formatDate } from '../../../domain/dates';
import { RecordActionButton } from '../../common/actions';
import { FileUploadButton, FileView } from '../../common/files';
import { LicenceStatusField } from '../LicenceStatusField';
import { acceptLicence, rejectLicence } from './licenceDecisions';
import { licenceFile } from './licenceFile';

/** The driver's licence on the user's page: status, expiry (SPEC §9 date), the file, upload, accept and reject. */
export const LicencePanel = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!record) return null;
  const expiry = formatDate(record.vencimiento, locale, false);
  return (
    <Card component="section" aria-labelledby="licence-title">
      <CardHeader
        title={translate('resources.usuarios.sections.licence')}
        slotProps={{ title: { id: 'licence-title', variant: 'h6', component: 'h2' } }}
        action={<LicenceStatusField />}
      />
      <CardContent>
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          {record.licencia && (
            <Typography variant="body2">
              {expiry ? translate('resources.usuarios.licence.expires', { date: expiry }) : translate('resources.usuarios.licence.no_expiry')}
            </Typography>
          )}
          <FileView file={licenceFile} />
        </Stack>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <FileUploadButton file={licenceFile} />
        <RecordActionButton {...acceptLicence} />
        <RecordActionButton {...rejectLicence} />
      </CardActions>
    </Card>
  );
};

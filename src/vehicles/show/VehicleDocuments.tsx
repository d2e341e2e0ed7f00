import { useId } from 'react';
import { Box, Card, CardContent, CardHeader, Divider, Stack, Typography } from '@mui/material';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { formatDate } from '../../../domain/dates';
import { VEHICLE_DOCUMENTS, type VehicleDocument } from '../../../domain/vehicles';
import { ChoiceChipField } from '../../common/ChoiceChipField';
import { FileUploadButton, FileView } from '../../common/files';
import { vehicleDocumentStatusChoices } from '../vehicleChoices';
import { vehicleDocumentFiles } from '../vehicleFiles';

/** One document: its name and state, its expiry (SPEC §9 date), the file, and upload or replace for admins. */
const DocumentRow = ({ doc }: { doc: VehicleDocument }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const titleId = useId();
  if (!record) return null;
  const file = vehicleDocumentFiles[doc];
  const expiry = formatDate(record[`${doc}_vencimiento`], locale, false);
  return (
    <Box component="article" aria-labelledby={titleId}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography id={titleId} variant="subtitle1" component="h3">
          {translate(`resources.vehiculos.fields.${doc}`)}
        </Typography>
        {record[doc] && <ChoiceChipField source={`${doc}_status`} choices={vehicleDocumentStatusChoices} />}
      </Stack>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        {record[doc] && (
          <Typography variant="body2">
            {expiry ? translate('resources.vehiculos.show.documents.expires', { date: expiry }) : translate('resources.vehiculos.show.documents.no_expiry')}
          </Typography>
        )}
        <FileView file={file} />
        <FileUploadButton file={file} />
      </Stack>
    </Box>
  );
};

/** The road permit, insurance and verification (SPEC §7 POST {id}/{doc}/ with documento and vencimiento). */
export const VehicleDocuments = () => {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardHeader title={translate('resources.vehiculos.show.sections.documents')} slotProps={{ title: { id: titleId, variant: 'h6', component: 'h2' } }} />
      <CardContent>
        <Stack spacing={2} divider={<Divider flexItem />}>
          {VEHICLE_DOCUMENTS.map((doc) => (
            <DocumentRow key={doc} doc={doc} />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
};

import { PolicyFileInput } from '../../common/files';
import { Grid, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { VEHICLE_DOCUMENTS, type VehicleDocument } from '../../../domain/vehicles';
import { DatePickerInput } from '../../common/DatePickerInput';
import { CheckAgainWhen } from '../../common/form/checkAgain';
import { vehicleDocumentFiles } from '../vehicleFiles';
import { documentFileRule, expiryRule } from './vehicleFormRules';

/** The picked document's name (not a link: a document is never opened in the app's origin). */
const PickedName = () => {
  const file = useRecordContext<{ id?: never; title?: string }>();
  return file?.title ? <Typography variant="body2">{file.title}</Typography> : null;
};

export interface VehicleDocumentInputsProps {
  /** On edit: each document's stored expiry date (null when none), and whether a file is stored. */
  stored?: Partial<Record<VehicleDocument, { date: string | null; file: boolean }>>;
}

/**
 * The "Documentos" section: road permit, insurance and verification, each a file with its
 * expiry date, which is required once the file is chosen (and a new date needs its file). A
 * stored file stays unless replaced.
 */
export const VehicleDocumentInputs = ({ stored = {} }: VehicleDocumentInputsProps) => (
  <Grid container columnSpacing={2} sx={{ width: '100%' }}>
    {VEHICLE_DOCUMENTS.map((doc) => (
      <Grid key={doc} container size={12} columnSpacing={2}>
        <Grid size={{ xs: 12, sm: 7 }}>
          <PolicyFileInput
            source={doc}
            label={`resources.vehiculos.fields.${doc}`}
            policy={vehicleDocumentFiles[doc].policy}
            validate={[documentFileRule(doc, stored[doc]?.date ?? null)]}
            help={stored[doc]?.file ? 'resources.vehiculos.form.help.keep_file' : undefined}
            preview={<PickedName />}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 5 }}>
          <DatePickerInput source={`${doc}_vencimiento`} resource="vehiculos" validate={expiryRule(doc)} />
        </Grid>
        {/* Each half's rule reads the other: fixing one drops the other's message. */}
        <CheckAgainWhen source={doc} other={`${doc}_vencimiento`} />
        <CheckAgainWhen source={`${doc}_vencimiento`} other={doc} />
      </Grid>
    ))}
  </Grid>
);

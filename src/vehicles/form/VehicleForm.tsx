import type { ReactNode } from 'react';
import { LinearProgress, Stack, Typography } from '@mui/material';
import { SaveButton, Toolbar, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import type { VehicleDocument, VehiclePhoto } from '../../../domain/vehicles';
import { ResourceForm } from '../../common/form';
import { VehicleDocumentInputs } from './VehicleDocumentInputs';
import { VehicleInputs } from './VehicleInputs';
import { VehiclePhotoInputs } from './VehiclePhotoInputs';

const Section = ({ title, help, children }: { title: string; help?: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Stack component="section" spacing={1} sx={{ width: '100%', mt: 2 }} aria-label={translate(title)}>
      <Typography variant="h6" component="h2">
        {translate(title)}
      </Typography>
      {help && (
        <Typography variant="body2" color="text.secondary">
          {translate(help)}
        </Typography>
      )}
      {children}
    </Stack>
  );
};

/** A bar while the record saves and while its files go up (they take a while). */
const SaveProgress = ({ uploading }: { uploading: boolean }) => {
  const { isSubmitting } = useFormState();
  const translate = useTranslate();
  return isSubmitting || uploading ? <LinearProgress aria-label={translate('resources.vehiculos.form.saving')} sx={{ width: '100%', mt: 2 }} /> : null;
};

export interface VehicleFormProps {
  /** The uploads after the record are running: a second save would send them again. */
  uploading: boolean;
  /** The edit form's starting values (the record with its photos as files). */
  record?: Record<string, unknown>;
  /** Photos the server keeps when none is sent (edit: stored but not preloaded). */
  keptPhotos?: readonly VehiclePhoto[];
  storedDocuments?: Partial<Record<VehicleDocument, { date: string | null; file: boolean }>>;
}

/** The vehicle create and edit form: sections Vehículo, Fotos and Documentos, one column on phones. */
export const VehicleForm = ({ uploading, record, keptPhotos, storedDocuments }: VehicleFormProps) => (
  <ResourceForm
    record={record}
    toolbar={
      <Toolbar>
        <SaveButton disabled={uploading || undefined} />
      </Toolbar>
    }
    sx={{ maxWidth: 900 }}
  >
    <Section title="resources.vehiculos.form.sections.vehicle">
      <VehicleInputs />
    </Section>
    <Section title="resources.vehiculos.form.sections.photos" help="resources.vehiculos.form.help.photos">
      <VehiclePhotoInputs kept={keptPhotos} />
    </Section>
    <Section title="resources.vehiculos.form.sections.documents" help="resources.vehiculos.form.help.documents">
      <VehicleDocumentInputs stored={storedDocuments} />
    </Section>
    <SaveProgress uploading={uploading} />
  </ResourceForm>
);

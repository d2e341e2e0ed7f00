import { Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, type Theme } from '@mui/material';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { Form, SaveButton, TextInput, useDataProvider, useNotify, useTranslate, type RaRecord, type Validator } from 'react-admin';
import { LOAN_TEXT, LOAN_TRANSITIONS } from '../../../../domain/loans';
import { useRefreshResources } from '../../../common/actions';
import { errorMessage, fieldErrorsOf } from '../../../common/errorMessage';
import { FormProgress } from '../../../common/FormProgress';
import { InlineFormErrors } from '../../../common/form/InlineFormErrors';
import { maxChars } from '../../../common/validators';
import type { FleetDataProvider } from '../../../providers/dataProvider';
import { IncidentPhotos } from './IncidentPhotos';
import { incidentErrors, incidentFields, type IncidentValues } from './incidentForm';
import { loanName } from './loanDecisions';
import { ActionButton } from '../../../common/actions/ActionButton';

const T = 'resources.prestamos.actions.incident';
const INCIDENT = LOAN_TRANSITIONS.incidencias;
const NO_RECORD = {};

/** The server refuses an empty report: a description or at least one photo (said before sending). */
const describedOrPictured: Validator = (value, values: IncidentValues) =>
  (typeof value === 'string' && value.trim()) || values.photos?.length ? undefined : `${T}.empty`;

/**
 * POST prestamos/{id}/incidencias/ (multipart, tipo 1): the loan (2, 4) goes to Incidence. Field
 * errors, the browser's or the server's, are told in the dialog as other record actions tell
 * them (InlineFormErrors), with no toast over it; anything else is the failure toast, the dialog
 * kept open with what was entered unless the loan moved on (409).
 */
export const IncidentDialog = ({ record, onClose }: { record: RaRecord; onClose: () => void }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<FleetDataProvider>();
  const notify = useNotify();
  const refresh = useRefreshResources();
  const name = loanName(record);
  // On a phone the photos and their comments get the whole screen.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });

  const send = async (values: IncidentValues) => {
    try {
      await dataProvider.uploadFiles(INCIDENT.resource, record.id, INCIDENT.path, incidentFields(values));
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      if (fieldErrors) return incidentErrors(fieldErrors);
      const message = errorMessage(error);
      notify(`${T}.error`, { type: 'error', messageArgs: { name, error: message, _: message } });
      // A failed send keeps the dialog, its text and photos, to try again; a 409 means the loan
      // left the states that take incidents: show it as it is now.
      if ((error as { status?: number } | null)?.status === 409) {
        void refresh(['prestamos']);
        onClose();
      }
      return undefined;
    }
    notify(`${T}.success`, { type: 'success', messageArgs: { name } });
    void refresh(['prestamos']);
    onClose();
    return undefined;
  };

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth fullScreen={phone} aria-labelledby="incident-title">
      <Form
        onSubmit={send as (values: object) => Promise<Record<string, unknown> | undefined>}
        record={NO_RECORD}
        defaultValues={{ descripcion: '', photos: [] }}
        disableInvalidFormNotification
        shouldFocusError={false}
      >
        <DialogTitle id="incident-title">{translate(`${T}.title`, { name })}</DialogTitle>
        <DialogContent>
          <TextInput
            source="descripcion"
            label={`${T}.descripcion`}
            helperText={`${T}.hint`}
            validate={[describedOrPictured, maxChars(LOAN_TEXT.descripcion)]}
            multiline
            minRows={3}
            autoFocus
          />
          <IncidentPhotos />
          <InlineFormErrors />
          <FormProgress label="app.actions.working" />
        </DialogContent>
        <DialogActions>
          <ActionButton label="ra.action.cancel" onClick={onClose} />
          <SaveButton label={`${T}.submit`} icon={<ReportProblemIcon />} alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
};

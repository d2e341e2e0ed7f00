import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Divider, Stack } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { Form, useDataProvider, useLocaleState, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { errorMessage, fieldErrorsOf } from '../../common/errorMessage';
import { FormProgress } from '../../common/FormProgress';
import { UnsavedChangesGuard } from '../../common/form/UnsavedChangesGuard';
import type { FleetDataProvider } from '../../providers/dataProvider';
import { loanPath } from '../loanPaths';
import { AUDIT_CALL, type AuditKind, type AuditPreload } from './auditCatalogue';
import { auditBody, emptyAuditValues, validateAudit, type AuditValues } from './auditFormRules';
import { AuditErrorSummary } from './AuditErrorSummary';
import { AuditItemsSection } from './AuditItemsSection';
import { AuditMeasures } from './AuditMeasures';

const SubmitButton = ({ kind, blocked }: { kind: AuditKind; blocked: boolean }) => {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Stack spacing={1}>
      {blocked && <Alert severity="warning">{translate('resources.prestamos.audit.submit.blocked')}</Alert>}
      <FormProgress label="resources.prestamos.audit.submit.sending" />
      <Button type="submit" variant="contained" startIcon={<SaveIcon />} disabled={blocked || isSubmitting} sx={{ alignSelf: 'flex-start' }}>
        {translate(isSubmitting ? 'resources.prestamos.audit.submit.sending' : `resources.prestamos.audit.submit.${kind}`)}
      </Button>
    </Stack>
  );
};

/**
 * Goes to the record once the form counts as sent. After a tick: the unsaved-changes guard
 * (the Form's, whose effects run after this child's) must first see the form as sent.
 */
const LeaveWhenSaved = ({ saved, to }: { saved: boolean; to: string }) => {
  const navigate = useNavigate();
  const { isSubmitSuccessful } = useFormState();
  useEffect(() => {
    if (!saved || !isSubmitSuccessful) return;
    const timer = setTimeout(() => navigate(to));
    return () => clearTimeout(timer);
  }, [saved, isSubmitSuccessful, navigate, to]);
  return null;
};

export interface AuditFormProps {
  loan: RaRecord;
  kind: AuditKind;
  preload: AuditPreload;
}

/**
 * The audit form (DOMAIN §5): readings, then every active part and accessory. Nothing is sent
 * until all is complete; then one multipart POST to the loan's audit call. A refusal, the
 * browser's or the server's (its field errors land on their item: its key, or one of its
 * fields), is listed in the summary at the top and its first field at fault is focused, with no
 * toast; success goes to the loan's record page. Leaving with data entered asks first, in the
 * app's dialog.
 */
export const AuditForm = ({ loan, kind, preload }: AuditFormProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const [saved, setSaved] = useState(false);
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<FleetDataProvider>();
  const items = useMemo(() => [...preload.parts, ...preload.accessories], [preload.parts, preload.accessories]);
  // Built once: a retry that brings more items registers their fields as their rows mount.
  const defaultValues = useMemo(() => emptyAuditValues(items), []); // eslint-disable-line react-hooks/exhaustive-deps
  const validate = useMemo(() => validateAudit(items, preload.initialKm, translate, locale), [items, preload.initialKm, translate, locale]);
  const blocked = preload.failed.includes('parts') || preload.failed.includes('accessories');

  const save = async (values: AuditValues) => {
    try {
      await dataProvider.uploadFiles('prestamos', loan.id, AUDIT_CALL[kind], auditBody(items, values));
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields) return fields;
      notify('resources.prestamos.audit.notifications.save_error', { type: 'error', messageArgs: { error: errorMessage(error) } });
      return;
    }
    notify(`resources.prestamos.audit.notifications.saved_${kind}`, { type: 'success' });
    // The loan's other screens read it afresh; this page's preload is left alone (it is being left).
    void queryClient.invalidateQueries({ queryKey: ['prestamos'], predicate: (query) => query.queryKey[1] !== 'auditPreload' });
    setSaved(true);
  };

  return (
    <Form
      onSubmit={save}
      validate={validate}
      defaultValues={defaultValues}
      record={{}}
      noValidate
      shouldFocusError={false}
      disableInvalidFormNotification
      warnWhenUnsavedChanges
      WarnWhenUnsavedChangesComponent={UnsavedChangesGuard}
    >
      <Stack spacing={3} sx={{ mt: 2 }}>
        <AuditErrorSummary items={items} />
        <AuditMeasures initialKm={preload.initialKm} />
        <Divider />
        <AuditItemsSection kind="pieza" items={preload.parts} loaded={!preload.failed.includes('parts')} />
        <Divider />
        <AuditItemsSection kind="accesorio" items={preload.accessories} loaded={!preload.failed.includes('accessories')} />
        <SubmitButton kind={kind} blocked={blocked} />
        <LeaveWhenSaved saved={saved} to={loanPath(loan.id)} />
      </Stack>
    </Form>
  );
};

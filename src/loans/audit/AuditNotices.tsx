import { Alert, AlertTitle, Button, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useLocaleState, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { LOAN_LIST_PATHS, auditPath, loanPath } from '../loanPaths';
import type { PreloadPart } from './auditCatalogue';

/** Links out of the audit page: the loan's record, and optionally its audits. */
export const AuditLinks = ({ id, view = false }: { id: Identifier; view?: boolean }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button component={RouterLink} to={loanPath(id)}>
        {translate('resources.prestamos.audit.links.record')}
      </Button>
      {view && (
        <Button component={RouterLink} to={auditPath(id, 'ver')}>
          {translate('resources.prestamos.audit.links.view')}
        </Button>
      )}
    </Stack>
  );
};

/** SPEC §2: what a preload could not load, named, with a retry; the rest of the page still works. */
export const PreloadFailures = ({ failed, onRetry, retrying }: { failed: readonly PreloadPart[]; onRetry: () => void; retrying: boolean }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (failed.length === 0) return null;
  const what = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
    failed.map((part) => translate(`resources.prestamos.audit.preload.${part}`)),
  );
  return (
    <Alert
      severity="warning"
      sx={{ mt: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onRetry} disabled={retrying}>
          {translate('resources.prestamos.audit.preload.retry')}
        </Button>
      }
    >
      <AlertTitle>{translate('resources.prestamos.audit.preload.title')}</AlertTitle>
      {translate('resources.prestamos.audit.preload.failed', { what })}
    </Alert>
  );
};

/** The loan itself could not be read: say so, offer a retry and the way back. */
export const LoanMissing = ({ id, onRetry }: { id: Identifier; onRetry: () => void }) => {
  const translate = useTranslate();
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Alert severity="error">{translate('resources.prestamos.audit.preload.loan_missing', { id })}</Alert>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={onRetry}>
          {translate('resources.prestamos.audit.preload.retry')}
        </Button>
        <Button component={RouterLink} to={LOAN_LIST_PATHS.trips}>
          {translate('resources.prestamos.audit.links.list')}
        </Button>
      </Stack>
    </Stack>
  );
};

/** A loan in a state with no audit to perform (DOMAIN §2): its status and the way to its record. */
export const NoAuditNow = ({ loan }: { loan: RaRecord }) => {
  const translate = useTranslate();
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Alert severity="info">
        <AlertTitle>{translate('resources.prestamos.audit.none.title')}</AlertTitle>
        {translate('resources.prestamos.audit.none.message', { status: translate(`resources.prestamos.choices.status.${loan.status}`) })}
      </Alert>
      <AuditLinks id={loan.id} view />
    </Stack>
  );
};

/** A reader who may not perform audits (DOMAIN §1): told so, and sent to the ones done. */
export const AuditReadOnly = ({ id }: { id: Identifier }) => {
  const translate = useTranslate();
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Alert severity="info">{translate('resources.prestamos.audit.read_only')}</Alert>
      <AuditLinks id={id} view />
    </Stack>
  );
};

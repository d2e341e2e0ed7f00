import { Alert, Chip, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useGetOne, useLocale, useRecordContext, useTranslate } from 'react-admin';
import { formatNumber } from '../../../domain/numbers';
import { errorMessage } from '../../common/errorMessage';
import { auditPath } from '../loanPaths';
import { Detail } from '../../common/sections';
import { retryUnlessRefused } from '../../common/retryUnlessRefused';

export interface LoanAuditProps {
  /** The loan field holding the audit's id, which is also the audit route's :type. */
  source: 'auditoria_inicial' | 'auditoria_final';
}

const VIEW_LABEL = { auditoria_inicial: 'view_initial', auditoria_final: 'view_final' } as const;

/** One of the loan's audits: done (mileage, fuel and a link to read it, from GET auditoria/{id}/) or pending. */
export const LoanAudit = ({ source }: LoanAuditProps) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const locale = useLocale();
  const id = record?.[source] ?? undefined;
  const done = id !== undefined;
  const { data: audit, isPending, error } = useGetOne('auditoria', { id }, { enabled: done, retry: retryUnlessRefused });
  const number = (value: unknown) => (typeof value === 'number' ? formatNumber(value, locale) : '—');

  const details = () => {
    if (error) return <Alert severity="error">{translate('resources.prestamos.show.audits.error', { error: errorMessage(error) })}</Alert>;
    if (isPending || !audit) return <CircularProgress size={20} aria-label={translate('ra.page.loading')} />;
    return (
      <>
        <Typography variant="body2">{translate('resources.prestamos.show.audits.mileage', { km: number(audit.kilometraje) })}</Typography>
        <Typography variant="body2">{translate('resources.prestamos.show.audits.fuel', { percent: number(audit.gasolina) })}</Typography>
      </>
    );
  };

  return (
    <Detail label={translate(`resources.prestamos.fields.${source}`)}>
      <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        <Chip
          size="small"
          label={translate(`resources.prestamos.show.audits.${done ? 'done' : 'pending'}`)}
          color={done ? 'success' : 'default'}
          variant={done ? 'filled' : 'outlined'}
        />
        {done && details()}
        {done && record && (
          <Link component={RouterLink} to={auditPath(record.id, source)} variant="body2">
            {translate(`resources.prestamos.show.audits.${VIEW_LABEL[source]}`)}
          </Link>
        )}
      </Stack>
    </Detail>
  );
};

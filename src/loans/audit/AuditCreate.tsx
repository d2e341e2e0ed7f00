import { Box, CircularProgress } from '@mui/material';
import { Title, useTranslate, type Identifier } from 'react-admin';
import { useCanDo } from '../../providers/actions';
import { auditKindOf } from './auditCatalogue';
import { AuditForm } from './AuditForm';
import { AuditLinks, AuditReadOnly, LoanMissing, NoAuditNow, PreloadFailures } from './AuditNotices';
import { LoanHeader } from './LoanHeader';
import { useAuditPreload } from './useAuditPreload';

const Loading = () => {
  const translate = useTranslate();
  return <CircularProgress size={24} sx={{ m: 2 }} aria-label={translate('ra.page.loading')} />;
};

/**
 * `crear`: the audit the loan's state calls for (DOMAIN §2: initial from 7 with a vehicle, final
 * from 2), for the roles that may perform it (DOMAIN §1). The loan and the catalogues are
 * preloaded first; what failed is named, with a retry, and the page opens anyway.
 */
export const AuditCreate = ({ id }: { id: Identifier }) => {
  const translate = useTranslate();
  const initial = useCanDo('prestamos', 'initial_audit');
  const final = useCanDo('prestamos', 'final_audit');
  const mayAudit = Boolean(initial.canAccess || final.canAccess);
  const { data, isPending, isFetching, refetch } = useAuditPreload(id, mayAudit);
  const title = translate('resources.prestamos.audit.title.crear', { id });
  if (initial.isPending || final.isPending) return <Loading />;
  if (!mayAudit) {
    return (
      <>
        <Title title={title} />
        <AuditReadOnly id={id} />
      </>
    );
  }
  if (isPending) return <Loading />;
  const retry = () => void refetch();
  if (!data?.loan) {
    return (
      <>
        <Title title={title} />
        <LoanMissing id={id} onRetry={retry} />
      </>
    );
  }
  const kind = auditKindOf(data.loan);
  const allowed = kind === 'final' ? final.canAccess : initial.canAccess;
  return (
    // Width 0 and min-width 100%: the page never scrolls sideways on a phone (390 px).
    <Box sx={{ width: 0, minWidth: '100%', overflowWrap: 'anywhere', pb: 4 }}>
      <Title title={title} />
      <LoanHeader loan={data.loan} title={kind ? translate(`resources.prestamos.audit.type.${kind}`) : title} />
      {!kind && <NoAuditNow loan={data.loan} />}
      {kind && !allowed && <AuditReadOnly id={id} />}
      {kind && allowed && (
        <>
          <PreloadFailures failed={data.failed} onRetry={retry} retrying={isFetching} />
          <Box sx={{ mt: 1 }}>
            <AuditLinks id={id} />
          </Box>
          <AuditForm loan={data.loan} kind={kind} preload={data} />
        </>
      )}
    </Box>
  );
};

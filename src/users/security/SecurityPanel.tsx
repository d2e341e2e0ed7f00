import { CircularProgress, Divider, Stack } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { RetryAlert } from '../../common/RetryAlert';
import { SectionCard } from '../../common/sections';
import { useCanDo } from '../../providers/actions';
import { FactorSection } from './FactorSection';
import { SessionsPanel } from './SessionsPanel';
import { useUserSecurity } from './useUserSecurity';

/**
 * The account's security on a person's record, for administrators only (DOMAIN §1 `security`):
 * their second factor, which can be removed, and their open sessions, which can be ended.
 */
export const SecurityPanel = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const { canAccess } = useCanDo('usuarios', 'security', record);
  const { data, error, refetch } = useUserSecurity(record?.id, canAccess === true);
  if (!record || !canAccess) return null;
  return (
    <SectionCard title="resources.usuarios.security.title">
      {error ? (
        <RetryAlert message={translate('resources.usuarios.security.error')} onRetry={() => void refetch()} />
      ) : !data ? (
        <CircularProgress size={24} aria-label={translate('ra.page.loading')} />
      ) : (
        <Stack spacing={2} divider={<Divider />}>
          <FactorSection factor={data.second_factor} />
          <SessionsPanel sessions={data.sessions} />
        </Stack>
      )}
    </SectionCard>
  );
};

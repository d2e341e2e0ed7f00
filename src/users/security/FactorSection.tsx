import { Box, Chip, Stack, Typography } from '@mui/material';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { formatDate } from '../../../domain/dates';
import { RecordActionButton, useIsOwnAccount } from '../../common/actions';
import { resetSecondFactor } from './securityActions';
import type { SecondFactorState } from '../../common/sessions/types';

/**
 * The person's second factor (two-step verification): on or off, since when, whether their group
 * requires it, the recovery codes left, and the button that removes it while it is on (never on
 * one's own record).
 */
export const FactorSection = ({ factor }: { factor: SecondFactorState }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { own } = useIsOwnAccount('usuarios', record);
  const t = (key: string, options?: object) => translate(`resources.usuarios.security.${key}`, options);
  return (
    <Box component="section" aria-labelledby="security-factor-title">
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography id="security-factor-title" variant="subtitle2" component="h3">
          {t('factor')}
        </Typography>
        <Chip size="small" color={factor.enabled ? 'success' : 'default'} label={t(factor.enabled ? 'factor_on' : 'factor_off')} />
        {factor.required && <Chip size="small" color="warning" variant="outlined" label={t('required')} />}
      </Stack>
      {factor.enabled && (
        <Typography variant="body2" color="text.secondary">
          {factor.enabled_at && `${t('enabled_at', { date: formatDate(factor.enabled_at, locale) })}. `}
          {t('codes_left', { smart_count: factor.recovery_codes_left })}
        </Typography>
      )}
      {factor.enabled && own && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('own_account')}
        </Typography>
      )}
      {factor.enabled && (
        <Box sx={{ mt: 1 }}>
          <RecordActionButton {...resetSecondFactor} variant="outlined" />
        </Box>
      )}
    </Box>
  );
};

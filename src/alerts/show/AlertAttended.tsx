import { Stack } from '@mui/material';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { ALERT_STATUS } from '../../../domain/alerts';
import { formatDate } from '../../../domain/dates';
import { Detail, SectionCard } from '../../common/sections';

const F = 'resources.alertas.fields';

/** Once attended: who attended the alert, when (SPEC §9) and what they wrote. */
export const AlertAttended = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (record?.status !== ALERT_STATUS.attended) return null;
  return (
    <SectionCard title="resources.alertas.show.attended">
      <Stack spacing={1.5}>
        <Detail label={translate(`${F}.attended_by`)}>{record.attended_by_name || '—'}</Detail>
        <Detail label={translate(`${F}.attended_at`)}>{formatDate(record.attended_at, locale, true) || '—'}</Detail>
        <Detail label={translate(`${F}.comentario`)}>
          <span style={{ whiteSpace: 'pre-line' }}>{record.comentario}</span>
        </Detail>
      </Stack>
    </SectionCard>
  );
};

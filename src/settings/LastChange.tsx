import { Skeleton, Typography } from '@mui/material';
import { useGetOne, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { formatDate } from '../../domain/dates';
import { fullName } from '../users/userName';

/** Who changed the settings last and when (SPEC §9 date format), or that nobody has. */
export const LastChange = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const by = record?.updated_by as number | null | undefined;
  const { data: user } = useGetOne('usuarios', { id: by ?? 0 }, { enabled: !!by });
  // A grey line while the settings are read: the sentence takes its place without moving the page.
  if (!record)
    return (
      <Typography variant="body2">
        <Skeleton width="30ch" />
      </Typography>
    );
  const date = formatDate(record.updated_at, locale, true);
  const name = fullName(user);
  const text = name
    ? translate('resources.configuracion.last_change', { name, date })
    : by || record.updated_at !== record.created_at
      ? translate('resources.configuracion.last_change_unknown', { date })
      : translate('resources.configuracion.never_changed');
  return (
    <Typography variant="body2" color="text.secondary" data-testid="settings-last-change">
      {text}
    </Typography>
  );
};

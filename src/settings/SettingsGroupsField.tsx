import { Typography } from '@mui/material';
import { useFieldValue, useTranslate } from 'react-admin';
import { GroupsField } from '../platformUsers/GroupsField';

/** A setting that names back-office groups, read-only: their chips, or "No group". */
export const SettingsGroupsField = ({ source }: { source: string }) => {
  const translate = useTranslate();
  const value = useFieldValue({ source });
  if (Array.isArray(value) && value.length > 0) return <GroupsField source={source} />;
  return (
    <Typography variant="body2" component="span">
      {translate('resources.configuracion.no_groups')}
    </Typography>
  );
};

import { Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { rolesOf } from '../../domain/roles';
import { StatusField } from '../common/StatusField';
import { UserPhoto } from './photo/UserPhoto';
import { RoleField } from './RoleField';
import { fullName } from './userName';

/** Photo, name, email, role, status and, for platform users, their back-office groups. */
export const UserSummary = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const groups: string[] = record.groups ?? [];
  return (
    <Card>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, textAlign: 'center' }}>
        <UserPhoto />
        <Typography variant="h5" component="h1">
          {fullName(record)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
          {record.email}
        </Typography>
        <Stack direction="row" spacing={1}>
          <RoleField />
          <StatusField />
        </Stack>
        {record.plataforma && (
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', justifyContent: 'center' }} aria-label={translate('resources.usuarios.fields.groups')}>
            {groups.map((group) => {
              const role = rolesOf([group])[0];
              return <Chip key={group} size="small" color="secondary" label={role ? translate(`app.roles.${role}`) : group} />;
            })}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
};

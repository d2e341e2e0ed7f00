import { Chip, Stack } from '@mui/material';
import { useFieldValue, useTranslate, type FieldProps } from 'react-admin';
import { rolesOf } from '../../domain/roles';

/** A platform user's back-office groups as chips, labelled by role. */
export const GroupsField = ({ source = 'groups', ...props }: Partial<FieldProps>) => {
  const value = useFieldValue({ source, ...props });
  const translate = useTranslate();
  const groups: string[] = Array.isArray(value) ? value : [];
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
      {groups.map((group) => {
        const role = rolesOf([group])[0];
        return <Chip key={group} size="small" color="secondary" variant="outlined" label={role ? translate(`app.roles.${role}`) : group} />;
      })}
    </Stack>
  );
};

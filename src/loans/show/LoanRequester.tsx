import { Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { ReferenceField, useRecordContext, useTranslate } from 'react-admin';
import { fullName } from '../../users/userName';
import { userPath } from '../../users/userPaths';

/** The requester (a usuarios record): full name linking to their page, then email and telephone when known. */
const Requester = () => {
  const user = useRecordContext();
  const translate = useTranslate();
  if (!user) return null;
  const contact = [
    user.email && `${translate('resources.prestamos.show.request.email')}: ${user.email}`,
    user.telephone && `${translate('resources.prestamos.show.request.telephone')}: ${user.telephone}`,
  ].filter(Boolean);
  return (
    <Stack spacing={0.25}>
      <Link component={RouterLink} to={userPath(user.id)} variant="body2">
        {fullName(user) || String(user.id)}
      </Link>
      {contact.map((line) => (
        <Typography key={line} variant="body2" color="text.secondary">
          {line}
        </Typography>
      ))}
    </Stack>
  );
};

/** The loan's requester (DOMAIN §5 prestamos.usuario), read with the page's other references in one call. */
export const LoanRequester = () => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <ReferenceField source="usuario" reference="usuarios" link={false} emptyText="—">
      <Requester />
    </ReferenceField>
  );
};

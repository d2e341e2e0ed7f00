import PersonIcon from '@mui/icons-material/Person';
import { Avatar, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import { Detail, SectionCard } from '../../common/sections';
import { useFileAt } from '../../common/useRecordFile';
import { tripPath } from '../../trips/tripPaths';
import { ElapsedTime } from './ElapsedTime';

const F = 'resources.alertas.fields';

/** Who raised the alert (photo, name linking to the user, phone to call, plant), where and how long ago. */
export const AlertIssuer = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const createPath = useCreatePath();
  const photo = useFileAt(record?.issued_by_photo);
  if (!record) return null;
  return (
    <SectionCard title="resources.alertas.show.issuer">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        <Avatar src={photo.url} alt={photo.url ? record.issued_by_name : undefined} sx={{ width: 72, height: 72 }}>
          <PersonIcon />
        </Avatar>
        <Typography variant="h6" component="p">
          <Link component={RouterLink} to={createPath({ resource: 'usuarios', id: record.issued_by, type: 'show' })}>
            {record.issued_by_name}
          </Link>
        </Typography>
      </Stack>
      <Stack spacing={1.5}>
        <Detail label={translate(`${F}.created_at`)}>
          <ElapsedTime value={record.created_at} />
        </Detail>
        <Detail label={translate(`${F}.issued_by_phone`)}>{record.issued_by_phone ? <Link href={`tel:${record.issued_by_phone}`}>{record.issued_by_phone}</Link> : '—'}</Detail>
        <Detail label={translate(`${F}.planta`)}>{record.planta_name || '—'}</Detail>
        <Detail label={translate(`${F}.location`)}>{record.location || '—'}</Detail>
        <Detail label={translate('resources.alertas.show.coordinates')}>{`${record.latitude}, ${record.longitude}`}</Detail>
        {record.viaje != null && (
          <Detail label={translate(`${F}.viaje`)}>
            <Link component={RouterLink} to={tripPath(record.viaje)}>
              #{record.viaje}
            </Link>
          </Detail>
        )}
      </Stack>
    </SectionCard>
  );
};

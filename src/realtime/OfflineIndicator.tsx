import { Box, Tooltip } from '@mui/material';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import { useTranslate } from 'react-admin';
import { useRealtimeStatus } from './RealtimeProvider';

/**
 * A quiet sign in the app bar while live updates are cut (the socket dropped and is retrying,
 * or gave up): the screens still work, they just do not refresh by themselves.
 */
export const OfflineIndicator = () => {
  const status = useRealtimeStatus();
  const translate = useTranslate();
  if (status !== 'offline') return null;
  const label = translate('resources.notificaciones.realtime.offline');
  return (
    <Tooltip title={label}>
      <Box component="span" role="status" aria-label={label} sx={{ display: 'inline-flex', mx: 1, opacity: 0.8 }}>
        <CloudOffIcon fontSize="small" />
      </Box>
    </Tooltip>
  );
};

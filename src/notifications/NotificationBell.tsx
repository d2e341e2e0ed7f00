import { useEffect, useRef, useState } from 'react';
import { Badge, Box, Button, IconButton, List, Popover, Tooltip, Typography } from '@mui/material';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { useRealtimeEvent, useRealtimeStatus } from '../realtime/RealtimeProvider';
import { NotificationRow } from './NotificationRow';
import { useBellList } from './useBellList';
import { useRefreshNotifications } from './useNotificationActions';

/**
 * The app bar's bell: the unseen count, the latest few in a popover and a link to the page.
 * A pushed notification refetches the count and the lists without a reload, and so does a
 * reconnection, since what was raised while the socket was down was never pushed.
 */
export const NotificationBell = () => {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { data, total } = useBellList();
  const refresh = useRefreshNotifications();
  useRealtimeEvent('notification', () => void refresh());
  const status = useRealtimeStatus();
  const wasOffline = useRef(false);
  useEffect(() => {
    if (status === 'offline') wasOffline.current = true;
    else if (status === 'online' && wasOffline.current) {
      wasOffline.current = false;
      void refresh();
    }
  }, [status, refresh]);
  // Until the count has answered (it may wait for the screen's first answer), say so rather than
  // "0"; the badge shows no figure then either, as the name must hold what is shown (WCAG 2.5.3).
  const counted = total !== undefined;
  const label = counted ? translate('resources.notificaciones.bell.unread', { smart_count: total }) : translate('resources.notificaciones.bell.loading');
  const close = () => setAnchor(null);
  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" aria-label={label} aria-busy={!counted} aria-haspopup="dialog" onClick={(event) => setAnchor(event.currentTarget)}>
          <Badge badgeContent={total} color="error" max={99}>
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': translate('resources.notificaciones.bell.latest'), sx: { width: 360, maxWidth: 'calc(100vw - 16px)' } } }}
      >
        <Typography variant="subtitle1" component="h2" sx={{ px: 2, pt: 1.5, pb: 1 }}>
          {translate('resources.notificaciones.bell.latest')}
        </Typography>
        {data?.length ? (
          <List disablePadding>
            {data.map((notification) => (
              <NotificationRow key={notification.id} notification={notification} onOpen={close} dense />
            ))}
          </List>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1.5 }}>
            {translate('resources.notificaciones.bell.none')}
          </Typography>
        )}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
          <Button component={Link} to="/notificaciones" onClick={close}>
            {translate('resources.notificaciones.bell.see_all')}
          </Button>
        </Box>
      </Popover>
    </>
  );
};

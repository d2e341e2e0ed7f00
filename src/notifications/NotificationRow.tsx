import { Chip, IconButton, ListItem, ListItemButton, ListItemText, Stack, Tooltip, Typography } from '@mui/material';
import DoneIcon from '@mui/icons-material/Done';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Link } from 'react-router-dom';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatDate } from '../../domain/dates';
import { recordPath } from './recordPath';
import type { Notification } from './types';
import { useMarkSeenOnOpen } from './useNotificationActions';

export interface NotificationRowProps {
  notification: Notification;
  /** The row's button: mark as seen (unseen list) or delete (history). */
  action?: { label: string; onClick: () => void; disabled?: boolean; kind: 'seen' | 'delete' };
  /** The bell's popover closes when a row opens its record. */
  onOpen?: () => void;
  dense?: boolean;
}

/** One notification: its type, title, message and date; the text opens the record it is about. */
export const NotificationRow = ({ notification, action, onOpen, dense = false }: NotificationRowProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const path = recordPath(notification);
  const markSeen = useMarkSeenOnOpen();
  const open = () => {
    markSeen(notification);
    onOpen?.();
  };
  const typeName = translate(`resources.notificaciones.types.${notification.type}`, { _: String(notification.type) });
  const text = (
    <ListItemText
      primary={
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
          <Typography component="span" variant="body1" sx={{ fontWeight: notification.seen ? 'normal' : 'bold', overflowWrap: 'anywhere' }}>
            {notification.title}
          </Typography>
          {/* The type only where the title does not already say it (a licence request's title is its type). */}
          {!dense && typeName !== notification.title && <Chip size="small" variant="outlined" label={typeName} />}
        </Stack>
      }
      secondary={
        <>
          <Typography component="span" variant="body2" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
            {notification.message}
          </Typography>
          <Typography component="span" variant="caption" color="text.secondary">
            {formatDate(notification.created_at, locale, true)}
          </Typography>
        </>
      }
      slotProps={{ secondary: { component: 'span' } }}
    />
  );
  return (
    <ListItem
      disablePadding
      divider
      secondaryAction={
        action && (
          <Tooltip title={action.label}>
            <span>
              <IconButton edge="end" aria-label={action.label} onClick={action.onClick} disabled={action.disabled}>
                {action.kind === 'seen' ? <DoneIcon /> : <DeleteIcon />}
              </IconButton>
            </span>
          </Tooltip>
        )
      }
    >
      {path ? (
        <ListItemButton component={Link} to={path} onClick={open} dense={dense} sx={{ pr: action ? 7 : 2 }}>
          {text}
        </ListItemButton>
      ) : (
        <Stack sx={{ px: 2, py: dense ? 0.5 : 1, pr: action ? 7 : 2, width: '100%' }}>{text}</Stack>
      )}
    </ListItem>
  );
};

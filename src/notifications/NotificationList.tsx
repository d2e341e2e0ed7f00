import { useState, type ReactNode } from 'react';
import { Box, Button, List as MuiList, Stack, Typography } from '@mui/material';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { FilterForm, ListBase, useListContext, useTranslate } from 'react-admin';
import { PAGING } from '../../domain/paging';
import { ListPagination } from '../common/crud/ListPagination';
import { DeleteDialog } from '../common/delete';
import { ListError } from '../common/ListError';
import { notificationFilters } from './NotificationFilters';
import { NotificationRow } from './NotificationRow';
import { useNotificationAction } from './useNotificationActions';
import { NOTIFICATIONS, NOTIFICATION_HISTORY, type Notification } from './types';

export type NotificationListMode = 'unseen' | 'history';

const Empty = ({ mode }: { mode: NotificationListMode }) => {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const filtered = Object.values(filterValues ?? {}).some((value) => value !== undefined && value !== '' && value !== null);
  return (
    <Box role="status" sx={{ textAlign: 'center', my: 6, mx: 2 }}>
      <NotificationsNoneIcon sx={{ fontSize: 72, opacity: 0.4 }} aria-hidden />
      <Typography variant="h6" component="p">
        {translate(filtered ? 'resources.notificaciones.empty_filtered' : `resources.notificaciones.empty_${mode}`)}
      </Typography>
    </Box>
  );
};

/** "Mark all as read" at once; "clear history" after a confirmation. */
const AllButton = ({ mode }: { mode: NotificationListMode }) => {
  const translate = useTranslate();
  const { total } = useListContext();
  const markAll = useNotificationAction('markAllSeen');
  const removeAll = useNotificationAction('removeAll');
  const [confirming, setConfirming] = useState(false);
  const disabled = !total;
  if (mode === 'unseen') {
    return (
      <Button startIcon={<DoneAllIcon />} onClick={() => markAll.mutate(undefined)} disabled={disabled || markAll.isPending}>
        {translate('resources.notificaciones.actions.mark_all_seen')}
      </Button>
    );
  }
  return (
    <>
      <Button color="error" startIcon={<DeleteSweepIcon />} onClick={() => setConfirming(true)} disabled={disabled}>
        {translate('resources.notificaciones.actions.delete_all')}
      </Button>
      {confirming && (
        <DeleteDialog
          title={translate('resources.notificaciones.confirm_delete_all.title')}
          content={translate('resources.notificaciones.confirm_delete_all.content')}
          pending={removeAll.isPending}
          onClose={() => setConfirming(false)}
          onConfirm={() => removeAll.mutate(undefined, { onSettled: () => setConfirming(false) })}
        />
      )}
    </>
  );
};

const Rows = ({ mode }: { mode: NotificationListMode }) => {
  const translate = useTranslate();
  const { data, error, isPending } = useListContext<Notification>();
  // The list is keyed by its mode, so a mounted list only ever needs its own row action.
  const mutation = useNotificationAction(mode === 'unseen' ? 'markSeen' : 'remove');
  if (error) return <ListError />;
  if (isPending) return null;
  if (!data?.length) return <Empty mode={mode} />;
  return (
    <MuiList disablePadding aria-label={translate(`resources.notificaciones.tabs.${mode}`)}>
      {data.map((notification) => (
        <NotificationRow
          key={notification.id}
          notification={notification}
          action={{
            kind: mode === 'unseen' ? 'seen' : 'delete',
            label: translate(mode === 'unseen' ? 'resources.notificaciones.actions.mark_seen' : 'resources.notificaciones.actions.delete'),
            onClick: () => mutation.mutate(notification.id),
            disabled: mutation.isPending && mutation.variables === notification.id,
          }}
        />
      ))}
    </MuiList>
  );
};

const Toolbar = ({ children }: { children: ReactNode }) => (
  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ px: 2, pt: 1, alignItems: { xs: 'stretch', sm: 'flex-end' }, justifyContent: 'space-between' }}>
    {children}
  </Stack>
);

/**
 * One of the two lists, newest first, 25 a page. Its own state (not the URL's, not the store's):
 * two lists share the page, and leaving it resets filters and page (SPEC §2). The unseen list is
 * checked against DOMAIN §1 like every list; the history is the same resource's other half.
 */
export const NotificationList = ({ mode }: { mode: NotificationListMode }) => (
  <ListBase
    resource={mode === 'unseen' ? NOTIFICATIONS : NOTIFICATION_HISTORY}
    sort={{ field: 'created_at', order: 'DESC' }}
    perPage={PAGING.defaultLimit}
    disableSyncWithLocation
    storeKey={false}
    disableAuthentication={mode === 'history'}
  >
    <Toolbar>
      <FilterForm filters={notificationFilters} />
      <Box sx={{ pb: 1 }}>
        <AllButton mode={mode} />
      </Box>
    </Toolbar>
    <Rows mode={mode} />
    {/* Past the count cap (10,000) it says "more than" and pages by next/previous. */}
    <ListPagination rowsPerPageOptions={[]} />
  </ListBase>
);

import { useCallback } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { Identifier } from 'react-admin';
import { useNotify } from 'react-admin';
import { useRefreshResources } from '../common/actions/useRefreshResources';
import { useFailureNotify } from '../common/useFailureNotify';
import { notificationsApi } from './notificationsApi';
import { NOTIFICATIONS, NOTIFICATION_HISTORY } from './types';

/**
 * react-query keys start with the resource, so these two reach both lists, the bell's count and
 * its popover. Called after every change here and when the server pushes a new one.
 */
export const useRefreshNotifications = () => {
  const refresh = useRefreshResources();
  return useCallback(() => refresh([NOTIFICATIONS, NOTIFICATION_HISTORY]), [refresh]);
};

/**
 * Opening an unseen notification's record marks it seen, as a mail or issue tracker does
 * (docs/DECISIONS.md). Quietly: no toast, and a failure leaves it unseen, to be marked by hand.
 */
export const useMarkSeenOnOpen = () => {
  const refresh = useRefreshNotifications();
  return useCallback(
    (notification: { id: Identifier; seen: boolean }) => {
      if (notification.seen) return;
      notificationsApi.markSeen(notification.id).then(refresh, () => undefined);
    },
    [refresh],
  );
};

type Action = 'markSeen' | 'markAllSeen' | 'remove' | 'removeAll';

const SUCCESS: Record<Action, string> = {
  markSeen: 'resources.notificaciones.done.marked_seen',
  markAllSeen: 'resources.notificaciones.done.all_marked_seen',
  remove: 'resources.notificaciones.done.deleted',
  removeAll: 'resources.notificaciones.done.all_deleted',
};

/** One of the four changes, with its toast (SPEC §8) and the lists refreshed. */
export const useNotificationAction = (action: Action) => {
  const refresh = useRefreshNotifications();
  const notify = useNotify();
  const notifyFailure = useFailureNotify(action === 'markSeen' || action === 'markAllSeen' ? 'status_error' : 'delete_error', NOTIFICATIONS);
  return useMutation({
    mutationFn: async (id?: Identifier) => {
      if (action === 'markSeen' || action === 'remove') await notificationsApi[action](id as Identifier);
      else await notificationsApi[action]();
    },
    onSuccess: async () => {
      notify(SUCCESS[action], { type: 'success' });
      await refresh();
    },
    onError: (error) => notifyFailure(error),
  });
};

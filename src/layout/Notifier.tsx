import { useEffect } from 'react';
import { Button, Fade } from '@mui/material';
import { SnackbarProvider, closeSnackbar, enqueueSnackbar, type SnackbarKey } from 'notistack';
import { useNotificationContext, useTakeUndoableMutation, useTranslate, type NotificationPayload } from 'react-admin';

/** SPEC §9: 5,000 ms, at most 20 at once, top right, fade. */
export const TOAST_OPTIONS = {
  autoHideDuration: 5000,
  maxSnack: 20,
  anchorOrigin: { vertical: 'top', horizontal: 'right' },
} as const;

/**
 * Takes react-admin's notifications out of its context as they arrive and shows each one as
 * a notistack toast, so several can stack (react-admin's own shows one at a time).
 */
const NotificationFeeder = () => {
  const { notifications, setNotifications } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();

  useEffect(() => {
    if (notifications.length === 0) return;
    notifications.forEach((notification: NotificationPayload) => {
      const { message, type, notificationOptions = {} } = notification;
      const { autoHideDuration, messageArgs, undoable } = notificationOptions;
      const text = typeof message === 'string' ? translate(message, messageArgs) : message;
      // An undoable mutation runs when its toast closes, unless "undo" was pressed first.
      let settled = false;
      const settle = (isUndo: boolean) => {
        if (settled) return;
        settled = true;
        takeMutation()?.({ isUndo });
      };
      enqueueSnackbar(text, {
        variant: type === 'info' ? 'default' : type,
        autoHideDuration: autoHideDuration === undefined ? TOAST_OPTIONS.autoHideDuration : autoHideDuration,
        persist: autoHideDuration === null,
        action: (key: SnackbarKey) =>
          undoable ? (
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                settle(true);
                closeSnackbar(key);
              }}
            >
              {translate('ra.action.undo')}
            </Button>
          ) : (
            <Button color="inherit" size="small" aria-label={translate('ra.action.close')} onClick={() => closeSnackbar(key)}>
              ✕
            </Button>
          ),
        onClose: undoable ? () => settle(false) : undefined,
      });
    });
    // Remove exactly the ones shown; any added meanwhile stay for the next run.
    setNotifications((current) => current.slice(notifications.length));
  }, [notifications, setNotifications, takeMutation, translate]);

  return null;
};

/** The `notification` component given to <Admin>. */
export const Notifier = () => (
  <SnackbarProvider
    maxSnack={TOAST_OPTIONS.maxSnack}
    anchorOrigin={TOAST_OPTIONS.anchorOrigin}
    autoHideDuration={TOAST_OPTIONS.autoHideDuration}
    TransitionComponent={Fade}
  >
    <NotificationFeeder />
  </SnackbarProvider>
);

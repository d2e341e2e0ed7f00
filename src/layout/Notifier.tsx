import { useEffect, useRef } from 'react';
import { Button, Fade, GlobalStyles, type Theme } from '@mui/material';
import { SnackbarProvider, closeSnackbar, enqueueSnackbar, type SnackbarKey, type VariantType } from 'notistack';
import { useNotificationContext, useTakeUndoableMutation, useTranslate, type NotificationPayload } from 'react-admin';
import { takeLoadFailureText } from '../providers/errors';

/** SPEC §9: 5,000 ms, at most 20 at once, top right, fade. */
export const TOAST_OPTIONS = {
  autoHideDuration: 5000,
  maxSnack: 20,
  anchorOrigin: { vertical: 'top', horizontal: 'right' },
} as const;

/** Class of the toasts' container, placed by `placeToasts`. */
const CONTAINER = 'flotilla-toasts';
const GAP = 8;
const NEAR_TOP = 160;

/**
 * Puts the toasts just below the app bar and the page's top toolbar, so that they never cover
 * the record's or the list's action buttons, however those wrap (a phone's toolbar is taller).
 */
export const placeToasts = () => {
  const header = Math.max(0, document.querySelector('header')?.getBoundingClientRect().bottom ?? 0);
  // The page's top toolbar is the first one in the content that starts near the top (a form's
  // own toolbar, further down, is not).
  const toolbars = [...document.querySelectorAll('.RaLayout-content .MuiToolbar-root')].map((element) => element.getBoundingClientRect());
  const topToolbar = toolbars.find((box) => box.top < header + NEAR_TOP);
  const top = Math.max(header, topToolbar?.bottom ?? 0) + GAP;
  document.documentElement.style.setProperty('--toast-top', `${Math.round(top)}px`);
};

/** react-admin says 'info' for its own successes (created, saved, deleted): every success looks alike. */
const variantOf = (type: NotificationPayload['type']): VariantType => (type === 'info' ? 'success' : (type ?? 'default'));

/**
 * Takes react-admin's notifications out of its context as they arrive and shows each one as
 * a notistack toast, so several can stack (react-admin's own shows one at a time). A success
 * closes the error toasts still open: they speak of an attempt that has since worked.
 */
const NotificationFeeder = () => {
  const { notifications, setNotifications } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();
  const openErrors = useRef(new Set<SnackbarKey>());

  useEffect(() => {
    if (notifications.length === 0) return;
    placeToasts();
    notifications.forEach((notification: NotificationPayload) => {
      const { message, type, notificationOptions = {} } = notification;
      const { autoHideDuration, messageArgs, undoable } = notificationOptions;
      // react-admin's "does not exist" after a failed record load: say what really failed.
      const loadFailure = message === 'ra.notification.item_doesnt_exist' ? takeLoadFailureText() : undefined;
      if (loadFailure === null) return;
      const text = loadFailure ?? (typeof message === 'string' ? translate(message, messageArgs) : message);
      const variant = variantOf(type);
      if (variant === 'success') {
        openErrors.current.forEach((key) => closeSnackbar(key));
        openErrors.current.clear();
      }
      // An undoable mutation runs when its toast closes, unless "undo" was pressed first.
      let settled = false;
      const settle = (isUndo: boolean) => {
        if (settled) return;
        settled = true;
        takeMutation()?.({ isUndo });
      };
      const key = enqueueSnackbar(text, {
        variant,
        autoHideDuration: autoHideDuration === undefined ? TOAST_OPTIONS.autoHideDuration : autoHideDuration,
        persist: autoHideDuration === null,
        action: (snackbar: SnackbarKey) =>
          undoable ? (
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                settle(true);
                closeSnackbar(snackbar);
              }}
            >
              {translate('ra.action.undo')}
            </Button>
          ) : (
            <Button color="inherit" size="small" aria-label={translate('ra.action.close')} onClick={() => closeSnackbar(snackbar)}>
              ✕
            </Button>
          ),
        onClose: (_event, _reason, closed) => {
          if (closed !== undefined) openErrors.current.delete(closed);
          if (undoable) settle(false);
        },
      });
      if (variant === 'error') openErrors.current.add(key);
    });
    // Remove exactly the ones shown; any added meanwhile stay for the next run.
    setNotifications((current) => current.slice(notifications.length));
  }, [notifications, setNotifications, takeMutation, translate]);

  return null;
};

const VARIANTS = ['success', 'error', 'warning', 'info'] as const;

/**
 * The toasts' place, and their colours from the theme: notistack's own green, orange and blue
 * under white text read at 3.3, 2.2 and 3.1:1 (WCAG 1.4.3 asks 4.5); the theme's read at 4.5 or more.
 */
const toastStyles = (theme: Theme) => ({
  [`.${CONTAINER}`]: { top: 'var(--toast-top, 64px) !important' },
  ...Object.fromEntries(
    VARIANTS.map((variant) => [
      `.notistack-MuiContent.notistack-MuiContent-${variant}`,
      { backgroundColor: theme.palette[variant].main, color: theme.palette[variant].contrastText },
    ]),
  ),
});

/** The `notification` component given to <Admin>. */
export const Notifier = () => (
  <>
    <GlobalStyles styles={toastStyles} />
    <SnackbarProvider
      maxSnack={TOAST_OPTIONS.maxSnack}
      anchorOrigin={TOAST_OPTIONS.anchorOrigin}
      autoHideDuration={TOAST_OPTIONS.autoHideDuration}
      TransitionComponent={Fade}
      classes={{ containerAnchorOriginTopRight: CONTAINER }}
    >
      <NotificationFeeder />
    </SnackbarProvider>
  </>
);

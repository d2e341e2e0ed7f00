import { useEffect } from 'react';
import ExitToAppIcon from '@mui/icons-material/ExitToApp';
import EditIcon from '@mui/icons-material/Edit';
import { Confirm, useBlocker } from 'react-admin';
import { useFormState } from 'react-hook-form';

/**
 * Asks in the app's own dialog (react-admin's Confirm, as other confirmations do) before a
 * navigation inside the app leaves a form with unsaved changes: "Salir sin guardar" goes, "Seguir
 * editando" or Esc stays. Moving within the form's own path (a tab of the form) is not leaving.
 * Closing or reloading the tab keeps the browser's own box, the only one a page may raise there.
 * Given to a react-admin Form as `WarnWhenUnsavedChangesComponent` with `warnWhenUnsavedChanges`,
 * in place of react-admin's own, whose question is `window.confirm`; the Form draws it only under
 * a data router (src/App.tsx), which react-router's useBlocker needs.
 */
export const UnsavedChangesGuard = ({ formRootPathName }: { enable?: boolean; formRootPathName?: string }) => {
  const { isSubmitSuccessful, dirtyFields } = useFormState();
  const safe = Object.keys(dirtyFields).length === 0 || isSubmitSuccessful;

  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (safe) return false;
    const root = formRootPathName ?? currentLocation.pathname;
    return !nextLocation.pathname.startsWith(root) || nextLocation.pathname.startsWith(`${root}/show`);
  });
  const blocked = blocker.state === 'blocked';

  // A save or a delete that leaves in the same tick as it resets the form: let it go.
  useEffect(() => {
    if (blocked && safe) blocker.proceed?.();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the blocker object changes every render
  }, [blocked, safe]);

  useEffect(() => {
    if (safe) return;
    const beforeunload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Chrome before 119 asks only when returnValue is set.
      event.returnValue = true;
    };
    window.addEventListener('beforeunload', beforeunload);
    return () => window.removeEventListener('beforeunload', beforeunload);
  }, [safe]);

  return (
    <Confirm
      isOpen={blocked && !safe}
      title="app.form.unsaved.title"
      content="ra.message.unsaved_changes"
      confirm="app.form.unsaved.leave"
      cancel="app.form.unsaved.stay"
      confirmColor="warning"
      ConfirmIcon={ExitToAppIcon}
      CancelIcon={EditIcon}
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    />
  );
};

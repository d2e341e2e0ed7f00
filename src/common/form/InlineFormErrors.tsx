import { useRef } from 'react';
import { Alert } from '@mui/material';
import { useFormState } from 'react-hook-form';
import { errorText } from './fieldTargets';
import { useFocusFirstError } from './useFocusFirstError';

/**
 * For a short form whose fields show their own errors, such as a dialog's: after a refused send
 * the first field at fault is focused, and the server's form-wide error is told here, where the
 * form is. Its Form passes `disableInvalidFormNotification` and `shouldFocusError={false}`: the
 * "not valid" toast would cover a dialog's own content (its error already shows under the field).
 */
export const InlineFormErrors = () => {
  const anchor = useRef<HTMLSpanElement>(null);
  const notice = useRef<HTMLDivElement>(null);
  useFocusFirstError(anchor, notice);
  const { errors } = useFormState();
  const message = errorText((errors.root as Record<string, { message?: unknown }> | undefined)?.serverError);
  return (
    <>
      <span ref={anchor} hidden />
      {message && (
        <Alert ref={notice} severity="error" role="alert" tabIndex={-1} sx={{ mt: 2 }}>
          {message}
        </Alert>
      )}
    </>
  );
};

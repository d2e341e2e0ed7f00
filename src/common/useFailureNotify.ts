import { useCallback } from 'react';
import { useNotify, useResourceContext } from 'react-admin';
import { errorMessage, hasFieldErrors } from './errorMessage';

export type FailureKind = 'save_error' | 'delete_error' | 'status_error' | 'export_error';

/**
 * The failure toast of SPEC §8 for one resource and operation:
 * `resources.<res>.notifications.<kind>` with the server's (translated) message.
 * Field errors stay on the form instead. `more` adds to the server's message (which of the
 * selected records stop a bulk call).
 */
export const useFailureNotify = (kind: FailureKind, resourceFromProps?: string, more?: (error: unknown) => string) => {
  const resource = useResourceContext({ resource: resourceFromProps });
  const notify = useNotify();
  return useCallback(
    (error: unknown) => {
      if (kind === 'save_error' && hasFieldErrors(error)) return;
      const message = [errorMessage(error), more?.(error)].filter(Boolean).join(' ');
      notify(`resources.${resource}.notifications.${kind}`, {
        type: 'error',
        messageArgs: { error: message, _: message },
      });
    },
    [kind, notify, resource, more],
  );
};

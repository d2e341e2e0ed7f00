import { useCallback } from 'react';
import { useNotify, useResourceContext } from 'react-admin';
import { errorMessage, hasFieldErrors } from './errorMessage';

export type FailureKind = 'save_error' | 'delete_error' | 'status_error' | 'export_error';

/**
 * The failure toast of SPEC §8 for one resource and operation:
 * `resources.<res>.notifications.<kind>` with the server's (translated) message.
 * Field errors stay on the form instead.
 */
export const useFailureNotify = (kind: FailureKind, resourceFromProps?: string) => {
  const resource = useResourceContext({ resource: resourceFromProps });
  const notify = useNotify();
  return useCallback(
    (error: unknown) => {
      if (kind === 'save_error' && hasFieldErrors(error)) return;
      notify(`resources.${resource}.notifications.${kind}`, {
        type: 'error',
        messageArgs: { error: errorMessage(error), _: errorMessage(error) },
      });
    },
    [kind, notify, resource],
  );
};

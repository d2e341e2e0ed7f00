import type { ReactNode } from 'react';
import { Edit, type EditProps } from 'react-admin';
import { ResourceForm } from '../form';
import { useSaveMutationOptions } from '../useSaveMutationOptions';
import { useAccessGate } from './useAccessGate';

export interface ResourceEditProps extends Pick<EditProps, 'transform' | 'mutationOptions' | 'redirect' | 'actions' | 'queryOptions'> {
  /** The resource's inputs. */
  children: ReactNode;
  /** Offers the confirmed delete (it still hides itself from roles that may not delete). */
  deletable?: boolean;
}

/**
 * An edit page: pessimistic, so that the server's field errors come back onto the form; the
 * resource's failure toast; delete where allowed; then the record's page.
 */
export const ResourceEdit = ({ children, deletable = true, redirect = 'show', mutationOptions, transform, actions, queryOptions }: ResourceEditProps) => {
  const saveOptions = useSaveMutationOptions();
  const gate = useAccessGate('edit');
  return (
    <Edit
      queryOptions={{ ...queryOptions, ...gate }}
      mutationMode="pessimistic"
      redirect={redirect}
      transform={transform}
      mutationOptions={{ ...saveOptions, ...mutationOptions }}
      actions={actions}
    >
      <ResourceForm deletable={deletable}>{children}</ResourceForm>
    </Edit>
  );
};

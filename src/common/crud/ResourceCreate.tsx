import type { ReactNode } from 'react';
import { Create, type CreateProps } from 'react-admin';
import { ResourceForm } from '../form';
import { useSaveMutationOptions } from '../useSaveMutationOptions';

export interface ResourceCreateProps extends Pick<CreateProps, 'transform' | 'mutationOptions' | 'redirect'> {
  /** The resource's inputs. */
  children: ReactNode;
  /** A new record's starting values (for inputs that take no defaultValue of their own). */
  defaultValues?: Record<string, unknown>;
}

/**
 * A create page: the app's form, the resource's save failure toast (field errors from the server
 * stay under their fields), then the new record's page.
 */
export const ResourceCreate = ({ children, redirect = 'show', mutationOptions, transform, defaultValues }: ResourceCreateProps) => {
  const saveOptions = useSaveMutationOptions();
  return (
    <Create redirect={redirect} transform={transform} mutationOptions={{ ...saveOptions, ...mutationOptions }}>
      <ResourceForm defaultValues={defaultValues}>{children}</ResourceForm>
    </Create>
  );
};

import { ResourceCreate } from '../common';
import { useSaveWithPhoto } from './photo/useSaveWithPhoto';
import { UserForm } from './UserForm';

/** New user; the picture, if chosen, is uploaded once the user is saved. */
export const UserCreate = () => {
  const { transform, mutationOptions } = useSaveWithPhoto('created');
  return (
    <ResourceCreate transform={transform} mutationOptions={mutationOptions}>
      <UserForm />
    </ResourceCreate>
  );
};

import { ResourceEdit } from '../common';
import { useSaveWithPhoto } from './photo/useSaveWithPhoto';
import { UserForm } from './UserForm';

/** The user's fields; a new picture is uploaded after saving. */
export const UserEdit = () => {
  const { transform, mutationOptions } = useSaveWithPhoto('updated');
  return (
    <ResourceEdit transform={transform} mutationOptions={mutationOptions}>
      <UserForm />
    </ResourceEdit>
  );
};

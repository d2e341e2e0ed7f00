import { Edit } from 'react-admin';
import { useSaveWithPhoto } from './photo/useSaveWithPhoto';
import { UserForm } from './UserForm';

/** Pessimistic so that the server's field errors come back onto the form; a new picture is uploaded after saving. */
export const UserEdit = () => {
  const { transform, mutationOptions } = useSaveWithPhoto('updated');
  return (
    <Edit mutationMode="pessimistic" transform={transform} mutationOptions={mutationOptions}>
      <UserForm deletable />
    </Edit>
  );
};

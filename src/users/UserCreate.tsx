import { Create } from 'react-admin';
import { useSaveWithPhoto } from './photo/useSaveWithPhoto';
import { UserForm } from './UserForm';

/** New user; the picture, if chosen, is uploaded once the user is saved. */
export const UserCreate = () => {
  const { transform, mutationOptions } = useSaveWithPhoto('created');
  return (
    <Create transform={transform} mutationOptions={mutationOptions}>
      <UserForm />
    </Create>
  );
};

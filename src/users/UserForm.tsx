import { Grid } from '@mui/material';
import { SimpleForm } from 'react-admin';
import { FormToolbar } from '../common/FormToolbar';
import { PhotoInput } from './photo/PhotoInput';
import { UserFields, UserPlaceFields } from './UserInputs';

/** Create and edit form of a user: picture, own fields, work and address. */
export const UserForm = ({ deletable = false }: { deletable?: boolean }) => (
  <SimpleForm toolbar={<FormToolbar deletable={deletable} />}>
    <Grid container columnSpacing={2} sx={{ width: '100%', maxWidth: 900 }}>
      <Grid size={12}>
        <PhotoInput />
      </Grid>
      <UserFields />
      <UserPlaceFields />
    </Grid>
  </SimpleForm>
);

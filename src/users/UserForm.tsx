import { Grid } from '@mui/material';
import { PhotoInput } from './photo/PhotoInput';
import { UserFields, UserPlaceFields } from './UserInputs';

/** The inputs of a user's create and edit pages: picture, own fields, work and address. */
export const UserForm = () => (
  <Grid container columnSpacing={2} sx={{ width: '100%', maxWidth: 900 }}>
    <Grid size={12}>
      <PhotoInput />
    </Grid>
    <UserFields />
    <UserPlaceFields />
  </Grid>
);

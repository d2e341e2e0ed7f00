import { Grid } from '@mui/material';
import { TextInput } from 'react-admin';
import { emailRules, textRules } from './validators';

/** Name, last name and email of a person record (users, platform staff), as grid cells. */
export const PersonInputs = () => (
  <>
    <Grid size={{ xs: 12, sm: 6 }}>
      <TextInput source="name" validate={textRules('name', { required: true })} />
    </Grid>
    <Grid size={{ xs: 12, sm: 6 }}>
      <TextInput source="last_name" validate={textRules('name', { required: true })} />
    </Grid>
    <Grid size={{ xs: 12, sm: 6 }}>
      {/* Not type="email": the browser's own check would block the form before SPEC §5's message shows. */}
      <TextInput source="email" validate={emailRules()} slotProps={{ htmlInput: { inputMode: 'email', autoComplete: 'off' } }} />
    </Grid>
  </>
);

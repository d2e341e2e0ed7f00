import { Grid } from '@mui/material';
import { TextInput } from 'react-admin';
import { textRules } from './validators';

/** The name and code that every catalogue record requires (lengths in domain/fields.ts), as grid cells. */
export const NameAndCodeInputs = () => (
  <>
    <Grid size={{ xs: 12, sm: 8 }}>
      <TextInput source="name" validate={textRules('name', { required: true })} />
    </Grid>
    <Grid size={{ xs: 12, sm: 4 }}>
      <TextInput source="code" validate={textRules('code', { required: true })} />
    </Grid>
  </>
);

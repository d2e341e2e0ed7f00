import { Grid } from '@mui/material';
import { TextInput, maxLength, required } from 'react-admin';

/** The name (≤120) and code (≤20) that every catalogue record requires (docs/API.md), as grid cells. */
export const NameAndCodeInputs = () => (
  <>
    <Grid size={{ xs: 12, sm: 8 }}>
      <TextInput source="name" validate={[required(), maxLength(120)]} />
    </Grid>
    <Grid size={{ xs: 12, sm: 4 }}>
      <TextInput source="code" validate={[required(), maxLength(20)]} />
    </Grid>
  </>
);

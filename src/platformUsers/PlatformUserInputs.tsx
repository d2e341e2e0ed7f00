import { Grid } from '@mui/material';
import { PasswordInput, SelectArrayInput, SelectInput, TextInput } from 'react-admin';
import { ACTIVE_STATUS } from '../../domain/status';
import { PersonInputs } from '../common/PersonInputs';
import { activeStatusChoices } from '../common/statusChoices';
import { chooseGroup, digits, minChars, notEmpty } from '../common/validators';
import { groupChoices } from './groupChoices';

/** Minimum password length (docs/API.md: usuarios/plataforma/ create). */
export const MIN_PASSWORD = 8;

/**
 * A platform user's fields: name, email, telephone, groups (at least one, "Choose a group."),
 * status and, on create only, the password.
 */
export const PlatformUserInputs = ({ withPassword = false }: { withPassword?: boolean }) => (
  <Grid container columnSpacing={2} sx={{ width: '100%', maxWidth: 900 }}>
    <PersonInputs />
    <Grid size={{ xs: 12, sm: 6 }}>
      <TextInput source="telephone" validate={digits(10)} slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }} />
    </Grid>
    <Grid size={{ xs: 12, sm: 8 }}>
      <SelectArrayInput source="groups" choices={groupChoices} validate={chooseGroup()} />
    </Grid>
    <Grid size={{ xs: 12, sm: 4 }}>
      <SelectInput source="status" choices={activeStatusChoices} defaultValue={ACTIVE_STATUS.active} validate={notEmpty()} />
    </Grid>
    {withPassword && (
      <Grid size={{ xs: 12, sm: 6 }}>
        <PasswordInput
          source="password"
          validate={[notEmpty(), minChars(MIN_PASSWORD)]}
          helperText="resources.usuarios/plataforma.password_help"
          slotProps={{ htmlInput: { autoComplete: 'new-password' } }}
        />
      </Grid>
    )}
  </Grid>
);

import { Grid } from '@mui/material';
import { PasswordInput, SelectArrayInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { FIELD_LENGTH, PASSWORD } from '../../domain/fields';
import { ACTIVE_STATUS } from '../../domain/status';
import { PersonInputs } from '../common/PersonInputs';
import { activeStatusChoices } from '../common/statusChoices';
import { chooseGroup, digits, notEmpty, passwordRules } from '../common/validators';
import { groupChoices } from './groupChoices';

/**
 * A platform user's fields: name, email, telephone, groups (at least one, "Choose a group."),
 * status and, on create only, the password with its rule (8–256 characters, no composition
 * rules); the server's refusal of a common one (`password_common`) shows under the field.
 */
export const PlatformUserInputs = ({ withPassword = false }: { withPassword?: boolean }) => {
  const translate = useTranslate();
  return (
    <Grid container columnSpacing={2} sx={{ width: '100%', maxWidth: 900 }}>
      <PersonInputs />
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextInput source="telephone" validate={digits('telephone')} slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: FIELD_LENGTH.telephone } }} />
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
            validate={passwordRules()}
            helperText={translate('resources.usuarios/plataforma.password_help', { min: PASSWORD.min, max: PASSWORD.max })}
            slotProps={{ htmlInput: { autoComplete: 'new-password' } }}
          />
        </Grid>
      )}
    </Grid>
  );
};

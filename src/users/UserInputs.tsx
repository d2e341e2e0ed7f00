import { Grid } from '@mui/material';
import { SelectInput, TextInput } from 'react-admin';
import { FIELD_LENGTH } from '../../domain/fields';
import { ACTIVE_STATUS, USER_ROLE } from '../../domain/status';
import { PersonInputs } from '../common/PersonInputs';
import { activeStatusChoices } from '../common/statusChoices';
import { digits, maxChars, notEmpty, onlyNumbers, textRules } from '../common/validators';
import { DepartmentReferenceInput } from '../departments/DepartmentReferenceInput';
import { PlantReferenceInput } from '../plants/PlantReferenceInput';
import { roleChoices } from './userChoices';

/**
 * The user's own fields, shared by create and edit (docs/API.md "Users"), with SPEC §5's
 * messages under each field: name, last name and email required; telephone 10 digits and
 * postal code 5 digits when given; employee number digits only.
 */
export const UserFields = () => (
  <>
    <PersonInputs />
    <Grid size={{ xs: 12, sm: 6 }}>
      <TextInput source="telephone" type="tel" validate={digits('telephone')} slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: FIELD_LENGTH.telephone } }} />
    </Grid>
    <Grid size={{ xs: 12, sm: 4 }}>
      <TextInput source="no_worker" validate={[onlyNumbers(), maxChars(FIELD_LENGTH.no_worker)]} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
    </Grid>
    <Grid size={{ xs: 12, sm: 4 }}>
      <SelectInput source="role" choices={roleChoices} defaultValue={USER_ROLE.passenger} validate={notEmpty()} />
    </Grid>
    <Grid size={{ xs: 12, sm: 4 }}>
      <SelectInput source="status" choices={activeStatusChoices} defaultValue={ACTIVE_STATUS.active} validate={notEmpty()} />
    </Grid>
  </>
);

/** Where the user works and lives. */
export const UserPlaceFields = () => (
  <>
    <Grid size={{ xs: 12, sm: 6 }}>
      <DepartmentReferenceInput />
    </Grid>
    <Grid size={{ xs: 12, sm: 6 }}>
      <PlantReferenceInput label="resources.usuarios.fields.planta" />
    </Grid>
    <Grid size={12}>
      <TextInput source="address" validate={textRules('address')} />
    </Grid>
    <Grid size={{ xs: 12, sm: 5 }}>
      <TextInput source="city" validate={textRules('city')} />
    </Grid>
    <Grid size={{ xs: 12, sm: 4 }}>
      <TextInput source="state" validate={textRules('state')} />
    </Grid>
    <Grid size={{ xs: 12, sm: 3 }}>
      <TextInput source="postal_code" validate={digits('postal_code')} slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: FIELD_LENGTH.postal_code } }} />
    </Grid>
  </>
);

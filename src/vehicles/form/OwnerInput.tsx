import { Grid } from '@mui/material';
import { AutocompleteInput, ReferenceInput, type RaRecord } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { PAGING } from '../../../domain/paging';
import { USER_ROLE } from '../../../domain/status';
import { VEHICLE_MODULO } from '../../../domain/vehicles';
import { fullName } from '../../users/userName';
import { ownerRule } from './vehicleFormRules';

/** People who may own a transport vehicle: drivers of the app, not back-office staff. */
const DRIVERS = { role: USER_ROLE.driver, plataforma: false };

/**
 * The owner of a transport vehicle (DOMAIN §5: required for modulo 0), searched by name on the
 * server. Hidden for a fleet vehicle, whose save sends no owner.
 */
export const OwnerInput = () => {
  const modulo = useWatch({ name: 'modulo' });
  if (Number(modulo) !== VEHICLE_MODULO.transport) return null;
  return (
    <Grid size={{ xs: 12, sm: 6 }}>
      <ReferenceInput source="owner" reference="usuarios" filter={DRIVERS} sort={{ field: 'name', order: 'ASC' }} perPage={PAGING.fixedList}>
        <AutocompleteInput
          label="resources.vehiculos.fields.owner"
          optionText={(record: RaRecord) => fullName(record)}
          filterToQuery={(q) => ({ q })}
          validate={ownerRule}
          helperText="resources.vehiculos.form.help.owner"
        />
      </ReferenceInput>
    </Grid>
  );
};

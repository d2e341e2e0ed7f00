import { AutocompleteInput, ReferenceInput, SelectArrayInput } from 'react-admin';
import { PAGING } from '../../../domain/paging';
import { dayRangeFilters } from '../../common/dayRange';
import { SearchFilterInput } from '../../common/SearchFilterInput';
import { PlantReferenceInput } from '../../plants/PlantReferenceInput';
import { fullName } from '../../users/userName';
import { alertStatusChoices } from '../alertChoices';

const F = 'resources.alertas.list.filters';

/** Issuers are the app's users (a phone raises an alert), not back-office staff. */
const APP_USERS = { plataforma: false };

/**
 * Search (the issuer's name and the place) and the filters of alertas/: the days it was raised
 * (sent as the instants they span, common/dayRange), any of the states, the plant and the issuer.
 */
export const alertFilters = [
  <SearchFilterInput key="q" source="q" alwaysOn />,
  <SelectArrayInput key="status__in" source="status__in" label={`${F}.status`} choices={alertStatusChoices} />,
  ...dayRangeFilters('created_at', { from: `${F}.from`, to: `${F}.to`, order: `${F}.order` }),
  <PlantReferenceInput key="planta" source="planta" label="resources.alertas.fields.planta" />,
  <ReferenceInput key="issued_by" source="issued_by" reference="usuarios" filter={APP_USERS} sort={{ field: 'name', order: 'ASC' }} perPage={PAGING.fixedList}>
    <AutocompleteInput label="resources.alertas.fields.issued_by" optionText={fullName} filterToQuery={(q) => ({ q })} />
  </ReferenceInput>,
];

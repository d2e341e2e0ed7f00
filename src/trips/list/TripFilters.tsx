import { AutocompleteInput, ReferenceInput, SelectArrayInput } from 'react-admin';
import { PAGING } from '../../../domain/paging';
import { USER_ROLE } from '../../../domain/status';
import { dayRangeFilters } from '../../common/dayRange';
import { ReferenceNameInput } from '../../common/references/ReferenceNameInput';
import { PlantReferenceInput } from '../../plants/PlantReferenceInput';
import { fullName } from '../../users/userName';
import { tripStatusChoices, tripTypeChoices } from '../tripChoices';

const F = 'resources.viajes.list.filters';

/** Drivers are the app's users with the driver role (DOMAIN §2), not back-office staff. */
const DRIVERS = { plataforma: false, role: USER_ROLE.driver };

/**
 * The filters of viajes/ (SPEC: date range, status, type, route, plant, driver): the departure
 * days (sent as the instants they span, common/dayRange), any of the states and types, and the
 * route, plant and driver by name. viajes/ has no text search.
 */
export const tripFilters = [
  ...dayRangeFilters('fecha_salida', { from: `${F}.departure_from`, to: `${F}.departure_to`, order: `${F}.departure_order` }),
  <SelectArrayInput key="status__in" source="status__in" label={`${F}.status`} choices={tripStatusChoices} />,
  <SelectArrayInput key="tipo__in" source="tipo__in" label={`${F}.tipo`} choices={tripTypeChoices} />,
  <ReferenceNameInput key="ruta" reference="rutas" source="ruta" label="resources.viajes.fields.ruta" />,
  <PlantReferenceInput key="planta" source="planta" label="resources.viajes.fields.planta" />,
  <ReferenceInput key="conductor" source="conductor" reference="usuarios" filter={DRIVERS} sort={{ field: 'name', order: 'ASC' }} perPage={PAGING.fixedList}>
    <AutocompleteInput label="resources.viajes.fields.conductor" optionText={fullName} filterToQuery={(q) => ({ q })} />
  </ReferenceInput>,
];

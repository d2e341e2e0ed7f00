import { SelectArrayInput } from 'react-admin';
import { dayRangeFilters } from '../../common/dayRange';
import { SearchFilterInput } from '../../common/SearchFilterInput';
import { PlantReferenceInput } from '../../plants/PlantReferenceInput';
import { tripTypeChoices } from '../../trips/tripChoices';
import { tripRequestStatusChoices } from '../tripRequestChoices';

const F = 'resources.solicitudes_viaje.list.filters';

/**
 * Search (pickup and dropoff places) and the filters of solicitudes_viaje/: any of the states and
 * types, the plant (the requester's when asking), and a range of days. `fecha` is a calendar day,
 * so the days go as they are (no instants).
 */
export const tripRequestFilters = [
  <SearchFilterInput key="q" source="q" alwaysOn />,
  <SelectArrayInput key="status__in" source="status__in" label={`${F}.status`} choices={tripRequestStatusChoices} />,
  <SelectArrayInput key="tipo__in" source="tipo__in" label={`${F}.tipo`} choices={tripTypeChoices} />,
  <PlantReferenceInput key="planta" source="planta" label="resources.solicitudes_viaje.fields.planta" />,
  ...dayRangeFilters('fecha', { from: `${F}.from`, to: `${F}.to`, order: `${F}.order` }),
];

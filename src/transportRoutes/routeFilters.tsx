import { SelectInput } from 'react-admin';
import { activeStatusChoices } from '../common/statusChoices';
import { SearchFilterInput } from '../common/SearchFilterInput';
import { PlantReferenceInput } from '../plants/PlantReferenceInput';
import { tripTypeChoices } from '../trips/tripChoices';

const F = 'resources.rutas.fields';

/** Search (name, origin, destination) and the filters rutas/ declares: status, plant, type. */
export const routeFilters = [
  <SearchFilterInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={activeStatusChoices} />,
  <PlantReferenceInput key="planta" source="planta" label={`${F}.planta`} />,
  <SelectInput key="tipo" source="tipo" label={`${F}.tipo`} choices={tripTypeChoices} />,
];

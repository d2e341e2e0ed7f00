import { AutocompleteInput, NumberInput, ReferenceInput, SelectInput, type Validator } from 'react-admin';
import { PAGING } from '../../../domain/paging';
import { VEHICLE_YEAR_MIN, latestModelYear } from '../../../domain/vehicles';
import { RangeEndInput } from '../../common/RangeEndInput';
import { numberBetween } from '../../common/validators';
import { PlantReferenceInput } from '../../plants/PlantReferenceInput';
import { fullName } from '../../users/userName';
import { gasolineTypeChoices, moduloChoices, transmissionChoices, vehicleDocumentStatusChoices, vehicleStatusChoices } from '../vehicleChoices';
import { SearchFilterInput } from '../../common/SearchFilterInput';

/** A model year as the API accepts one: a whole number between the oldest and next year's models. */
const modelYear = () => numberBetween({ min: VEHICLE_YEAR_MIN, max: latestModelYear() }, { whole: true });

/** "Year to" may not come before "year from" (an empty range would look like a fleet without vehicles). */
const given = (value: unknown) => value !== undefined && value !== null && value !== '';
const notBeforeFirstYear: Validator = (value, values) =>
  given(value) && given(values?.year__gte) && Number(value) < Number(values.year__gte) ? 'resources.vehiculos.list.filters.year_order' : undefined;

/**
 * Search (plate, brand, model, colour, serial) and the filters of vehiculos/: status, modulo,
 * plant, fuel, transmission, worst document state, model year range (year__gte / year__lte,
 * checked before it is sent) and owner.
 */
export const vehicleFilters = [
  <SearchFilterInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={vehicleStatusChoices} />,
  <SelectInput key="modulo" source="modulo" choices={moduloChoices} />,
  <PlantReferenceInput key="planta" source="planta" label="resources.vehiculos.fields.planta" />,
  <SelectInput key="gasoline_type" source="gasoline_type" choices={gasolineTypeChoices} />,
  <SelectInput key="transmission" source="transmission" choices={transmissionChoices} />,
  <SelectInput key="documentos_status" source="documentos_status" choices={vehicleDocumentStatusChoices} />,
  <NumberInput key="year__gte" source="year__gte" label="resources.vehiculos.list.filters.year_from" step={1} validate={modelYear()} />,
  <RangeEndInput key="year__lte" input={NumberInput} from="year__gte" source="year__lte" label="resources.vehiculos.list.filters.year_to" step={1} validate={[modelYear(), notBeforeFirstYear]} />,
  <ReferenceInput key="owner" source="owner" reference="usuarios" filter={{ plataforma: false }} sort={{ field: 'name', order: 'ASC' }} perPage={PAGING.fixedList}>
    <AutocompleteInput label="resources.vehiculos.fields.owner" optionText={fullName} filterToQuery={(q) => ({ q })} />
  </ReferenceInput>,
];

import { SelectArrayInput, SelectInput } from 'react-admin';
import { dayRangeFilters } from '../common/dayRange';
import { SearchFilterInput } from '../common/SearchFilterInput';
import { PlantReferenceInput } from '../plants/PlantReferenceInput';
import { expiryKindChoices, expiryStatusChoices } from './expiryRows';

const F = 'resources.vencimientos.list.filters';

/**
 * Search (the plate, the person's name, the card's number), the plant, any of the kinds, the
 * state (as Home's figures link to it: `status`) and the days it expires between, which go as
 * they are: `vencimiento` is a calendar day.
 */
export const expiryFilters = [
  <SearchFilterInput key="q" source="q" alwaysOn />,
  <PlantReferenceInput key="planta" source="planta" label="resources.vencimientos.fields.planta" />,
  <SelectArrayInput key="kind__in" source="kind__in" label={`${F}.kind`} choices={expiryKindChoices} />,
  <SelectInput key="status" source="status" label={`${F}.status`} choices={expiryStatusChoices} />,
  ...dayRangeFilters('vencimiento', { from: `${F}.from`, to: `${F}.to`, order: `${F}.order` }),
];

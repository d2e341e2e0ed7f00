import { AutocompleteInput, ReferenceInput, SelectArrayInput, type Validator } from 'react-admin';
import { PAGING } from '../../../domain/paging';
import { VEHICLE_MODULO } from '../../../domain/vehicles';
import { DatePickerInput } from '../../common/DatePickerInput';
import { RangeEndInput } from '../../common/RangeEndInput';
import { PlantReferenceInput } from '../../plants/PlantReferenceInput';
import { fullName } from '../../users/userName';
import { loanStatusChoices } from '../loanChoices';
import { SearchFilterInput } from '../../common/SearchFilterInput';

const WHOLE_DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: unknown): value is string => typeof value === 'string' && WHOLE_DAY.test(value);

/**
 * "Departure to" may not come before "departure from" (days as yyyy-MM-dd compare as text). A
 * start still being typed is no day yet ("invalid-date", which its own field points at): it
 * orders nothing, and its text compared as later than any day.
 */
export const notBeforeFrom: Validator = (value, values) =>
  isDay(value) && isDay(values?.fecha_salida__gte) && value < values.fecha_salida__gte ? 'resources.prestamos.list.filters.departure_order' : undefined;

/**
 * Search (destino, motivo) and the filters of prestamos/: status (any of, `status__in`), plant,
 * requester, vehicle and a departure range checked before it is sent. `withStatus` is false on
 * the fleet requests, which are all in status 0.
 */
export const loanFilters = ({ withStatus }: { withStatus: boolean }) => [
  <SearchFilterInput key="q" source="q" alwaysOn />,
  ...(withStatus ? [<SelectArrayInput key="status__in" source="status__in" label="resources.prestamos.list.filters.status" choices={loanStatusChoices} />] : []),
  <PlantReferenceInput key="planta" source="planta" label="resources.prestamos.fields.planta" />,
  <ReferenceInput key="usuario" source="usuario" reference="usuarios" filter={{ plataforma: false }} sort={{ field: 'name', order: 'ASC' }} perPage={PAGING.fixedList}>
    <AutocompleteInput label="resources.prestamos.fields.usuario" optionText={fullName} filterToQuery={(q) => ({ q })} />
  </ReferenceInput>,
  // Loans lend fleet vehicles only.
  <ReferenceInput key="vehiculo" source="vehiculo" reference="vehiculos" filter={{ modulo: VEHICLE_MODULO.fleet }} sort={{ field: 'matricula', order: 'ASC' }} perPage={PAGING.fixedList}>
    <AutocompleteInput label="resources.prestamos.fields.vehiculo" optionText="matricula" filterToQuery={(q) => ({ q })} />
  </ReferenceInput>,
  <DatePickerInput key="fecha_salida__gte" source="fecha_salida__gte" label="resources.prestamos.list.filters.departure_from" />,
  <RangeEndInput key="fecha_salida__lte" input={DatePickerInput} from="fecha_salida__gte" source="fecha_salida__lte" label="resources.prestamos.list.filters.departure_to" validate={notBeforeFrom} />,
];

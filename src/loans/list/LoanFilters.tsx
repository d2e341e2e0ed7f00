import { AutocompleteInput, ReferenceInput, SelectArrayInput } from 'react-admin';
import { PAGING } from '../../../domain/paging';
import { VEHICLE_MODULO } from '../../../domain/vehicles';
import { dayRangeFilters, notBeforeStart } from '../../common/dayRange';
import { PlantReferenceInput } from '../../plants/PlantReferenceInput';
import { fullName } from '../../users/userName';
import { loanStatusChoices } from '../loanChoices';
import { SearchFilterInput } from '../../common/SearchFilterInput';

const DEPARTURE_WORDS = {
  from: 'resources.prestamos.list.filters.departure_from',
  to: 'resources.prestamos.list.filters.departure_to',
  order: 'resources.prestamos.list.filters.departure_order',
};

/** "Departure to" may not come before "departure from" (common/dayRange). */
export const notBeforeFrom = notBeforeStart('fecha_salida__gte', DEPARTURE_WORDS.order);

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
  ...dayRangeFilters('fecha_salida', DEPARTURE_WORDS),
];

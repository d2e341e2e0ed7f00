import { GASOLINE_TYPE_VALUES, TRANSMISSION_VALUES, VEHICLE_MODULO_VALUES, VEHICLE_STATUS } from '../../domain/vehicles';
import type { ChipChoice } from '../common/ChoiceChipField';
import { documentStatusChoices } from '../common/statusChoices';

const choice = (group: string) => (id: number) => ({ id, name: `resources.vehiculos.choices.${group}.${id}` });

/** DOMAIN §2 vehicle status, as chips: waiting states stand out, refused and occupied too. */
export const vehicleStatusChoices: ChipChoice[] = [
  { id: VEHICLE_STATUS.pending, name: 'resources.vehiculos.choices.status.0', color: 'info' },
  { id: VEHICLE_STATUS.refused, name: 'resources.vehiculos.choices.status.1', color: 'error', variant: 'outlined' },
  { id: VEHICLE_STATUS.inactive, name: 'resources.vehiculos.choices.status.2', color: 'default', variant: 'outlined' },
  { id: VEHICLE_STATUS.active, name: 'resources.vehiculos.choices.status.3', color: 'success' },
  { id: VEHICLE_STATUS.occupied, name: 'resources.vehiculos.choices.status.4', color: 'warning' },
];

/** DOMAIN §2 document states of a vehicle's documents (masculine in Spanish: "documento"). */
export const vehicleDocumentStatusChoices = documentStatusChoices((_, id) => `resources.vehiculos.choices.document_status.${id}`);

export const moduloChoices = VEHICLE_MODULO_VALUES.map(choice('modulo'));
export const gasolineTypeChoices = GASOLINE_TYPE_VALUES.map(choice('gasoline_type'));
export const transmissionChoices = TRANSMISSION_VALUES.map(choice('transmission'));

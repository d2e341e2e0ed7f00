import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { LOAN_TRANSITIONS } from '../../../../domain/loans';
import { defineRecordAction } from '../../../common/actions';
import { loanName } from './loanDecisions';
import { VehiclePickerInput } from './VehiclePickerInput';

const T = 'resources.prestamos.actions.vehicle';

// The vehicle taken becomes Occupied (and a changed one Active again): vehicle lists reload too.
const common = {
  inputs: <VehiclePickerInput />,
  recordName: loanName,
  refresh: ['vehiculos', 'prestamos/vehiculos_asignados'],
} as const;

/** POST prestamos/{id}/asignar_vehiculo/ {vehiculo}: an approved loan without a vehicle gets a lendable one. */
export const assignVehicle = defineRecordAction({
  ...common,
  transition: LOAN_TRANSITIONS.asignar_vehiculo,
  label: `${T}.assign`,
  icon: <DirectionsCarIcon />,
  confirm: { title: `${T}.assign_title` },
  submitLabel: `${T}.assign_submit`,
  successMessage: `${T}.assigned`,
  errorMessage: `${T}.assign_error`,
});

/** POST prestamos/{id}/change_vehicle/ {vehiculo}: the loan (7, 2) swaps the vehicle it has for a lendable one. */
export const changeVehicle = defineRecordAction({
  ...common,
  transition: LOAN_TRANSITIONS.change_vehicle,
  label: `${T}.change`,
  icon: <SwapHorizIcon />,
  confirm: { title: `${T}.change_title`, content: `${T}.change_content` },
  submitLabel: `${T}.change_submit`,
  successMessage: `${T}.changed`,
  errorMessage: `${T}.change_error`,
});

import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import type { RaRecord } from 'react-admin';
import { VEHICLE_TRANSITIONS } from '../../../domain/vehicles';
import { defineRecordAction } from '../../common/actions';

const plate = (record: RaRecord) => String(record.matricula ?? '');

/** GET vehiculos/{id}/aceptar_solicitud/: a pending registration with its three photos becomes Active (0 → 3). */
export const acceptRequest = defineRecordAction({
  transition: VEHICLE_TRANSITIONS.aceptar_solicitud,
  label: 'resources.vehiculos.show.actions.accept',
  icon: <CheckCircleIcon />,
  color: 'success',
  confirm: { title: 'resources.vehiculos.show.actions.accept_title', content: 'resources.vehiculos.show.actions.accept_content' },
  recordName: plate,
  successMessage: 'resources.vehiculos.notifications.accepted',
  errorMessage: 'resources.vehiculos.notifications.accept_error',
});

/** POST vehiculos/{id}/rechazar_solicitud/ {motivo_de_rechazo}: a pending registration is refused (0 → 1) with its reason. */
export const rejectRequest = defineRecordAction({
  transition: VEHICLE_TRANSITIONS.rechazar_solicitud,
  label: 'resources.vehiculos.show.actions.reject',
  icon: <CancelIcon />,
  color: 'error',
  confirm: { title: 'resources.vehiculos.show.actions.reject_title', content: 'resources.vehiculos.show.actions.reject_content' },
  reason: { field: 'motivo_de_rechazo', label: 'resources.vehiculos.fields.motivo_de_rechazo', required: true },
  submitLabel: 'resources.vehiculos.show.actions.reject',
  recordName: plate,
  successMessage: 'resources.vehiculos.notifications.refused',
  errorMessage: 'resources.vehiculos.notifications.refuse_error',
  // The refusal raises notification 11 for the administrators.
  refresh: ['notificaciones'],
});

/** GET vehiculos/{id}/liberar/: an occupied vehicle that no open loan holds is available again (4 → 3). */
export const releaseVehicle = defineRecordAction({
  transition: VEHICLE_TRANSITIONS.liberar,
  label: 'resources.vehiculos.show.actions.release',
  icon: <LockOpenIcon />,
  color: 'primary',
  confirm: { title: 'resources.vehiculos.show.actions.release_title', content: 'resources.vehiculos.show.actions.release_content' },
  recordName: plate,
  successMessage: 'resources.vehiculos.notifications.released',
  errorMessage: 'resources.vehiculos.notifications.release_error',
});

import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import BlockIcon from '@mui/icons-material/Block';
import type { RaRecord } from 'react-admin';
import { TRIP_REQUEST_TRANSITIONS as T } from '../../../domain/tripRequests';
import { defineRecordAction } from '../../common/actions';
import { CandidateTripInput } from './CandidateTripInput';

const W = 'resources.solicitudes_viaje.actions';

/** A request has no name of its own: confirmations and toasts name it by number (#12). */
export const requestName = (record: RaRecord) => `#${record.id}`;

/**
 * POST solicitudes_viaje/{id}/aceptar/ {viaje}: a pending request is put on one of its candidate
 * trips (0 → 1), which gains the requester as an occupant with the request's pickup point.
 */
export const acceptTripRequest = defineRecordAction({
  transition: T.aceptar,
  label: `${W}.accept.label`,
  icon: <CheckCircleIcon />,
  color: 'success',
  confirm: { title: `${W}.accept.title`, content: `${W}.accept.content` },
  inputs: (record) => <CandidateTripInput request={record.id} />,
  submitLabel: `${W}.accept.label`,
  recordName: requestName,
  messageArgs: (_record, values) => ({ trip: values.viaje == null ? '' : `#${String(values.viaje)}` }),
  successMessage: `${W}.accept.success`,
  errorMessage: `${W}.accept.error`,
  refresh: ['viajes', 'detalle_viaje'],
});

/** POST solicitudes_viaje/{id}/rechazar/ {motivo_de_rechazo}: a pending request is refused (0 → 2), with its reason. */
export const refuseTripRequest = defineRecordAction({
  transition: T.rechazar,
  label: `${W}.refuse.label`,
  icon: <CancelIcon />,
  color: 'error',
  confirm: { title: `${W}.refuse.title`, content: `${W}.refuse.content` },
  reason: { field: 'motivo_de_rechazo', label: 'resources.solicitudes_viaje.fields.motivo_de_rechazo', required: true },
  submitLabel: `${W}.refuse.label`,
  recordName: requestName,
  successMessage: `${W}.refuse.success`,
  errorMessage: `${W}.refuse.error`,
});

/** POST solicitudes_viaje/{id}/cancelar/: a pending or accepted request is cancelled (→ 3); an accepted one frees its seat. */
export const cancelTripRequest = defineRecordAction({
  transition: T.cancelar,
  label: `${W}.cancel.label`,
  icon: <BlockIcon />,
  color: 'error',
  confirm: { title: `${W}.cancel.title`, content: `${W}.cancel.content` },
  submitLabel: `${W}.cancel.label`,
  recordName: requestName,
  successMessage: `${W}.cancel.success`,
  errorMessage: `${W}.cancel.error`,
  refresh: ['viajes', 'detalle_viaje'],
});

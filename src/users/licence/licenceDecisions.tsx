import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import type { RaRecord } from 'react-admin';
import { DOCUMENT_STATUS } from '../../../domain/status';
import { defineRecordAction } from '../../common/actions';
import { fullName } from '../userName';

const { pending, accepted, rejected, expiring } = DOCUMENT_STATUS;

/** Offered with a licence in one of these states (an expired one needs a new upload, not a decision). */
const licenceIn =
  (...states: number[]) =>
  (record: RaRecord) =>
    !!record.licencia && states.includes(Number(record.licencia_status));

/** GET usuarios/{id}/aceptar_licencia/: a pending licence, or a rejected one after all. */
export const acceptLicence = defineRecordAction({
  resource: 'usuarios',
  action: 'accept_licence',
  path: 'aceptar_licencia',
  label: 'resources.usuarios.licence.accept',
  icon: <CheckCircleIcon />,
  color: 'success',
  variant: 'outlined',
  show: licenceIn(pending, rejected),
  confirm: { title: 'resources.usuarios.licence.accept_title', content: 'resources.usuarios.licence.accept_content' },
  recordName: fullName,
  successMessage: 'resources.usuarios.notifications.licence_accepted',
  errorMessage: 'resources.usuarios.notifications.licence_decision_error',
});

/** GET usuarios/{id}/rechazar_licencia/: a pending licence, or an accepted or expiring one revoked. */
export const rejectLicence = defineRecordAction({
  resource: 'usuarios',
  action: 'reject_licence',
  path: 'rechazar_licencia',
  label: 'resources.usuarios.licence.reject',
  icon: <CancelIcon />,
  color: 'error',
  variant: 'outlined',
  show: licenceIn(pending, accepted, expiring),
  confirm: { title: 'resources.usuarios.licence.reject_title', content: 'resources.usuarios.licence.reject_content' },
  recordName: fullName,
  successMessage: 'resources.usuarios.notifications.licence_rejected',
  errorMessage: 'resources.usuarios.notifications.licence_decision_error',
});

import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import { LICENCE_TRANSITIONS } from '../../../domain/licences';
import { defineRecordAction } from '../../common/actions';
import { fullName } from '../userName';

/** GET usuarios/{id}/aceptar_licencia/: a pending licence, or a rejected one after all. */
export const acceptLicence = defineRecordAction({
  transition: LICENCE_TRANSITIONS.aceptar_licencia,
  label: 'resources.usuarios.licence.accept',
  icon: <CheckCircleIcon />,
  color: 'success',
  variant: 'outlined',
  confirm: { title: 'resources.usuarios.licence.accept_title', content: 'resources.usuarios.licence.accept_content' },
  recordName: fullName,
  successMessage: 'resources.usuarios.notifications.licence_accepted',
  errorMessage: 'resources.usuarios.notifications.licence_decision_error',
});

/** GET usuarios/{id}/rechazar_licencia/: a pending licence, or an accepted or expiring one revoked. */
export const rejectLicence = defineRecordAction({
  transition: LICENCE_TRANSITIONS.rechazar_licencia,
  label: 'resources.usuarios.licence.reject',
  icon: <CancelIcon />,
  color: 'error',
  variant: 'outlined',
  confirm: { title: 'resources.usuarios.licence.reject_title', content: 'resources.usuarios.licence.reject_content' },
  recordName: fullName,
  successMessage: 'resources.usuarios.notifications.licence_rejected',
  errorMessage: 'resources.usuarios.notifications.licence_decision_error',
});

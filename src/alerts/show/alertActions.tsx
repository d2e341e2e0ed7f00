import TaskAltIcon from '@mui/icons-material/TaskAlt';
import type { RaRecord } from 'react-admin';
import { ALERT_COMMENT, ALERT_TRANSITIONS } from '../../../domain/alerts';
import { defineRecordAction } from '../../common/actions';

const W = 'resources.alertas.actions.attend';

/** An alert has no name of its own: the dialog and toasts name it by number (#12). */
const alertName = (record: RaRecord) => `#${record.id}`;

/**
 * POST alertas/{id}/atender/ {comentario} (DOMAIN §5): an active alert is attended (0 → 1), by
 * admin and C4 only, with the required comment; the server's field error stays in the dialog.
 */
export const attendAlert = defineRecordAction({
  transition: ALERT_TRANSITIONS.atender,
  label: `${W}.label`,
  icon: <TaskAltIcon />,
  color: 'error',
  variant: 'contained',
  confirm: { title: `${W}.title`, content: `${W}.content` },
  reason: { field: 'comentario', label: 'resources.alertas.fields.comentario', required: true, maxLength: ALERT_COMMENT.max },
  submitLabel: `${W}.label`,
  recordName: alertName,
  successMessage: `${W}.success`,
  errorMessage: `${W}.error`,
});

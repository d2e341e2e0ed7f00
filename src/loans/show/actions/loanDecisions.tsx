import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import BlockIcon from '@mui/icons-material/Block';
import type { RaRecord } from 'react-admin';
import { defineRecordAction } from '../../../common/actions';

const T = 'resources.prestamos.actions';

/** A loan has no folio: the confirmations and toasts name it as its references do (#12). */
export const loanName = (record: RaRecord) => `#${record.id}`;

/** The reason a refusal asks for (SPEC §7: motivo_de_rechazo), required. */
export const REJECTION_REASON = { field: 'motivo_de_rechazo', label: 'resources.prestamos.fields.motivo_de_rechazo', required: true } as const;

/** GET prestamos/{id}/aceptar_solicitud/: a request is approved (0 → 7). */
export const acceptLoan = defineRecordAction({
  resource: 'prestamos',
  action: 'accept',
  path: 'aceptar_solicitud',
  label: `${T}.accept.label`,
  icon: <CheckCircleIcon />,
  color: 'success',
  confirm: { title: `${T}.accept.title`, content: `${T}.accept.content` },
  recordName: loanName,
  successMessage: `${T}.accept.success`,
  errorMessage: `${T}.accept.error`,
  // The request leaves the fleet decision queue.
  refresh: ['solicitudes_fleet'],
});

const reject = {
  label: `${T}.reject.label`,
  icon: <CancelIcon />,
  color: 'error',
  confirm: { title: `${T}.reject.title`, content: `${T}.reject.content` },
  reason: REJECTION_REASON,
  submitLabel: `${T}.reject.label`,
  recordName: loanName,
  successMessage: `${T}.reject.success`,
  errorMessage: `${T}.reject.error`,
  refresh: ['solicitudes_fleet', 'vehiculos'],
} as const;

/** POST prestamos/{id}/rechazar_solicitud_por_admin/ {motivo_de_rechazo}: an administrator refuses a request or an approved loan (0, 7 → 8); its vehicle and cards are freed. */
export const rejectLoanByAdmin = defineRecordAction({ resource: 'prestamos', action: 'reject_by_admin', path: 'rechazar_solicitud_por_admin', ...reject });

/** POST prestamos/{id}/rechazar_solicitud/ {motivo_de_rechazo}: HR refuses a request (0 → 1). */
export const rejectLoanByHr = defineRecordAction({
  resource: 'prestamos',
  action: 'reject',
  path: 'rechazar_solicitud',
  ...reject,
  // A new request has no vehicle or cards to free yet.
  confirm: { ...reject.confirm, content: `${T}.reject.content_request` },
});

/** GET prestamos/{id}/finalizar_final/: the loan is completed (4, 6 → 5), its vehicle back to Active and its cards released. */
export const finalizeLoan = defineRecordAction({
  resource: 'prestamos',
  action: 'finalize',
  path: 'finalizar_final',
  label: `${T}.finalize.label`,
  icon: <DoneAllIcon />,
  color: 'success',
  confirm: { title: `${T}.finalize.title`, content: `${T}.finalize.content` },
  recordName: loanName,
  successMessage: `${T}.finalize.success`,
  errorMessage: `${T}.finalize.error`,
  refresh: ['vehiculos', 'tarjeta_gasolina', 'tarjeta_tag'],
});

/** POST prestamos/{id}/cancelar/ {motivo_de_rechazo}: an administrator cancels (0, 7, 2 → 10); vehicle and cards are freed. */
export const cancelLoan = defineRecordAction({
  resource: 'prestamos',
  action: 'cancel',
  path: 'cancelar',
  label: `${T}.cancel.label`,
  icon: <BlockIcon />,
  color: 'error',
  confirm: { title: `${T}.cancel.title`, content: `${T}.cancel.content` },
  reason: { field: 'motivo_de_rechazo', label: `${T}.cancel.reason`, required: true },
  submitLabel: `${T}.cancel.label`,
  recordName: loanName,
  successMessage: `${T}.cancel.success`,
  errorMessage: `${T}.cancel.error`,
  refresh: ['solicitudes_fleet', 'vehiculos', 'tarjeta_gasolina', 'tarjeta_tag'],
});

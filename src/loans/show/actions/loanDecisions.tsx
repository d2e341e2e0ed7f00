import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import BlockIcon from '@mui/icons-material/Block';
import type { RaRecord } from 'react-admin';
import { LOAN_TRANSITIONS as T } from '../../../../domain/loans';
import { defineRecordAction } from '../../../common/actions';
import type { RejectCall } from '../../loanCalls';

const W = 'resources.prestamos.actions';

/** A loan has no folio: the confirmations and toasts name it as its references do (#12). */
export const loanName = (record: RaRecord) => `#${record.id}`;

/** The reason a refusal asks for (SPEC §7: motivo_de_rechazo), required. */
export const REJECTION_REASON = { field: 'motivo_de_rechazo', label: 'resources.prestamos.fields.motivo_de_rechazo', required: true } as const;

/** GET prestamos/{id}/aceptar_solicitud/: a request is approved (0 → 7). */
export const acceptLoan = defineRecordAction({
  transition: T.aceptar_solicitud,
  label: `${W}.accept.label`,
  icon: <CheckCircleIcon />,
  color: 'success',
  confirm: { title: `${W}.accept.title`, content: `${W}.accept.content` },
  recordName: loanName,
  successMessage: `${W}.accept.success`,
  errorMessage: `${W}.accept.error`,
  // The request leaves the fleet decision queue.
  refresh: ['solicitudes_fleet'],
});

const reject = {
  label: `${W}.reject.label`,
  icon: <CancelIcon />,
  color: 'error',
  confirm: { title: `${W}.reject.title`, content: `${W}.reject.content` },
  reason: REJECTION_REASON,
  submitLabel: `${W}.reject.label`,
  recordName: loanName,
  successMessage: `${W}.reject.success`,
  errorMessage: `${W}.reject.error`,
  refresh: ['solicitudes_fleet', 'vehiculos'],
} as const;

/** POST prestamos/{id}/rechazar_solicitud_por_admin/ {motivo_de_rechazo}: an administrator refuses a request or an approved loan (0, 7 → 8); its vehicle and cards are freed. */
export const rejectLoanByAdmin = defineRecordAction({ transition: T.rechazar_solicitud_por_admin, ...reject });

/** POST prestamos/{id}/rechazar_solicitud/ {motivo_de_rechazo}: HR refuses a request (0 → 1). */
export const rejectLoanByHr = defineRecordAction({
  transition: T.rechazar_solicitud,
  ...reject,
  // A new request has no vehicle or cards to free yet.
  confirm: { ...reject.confirm, content: `${W}.reject.content_request` },
});

/** Each refusal by the call the reader makes (loanCalls.ts rejectCallFor). */
export const REJECT_LOAN: Record<RejectCall, typeof rejectLoanByHr> = {
  [T.rechazar_solicitud_por_admin.path]: rejectLoanByAdmin,
  [T.rechazar_solicitud.path]: rejectLoanByHr,
};

/** GET prestamos/{id}/finalizar_final/: the loan is completed (4, 6 → 5), its vehicle back to Active and its cards released. */
export const finalizeLoan = defineRecordAction({
  transition: T.finalizar_final,
  label: `${W}.finalize.label`,
  icon: <DoneAllIcon />,
  color: 'success',
  confirm: { title: `${W}.finalize.title`, content: `${W}.finalize.content` },
  recordName: loanName,
  successMessage: `${W}.finalize.success`,
  errorMessage: `${W}.finalize.error`,
  refresh: ['vehiculos', 'tarjeta_gasolina', 'tarjeta_tag'],
});

/** POST prestamos/{id}/cancelar/ {motivo_de_rechazo}: an administrator cancels (0, 7, 2 → 10); vehicle and cards are freed. */
export const cancelLoan = defineRecordAction({
  transition: T.cancelar,
  label: `${W}.cancel.label`,
  icon: <BlockIcon />,
  color: 'error',
  confirm: { title: `${W}.cancel.title`, content: `${W}.cancel.content` },
  reason: { field: 'motivo_de_rechazo', label: `${W}.cancel.reason`, required: true },
  submitLabel: `${W}.cancel.label`,
  recordName: loanName,
  successMessage: `${W}.cancel.success`,
  errorMessage: `${W}.cancel.error`,
  refresh: ['solicitudes_fleet', 'vehiculos', 'tarjeta_gasolina', 'tarjeta_tag'],
});

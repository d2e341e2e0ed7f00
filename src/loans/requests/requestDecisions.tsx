import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import { defineRecordAction } from '../../common/actions';
import { getSession } from '../../providers/session';
import { rejectCallFor } from '../loanCalls';
import { loanName, REJECTION_REASON } from '../show/actions/loanDecisions';

export type RejectCall = NonNullable<ReturnType<typeof rejectCallFor>>;

/** What a decision reloads besides the loans: the list of requests it came from. */
const REFRESH = ['solicitudes_fleet'] as const;

/** How the signed-in reader turns a request down (admins as admin → 8, HR as HR → 1), or null for readers who may not. */
export const useRejectCall = (): RejectCall | null => rejectCallFor(getSession()?.roles ?? []);

/** GET prestamos/{id}/aceptar_solicitud/ after a confirmation: the request is approved (0 → 7). */
export const acceptRequest = defineRecordAction({
  resource: 'prestamos',
  action: 'accept',
  path: 'aceptar_solicitud',
  label: 'resources.prestamos.list.decisions.accept',
  icon: <CheckCircleIcon />,
  color: 'success',
  confirm: { title: 'resources.prestamos.list.decisions.accept_title', content: 'resources.prestamos.list.decisions.accept_content' },
  recordName: loanName,
  successMessage: 'resources.prestamos.list.decisions.accepted',
  errorMessage: 'resources.prestamos.list.decisions.accept_error',
  refresh: REFRESH,
});

/** POST prestamos/{id}/<call>/ {motivo_de_rechazo}: the request is refused with its reason, as the reader's role refuses. */
export const rejectRequest = (call: RejectCall) =>
  defineRecordAction({
    resource: 'prestamos',
    action: call === 'rechazar_solicitud_por_admin' ? 'reject_by_admin' : 'reject',
    path: call,
    label: 'resources.prestamos.list.decisions.reject',
    icon: <CancelIcon />,
    color: 'error',
    confirm: { title: 'resources.prestamos.list.decisions.reject_title', content: 'resources.prestamos.list.decisions.reject_content' },
    reason: REJECTION_REASON,
    submitLabel: 'resources.prestamos.list.decisions.reject',
    recordName: loanName,
    successMessage: 'resources.prestamos.list.decisions.rejected',
    errorMessage: 'resources.prestamos.list.decisions.reject_error',
    refresh: REFRESH,
  });

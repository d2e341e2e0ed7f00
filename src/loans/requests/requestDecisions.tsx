import { defineRecordAction } from '../../common/actions';
import { getSession } from '../../providers/session';
import { rejectCallFor, type RejectCall } from '../loanCalls';
import { acceptLoan, REJECT_LOAN } from '../show/actions/loanDecisions';

export type { RejectCall } from '../loanCalls';

/** What a decision reloads besides the loans: the list of requests it came from. */
const REFRESH = ['solicitudes_fleet'] as const;

/** How the signed-in reader turns a request down (admins as admin → 8, HR as HR → 1), or null for readers who may not. */
export const useRejectCall = (): RejectCall | null => rejectCallFor(getSession()?.roles ?? []);

const W = 'resources.prestamos.list.decisions';

/** The record page's accept (GET aceptar_solicitud/, 0 → 7) in the queue's words, reloading the queue. */
export const acceptRequest = defineRecordAction({
  ...acceptLoan,
  label: `${W}.accept`,
  confirm: { title: `${W}.accept_title`, content: `${W}.accept_content` },
  successMessage: `${W}.accepted`,
  errorMessage: `${W}.accept_error`,
  refresh: REFRESH,
});

/** The record page's refusal for the reader's role (POST <call>/ {motivo_de_rechazo}) in the queue's words. */
export const rejectRequest = (call: RejectCall) =>
  defineRecordAction({
    ...REJECT_LOAN[call],
    label: `${W}.reject`,
    confirm: { title: `${W}.reject_title`, content: `${W}.reject_content` },
    submitLabel: `${W}.reject`,
    successMessage: `${W}.rejected`,
    errorMessage: `${W}.reject_error`,
    refresh: REFRESH,
  });

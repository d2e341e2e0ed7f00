import { Stack } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { canAccess } from '../../../../domain/access';
import { RecordActionButton } from '../../../common/actions';
import { getSession } from '../../../providers/session';
import { loanCallsFor, rejectCallFor } from '../../loanCalls';
import { AuditButton } from './AuditButton';
import { assignCard, holdsCard, type CardBase } from './cardActions';
import { CARD_LOAN_STATES, LOAN_TRANSITIONS as T, type LoanCall } from '../../../../domain/loans';
import { IncidentButton } from './IncidentButton';
import { acceptLoan, cancelLoan, finalizeLoan, REJECT_LOAN } from './loanDecisions';
import { assignVehicle, changeVehicle } from './vehicleActions';

const CARDS: readonly CardBase[] = ['tarjeta_gasolina', 'tarjeta_tag'];

/**
 * Every action the loan's state and the reader's groups allow (DOMAIN §1/§2 through
 * loanCallsFor): C4 sees none, HR only accept and reject on a request. Each asks first, toasts,
 * and reloads the loan and its history. The buttons wrap on phones instead of scrolling sideways.
 */
export const LoanActions = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  // The same groups the auth provider's canAccess reads (src/layout/Menu.tsx does alike).
  const groups = getSession()?.roles ?? [];
  const status = Number(record.status);
  const calls = loanCallsFor(record, groups);
  const on = (rule: { path: LoanCall }) => calls.has(rule.path);
  const reject = rejectCallFor(groups);
  const cards = CARD_LOAN_STATES.includes(status) ? CARDS.filter((base) => canAccess(groups, base, 'assign_card')) : [];
  if (calls.size === 0 && cards.length === 0) return null;

  return (
    <Stack
      direction="row"
      role="group"
      aria-label={translate('resources.prestamos.actions.group')}
      useFlexGap
      sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', minWidth: 0 }}
    >
      {on(T.aceptar_solicitud) && <RecordActionButton {...acceptLoan} />}
      {reject && calls.has(reject) && <RecordActionButton {...REJECT_LOAN[reject]} />}
      {on(T.asignar_vehiculo) && <RecordActionButton {...assignVehicle} />}
      {on(T.change_vehicle) && <RecordActionButton {...changeVehicle} />}
      {cards.map((base) => (
        <RecordActionButton key={base} {...assignCard(base, holdsCard(record, base))} />
      ))}
      {on(T.auditoria_inicial) && <AuditButton kind="initial" />}
      {on(T.auditoria_final) && <AuditButton kind="final" />}
      {on(T.incidencias) && <IncidentButton />}
      {on(T.finalizar_final) && <RecordActionButton {...finalizeLoan} />}
      {on(T.cancelar) && <RecordActionButton {...cancelLoan} />}
    </Stack>
  );
};

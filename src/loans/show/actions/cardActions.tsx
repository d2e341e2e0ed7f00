import CreditCardIcon from '@mui/icons-material/CreditCard';
import TollIcon from '@mui/icons-material/Toll';
import type { RaRecord } from 'react-admin';
import { defineRecordAction, type RecordActionProps } from '../../../common/actions';
import { CardPickerInput } from './CardPickerInput';
import { loanName } from './loanDecisions';

export type CardBase = 'tarjeta_gasolina' | 'tarjeta_tag';


const KEY: Record<CardBase, string> = { tarjeta_gasolina: 'fuel', tarjeta_tag: 'tag' };

/** The loan's column that says which card of this kind it holds. */
export const holdsCard = (record: RaRecord, base: CardBase) => record[base] !== null && record[base] !== undefined && record[base] !== '';

/**
 * POST {base}{card}/asignar_prestamo/ {prestamo}: the picked free card goes on the shown loan;
 * the card it held of that kind (if any) is released by the server. Worded "Cambiar" then.
 */
export const assignCard = (base: CardBase, change: boolean): RecordActionProps<CardBase> => {
  const words = `resources.prestamos.actions.card.${KEY[base]}`;
  const verb = change ? 'change' : 'assign';
  return defineRecordAction<CardBase>({
    resource: base,
    action: 'assign_card',
    path: 'asignar_prestamo',
    targetId: (_loan, values) => values.tarjeta as number,
    inputs: <CardPickerInput base={base} />,
    toBody: (_values, loan) => ({ prestamo: loan.id }),
    label: `${words}.${verb}`,
    icon: base === 'tarjeta_gasolina' ? <CreditCardIcon /> : <TollIcon />,
    confirm: { title: `${words}.${verb}_title` },
    submitLabel: `resources.prestamos.actions.card.${verb}_submit`,
    recordName: loanName,
    successMessage: `${words}.success`,
    errorMessage: `${words}.error`,
    refresh: ['prestamos', `${base}/disponibles`],
  });
};

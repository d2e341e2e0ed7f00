import { LOAN_STATUS as S, LOAN_STATUS_VALUES } from '../../domain/loans';
import type { ChipChoice } from '../common/ChoiceChipField';

const COLORS: Readonly<Record<number, Pick<ChipChoice, 'color' | 'variant'>>> = {
  [S.application]: { color: 'info' },
  [S.approved_by_admin]: { color: 'primary' },
  [S.initial_audit]: { color: 'warning' },
  [S.final_audit]: { color: 'warning' },
  [S.incidence]: { color: 'error' },
  [S.completed]: { color: 'success' },
};

/** DOMAIN §2 loan status as chips: waiting and under-way states stand out, closed ones are outlined. */
export const loanStatusChoices: ChipChoice[] = LOAN_STATUS_VALUES.map((id) => ({
  id,
  name: `resources.prestamos.choices.status.${id}`,
  ...(COLORS[id] ?? { color: 'default', variant: 'outlined' }),
}));

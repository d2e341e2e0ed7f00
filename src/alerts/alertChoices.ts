import { ALERT_STATUS as S, ALERT_STATUS_VALUES } from '../../domain/alerts';
import type { ChipChoice } from '../common/ChoiceChipField';

/** DOMAIN §5 alert status as chips: an active alert is the failure red the desk acts on, an attended one done green. */
export const alertStatusChoices: ChipChoice[] = ALERT_STATUS_VALUES.map((id) => ({
  id,
  name: `resources.alertas.choices.status.${id}`,
  color: id === S.active ? 'error' : 'success',
}));

import { TRIP_REQUEST_STATUS as S, TRIP_REQUEST_STATUS_VALUES } from '../../domain/tripRequests';
import type { ChipChoice } from '../common/ChoiceChipField';

const LOOKS: Readonly<Record<number, Pick<ChipChoice, 'color' | 'variant'>>> = {
  [S.pending]: { color: 'info' },
  [S.accepted]: { color: 'success' },
  [S.refused]: { color: 'error', variant: 'outlined' },
  [S.cancelled]: { color: 'default', variant: 'outlined' },
};

/** DOMAIN §2 trip request status as chips, coloured as every state chip of the app (waiting blue, accepted green, refused red). */
export const tripRequestStatusChoices: ChipChoice[] = TRIP_REQUEST_STATUS_VALUES.map((id) => ({
  id,
  name: `resources.solicitudes_viaje.choices.status.${id}`,
  ...LOOKS[id],
}));

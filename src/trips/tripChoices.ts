import { OCCUPANT_STATUS as O, OCCUPANT_STATUS_VALUES, TRIP_STATUS as S, TRIP_STATUS_VALUES, TRIP_TYPE_VALUES } from '../../domain/trips';
import type { ChipChoice } from '../common/ChoiceChipField';

type Look = Pick<ChipChoice, 'color' | 'variant'>;

/**
 * The colours every state chip of the app follows (loans, documents): waiting blue, under way
 * amber, done green, a failure red; an ended state nobody needs to act on is outlined grey.
 */
const TRIP_LOOKS: Readonly<Record<number, Look>> = {
  [S.scheduled]: { color: 'info' },
  [S.started]: { color: 'warning' },
  [S.finished]: { color: 'success' },
};

const OCCUPANT_LOOKS: Readonly<Record<number, Look>> = {
  [O.not_boarded]: { color: 'info' },
  [O.boarded]: { color: 'warning' },
  [O.finalized]: { color: 'success' },
  [O.not_present]: { color: 'error' },
};

const OUTLINED: Look = { color: 'default', variant: 'outlined' };

const choicesOf = (values: readonly number[], key: string, looks: Readonly<Record<number, Look>>): ChipChoice[] =>
  values.map((id) => ({ id, name: `${key}.${id}`, ...(looks[id] ?? OUTLINED) }));

/** DOMAIN §2 trip status as chips. */
export const tripStatusChoices = choicesOf(TRIP_STATUS_VALUES, 'resources.viajes.choices.status', TRIP_LOOKS);

/** DOMAIN §2 trip type (a route's and a trip request's too): words, not a state, so plain outlined chips. */
export const tripTypeChoices = choicesOf(TRIP_TYPE_VALUES, 'resources.viajes.choices.tipo', {});

/** DOMAIN §2 trip detail (occupant) status as chips. */
export const occupantStatusChoices = choicesOf(OCCUPANT_STATUS_VALUES, 'resources.detalle_viaje.choices.status', OCCUPANT_LOOKS);

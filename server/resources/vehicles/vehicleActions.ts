import type { RecordAction } from '../../kit/define';
import type { TransitionDeclaration } from '../../kit/transitions';

/** SPEC §7 vehicle calls that change the record (accept, reject, release), declared for the kit's transitions. */
export function vehicleTransitions(): TransitionDeclaration[] {
  return [];
}

/** SPEC §7 vehicle calls beyond CRUD and transitions. */
export function vehicleActions(): RecordAction[] {
  return [];
}

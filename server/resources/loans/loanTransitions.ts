import type { TransitionDeclaration } from '../../kit/transitions';

/** DOMAIN §2 loan decisions and vehicle calls (accept, reject, reject by admin, assign/change vehicle, finalize, cancel). */
export function loanTransitions(): TransitionDeclaration[] {
  return [];
}

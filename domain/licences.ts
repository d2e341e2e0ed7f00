import { defineMachine, present, type StateRecord } from './machines';
import { DOCUMENT_STATUS } from './status';

/** A user's driver's licence (DOMAIN §2 document status on `licencia_status`) as both sides decide it. */

/** A decision needs a licence to decide on. */
export const hasLicence = (user: StateRecord) => present(user.licencia);

const { pending, accepted, rejected, expiring } = DOCUMENT_STATUS;

/**
 * SPEC §7 licence decisions on usuarios/: a pending licence takes either, an accepted or
 * expiring one can be revoked, a rejected one accepted after all; an expired one needs a new
 * upload, not a decision. Accepting writes Accepted, or at once Expiring or Expired when its
 * date is that close (DOMAIN §4: the server works it out from `vencimiento`).
 */
export const LICENCE_TRANSITIONS = defineMachine('usuarios', 'licencia_status', {
  aceptar_licencia: { method: 'GET', access: 'accept_licence', from: [pending, rejected], to: accepted, when: hasLicence },
  rechazar_licencia: { method: 'GET', access: 'reject_licence', from: [pending, accepted, expiring], to: rejected, when: hasLicence },
});

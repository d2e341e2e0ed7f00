import { ACTIVE_STATUS, DOCUMENT_STATUS } from '../../domain/status';
import type { ChipChoice } from './ChoiceChipField';

/** Choices for the 0/1 status of plants, departments and the like (DOMAIN §2). */
export const activeStatusChoices = [
  { id: ACTIVE_STATUS.active, name: 'app.status.active' },
  { id: ACTIVE_STATUS.inactive, name: 'app.status.inactive' },
];

type DocumentState = keyof typeof DOCUMENT_STATUS;

/**
 * DOMAIN §2 document states as chips, coloured alike on every screen (a licence, a vehicle's
 * documents): waiting is blue, accepted green, expiring amber, rejected and expired red. The
 * labels are the resource's own (grammatical gender differs).
 */
export const documentStatusChoices = (label: (state: DocumentState, id: number) => string): ChipChoice[] => [
  { id: DOCUMENT_STATUS.pending, name: label('pending', DOCUMENT_STATUS.pending), color: 'info' },
  { id: DOCUMENT_STATUS.accepted, name: label('accepted', DOCUMENT_STATUS.accepted), color: 'success' },
  { id: DOCUMENT_STATUS.rejected, name: label('rejected', DOCUMENT_STATUS.rejected), color: 'error', variant: 'outlined' },
  { id: DOCUMENT_STATUS.expiring, name: label('expiring', DOCUMENT_STATUS.expiring), color: 'warning' },
  { id: DOCUMENT_STATUS.expired, name: label('expired', DOCUMENT_STATUS.expired), color: 'error' },
];

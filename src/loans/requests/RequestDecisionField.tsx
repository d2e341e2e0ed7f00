import type { MouseEvent } from 'react';
import { Stack } from '@mui/material';
import type { FieldProps } from 'react-admin';
import { RecordActionButton } from '../../common/actions';
import { acceptRequest, rejectRequest, type RejectCall } from './requestDecisions';

/** Keeps clicks in the cell (its buttons and their dialogs, which React bubbles through) from opening the row. */
const stay = (event: MouseEvent) => event.stopPropagation();

/** A row's Accept and Reject; each hides itself from readers who may not make it (DOMAIN §1). */
export const RequestDecisionField = ({ rejectCall }: Partial<FieldProps> & { rejectCall: RejectCall | null }) => (
  <Stack direction="row" spacing={1} onClick={stay}>
    <RecordActionButton {...acceptRequest} />
    {rejectCall && <RecordActionButton {...rejectRequest(rejectCall)} />}
  </Stack>
);

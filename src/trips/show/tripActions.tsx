import BlockIcon from '@mui/icons-material/Block';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import type { RaRecord } from 'react-admin';
import { allows } from '../../../domain/machines';
import { TRIP_COMPLETION, TRIP_TRANSITIONS } from '../../../domain/trips';
import { defineRecordAction } from '../../common/actions';

const W = 'resources.viajes.actions';

/** A trip has no name of its own: confirmations and toasts name it by number (#12), as its references do. */
export const tripName = (record: RaRecord) => `#${record.id}`;

/** POST viajes/{id}/cancelar/: a Scheduled trip is cancelled (0 → 3); its seated occupants lose their seats with it. */
export const cancelTrip = defineRecordAction({
  transition: TRIP_TRANSITIONS.cancelar,
  label: `${W}.cancel.label`,
  icon: <BlockIcon />,
  color: 'error',
  confirm: { title: `${W}.cancel.title`, content: `${W}.cancel.content` },
  submitLabel: `${W}.cancel.label`,
  recordName: tripName,
  successMessage: `${W}.cancel.success`,
  errorMessage: `${W}.cancel.error`,
  // Its occupants and the requests matched to it change with it.
  refresh: ['detalle_viaje', 'solicitudes_viaje'],
});

/** Where completion is offered: a Finished trip with boarded occupants still to finalize (domain/trips.ts TRIP_COMPLETION). */
const completion = { from: TRIP_COMPLETION.tripFrom, field: TRIP_TRANSITIONS.cancelar.field, when: TRIP_COMPLETION.when };

interface CompletionAnswer {
  finalized: number;
  credited: number;
}

/**
 * POST viajes/completar-viajes-usuario-abordado/ {viaje} (SPEC §7, DOMAIN §4): the boarded
 * occupants of a finished trip are finalized and their points credited, once; the toast says how
 * many and how many points.
 */
export const completeBoarded = defineRecordAction({
  resource: 'viajes',
  action: TRIP_COMPLETION.access,
  path: TRIP_COMPLETION.path,
  method: 'POST',
  collection: true,
  body: (record) => ({ viaje: record.id }),
  show: (record) => allows(completion, record),
  label: `${W}.complete.label`,
  icon: <DoneAllIcon />,
  color: 'success',
  confirm: { title: `${W}.complete.title`, content: `${W}.complete.content` },
  submitLabel: `${W}.complete.label`,
  recordName: tripName,
  messageArgs: (record) => ({ boarded: record.boarded }),
  answerArgs: (answer) => {
    const { finalized, credited } = answer as CompletionAnswer;
    return { smart_count: finalized, finalized, credited };
  },
  successMessage: `${W}.complete.success`,
  errorMessage: `${W}.complete.error`,
  // The occupants move, the points land in the users' ledgers and the month's reward changes.
  refresh: ['detalle_viaje', 'usuarios'],
});

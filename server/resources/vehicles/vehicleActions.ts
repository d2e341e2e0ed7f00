import type { FastifyRequest } from 'fastify';
import { DOCUMENT_STATUS } from '../../../domain/status';
import { VEHICLE_DOCUMENTS, VEHICLE_FILES, VEHICLE_STATUS, VEHICLE_TRANSITIONS } from '../../../domain/vehicles';
import type { Db } from '../../db/client';
import { documentStateFor, today } from '../../kit/documents';
import type { Row } from '../../kit/records';
import { moves } from '../../kit/machines';
import type { TransitionDeclaration } from '../../kit/transitions';
import { notify, raiserOf } from '../../notifications/notify';
import { NOTIFICATION_TYPES } from '../../notifications/types';
import { userFullName } from '../users/userFiles';

const { pending } = VEHICLE_STATUS;

/** The owner's full name for a notification's texts, or undefined for a fleet vehicle. */
async function ownerName(tx: Db, owner: unknown): Promise<string | undefined> {
  return typeof owner === 'number' ? (await userFullName(tx, owner)) || undefined : undefined;
}

/**
 * DOMAIN §5: an employee's car registered for review (status Pending) raises notification 0
 * for the administrators, in the create's transaction (the kit's afterCreate).
 */
export async function announceRequest(tx: Db, created: Row, req: FastifyRequest) {
  if (created.status !== pending) return;
  const name = (await ownerName(tx, created.owner)) ?? '';
  await notify(tx, NOTIFICATION_TYPES.vehicle_registration, { resource: 'vehiculos', recordId: created.id as number, params: { name, plate: created.matricula }, raisedBy: raiserOf(req) });
}

/** On acceptance each Pending document takes its state by date: accepted, expiring or expired. */
function reviewedDocuments(row: Row): Row {
  const day = today();
  const out: Row = {};
  for (const doc of VEHICLE_DOCUMENTS) {
    const { field, status } = VEHICLE_FILES[doc].expiry;
    if (row[status] === DOCUMENT_STATUS.pending) out[status] = documentStateFor(row[field] as string | null, day);
  }
  return out;
}

/**
 * SPEC §7 vehicle calls that change the record (DOMAIN §2 vehicle status, domain/vehicles.ts
 * VEHICLE_TRANSITIONS), declared for the kit's transitions: lock, check, write, audit and
 * history in one transaction.
 */
export function vehicleTransitions(): TransitionDeclaration[] {
  const T = VEHICLE_TRANSITIONS;
  return [
    {
      ...moves(T.aceptar_solicitud),
      // SPEC §5: a registration needs the vehicle's three photos; without them the request waits.
      refusal: 'vehicle_photos_required',
      effect: (_tx, { before }) => reviewedDocuments(before),
    },
    {
      ...moves(T.rechazar_solicitud),
      reason: 'motivo_de_rechazo',
      async effect(tx, { before, req }) {
        const name = await ownerName(tx, before.owner);
        const params = { plate: before.matricula, ...(name ? { name } : {}) };
        await notify(tx, NOTIFICATION_TYPES.vehicle_refused, { resource: 'vehiculos', recordId: before.id as number, params, raisedBy: raiserOf(req) });
      },
    },
    {
      ...moves(T.liberar),
      stateRefusal: 'vehicle_release_state',
      // A vehicle on an open loan comes back with that loan (finalize or cancel); all or nothing in bulk.
      refusal: 'vehicle_on_loan',
      refusalParams: (row) => ({ id: row.prestamo }),
    },
  ];
}

import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { LOAN_TRANSITIONS } from '../../../domain/loans';
import type { Db } from '../../db/client';
import { vehiculos } from '../../db/schema';
import { FieldErrors } from '../../http/errors';
import { moves } from '../../kit/machines';
import { defineTransition, type TransitionDeclaration } from '../../kit/transitions';
import type { Row } from '../../kit/records';
import { vehicles } from '../vehicles/vehicles';
import { refuseExpiredLicence } from './loanRules';
import { checkLendable, occupy, releaseAll, releaseVehicle } from './loanVehicles';

/** The body field naming the vehicle, locked in vehiculos/' own scope (a missing one is a field error). */
const VEHICLE_REFERENCE = { field: 'vehiculo', resource: () => vehicles };

/** Lends the referenced vehicle to the loan: checks it, marks it Occupied, writes it on the loan. */
async function lend(tx: Parameters<NonNullable<TransitionDeclaration['effect']>>[0], { req, before, referenced }: { req: FastifyRequest; before: Row; referenced: Row | null }) {
  const vehicle = referenced!;
  checkLendable(vehicle);
  await occupy(tx, req, vehicle.id as number, before.id as number);
  return { vehiculo: vehicle.id };
}

/** The loan's history names the vehicle it is given ("ADY-793-H"), or the one it changes from and to. */
const plateOf = (vehicle: Row | null) => String(vehicle?.matricula ?? '');
async function changedPlates(tx: Db, { before, referenced }: { before: Row; referenced: Row | null }) {
  const [old] = typeof before.vehiculo === 'number' ? await tx.select({ matricula: vehiculos.matricula }).from(vehiculos).where(eq(vehiculos.id, before.vehiculo)) : [];
  return old ? `${old.matricula} → ${plateOf(referenced)}` : plateOf(referenced);
}

/**
 * DOMAIN §2 loan decisions and vehicle calls (SPEC §7 Loans), each one kit transition: the
 * loan row and the vehicle named in the body are locked, so two calls lending one vehicle
 * run one after the other and the second finds it Occupied (the unique open-loan index
 * prestamos_vehiculo_open_idx backs it). Leaving the holding states gives back vehicle and cards.
 */
export function loanTransitions(): TransitionDeclaration[] {
  const T = LOAN_TRANSITIONS;
  return [
    // Issue #35: not to a borrower whose licence has expired since the request.
    { ...moves(T.aceptar_solicitud), effect: (tx, { ctx, before }) => refuseExpiredLicence(tx, ctx, before) },
    { ...moves(T.rechazar_solicitud), reason: 'motivo_de_rechazo' },
    {
      ...moves(T.rechazar_solicitud_por_admin),
      reason: 'motivo_de_rechazo',
      effect: (tx, { req, before }) => releaseAll(tx, req, before),
    },
    // A loan with a vehicle changes it through change_vehicle, which gives the old one back.
    defineTransition({
      ...moves(T.asignar_vehiculo),
      reference: VEHICLE_REFERENCE,
      refusal: 'loan_vehicle_assigned',
      effect: (tx, args) => lend(tx, args),
      note: (_tx, { referenced }) => plateOf(referenced),
    }),
    defineTransition({
      ...moves(T.change_vehicle),
      reference: VEHICLE_REFERENCE,
      async effect(tx, args) {
        // Otherwise it would read as "not active": the loan's own vehicle is Occupied.
        if (args.referenced!.id === args.before.vehiculo) throw FieldErrors.one('vehiculo', 'loan_vehicle_same');
        const lent = await lend(tx, args);
        await releaseVehicle(tx, args.req, args.before.vehiculo, args.before.id as number);
        return lent;
      },
      note: changedPlates,
    }),
    { ...moves(T.finalizar_final), effect: (tx, { req, before }) => releaseAll(tx, req, before) },
    defineTransition({
      ...moves(T.cancelar),
      reason: 'motivo_de_rechazo',
      body: z.object({}),
      async effect(tx, { req, before, body }) {
        await releaseAll(tx, req, before);
        // The body names it motivo_de_rechazo (SPEC §7), but a cancellation is not a refusal:
        // it is stored as the cancellation's reason only, so the record does not show it twice.
        return { motivo_cancelacion: body.motivo_de_rechazo, motivo_de_rechazo: before.motivo_de_rechazo };
      },
    }),
    // The borrower's own calls from the phone (DOMAIN §2, §7): an approved loan gives its vehicle and cards back.
    { ...moves(T.cancelar_por_usuario), body: z.object({}), effect: (tx, { req, before }) => releaseAll(tx, req, before) },
    { ...moves(T.rechazar_por_usuario), body: z.object({}), effect: (tx, { req, before }) => releaseAll(tx, req, before) },
  ];
}

import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { LOAN_HOLDING_STATES, LOAN_STATUS } from '../../domain/loans';
import { GROUPS } from '../../domain/roles';
import { USER_ROLE } from '../../domain/status';
import { expiredDocument, VEHICLE_MODULO, VEHICLE_STATUS } from '../../domain/vehicles';
import type { Db } from '../db/client';
import { notificaciones, plantas, prestamos, usuarios, vehiculos } from '../db/schema';
import { NOTIFICATION_TYPES } from '../notifications/types';
import { auditItems } from '../resources/loans/auditsForm';
import { announceLoanRequest } from '../resources/loans/loanRules';
import { DEMO_HOLDING_LOANS, demoLoans, type PlanInput, type PlannedLoan } from './loanPlan';
import { writeAudits, writeCards, writeHistory } from './loanWrites';
import type { Seed } from './types';

const isHolding = (loan: PlannedLoan) => (LOAN_HOLDING_STATES as readonly number[]).includes(loan.status) && loan.vehiculo !== null;

/** The first active user in `group` (who decides and audits in the demo), or null. */
async function firstIn(tx: Db, group: string) {
  const [user] = await tx
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(and(eq(usuarios.status, 1), sql`${usuarios.groups} @> ARRAY[${group}]::text[]`))
    .orderBy(asc(usuarios.id))
    .limit(1);
  return user?.id ?? null;
}

/**
 * What the plan draws from: open plants, active staff, the fleet, the deciders and the audited
 * items. The open loans hold the last Occupied vehicles the vehicle seed made (its first ones
 * stay on no loan, for the release flow); when it made too few, lendable Active ones, the last
 * first, make up the rest.
 */
async function planInput(tx: Db): Promise<PlanInput> {
  const plants = await tx.select({ id: plantas.id }).from(plantas).where(eq(plantas.status, 1)).orderBy(asc(plantas.id));
  const staff = await tx
    .select({ id: usuarios.id, planta: usuarios.planta, role: usuarios.role })
    .from(usuarios)
    .where(and(eq(usuarios.status, 1), sql`cardinality(${usuarios.groups}) = 0`))
    .orderBy(asc(usuarios.id));
  const fleet = await tx
    .select()
    .from(vehiculos)
    .where(and(eq(vehiculos.modulo, VEHICLE_MODULO.fleet), inArray(vehiculos.status, [VEHICLE_STATUS.active, VEHICLE_STATUS.occupied])))
    .orderBy(asc(vehiculos.id));
  const lendable = fleet.filter((v) => v.status === VEHICLE_STATUS.active && !expiredDocument(v));
  const occupied = fleet.filter((v) => v.status === VEHICLE_STATUS.occupied);
  const holding = [...occupied.slice(-DEMO_HOLDING_LOANS), ...lendable.reverse()].slice(0, DEMO_HOLDING_LOANS);
  const items = await auditItems(tx);
  return {
    plants: plants.map((p) => p.id),
    staff: staff.map((u) => ({ id: u.id, planta: u.planta, driver: u.role === USER_ROLE.driver })),
    holding: holding.map((v) => ({ id: v.id, planta: v.planta, year: v.year, matricula: v.matricula })),
    fleet: fleet.map((v) => ({ id: v.id, planta: v.planta, year: v.year, matricula: v.matricula })),
    admin: await firstIn(tx, GROUPS.admin),
    hr: await firstIn(tx, GROUPS.rh_admin),
    items: items.map((item) => ({ pieza: item.pieza, accesorio: item.accesorio, name: item.name })),
  };
}

/** The open loans' vehicles are Occupied (those made up from Active ones become so). */
async function occupyHeld(tx: Db, loans: PlannedLoan[]) {
  const held = loans.filter(isHolding).map((loan) => loan.vehiculo!);
  if (held.length) await tx.update(vehiculos).set({ status: VEHICLE_STATUS.occupied }).where(inArray(vehiculos.id, held));
}

/**
 * A fleet trip request (notification 1) for each loan awaiting a decision, raised when it was
 * made; every other one already seen half an hour later, so the history has some too.
 */
async function announceRequests(tx: Db, loans: PlannedLoan[], ids: number[]) {
  let k = 0;
  for (const [i, loan] of loans.entries()) {
    if (loan.status !== LOAN_STATUS.application) continue;
    await announceLoanRequest(tx, { id: ids[i], usuario: loan.usuario }, null);
    const seen = k++ % 2 === 1;
    const seenAt = seen ? new Date(+loan.created_at + 30 * 60_000) : null;
    const raised = and(eq(notificaciones.type, NOTIFICATION_TYPES.fleet_trip_request), eq(notificaciones.resource, 'prestamos'), eq(notificaciones.record_id, ids[i]));
    await tx.update(notificaciones).set({ created_at: loan.created_at, seen, seen_at: seenAt }).where(raised);
  }
}

/**
 * Loans in every state over the last six months and the next two weeks (server/seed/loanPlan.ts),
 * with their history, audits and photos, incidents, cards and the requests' notifications; every
 * open loan holds an Occupied fleet vehicle of its own. Runs after vehicles, cards and
 * notifications (whose seed writes only into an empty notification centre); a database that
 * has loans already keeps them.
 */
export const loansSeed: Seed = {
  name: 'loans',
  async run({ tx, store }) {
    const [{ n }] = await tx.select({ n: count() }).from(prestamos);
    if (n > 0) return;
    const loans = demoLoans(await planInput(tx));
    if (!loans.length) return;
    await occupyHeld(tx, loans);
    const inserted = await tx
      .insert(prestamos)
      .values(loans.map(({ steps: _s, audits: _a, incident: _i, cards: _c, ...loan }) => loan))
      .returning({ id: prestamos.id });
    const ids = inserted.map((row) => row.id);
    await writeHistory(tx, loans, ids);
    const audits = await writeAudits(tx, store, loans, ids);
    const cards = await writeCards(tx, loans, ids, isHolding);
    const rows = loans.map((_, i) => sql`(${ids[i]}::int, ${audits[i].inicial}::int, ${audits[i].final}::int, ${cards[i].fuel}::int, ${cards[i].tag}::int)`);
    await tx.execute(sql`
      UPDATE prestamos AS p SET auditoria_inicial = v.inicial, auditoria_final = v.final, tarjeta_gasolina = v.fuel, tarjeta_tag = v.tag
      FROM (VALUES ${sql.join(rows, sql`, `)}) AS v(id, inicial, final, fuel, tag) WHERE p.id = v.id`);
    await announceRequests(tx, loans, ids);
  },
};

import type { PoolClient } from 'pg';

/**
 * record_history rows for the loans, written as the server writes them: each DOMAIN §2 transition
 * a loan went through to reach its status (field `status`, from → to, the action as the kit names
 * it, the refusal's reason), the vehicle's own loan_assigned / loan_released rows, and the cards'
 * assign_card rows. Refused by user (3) and cancelled by user (9) come from the mobile app, which
 * the back office does not serve: their rows are named refuse_by_user / cancel_by_user, by the
 * loan's requester. Ids are chosen, not drawn from the sequence: loan L's rows are 10L + step, so
 * they read in order without a sort; vehicle and user rows take the ranges after them.
 */

/** [status, step, action, from, to, reason (rejection), who (0: the requester, 1 admin, 2 HR), at (created/salida/regreso), plus hours]. */
type Step = [number, number, string, number, number, boolean, number, 'c' | 's' | 'r', number];
const ACCEPT = (status: number): Step => [status, 0, 'accept', 0, 7, false, 2, 'c', 2];
const ASSIGN = (status: number): Step => [status, 1, 'assign_vehicle', 7, 7, false, 1, 'c', 3];
const INITIAL = (status: number): Step => [status, 2, 'initial_audit', 7, 2, false, 1, 's', 0];
const STEPS: Step[] = [
  [1, 0, 'reject', 0, 1, true, 2, 'c', 4],
  ACCEPT(3), [3, 1, 'refuse_by_user', 7, 3, false, 0, 'c', 6],
  [9, 0, 'cancel_by_user', 0, 9, false, 0, 'c', 3],
  ACCEPT(8), [8, 1, 'reject_by_admin', 7, 8, true, 1, 'c', 4],
  ACCEPT(10), [10, 1, 'cancel', 7, 10, true, 1, 'c', 5],
  ACCEPT(5), ASSIGN(5), INITIAL(5), [5, 3, 'final_audit', 2, 4, false, 1, 'r', 0], [5, 4, 'finalize', 4, 5, false, 1, 'r', 1],
  ACCEPT(7), ASSIGN(7),
  ACCEPT(2), ASSIGN(2), INITIAL(2),
  ACCEPT(4), ASSIGN(4), INITIAL(4), [4, 3, 'final_audit', 2, 4, false, 1, 'r', 0],
  ACCEPT(6), ASSIGN(6), INITIAL(6), [6, 3, 'incident', 2, 6, false, 1, 's', 1],
];

const stepsSql = STEPS.map(
  ([status, step, action, from, to, reason, who, at, plus]) => `(${status}, ${step}, '${action}', ${from}, ${to}, ${reason}, ${who}, '${at}', ${plus})`,
).join(',\n');

const when = `least(now(), CASE s.at WHEN 'c' THEN p.created_at WHEN 's' THEN p.fecha_salida ELSE p.fecha_regreso END + make_interval(hours => s.plus))`;

/** Loans lo..hi: their transitions (an assign_vehicle only where the loan holds a vehicle) and their card assignments. */
export async function insertLoanHistory(db: PoolClient, lo: number, hi: number) {
  await db.query(
    `INSERT INTO record_history (id, resource, record_id, action, field, from_state, to_state, reason, user_id, at)
     SELECT p.id::bigint * 10 + s.step, 'prestamos', p.id, s.action, 'status', s.from_state, s.to_state,
       CASE WHEN s.reason THEN p.motivo_de_rechazo ELSE '' END, CASE WHEN s.who = 0 THEN p.usuario ELSE s.who END, ${when}
     FROM prestamos p JOIN (VALUES ${stepsSql}) s(status, step, action, from_state, to_state, reason, who, at, plus) ON s.status = p.status
     WHERE p.id BETWEEN $1 AND $2 AND (s.action <> 'assign_vehicle' OR p.vehiculo IS NOT NULL)`,
    [lo, hi],
  );
}

/** The cards' assign_card rows on their loans (no state field; the card's number as the reason). */
export async function insertCardHistory(db: PoolClient) {
  for (const [table, step] of [['tarjeta_gasolina', 8], ['tarjeta_tag', 9]] as const) {
    await db.query(
      `INSERT INTO record_history (id, resource, record_id, action, reason, user_id, at)
       SELECT p.id::bigint * 10 + ${step}, 'prestamos', p.id, 'assign_card', c.numero, 1, least(now(), p.created_at + interval '3 hours 1 minute')
       FROM prestamos p JOIN ${table} c ON c.id = p.${table}`,
    );
  }
}

/**
 * The vehicles' side (DOMAIN §5, their record page): loan_assigned 3 → 4 when lent, loan_released
 * 4 → 3 when a completed loan gave it back, the loan's number as the reason. Ids from `firstId`.
 */
export async function insertVehicleHistory(db: PoolClient, firstId: number, lo: number, hi: number) {
  await db.query(
    `INSERT INTO record_history (id, resource, record_id, action, field, from_state, to_state, reason, user_id, at)
     SELECT $1::bigint + p.id::bigint * 2 + m.released::int, 'vehiculos', p.vehiculo, CASE WHEN m.released THEN 'loan_released' ELSE 'loan_assigned' END,
       'status', CASE WHEN m.released THEN 4 ELSE 3 END, CASE WHEN m.released THEN 3 ELSE 4 END, '#' || p.id, 1,
       least(now(), CASE WHEN m.released THEN p.fecha_regreso + interval '1 hour' ELSE p.created_at + interval '3 hours' END)
     FROM prestamos p CROSS JOIN (VALUES (false), (true)) m(released)
     WHERE p.id BETWEEN $2 AND $3 AND p.vehiculo IS NOT NULL AND (NOT m.released OR p.status = 5)`,
    [firstId, lo, hi],
  );
}

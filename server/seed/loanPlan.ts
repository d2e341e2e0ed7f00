import { fakerES_MX as faker } from '@faker-js/faker';
import { addDays, addHours, addMinutes, startOfDay, subHours } from 'date-fns';
import { LOAN_STATUS as S } from '../../domain/loans';
import { planAudits, type AuditItem, type PlannedAudit, type PlannedIncident } from './auditPlan';
import { ADMIN_CANCELLATIONS, ADMIN_REFUSALS, DEMO_TRIPS, HR_REFUSALS, USER_CANCELLATIONS, USER_REFUSALS } from './loanCatalog';

/**
 * The demo loans as a pure plan (server/seed/loans.ts writes it): which loans, in which state,
 * on which vehicle, and the DOMAIN §2 transitions that took each there, timed between its
 * request and now. A fixed faker seed, so every demo and test sees the same course.
 */

/** A transition as record_history keeps it; the actions the API writes (access names) and the app's two. */
export type LoanAction =
  | 'accept' | 'reject' | 'reject_by_admin' | 'assign_vehicle' | 'change_vehicle' | 'initial_audit' | 'final_audit'
  | 'incident' | 'finalize' | 'cancel' | 'refuse_by_user' | 'cancel_by_user';

const TO: Record<LoanAction, number | null> = {
  accept: S.approved_by_admin, reject: S.refused_by_hr, reject_by_admin: S.refused_by_admin, assign_vehicle: null, change_vehicle: null,
  initial_audit: S.initial_audit, final_audit: S.final_audit, incident: S.incidence, finalize: S.completed, cancel: S.cancelled_by_admin,
  refuse_by_user: S.refused_by_user, cancel_by_user: S.cancelled_by_user,
};
/** Taken by the requester from the app (DOMAIN §7); accept by HR or an admin; the rest by an admin. */
const BY_REQUESTER: LoanAction[] = ['refuse_by_user', 'cancel_by_user'];
const BEFORE_DEPARTURE: LoanAction[] = ['accept', 'reject', 'reject_by_admin', 'assign_vehicle', 'change_vehicle', 'refuse_by_user', 'cancel_by_user'];

export interface Step {
  action: LoanAction;
  from: number;
  to: number;
  by: number | null;
  reason: string;
  at: Date;
}

export interface PlannedLoan {
  usuario: number;
  planta: number | null;
  destino: string;
  motivo: string;
  fecha_salida: Date;
  fecha_regreso: Date;
  status: number;
  vehiculo: number | null;
  motivo_de_rechazo: string;
  motivo_cancelacion: string;
  created_at: Date;
  updated_at: Date;
  steps: Step[];
  audits: PlannedAudit[];
  incident: PlannedIncident | null;
  /** Whether the loan carried a fuel card and a toll tag (an open one still holds them). */
  cards: { fuel: boolean; tag: boolean };
}

export interface PlanVehicle {
  id: number;
  planta: number | null;
  year: number;
  matricula: string;
}

export interface PlanInput {
  /** Open plants' ids. */
  plants: number[];
  /** Active staff (no back-office groups), drivers first choice. */
  staff: { id: number; planta: number | null; driver: boolean }[];
  /** The vehicles the open loans hold, one each (the fleet's Occupied ones). */
  holding: PlanVehicle[];
  /** Fleet vehicles the past loans drove. */
  fleet: PlanVehicle[];
  admin: number | null;
  hr: number | null;
  /** The active parts and accessories an audit rates, in the audit form's order. */
  items: AuditItem[];
}

type Course = LoanAction[];
const APPROVED: Course = ['accept', 'assign_vehicle'];
const AUDITED: Course = [...APPROVED, 'initial_audit'];
const RETURNED: Course = [...AUDITED, 'final_audit'];

/** How many loans of each course: every state 0–10, most completed. */
const PLAN: [Course, number][] = [
  [[], 7],
  [['accept'], 3],
  [APPROVED, 1],
  [['accept', 'assign_vehicle', 'change_vehicle'], 1],
  [AUDITED, 3],
  [RETURNED, 2],
  [[...RETURNED, 'incident'], 2],
  [[...RETURNED, 'finalize'], 25],
  [[...RETURNED, 'incident', 'finalize'], 1],
  [['reject'], 3],
  [['refuse_by_user'], 1],
  [['accept', 'refuse_by_user'], 1],
  [['reject_by_admin'], 2],
  [['accept', 'reject_by_admin'], 1],
  [['cancel_by_user'], 2],
  [['accept', 'cancel_by_user'], 1],
  [['cancel'], 1],
  [['accept', 'cancel'], 1],
  [[...AUDITED, 'cancel'], 1],
];
/** How many loans the plan holds a vehicle for now (7 with one, 2, 4, 6): the fleet's Occupied vehicles. */
export const DEMO_HOLDING_LOANS = PLAN.filter(([course]) => holds(course)).reduce((n, [, count]) => n + count, 0);
export const DEMO_LOANS = PLAN.reduce((n, [, count]) => n + count, 0);

function holds(course: Course) {
  const last = course.at(-1);
  return course.includes('assign_vehicle') && (last === 'assign_vehicle' || last === 'change_vehicle' || last === 'initial_audit' || last === 'final_audit' || last === 'incident');
}

const int = (min: number, max: number) => faker.number.int({ min, max });
/** A time on day `offset` from today, at a working hour. */
const onDay = (now: Date, offset: number, hour = int(7, 10)) => addMinutes(addDays(startOfDay(now), offset), hour * 60 + 15 * int(0, 3));
const earliest = (...dates: Date[]) => new Date(Math.min(...dates.map(Number)));
/** The same day's time moved within [from, to) o'clock: people ask and decide while awake. */
const officeHours = (date: Date, from: number, to: number) => {
  const hour = date.getHours();
  return hour < from ? addHours(date, from - hour) : hour >= to ? addHours(date, to - 1 - hour) : date;
};
/** `date`, but not before `floor` (order holds) nor after `ceiling` (before departure and now). */
const withinBounds = (date: Date, floor: Date, ceiling: Date) => (date < floor || ceiling <= floor ? floor : date > ceiling ? ceiling : date);

/** Departure and return by where the course got: upcoming, under way, just back, or months ago. */
function datesOf(course: Course, now: Date, past: { i: number; n: number }) {
  const last = course.at(-1);
  if (last === 'initial_audit') return { salida: onDay(now, -int(1, 3)), regreso: onDay(now, int(1, 3), int(16, 19)) };
  if (last === 'final_audit' || last === 'incident') {
    const salida = onDay(now, -int(5, 9));
    return { salida, regreso: onDay(now, -int(1, 3), int(15, 18)) };
  }
  if (course.includes('initial_audit')) {
    // Completed (or cancelled under way) months ago, spread evenly over the last six months.
    const salida = onDay(now, -Math.round(10 + (170 * past.i) / Math.max(1, past.n)) + int(-2, 2));
    const regreso = faker.number.float() < 0.6 ? addHours(salida, int(5, 10)) : onDay(salida, int(1, 3), int(14, 19));
    return { salida, regreso };
  }
  // Not under way yet (0, 7) or stopped before leaving: upcoming ones within two weeks.
  const upcoming = course.length === 0 || course.at(-1) === 'accept' || holds(course);
  const salida = upcoming ? onDay(now, int(1, holds(course) ? 4 : 14)) : onDay(now, -int(0, 170) + int(0, 10));
  return { salida, regreso: faker.number.float() < 0.6 ? addHours(salida, int(5, 10)) : onDay(salida, int(1, 2), int(15, 19)) };
}

/** The course's steps, timed: before leaving, at departure, at the return, after it; never after now. */
function timeSteps(course: Course, loan: { usuario: number; salida: Date; regreso: Date; created: Date }, input: PlanInput, reason: string, now: Date, notes: Partial<Record<LoanAction, string>> = {}): Step[] {
  // An administrator's cancel is before departure unless the loan was under way.
  const pre = course.filter((a) => BEFORE_DEPARTURE.includes(a) || (a === 'cancel' && !course.includes('initial_audit')));
  const preEnd = earliest(subHours(loan.salida, 1), subHours(now, 0.2));
  let status: number = S.application;
  let at = loan.created;
  return course.map((action, k) => {
    if (k < pre.length) {
      const spread = new Date(+loan.created + ((+preEnd - +loan.created) * (k + 1 + faker.number.float() * 0.5)) / (pre.length + 1));
      at = withinBounds(officeHours(spread, 8, 19), addMinutes(at, 5), preEnd);
    }
    else if (action === 'initial_audit') at = addMinutes(loan.salida, -int(10, 30));
    else if (action === 'final_audit') at = addMinutes(loan.regreso, int(10, 30));
    else if (action === 'incident') at = addMinutes(at, int(15, 40));
    else if (action === 'cancel') at = addHours(loan.salida, int(1, 3));
    else at = earliest(addHours(at, int(2, 20)), subHours(now, 0.1));
    const byHr = action === 'reject' || (action === 'accept' && faker.number.float() < 0.7);
    const by = BY_REQUESTER.includes(action) ? loan.usuario : byHr ? input.hr : input.admin;
    const from = status;
    status = TO[action] ?? status;
    const ends = ['reject', 'reject_by_admin', 'refuse_by_user', 'cancel_by_user', 'cancel'].includes(action);
    return { action, from, to: status, by, reason: ends ? reason : (notes[action] ?? ''), at };
  });
}

/**
 * What the API writes as the vehicle steps' notes (server/resources/loans): the plate assigned,
 * and on a change the plate before and after (another fleet vehicle, picked without the faker so
 * the rest of the demo stays as it was).
 */
function vehicleNotes(course: Course, vehicle: PlanVehicle | undefined, fleet: PlanVehicle[]): Partial<Record<LoanAction, string>> {
  if (!vehicle) return {};
  if (!course.includes('change_vehicle')) return { assign_vehicle: vehicle.matricula };
  const before = fleet.find((v) => v.id !== vehicle.id);
  if (!before) return { assign_vehicle: vehicle.matricula };
  return { assign_vehicle: before.matricula, change_vehicle: `${before.matricula} → ${vehicle.matricula}` };
}

/** Refusal or cancellation words by the state it ends in, in the column it goes to. */
function reasonOf(status: number, n: number) {
  const pick = (list: string[]) => list[n % list.length];
  if (status === S.refused_by_hr) return { motivo_de_rechazo: pick(HR_REFUSALS) };
  if (status === S.refused_by_admin) return { motivo_de_rechazo: pick(ADMIN_REFUSALS) };
  if (status === S.refused_by_user) return { motivo_de_rechazo: pick(USER_REFUSALS) };
  if (status === S.cancelled_by_user) return { motivo_cancelacion: pick(USER_CANCELLATIONS) };
  if (status === S.cancelled_by_admin) return { motivo_cancelacion: pick(ADMIN_CANCELLATIONS) };
  return {};
}

/** A requester at the plant (a driver when there is one), or anyone active. */
function requesterAt(input: PlanInput, planta: number | null) {
  const here = input.staff.filter((u) => u.planta === planta);
  const pool = here.length ? here : input.staff;
  const drivers = pool.filter((u) => u.driver);
  return faker.helpers.arrayElement(drivers.length ? drivers : pool);
}

/**
 * The demo loans: the open ones on `holding` (as many as DEMO_HOLDING_LOANS, fewer if the
 * fleet has fewer), the past ones on `fleet` in turn, with their audits, incidents and steps.
 */
export function demoLoans(input: PlanInput, now = new Date()): PlannedLoan[] {
  faker.seed(20260310);
  if (!input.staff.length || !input.plants.length) return [];
  const courses = PLAN.flatMap(([course, count]) => Array<Course>(count).fill(course));
  const pastCount = courses.filter((c) => !holds(c) && c.includes('initial_audit')).length;
  let held = 0;
  let pastIndex = 0;
  let reasons = 0;
  const pastPool = input.fleet.filter((v) => !input.holding.some((h) => h.id === v.id));
  const loans = courses.flatMap((course): PlannedLoan[] => {
    const holding = holds(course);
    // Without a vehicle to hold (a fleet smaller than the plan), the loan stays a request.
    const vehicle = holding ? input.holding[held++] : course.includes('initial_audit') ? pastPool[pastIndex % Math.max(1, pastPool.length)] : undefined;
    if (holding && !vehicle) return [];
    if (course.includes('initial_audit') && !vehicle) return [];
    const past = { i: pastIndex, n: pastCount };
    if (!holding && course.includes('initial_audit')) pastIndex++;
    const planta = vehicle?.planta ?? faker.helpers.arrayElement(input.plants);
    const requester = requesterAt(input, planta);
    const { salida, regreso } = datesOf(course, now, past);
    const created = earliest(officeHours(subHours(salida, int(30, 240)), 7, 22), subHours(now, int(2, 96)));
    const status = course.reduce<number>((s, action) => TO[action] ?? s, S.application);
    const reason = reasonOf(status, reasons);
    if (Object.keys(reason).length) reasons++;
    const steps = timeSteps(course, { usuario: requester.id, salida, regreso, created }, input, Object.values(reason)[0] ?? '', now, vehicleNotes(course, vehicle, input.fleet));
    const [destino, motivo] = faker.helpers.arrayElement(DEMO_TRIPS);
    return [{
      usuario: requester.id,
      planta,
      destino,
      motivo,
      fecha_salida: salida,
      fecha_regreso: regreso,
      status,
      vehiculo: course.includes('assign_vehicle') ? (vehicle?.id ?? null) : null,
      motivo_de_rechazo: '',
      motivo_cancelacion: '',
      ...reason,
      created_at: created,
      updated_at: steps.at(-1)?.at ?? created,
      steps,
      audits: [],
      incident: null,
      cards: { fuel: course.includes('assign_vehicle') && faker.number.float() < 0.75, tag: course.includes('assign_vehicle') && faker.number.float() < 0.45 },
    }];
  });
  planAudits(loans, input.items, [...input.holding, ...input.fleet]);
  return loans;
}

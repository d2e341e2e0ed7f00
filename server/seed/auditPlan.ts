import { fakerES_MX as faker } from '@faker-js/faker';
import { AUDIT_TYPE } from '../../domain/loans';
import { ACCESSORY_NOTES, DEMO_INCIDENTS, partNotes } from './loanCatalog';
import type { PlannedLoan, PlanVehicle } from './loanPlan';

/**
 * The demo loans' audits and incidents (server/seed/loanPlan.ts calls this with its faker
 * seed): every active part and accessory rated and commented; mileage that only grows from
 * one loan of a vehicle to the next; fuel lower at the return; some items worse at the return,
 * so the hand-over report has differences, and those an incident names always.
 */

/** An item an audit rates: a part or an accessory, by its catalogue name. */
export interface AuditItem {
  pieza: number | null;
  accesorio: number | null;
  name: string;
}

export interface PlannedItem extends AuditItem {
  calificacion: string;
  comentario: string;
  /** The item's place in the audit (its placeholder photo's variant). */
  index: number;
}

export interface PlannedAudit {
  tipo: number;
  kilometraje: number;
  gasolina: number;
  at: Date;
  by: number | null;
  items: PlannedItem[];
}

export interface PlannedIncident {
  descripcion: string;
  at: Date;
  by: number | null;
  /** Each photo's comment. */
  photos: string[];
}

const int = (min: number, max: number) => faker.number.int({ min, max });
const PART_WORSE: Record<string, string> = { good: 'regular', regular: 'bad', bad: 'bad' };

function noteFor(item: AuditItem, rating: string) {
  const notes = item.pieza !== null ? partNotes(item.name)[rating as 'good'] : ACCESSORY_NOTES[rating as 'yes'];
  return faker.helpers.arrayElement(notes);
}

/** The hand-over ratings: parts mostly good, now and then regular; accessories almost always there. */
function handOver(items: AuditItem[]): PlannedItem[] {
  return items.map((item, index) => {
    const calificacion = item.pieza !== null ? (faker.number.float() < 0.85 ? 'good' : 'regular') : faker.number.float() < 0.95 ? 'yes' : 'no';
    return { ...item, index, calificacion, comentario: noteFor(item, calificacion) };
  });
}

/** The return ratings: as handed over, `worse` items (and `count` more drawn) one step worse. */
function atReturn(initial: PlannedItem[], worse: string[], count: number): PlannedItem[] {
  const named = initial.filter((item) => worse.includes(item.name)).map((item) => item.index);
  const drawn = faker.helpers.arrayElements(initial.filter((item) => item.calificacion !== 'bad' && item.calificacion !== 'no'), count).map((item) => item.index);
  const changed = new Set([...named, ...drawn]);
  return initial.map((item) => {
    if (!changed.has(item.index)) return { ...item, comentario: faker.number.float() < 0.7 ? item.comentario : noteFor(item, item.calificacion) };
    // An incident's own item is found bad; a drawn one a step worse.
    const calificacion = item.accesorio !== null ? 'no' : named.includes(item.index) ? 'bad' : PART_WORSE[item.calificacion];
    return { ...item, calificacion, comentario: noteFor(item, calificacion) };
  });
}

/**
 * Fills in each loan's audits (one at its initial_audit step, one at its final_audit step) and
 * its incident, in departure order so a vehicle's mileage grows loan after loan.
 */
export function planAudits(loans: PlannedLoan[], items: AuditItem[], vehicles: PlanVehicle[]) {
  const odometer = new Map<number, number>();
  const audited = loans.filter((loan) => loan.steps.some((s) => s.action === 'initial_audit')).sort((a, b) => +a.fecha_salida - +b.fecha_salida);
  let incidents = 0;
  for (const loan of audited) {
    const vehicle = loan.vehiculo;
    if (vehicle === null) continue;
    const year = vehicles.find((v) => v.id === vehicle)?.year ?? loan.fecha_salida.getFullYear();
    const before = odometer.get(vehicle) ?? Math.max(1, loan.fecha_salida.getFullYear() - year) * int(9_000, 18_000) + int(0, 4_000);
    const step = (action: string) => loan.steps.find((s) => s.action === action);
    const start = step('initial_audit')!;
    const initialKm = before + int(5, 250);
    const initialFuel = 5 * int(10, 20);
    const initialItems = handOver(items);
    loan.audits.push({ tipo: AUDIT_TYPE.initial, kilometraje: initialKm, gasolina: initialFuel, at: start.at, by: start.by, items: initialItems });
    odometer.set(vehicle, initialKm);
    const end = step('final_audit');
    if (!end) continue;
    const incidentStep = step('incident');
    const incident = incidentStep ? DEMO_INCIDENTS[incidents++ % DEMO_INCIDENTS.length] : null;
    // Not every loan comes back worse; the ones still waiting to be closed do, to show the report.
    const drawnWorse = incident ? int(0, 1) : loan.steps.at(-1)?.action === 'final_audit' ? int(1, 3) : faker.number.float() < 0.5 ? int(1, 2) : 0;
    const finalKm = initialKm + int(35, 700);
    loan.audits.push({
      tipo: AUDIT_TYPE.final,
      kilometraje: finalKm,
      gasolina: Math.max(5, initialFuel - 5 * int(2, 12)),
      at: end.at,
      by: end.by,
      items: atReturn(initialItems, incident?.worse ?? [], drawnWorse),
    });
    odometer.set(vehicle, finalKm);
    if (incident && incidentStep) loan.incident = { descripcion: incident.descripcion, at: incidentStep.at, by: incidentStep.by, photos: incident.photos };
  }
}

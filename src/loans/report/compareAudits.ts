import { ACCESSORY_RATINGS, PART_RATINGS } from '../../../domain/loans';

/** One rated item as GET prestamos/{id}/auditoria_inicial|final/ answers it. */
export interface AuditItem {
  id: number;
  pieza: number | null;
  accesorio: number | null;
  name: string;
  calificacion: string;
  comentario: string;
  imagen: string;
}

/** An audit as the API answers it, with its items. */
export interface Audit {
  id: number;
  tipo: number;
  kilometraje: number;
  gasolina: number;
  created_by: number | null;
  created_at: string;
  items: AuditItem[];
}

export type ItemKind = 'part' | 'accessory';
/** How an item moved from the hand-over to the return; `only_*` when one audit lacks it. */
export type ItemChange = 'worse' | 'same' | 'better' | 'only_initial' | 'only_final';

export interface ComparedItem {
  key: string;
  kind: ItemKind;
  name: string;
  initial?: AuditItem;
  final?: AuditItem;
  change: ItemChange;
}

export interface AuditComparison {
  items: ComparedItem[];
  worse: number;
  /** Final minus initial mileage. */
  kmDriven: number;
  /** Fuel percent points used: initial minus final (negative when it came back fuller). */
  fuelUsed: number;
}

const kindOf = (item: AuditItem): ItemKind => (item.accesorio !== null && item.accesorio !== undefined ? 'accessory' : 'part');

/** Parts and accessories are different catalogues: their ids may coincide, so the kind is part of the key. */
const keyOf = (item: AuditItem) => {
  const kind = kindOf(item);
  const id = kind === 'accessory' ? item.accesorio : item.pieza;
  return `${kind}:${id ?? item.name}`;
};

/** Best first (DOMAIN §2 ratings): parts good > regular > bad, accessories yes > no. */
const SCALES: Record<ItemKind, readonly string[]> = { part: PART_RATINGS, accessory: ACCESSORY_RATINGS };

/** worse when the return rates lower than the hand-over; an unknown rating compares as unchanged. */
export function compareRatings(kind: ItemKind, initial: string, final: string): 'worse' | 'same' | 'better' {
  const scale = SCALES[kind];
  const [before, after] = [scale.indexOf(initial), scale.indexOf(final)];
  if (before < 0 || after < 0 || before === after) return 'same';
  return after > before ? 'worse' : 'better';
}

/**
 * The hand-over report's comparison: every item of either audit once, in the hand-over's order
 * (then those only the return has), with how it changed, the count of worse items, the
 * kilometres driven and the fuel used.
 */
export function compareAudits(initial: Audit, final: Audit): AuditComparison {
  const finals = new Map(final.items.map((item) => [keyOf(item), item]));
  const items: ComparedItem[] = [];
  for (const before of initial.items) {
    const key = keyOf(before);
    const after = finals.get(key);
    finals.delete(key);
    const kind = kindOf(before);
    const change = after ? compareRatings(kind, before.calificacion, after.calificacion) : 'only_initial';
    items.push({ key, kind, name: before.name, initial: before, final: after, change });
  }
  for (const [key, after] of finals) items.push({ key, kind: kindOf(after), name: after.name, final: after, change: 'only_final' });
  return {
    items,
    worse: items.filter((item) => item.change === 'worse').length,
    kmDriven: final.kilometraje - initial.kilometraje,
    fuelUsed: initial.gasolina - final.gasolina,
  };
}

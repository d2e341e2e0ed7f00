import type { Identifier, RaRecord } from 'react-admin';
import { ACCESSORY_RATINGS, LOAN_TRANSITIONS, PART_RATINGS } from '../../../domain/loans';
import { allows } from '../../../domain/machines';
import { PAGING } from '../../../domain/paging';
import type { FleetDataProvider } from '../../providers/dataProvider';

/** Which audit a loan calls for now (DOMAIN §2, domain/loans.ts): initial from 7 with a vehicle, final from 2. */
export type AuditKind = 'initial' | 'final';

/** The loan's call that stores each audit (POST prestamos/{id}/<call>/) and the field keeping its id. */
export const AUDIT_CALL = { initial: LOAN_TRANSITIONS.auditoria_inicial.path, final: LOAN_TRANSITIONS.auditoria_final.path } as const;

export const auditKindOf = (loan: RaRecord): AuditKind | null =>
  allows(LOAN_TRANSITIONS.auditoria_inicial, loan) ? 'initial' : allows(LOAN_TRANSITIONS.auditoria_final, loan) ? 'final' : null;

/** One item the audit rates, named by its form key as the server reads it (`pieza_3`, `accesorio_5`). */
export interface AuditItem {
  key: string;
  kind: 'pieza' | 'accesorio';
  id: Identifier;
  name: string;
  ratings: readonly string[];
}

/** What `crear` could not load beside the loan (a missing loan is `loan: null`); the page opens anyway and says so (SPEC §2). */
export type PreloadPart = 'parts' | 'accessories' | 'initial';

export interface AuditPreload {
  loan: RaRecord | null;
  parts: AuditItem[];
  accessories: AuditItem[];
  /** The initial audit's mileage, the final audit's floor (DOMAIN §5); null when not known. */
  initialKm: number | null;
  failed: PreloadPart[];
}

/** Every active record of a catalogue (GET piezas/activos/, accesorios/activos/), page after page. */
async function loadActive(dataProvider: FleetDataProvider, base: string): Promise<RaRecord[]> {
  const rows: RaRecord[] = [];
  for (let page = 1; ; page += 1) {
    // No sort: the server answers the active ones by name, as the audit form reads them.
    const { data, total } = await dataProvider.getList(`${base}/activos`, {
      pagination: { page, perPage: PAGING.maxLimit },
      sort: { field: '', order: 'ASC' },
      filter: {},
    });
    rows.push(...data);
    if (data.length === 0 || rows.length >= (total ?? 0)) return rows;
  }
}

const asItems = (rows: RaRecord[], kind: AuditItem['kind']): AuditItem[] =>
  rows.map((row) => ({ key: `${kind}_${row.id}`, kind, id: row.id, name: String(row.name ?? ''), ratings: kind === 'pieza' ? PART_RATINGS : ACCESSORY_RATINGS }));

/**
 * SPEC §2 preload of the audit page (`crear`): the loan, the active parts and accessories, and
 * for a final audit the initial one's mileage. Each failure is swallowed and named in `failed`.
 */
export async function loadAuditPreload(dataProvider: FleetDataProvider, id: Identifier): Promise<AuditPreload> {
  const [loan, parts, accessories] = await Promise.allSettled([
    dataProvider.getOne('prestamos', { id }).then(({ data }) => data),
    loadActive(dataProvider, 'piezas'),
    loadActive(dataProvider, 'accesorios'),
  ]);
  const failed: PreloadPart[] = [];
  if (parts.status === 'rejected') failed.push('parts');
  if (accessories.status === 'rejected') failed.push('accessories');
  const record = loan.status === 'fulfilled' ? loan.value : null;
  let initialKm: number | null = null;
  if (record && auditKindOf(record) === 'final' && record.auditoria_inicial) {
    try {
      const { data } = await dataProvider.recordAction<{ kilometraje?: number }>('prestamos', id, AUDIT_CALL.initial);
      initialKm = typeof data?.kilometraje === 'number' ? data.kilometraje : null;
    } catch {
      // Only a hint: the server checks the floor itself.
      failed.push('initial');
    }
  }
  return {
    loan: record,
    parts: parts.status === 'fulfilled' ? asItems(parts.value, 'pieza') : [],
    accessories: accessories.status === 'fulfilled' ? asItems(accessories.value, 'accesorio') : [],
    initialKm,
    failed,
  };
}

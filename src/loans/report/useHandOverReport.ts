import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetMany, useGetOne, type RaRecord } from 'react-admin';
import { LOAN_TRANSITIONS as T } from '../../../domain/loans';
import type { FleetDataProvider } from '../../providers/dataProvider';
import type { Audit } from './compareAudits';

/** One incident as GET prestamos/{id}/incidencias/ answers it. */
export interface Incident {
  id: number;
  descripcion: string;
  created_at: string;
  imagenes: { n: number; comentario: string; imagen: string }[];
}

export interface ReportAudits {
  initial: Audit;
  final: Audit;
  incidents: Incident[];
}

/** A reference's id, or undefined when the loan has none (so its query stays off). */
const ref = (value: unknown) => (typeof value === 'number' ? value : undefined);

/** The loan's referenced record by id, only when it has one; a failure leaves it blank on the page. */
const useReference = (resource: string, id: number | undefined) =>
  useGetOne<RaRecord>(resource, { id: id as number }, { enabled: id !== undefined, retry: false }).data;

/**
 * Everything the hand-over report reads: the loan, then (only when it names both audits) the two
 * audits and its incidents in one query, and the records it points to (vehicle, plant, cards,
 * and the requester and both auditors in one getMany). Query keys start with `prestamos`, so the
 * top bar runs while they load and a refresh of the loans reloads them.
 */
export function useHandOverReport(id: string) {
  const dataProvider = useDataProvider<FleetDataProvider>();
  const loanQuery = useGetOne<RaRecord>('prestamos', { id }, { retry: false });
  const loan = loanQuery.data;
  const hasBoth = !!loan && ref(loan.auditoria_inicial) !== undefined && ref(loan.auditoria_final) !== undefined;
  const auditsQuery = useQuery<ReportAudits>({
    queryKey: ['prestamos', 'handOverReport', id],
    enabled: hasBoth,
    retry: false,
    queryFn: async () => {
      const read = <T,>(sub: string) => dataProvider.recordAction<T>('prestamos', id, sub).then(({ data }) => data);
      // Each is read by GET on the path of the call that wrote it.
      const [initial, final, incidents] = await Promise.all([read<Audit>(T.auditoria_inicial.path), read<Audit>(T.auditoria_final.path), read<Incident[]>(T.incidencias.path)]);
      return { initial, final, incidents };
    },
  });
  const audits = auditsQuery.data;
  // A 404 from an audit read means it is not there after all (the loan changed meanwhile): the same "missing" answer.
  const auditsGone = (auditsQuery.error as { status?: number } | null)?.status === 404;
  const vehicle = useReference('vehiculos', ref(loan?.vehiculo));
  const plant = useReference('plantas', ref(loan?.planta));
  const fuelCard = useReference('tarjeta_gasolina', ref(loan?.tarjeta_gasolina));
  const tollTag = useReference('tarjeta_tag', ref(loan?.tarjeta_tag));
  const personIds = [loan?.usuario, audits?.initial.created_by, audits?.final.created_by].map(ref).filter((v): v is number => v !== undefined);
  const people = useGetMany<RaRecord>('usuarios', { ids: [...new Set(personIds)] }, { enabled: personIds.length > 0, retry: false }).data ?? [];
  const person = (personId: unknown) => people.find((p) => p.id === personId);
  return {
    loan,
    loanError: loanQuery.error,
    isPending: loanQuery.isPending || (hasBoth && auditsQuery.isPending),
    /** Which audits the loan lacks (both when reading them answered 404); empty until the loan is known. */
    missing: !loan ? [] : auditsGone ? (['initial', 'final'] as const) : missingAudits(loan),
    auditsError: auditsGone ? null : auditsQuery.error,
    audits,
    vehicle,
    plant,
    fuelCard,
    tollTag,
    requester: person(loan?.usuario),
    initialAuditor: person(audits?.initial.created_by),
    finalAuditor: person(audits?.final.created_by),
  };
}

export type HandOverReportData = ReturnType<typeof useHandOverReport>;

const missingAudits = (loan: RaRecord): ('initial' | 'final')[] => [
  ...(ref(loan.auditoria_inicial) === undefined ? (['initial'] as const) : []),
  ...(ref(loan.auditoria_final) === undefined ? (['final'] as const) : []),
];

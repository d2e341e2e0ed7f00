import { useState } from 'react';
import { useDataProvider, useListContext, useNotify, type Identifier } from 'react-admin';
import { useRefreshResources } from '../../common/actions';
import { errorMessage } from '../../common/errorMessage';
import type { FleetDataProvider, RecordActionOptions } from '../../providers/dataProvider';

export interface BulkProgress {
  done: number;
  total: number;
}

export interface BulkDecision {
  /** The record call on prestamos/{id}/. */
  path: string;
  /** Its body (a reason); none for a GET. */
  options?: RecordActionOptions;
  /** i18n keys of the closing toast: all went through, or some did not. */
  success: string;
  partial: string;
}

/**
 * DOMAIN has no bulk loan call: each selected loan's own call, one after the other (each is its
 * own transaction and checks its own state), with the progress so far; then one toast that says
 * how many went through and which did not (#id: the server's words), and the lists reload.
 */
export const useBulkDecision = () => {
  const { selectedIds = [], onUnselectItems } = useListContext();
  const dataProvider = useDataProvider<FleetDataProvider>();
  const notify = useNotify();
  const refresh = useRefreshResources();
  const [progress, setProgress] = useState<BulkProgress | null>(null);

  const run = async ({ path, options, success, partial }: BulkDecision) => {
    const ids: Identifier[] = [...selectedIds];
    const failures: string[] = [];
    setProgress({ done: 0, total: ids.length });
    for (const [index, id] of ids.entries()) {
      try {
        await (options ? dataProvider.recordAction('prestamos', id, path, options) : dataProvider.recordAction('prestamos', id, path));
      } catch (error) {
        failures.push(`#${id}: ${errorMessage(error)}`);
      }
      setProgress({ done: index + 1, total: ids.length });
    }
    const done = ids.length - failures.length;
    if (failures.length === 0) notify(success, { type: 'success', messageArgs: { smart_count: done } });
    else notify(partial, { type: done > 0 ? 'warning' : 'error', messageArgs: { done, total: ids.length, failures: failures.join('; ') } });
    setProgress(null);
    onUnselectItems();
    void refresh(['prestamos', 'solicitudes_fleet']);
  };

  return { run, progress, count: selectedIds.length };
};

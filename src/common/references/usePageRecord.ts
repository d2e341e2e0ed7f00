import { useContext } from 'react';
import { ListContext, type Identifier, type RaRecord } from 'react-admin';
import type { Prefetched } from '../../providers/pageReferences';

/** Each page's records by id, made once per page (the cells of 100 rows look theirs up). */
const indexes = new WeakMap<RaRecord[], Map<string, RaRecord>>();

/** A record the list's page came with (its `meta.prefetched`: ResourceList's pageReferences), in a list. */
export const usePageRecord = (resource: string, id: Identifier | null | undefined): RaRecord | undefined => {
  const records = (useContext(ListContext)?.meta as { prefetched?: Prefetched } | undefined)?.prefetched?.[resource];
  if (!records || id == null) return undefined;
  let index = indexes.get(records);
  if (!index) indexes.set(records, (index = new Map(records.map((record) => [String(record.id), record]))));
  return index.get(String(id));
};

import { useCreatePath, useDataTableCallbacksContext, useRecordContext, useResourceContext, type RaRecord } from 'react-admin';

/**
 * Where a row of the table opens the record in context: the table's `rowClick` (a path function,
 * or 'show' / 'edit'), false when there is no record. Worked out while drawing, without
 * react-admin's useGetPathForRecord, which sets up an access query per row or cell;
 * the screen it leads to checks access itself.
 */
export const useRecordPath = (props: { record?: RaRecord; resource?: string } = {}): string | false => {
  const record = useRecordContext<RaRecord>(props);
  const resource = useResourceContext(props);
  const createPath = useCreatePath();
  const { rowClick } = useDataTableCallbacksContext();
  if (record == null || !resource) return false;
  const target = typeof rowClick === 'function' ? rowClick(record.id, resource, record) : (rowClick ?? 'show');
  return typeof target === 'string' && target ? createPath({ resource, id: record.id, type: target }) : false;
};

import { useCreatePath, useDataTableCallbacksContext, useFieldValue, useRecordContext, useResourceContext, type FieldProps, type RaRecord } from 'react-admin';
import { RowLink } from './RowLink';

/**
 * The row's main cell: its value as a link to the record, where the row's click leads, so that
 * Tab reaches the row and Enter opens it. Use it as `<DataTable.Col source="name" field={RecordLinkField} />`.
 * The path is worked out while drawing rather than through react-admin's useGetPathForRecord,
 * which sets up two access queries per cell and draws the link only after an effect and a
 * second render (issue #11: 100 rows spent ~100 ms there).
 */
export const RecordLinkField = ({ source = 'name', ...props }: Partial<FieldProps>) => {
  const record = useRecordContext<RaRecord>({ record: props.record as RaRecord | undefined });
  const resource = useResourceContext(props);
  const createPath = useCreatePath();
  const { rowClick } = useDataTableCallbacksContext();
  const value = useFieldValue({ source, record });
  const text = value == null || value === '' ? '—' : String(value);
  const target = record == null || !resource ? false : typeof rowClick === 'function' ? rowClick(record.id, resource, record) : (rowClick ?? 'show');
  const path = typeof target === 'string' && target ? createPath({ resource: resource!, id: record!.id, type: target }) : false;
  if (!path) return <span>{text}</span>;
  return <RowLink to={path}>{text}</RowLink>;
};

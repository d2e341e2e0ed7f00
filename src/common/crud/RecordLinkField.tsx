import type { MouseEvent } from 'react';
import { Link, useDataTableCallbacksContext, useFieldValue, useGetPathForRecord, useRecordContext, type FieldProps, type LinkToType, type RaRecord } from 'react-admin';

/**
 * The row's main cell: its value as a link to the record, where the row's click leads, so that
 * Tab reaches the row and Enter opens it. Use it as `<DataTable.Col source="name" field={RecordLinkField} />`.
 */
export const RecordLinkField = ({ source = 'name', ...props }: Partial<FieldProps>) => {
  const record = useRecordContext<RaRecord>({ record: props.record as RaRecord | undefined });
  const { rowClick } = useDataTableCallbacksContext();
  const link: LinkToType = typeof rowClick === 'function' ? (rec, resource) => rowClick(rec.id, resource, rec) : (rowClick ?? 'show');
  const path = useGetPathForRecord({ record, link });
  const value = useFieldValue({ source, record });
  const text = value == null || value === '' ? '—' : String(value);
  if (!path) return <span>{text}</span>;
  return (
    // The row would open the record too: one navigation is enough.
    <Link to={path} onClick={(event: MouseEvent) => event.stopPropagation()}>
      {text}
    </Link>
  );
};

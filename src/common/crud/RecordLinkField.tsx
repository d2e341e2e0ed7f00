import { useFieldValue, useRecordContext, type FieldProps, type RaRecord } from 'react-admin';
import { RowLink } from '../raInternals/RowLink';
import { useRecordPath } from '../raInternals/useRecordPath';

/**
 * The row's main cell: its value as a link to the record, where the row's click leads, so that
 * Tab reaches the row and Enter opens it. Use it as `<DataTable.Col source="name" field={RecordLinkField} />`.
 * The path is worked out while drawing rather than through react-admin's useGetPathForRecord,
 * which sets up two access queries per cell and draws the link only after an effect and a
 * second render.
 */
export const RecordLinkField = ({ source = 'name', ...props }: Partial<FieldProps>) => {
  const record = useRecordContext<RaRecord>({ record: props.record as RaRecord | undefined });
  const path = useRecordPath({ record, resource: props.resource });
  const value = useFieldValue({ source, record });
  const text = value == null || value === '' ? '—' : String(value);
  if (!path) return <span>{text}</span>;
  return <RowLink to={path}>{text}</RowLink>;
};

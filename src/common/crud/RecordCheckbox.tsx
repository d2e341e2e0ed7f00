import type { MouseEvent } from 'react';
import { Checkbox } from '@mui/material';
import { useDataTableSelectedIdsContext, useGetRecordRepresentation, useRecordContext, useResourceContext, useTranslate, type Identifier } from 'react-admin';

export interface RecordCheckboxProps {
  onToggle: (id: Identifier, event: MouseEvent) => void;
  isSelectable?: (record: unknown) => boolean;
}

/** The row's selection box, named after its record ("Seleccionar Planta Norte") for screen readers. */
export const RecordCheckbox = ({ onToggle, isSelectable }: RecordCheckboxProps) => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const selectedIds = useDataTableSelectedIdsContext();
  const represent = useGetRecordRepresentation(resource);
  const translate = useTranslate();
  if (!record) return null;
  const selectable = !isSelectable || isSelectable(record);
  const name = represent(record);
  return (
    <Checkbox
      color="primary"
      className="select-item"
      checked={selectable && (selectedIds?.includes(record.id) ?? false)}
      disabled={!selectable}
      slotProps={{ input: { 'aria-label': translate('app.list.select_record', { name: typeof name === 'string' ? name : String(record.id) }) } }}
      onClick={(event) => {
        // Selecting must not open the record as a click on the row does.
        event.stopPropagation();
        if (selectable) onToggle(record.id, event);
      }}
    />
  );
};

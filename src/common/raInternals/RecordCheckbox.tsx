import { useContext, type MouseEvent } from 'react';
import type { CSSObject } from '@emotion/react';
import type { Theme } from '@mui/material/styles';
import { useDataTableSelectedIdsContext, useGetRecordRepresentation, useRecordContext, useResourceContext, useTranslate, type Identifier } from 'react-admin';
import { BodyLooks } from './bodyLooks';
import { bodyCellStyles } from './RecordCell';

export interface RecordCheckboxProps {
  onToggle: (id: Identifier, event: MouseEvent) => void;
  isSelectable?: (record: unknown) => boolean;
}

/**
 * The looks of MUI's small checkbox body cell, and of a native box in the place and colour of
 * MUI's Checkbox: MUI's (a button base, a ripple and two icons) is a large part of drawing 100
 * rows, and a styled cell and box would still compute and hash their styles in each; the
 * list's body makes their classes once (BodyLooks). Space and Tab work as on any box.
 */
export const recordCheckboxStyles = (theme: Theme): { cell: CSSObject; box: CSSObject } => ({
  cell: { ...bodyCellStyles(theme), width: 24, padding: '0 12px 0 16px', '& > *': { padding: 0 } },
  box: {
    width: 18,
    height: 18,
    margin: 12,
    verticalAlign: 'middle',
    cursor: 'pointer',
    accentColor: theme.palette.primary.main,
    '&:disabled': { cursor: 'default' },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  },
});

/** The row's selection box in its cell, named after its record ("Seleccionar Planta Norte") for screen readers. */
export const RecordCheckbox = ({ onToggle, isSelectable }: RecordCheckboxProps) => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const selectedIds = useDataTableSelectedIdsContext();
  const represent = useGetRecordRepresentation(resource);
  const translate = useTranslate();
  const looks = useContext(BodyLooks);
  if (!record) return null;
  const selectable = !isSelectable || isSelectable(record);
  const name = represent(record);
  return (
    <td className={`${looks?.checkboxCell ?? ''} MuiTableCell-root MuiTableCell-body MuiTableCell-sizeSmall MuiTableCell-paddingCheckbox`}>
      <input
        type="checkbox"
        className={`${looks?.checkbox ?? ''} select-item`}
        checked={selectable && (selectedIds?.includes(record.id) ?? false)}
        disabled={!selectable}
        aria-label={translate('app.list.select_record', { name: typeof name === 'string' ? name : String(record.id) })}
        // Changes arrive through onClick (which also carries Shift for range selection).
        onChange={ignore}
        onClick={(event) => {
          // Selecting must not open the record as a click on the row does.
          event.stopPropagation();
          if (selectable) onToggle(record.id, event);
        }}
      />
    </td>
  );
};

const ignore = () => undefined;

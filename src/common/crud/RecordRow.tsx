import { Children, isValidElement, memo, useMemo, type KeyboardEvent, type ReactNode } from 'react';
import { ClassNames } from '@emotion/react';
import { useTheme, type Theme } from '@mui/material';
import {
  DataTableBody,
  DataTableCallbacksContext,
  DataTableRow,
  useDataTableCallbacksContext,
  useDataTableConfigContext,
  useDataTableStoreContext,
  useStore,
  type DataTableBodyProps,
  type DataTableRowProps,
} from 'react-admin';
import { ALIGNS, bodyCellStyles, recordCells } from './RecordCell';
import { CheckboxLooks, RecordCheckbox, recordCheckboxStyles } from './RecordCheckbox';
import { RowLinkLook, rowLinkStyles } from './RowLink';

/** Enter on the focused row itself (not on a link or box inside it) opens the record, as a click does. */
const openOnEnter = (event: KeyboardEvent<HTMLTableRowElement>) => {
  if (event.key === 'Enter' && event.target === event.currentTarget) {
    event.preventDefault();
    event.currentTarget.click();
  }
};

/**
 * react-admin's row with keyboard access: focusable (outside the Tab order, which goes through
 * the row's link) and opened with Enter; its selection box is labelled with the record's name.
 * The inner row gets no toggle callback so that it does not draw its own unlabelled box.
 */
export const RecordRow = memo(function RecordRow({ children, ...props }: DataTableRowProps) {
  const callbacks = useDataTableCallbacksContext();
  const { hasBulkActions } = useDataTableConfigContext();
  const withoutBox = useMemo(() => ({ ...callbacks, handleToggleItem: undefined }), [callbacks]);
  const { handleToggleItem } = callbacks;
  return (
    <DataTableCallbacksContext.Provider value={withoutBox}>
      <DataTableRow {...props} tabIndex={-1} onKeyDown={openOnEnter}>
        {hasBulkActions && handleToggleItem && <RecordCheckbox onToggle={handleToggleItem} isSelectable={callbacks.isRowSelectable} />}
        {children}
      </DataTableRow>
    </DataTableCallbacksContext.Provider>
  );
});

/** The columns a row draws: react-admin's cells each read the hidden columns and draw nothing when hidden. */
const visibleColumns = (children: ReactNode, hidden: string[]) =>
  Children.toArray(children).filter((child) => {
    if (!isValidElement<{ source?: string; label?: unknown }>(child)) return true;
    const name = child.props.source ?? child.props.label;
    return typeof name !== 'string' || !hidden.includes(name);
  });

/**
 * DataTable body made of RecordRows that get light cells (RecordCell) for the shown columns only:
 * the hidden ones are read once here instead of by every cell of every row (issue #11: 100 rows
 * of 15 columns, 7 hidden, were 1,500 cells each watching the store). The cells' look is one
 * emotion class per alignment, the rows' links' one class (RowLink) and the selection boxes' two
 * (RecordCheckbox), made here once instead of by each cell, link and box.
 */
export const RecordBody = (props: DataTableBodyProps) => {
  const { link, cells, checkbox } = tableStyles(useTheme());
  return (
    <ClassNames>
      {/* The classes as one string, so that the rows below are drawn again only when it changes. */}
      {({ css }) => (
        <RowLinkLook.Provider value={css(link)}>
          <CheckboxLooksOnce cell={css(checkbox.cell)} box={css(checkbox.box)}>
            <LookedBody {...props} looks={cells.map((cell) => css(cell)).join(' ')} />
          </CheckboxLooksOnce>
        </RowLinkLook.Provider>
      )}
    </ClassNames>
  );
};

const stylesByTheme = new WeakMap<Theme, ReturnType<typeof makeTableStyles>>();
const makeTableStyles = (theme: Theme) => ({
  link: rowLinkStyles(theme),
  cells: ALIGNS.map((align) => bodyCellStyles(theme, align)),
  checkbox: recordCheckboxStyles(theme),
});
/** The table's style objects, made once per theme: the body draws again on every page and selection. */
const tableStyles = (theme: Theme) => {
  let styles = stylesByTheme.get(theme);
  if (!styles) stylesByTheme.set(theme, (styles = makeTableStyles(theme)));
  return styles;
};

/** The box's classes, as a value that changes only with them: a new object would draw every row again. */
const CheckboxLooksOnce = ({ cell, box, children }: { cell: string; box: string; children: ReactNode }) => {
  const looks = useMemo(() => ({ cell, box }), [cell, box]);
  return <CheckboxLooks.Provider value={looks}>{children}</CheckboxLooks.Provider>;
};

const LookedBody = ({ children, looks, ...props }: DataTableBodyProps & { looks: string }) => {
  const { storeKey, defaultHiddenColumns } = useDataTableStoreContext();
  const [hidden] = useStore<string[]>(storeKey, defaultHiddenColumns);
  const cells = useMemo(() => {
    const classes = looks.split(' ');
    return recordCells(visibleColumns(children, hidden), (align) => classes[ALIGNS.indexOf(align)]);
  }, [children, hidden, looks]);
  return (
    <DataTableBody {...props} row={RecordRow}>
      {cells}
    </DataTableBody>
  );
};

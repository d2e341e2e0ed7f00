import { Children, isValidElement, memo, useContext, useMemo, type KeyboardEvent, type ReactNode } from 'react';
import { ClassNames, type CSSObject } from '@emotion/react';
import { useTheme, type Theme } from '@mui/material';
import {
  DataTableBody,
  DataTableCallbacksContext,
  DataTableRow,
  useDataTableCallbacksContext,
  useDataTableConfigContext,
  useDataTableStoreContext,
  useNavigate,
  useRecordContext,
  useStore,
  type DataTableBodyProps,
  type DataTableRowProps,
} from 'react-admin';
import { BodyLooks, type BodyLookClasses } from './bodyLooks';
import { ALIGNS, bodyCellStyles, recordCells } from './RecordCell';
import { RecordCheckbox, recordCheckboxStyles } from './RecordCheckbox';
import { rowLinkStyles } from './RowLink';
import { themeRootRules } from './themeRules';
import { useRecordPath } from './useRecordPath';

/** Enter on the focused row itself (not on a link or box inside it) opens the record, as a click does. */
const openOnEnter = (event: KeyboardEvent<HTMLTableRowElement>) => {
  if (event.key === 'Enter' && event.target === event.currentTarget) {
    event.preventDefault();
    event.currentTarget.click();
  }
};

/** MUI's TableRow (root, hover) with the theme's rules for it and for react-admin's row, as one style object. */
export const rowStyles = (theme: Theme): CSSObject => ({
  color: 'inherit',
  display: 'table-row',
  verticalAlign: 'middle',
  outline: 0,
  '&.MuiTableRow-hover:hover': { backgroundColor: theme.palette.action.hover },
  ...themeRootRules(theme, 'MuiTableRow'),
  ...themeRootRules(theme, 'RaDataTableRow'),
});

const SCROLL_TO_TOP = { _scrollToTop: true };

/**
 * A row with keyboard access: focusable (outside the Tab order, which goes through the row's
 * link), opened with Enter as with a click, its selection box labelled with the record's name.
 * In a RecordBody it is a plain `tr` with MUI's and react-admin's class names and the body's one
 * class, opening the record's path (useRecordPath) on click: react-admin's row sets up, for each of
 * the 100 rows, an access query and a mutation for its click, a store subscription for expanding
 * and a styled TableRow. A table that expands rows or styles each one (rowSx) keeps
 * react-admin's row.
 */
export const RecordRow = memo(function RecordRow({ children, className, sx, ...props }: DataTableRowProps) {
  const callbacks = useDataTableCallbacksContext();
  const { hasBulkActions, hover = true, expand } = useDataTableConfigContext();
  const look = useContext(BodyLooks)?.row;
  const record = useRecordContext(props);
  const path = useRecordPath(props);
  const navigate = useNavigate();
  const { handleToggleItem, isRowSelectable, rowClick } = callbacks;
  const box = hasBulkActions && handleToggleItem && <RecordCheckbox onToggle={handleToggleItem} isSelectable={isRowSelectable} />;
  if (!look || expand || sx !== undefined) {
    return <ReactAdminRow className={className} sx={sx} callbacks={callbacks} box={box} {...props}>{children}</ReactAdminRow>;
  }
  const selectable = !isRowSelectable || (record !== undefined && isRowSelectable(record));
  const classes = ['MuiTableRow-root', hover && 'MuiTableRow-hover', className, selectable && 'RaDataTable-selectable', rowClick && 'RaDataTable-clickableRow', look];
  return (
    <tr
      className={classes.filter(Boolean).join(' ')}
      tabIndex={-1}
      onKeyDown={openOnEnter}
      onClick={path ? () => navigate(path, { state: SCROLL_TO_TOP }) : undefined}
    >
      {box}
      {children}
    </tr>
  );
});

/** react-admin's row, given no toggle callback so that it does not draw its own unlabelled box. */
const ReactAdminRow = ({ children, callbacks, box, ...props }: DataTableRowProps & { callbacks: ReturnType<typeof useDataTableCallbacksContext>; box: ReactNode }) => {
  const withoutBox = useMemo(() => ({ ...callbacks, handleToggleItem: undefined }), [callbacks]);
  return (
    <DataTableCallbacksContext.Provider value={withoutBox}>
      <DataTableRow {...props} tabIndex={-1} onKeyDown={openOnEnter}>
        {box}
        {children}
      </DataTableRow>
    </DataTableCallbacksContext.Provider>
  );
};

/** The columns a row draws: react-admin's cells each read the hidden columns and draw nothing when hidden. */
const visibleColumns = (children: ReactNode, hidden: string[]) =>
  Children.toArray(children).filter((child) => {
    if (!isValidElement<{ source?: string; label?: unknown }>(child)) return true;
    const name = child.props.source ?? child.props.label;
    return typeof name !== 'string' || !hidden.includes(name);
  });

/**
 * DataTable body made of RecordRows that get light cells (RecordCell) for the shown columns only:
 * the hidden ones are read once here instead of by every cell of every row, each watching the
 * store. The cells' look is one emotion class per alignment, the rows' links' one class
 * (RowLink) and the selection boxes' two (RecordCheckbox), made here once instead of by each
 * cell, link and box.
 */
export const RecordBody = (props: DataTableBodyProps) => {
  const { row, link, cells, checkbox } = tableStyles(useTheme());
  return (
    <ClassNames>
      {({ css }) => (
        <LooksOnce row={css(row)} link={css(link)} checkboxCell={css(checkbox.cell)} checkbox={css(checkbox.box)} cells={cells.map((cell) => css(cell)).join(' ')}>
          <LookedBody {...props} />
        </LooksOnce>
      )}
    </ClassNames>
  );
};

const stylesByTheme = new WeakMap<Theme, ReturnType<typeof makeTableStyles>>();
const makeTableStyles = (theme: Theme) => ({
  row: rowStyles(theme),
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

/** The body's classes, as a value that changes only with them: a new object would draw every row again. */
const LooksOnce = ({ row, link, checkboxCell, checkbox, cells, children }: Omit<BodyLookClasses, 'cells'> & { cells: string; children: ReactNode }) => {
  const looks = useMemo(() => ({ row, link, checkboxCell, checkbox, cells: cells.split(' ') }), [row, link, checkboxCell, checkbox, cells]);
  return <BodyLooks.Provider value={looks}>{children}</BodyLooks.Provider>;
};

const LookedBody = ({ children, ...props }: DataTableBodyProps) => {
  const { storeKey, defaultHiddenColumns } = useDataTableStoreContext();
  const [hidden] = useStore<string[]>(storeKey, defaultHiddenColumns);
  const classes = useContext(BodyLooks)!.cells;
  const cells = useMemo(
    () => recordCells(visibleColumns(children, hidden), (align) => classes[ALIGNS.indexOf(align)]),
    [children, hidden, classes],
  );
  return (
    <DataTableBody {...props} row={RecordRow}>
      {cells}
    </DataTableBody>
  );
};

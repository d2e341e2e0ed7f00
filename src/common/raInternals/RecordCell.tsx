import { Children, createElement, isValidElement, memo, type ElementType, type ReactNode } from 'react';
import type { CSSObject } from '@emotion/react';
import type { TableCellProps } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { useFieldValue } from 'react-admin';
import { themeRootRules } from './themeRules';

export type Align = NonNullable<TableCellProps['align']>;

/**
 * The props of react-admin's DataTable.Col that a body cell reads (what the lists use); a column's
 * `render`, `sx` or `cellSx` are not drawn here: give such a column a `field` instead.
 */
export interface RecordCellProps {
  /** The table's class for cells of this alignment (bodyCellStyles). */
  look?: string;
  source?: string;
  field?: ElementType;
  label?: ReactNode;
  children?: ReactNode;
  align?: Align;
  className?: string;
}

const alignClass: Record<Align, string> = {
  inherit: '',
  left: ' MuiTableCell-alignLeft',
  center: ' MuiTableCell-alignCenter',
  right: ' MuiTableCell-alignRight',
  justify: ' MuiTableCell-alignJustify',
};

/** Every alignment a cell may have (the table makes one class for each). */
export const ALIGNS = Object.keys(alignClass) as Align[];

/**
 * One body cell of a list row: a plain `td` with MUI's and react-admin's class names, drawing its
 * `field`, its children or its value. react-admin's column draws the same through eight more
 * components per cell (two of them styled, one watching the hidden columns in the store): on a
 * page of 100 rows they are most of the time the list takes to show. Its look is a class the
 * table makes once from `bodyCellStyles`.
 */
export const RecordCell = memo(function RecordCell({ look, source, field, children, align = 'inherit', className }: RecordCellProps) {
  // react-admin's own reading of a field's value (a dotted source reaches into the record).
  const value: unknown = useFieldValue({ source: source ?? '' });
  return (
    <td className={`${look ? `${look} ` : ''}MuiTableCell-root MuiTableCell-body${alignClass[align]} MuiTableCell-sizeSmall RaDataTable-rowCell${className ? ` ${className}` : ''} column-${source}`}>
      {children ?? (field ? createElement(field, { source }) : value != null ? String(value) : null)}
    </td>
  );
});

/**
 * The row's cells for the shown columns: each DataTable.Col element's props on a RecordCell,
 * with the class `lookOf` gives for its alignment.
 */
export const recordCells = (columns: ReactNode, lookOf?: (align: Align) => string) =>
  Children.map(columns, (column) =>
    isValidElement<RecordCellProps>(column) ? <RecordCell key={column.key ?? undefined} {...column.props} look={lookOf?.(column.props.align ?? 'inherit')} /> : column,
  );

/**
 * MUI's small body TableCell's look for a cell with `align`, with the theme's rules for it, as a
 * style object. The table turns it into one class per alignment (emotion, like MUI's own), which
 * each cell carries.
 */
export const bodyCellStyles = (theme: Theme, align: Align = 'inherit'): CSSObject => ({
  // MUI types a typography variant as CSS properties that may hold @font-face rules.
  ...(theme.typography.body2 as CSSObject),
  display: 'table-cell',
  verticalAlign: 'inherit',
  borderBottom: `1px solid ${
    theme.palette.mode === 'light' ? theme.lighten(theme.alpha(theme.palette.divider, 1), 0.88) : theme.darken(theme.alpha(theme.palette.divider, 1), 0.68)
  }`,
  textAlign: align === 'inherit' ? 'left' : align,
  padding: '6px 16px',
  color: theme.palette.text.primary,
  ...(align === 'right' && { flexDirection: 'row-reverse' }),
  // The theme's rules for every TableCell (react-admin's narrows the checkbox cell's padding).
  ...themeRootRules(theme, 'MuiTableCell'),
});

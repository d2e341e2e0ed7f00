import { useFieldValue, useLocaleState, type FieldProps } from 'react-admin';
import { formatNumber } from '../../domain/numbers';

/**
 * A number column's value in the interface's language (domain/numbers.ts), as the cell's own
 * text: react-admin's NumberField formats in the browser's language and draws a styled
 * Typography in each of a list's 100 rows.
 */
export const NumberCellField = ({ source }: FieldProps) => {
  const value: unknown = useFieldValue({ source });
  const [locale] = useLocaleState();
  return <>{typeof value === 'number' ? formatNumber(value, locale) : ''}</>;
};

import { Typography } from '@mui/material';
import { useFieldValue, useLocaleState, useTranslate, type FieldProps } from 'react-admin';
import { formatDate } from '../../domain/dates';

export interface DateTimeFieldProps extends FieldProps {
  /** Date only (dd-MM-yyyy / MM/dd/yyyy) instead of date and time. */
  dateOnly?: boolean;
}

/** Every date column and detail uses this, so the SPEC §9 formats live in one place. */
export const DateTimeField = ({ dateOnly = false, emptyText, ...props }: DateTimeFieldProps) => {
  const value = useFieldValue(props);
  const [locale] = useLocaleState();
  const translate = useTranslate();
  // Like react-admin's own fields: an empty value shows `emptyText` (translated) when given.
  const text = formatDate(value, locale, !dateOnly) || (emptyText ? translate(emptyText, { _: emptyText }) : '');
  return (
    <Typography component="span" variant="body2">
      {text}
    </Typography>
  );
};

import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { format as formatFns, isValid, parseISO } from 'date-fns';
import { useInput, useLocaleState, type Validator } from 'react-admin';
import { DATE_YEARS } from '../../domain/dates';
import { useDatePickerTexts } from './datePickerTexts';
import { DatePickerView } from './DatePickerView';
import { useSynchronousProps } from './form/useSynchronousProps';

/** What an unreadable typed date is stored as, so `validDate` can point at it. */
const INVALID = 'invalid-date';

/**
 * The day a picked or typed date stands for, or INVALID. A year outside DATE_YEARS (the API's) is
 * a year still being typed: MUI reads the digits of 2026 as the years 2, 20 and 202 on the way,
 * each a whole date, which a list's live filters would apply (asking for 1902 and 1920).
 */
const dayOf = (date: Date | null) => {
  if (date === null) return null;
  return isValid(date) && date.getFullYear() >= DATE_YEARS.min && date.getFullYear() <= DATE_YEARS.max ? formatFns(date, 'yyyy-MM-dd') : INVALID;
};

/** The date a form value stands for: a day, one still being typed (an invalid date) or none. */
const dateOf = (value: unknown): Date | null => {
  if (value === INVALID) return new Date(NaN);
  const parsed = typeof value === 'string' ? parseISO(value) : null;
  return parsed && isValid(parsed) ? parsed : null;
};

/** No date is '' in a filter form and null in a record. */
const sameValue = (a: unknown, b: unknown) => a === b || ((a ?? '') === '' && (b ?? '') === '');

/** "Enter a valid date." for a partly typed date. */
export const validDate: Validator = (value) => (value === INVALID ? 'app.validation.date' : undefined);

export interface DatePickerInputProps {
  source: string;
  label?: string;
  validate?: Validator | Validator[];
  helperText?: string;
  disablePast?: boolean;
  resource?: string;
}

/**
 * A react-admin input on MUI's date picker. The form value is the API's `yyyy-MM-dd` (or null);
 * the field shows the SPEC §9 date format of the interface language.
 */
export const DatePickerInput = ({ source, label, validate, helperText, disablePast, resource }: DatePickerInputProps) => {
  const validators = [validDate, ...(Array.isArray(validate) ? validate : validate ? [validate] : [])];
  const {
    id,
    field: { value, name, onBlur, onChange: store },
    fieldState: { error, invalid },
    isRequired,
  } = useInput({ source, validate: validators, resource });
  const [locale] = useLocaleState();
  const texts = useDatePickerTexts();
  // The picker is given back the very date it gave, in the same drawing (year 2 of a 2026 being
  // typed, stored as INVALID; an invalid 01-00-2026): given anything else, MUI rebuilds its
  // sections from it and drops what is typed.
  const [date, setDate] = useState(() => dateOf(value));
  // The form value that date stands for: one set from outside (a record loaded, a filter
  // cleared) replaces it.
  const standsFor = useRef<unknown>(value);
  useLayoutEffect(() => {
    if (sameValue(value, standsFor.current)) return;
    standsFor.current = value;
    setDate(dateOf(value));
  }, [value]);
  const onChange = useCallback(
    (picked: Date | null) => {
      const day = dayOf(picked);
      standsFor.current = day;
      setDate(picked);
      store(day);
    },
    [store],
  );
  const checked = useSynchronousProps({ invalid, message: error?.message, locale, texts });
  const view = { onBlur, id, name, source, label, resource, isRequired, disablePast, helperText };
  return <DatePickerView date={date} onChange={onChange} {...view} {...checked} />;
};

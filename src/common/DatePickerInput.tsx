import { useRef } from 'react';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { enUS, es } from 'date-fns/locale';
import { format as formatFns, isValid, parseISO } from 'date-fns';
import { FieldTitle, InputHelperText, useInput, useLocaleState, type Validator } from 'react-admin';
import { DATE_FORMATS, DATE_YEARS } from '../../domain/dates';
import { useDatePickerTexts } from './datePickerTexts';

/** What an unreadable typed date is stored as, so `validDate` can point at it. */
const INVALID = 'invalid-date';

/**
 * The day a picked or typed date stands for, or INVALID. A year outside DATE_YEARS (the API's) is
 * a year still being typed: MUI reads the digits of 2026 as the years 2, 20 and 202 on the way,
 * each a whole date, and a list's live filters applied them (asking for 1902 and 1920, the list
 * drawn again between keystrokes, which on a loaded machine let an older filter come back over
 * the field as it was typed).
 */
const dayOf = (date: Date | null) => {
  if (date === null) return null;
  return isValid(date) && date.getFullYear() >= DATE_YEARS.min && date.getFullYear() <= DATE_YEARS.max ? formatFns(date, 'yyyy-MM-dd') : INVALID;
};

/**
 * MUI's "choose date, selected date is …" reads the date in its `fullDate` form ("31 ene 2026");
 * it reads as the field shows it (SPEC §9). One object per language, so the adapter is not made again on each drawing.
 */
const PICKER_FORMATS = { es: { fullDate: DATE_FORMATS.es.date }, en: { fullDate: DATE_FORMATS.en.date } } as const;

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
    field,
    fieldState: { error, invalid },
    isRequired,
  } = useInput({ source, validate: validators, resource });
  const [locale] = useLocaleState();
  const texts = useDatePickerTexts();
  // While the form holds INVALID, the picker is given back its own date (year 2 of a 2026 being
  // typed): given an invalid date instead, MUI clears the day and month already typed.
  const typed = useRef<Date | null>(null);
  const parsed = typeof field.value === 'string' && field.value !== INVALID ? parseISO(field.value) : null;
  const value = parsed && isValid(parsed) ? parsed : field.value === INVALID ? (typed.current ?? new Date(NaN)) : null;
  const formats = locale === 'en' ? PICKER_FORMATS.en : PICKER_FORMATS.es;
  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={locale === 'en' ? enUS : es}
      // The picker's own texts (section names, "choose date", calendar buttons) in the interface language.
      localeText={texts}
      dateFormats={formats}
    >
      <DatePicker
        label={<FieldTitle label={label} source={source} resource={resource} isRequired={isRequired} />}
        value={value}
        format={formats.fullDate}
        disablePast={disablePast}
        onChange={(date) => {
          typed.current = date;
          field.onChange(dayOf(date));
        }}
        slotProps={{
          textField: {
            id,
            name: field.name,
            onBlur: field.onBlur,
            error: invalid,
            fullWidth: true,
            // As react-admin's own inputs look.
            variant: 'filled',
            size: 'small',
            margin: 'dense',
            helperText: <InputHelperText error={error?.message} helperText={helperText} />,
          },
        }}
      />
    </LocalizationProvider>
  );
};

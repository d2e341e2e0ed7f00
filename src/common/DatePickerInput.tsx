import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { enUS, es } from 'date-fns/locale';
import { format as formatFns, isValid, parseISO } from 'date-fns';
import { FieldTitle, InputHelperText, useInput, useLocaleState, type Validator } from 'react-admin';
import { DATE_FORMATS } from '../../domain/dates';
import { useDatePickerTexts } from './datePickerTexts';

/** What an unreadable typed date is stored as, so `validDate` can point at it. */
const INVALID = 'invalid-date';

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
  const parsed = typeof field.value === 'string' && field.value !== INVALID ? parseISO(field.value) : null;
  const value = parsed && isValid(parsed) ? parsed : field.value === INVALID ? new Date(NaN) : null;
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
        onChange={(date) => field.onChange(date === null ? null : isValid(date) ? formatFns(date, 'yyyy-MM-dd') : INVALID)}
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

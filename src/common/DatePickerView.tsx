import { memo } from 'react';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import type { PickersLocaleText } from '@mui/x-date-pickers/locales';
import { enUS, es } from 'date-fns/locale';
import { FieldTitle, InputHelperText } from 'react-admin';
import { DATE_FORMATS } from '../../domain/dates';

/**
 * MUI's "choose date, selected date is …" reads the date in its `fullDate` form ("31 ene 2026");
 * it reads as the field shows it (SPEC §9). One object per language, so the adapter is not made again on each drawing.
 */
const PICKER_FORMATS = { es: { fullDate: DATE_FORMATS.es.date }, en: { fullDate: DATE_FORMATS.en.date } } as const;

export interface DatePickerViewProps {
  /** The picker's own date: what it last gave, or what the form set from outside. */
  date: Date | null;
  onChange: (date: Date | null) => void;
  onBlur: () => void;
  id: string;
  name: string;
  source: string;
  label?: string;
  resource?: string;
  isRequired: boolean;
  disablePast?: boolean;
  helperText?: string;
  /** What the form's checks say: drawn in red, with their message. */
  invalid: boolean;
  message?: string;
  locale: string;
  texts: Partial<PickersLocaleText>;
}

/**
 * MUI's date picker drawn from plain props (memo), which DatePickerInput changes outside a key or
 * a click in synchronous updates only (useSynchronousProps). MUI's field keeps a digit that makes
 * a whole date invalid (0 into the month of 01-03-2026) in a ref that the effects of its previous
 * drawing clear; drawn asynchronously just before the key (the form's check of the digit before),
 * those effects ran after the key, and given back the invalid date the field emptied itself.
 */
export const DatePickerView = memo(function DatePickerView({ date, onChange, onBlur, id, name, source, label, resource, isRequired, disablePast, helperText, invalid, message, locale, texts }: DatePickerViewProps) {
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
        value={date}
        format={formats.fullDate}
        disablePast={disablePast}
        onChange={onChange}
        slotProps={{
          textField: {
            id,
            name,
            onBlur,
            error: invalid,
            fullWidth: true,
            // As react-admin's own inputs look.
            variant: 'filled',
            size: 'small',
            margin: 'dense',
            helperText: <InputHelperText error={message} helperText={helperText} />,
          },
        }}
      />
    </LocalizationProvider>
  );
});

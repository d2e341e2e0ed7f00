import type { Validator } from 'react-admin';
import { DatePickerInput } from '../DatePickerInput';
import { RangeEndInput } from '../RangeEndInput';
import { isDay } from './dayBounds';

export interface DayRangeWords {
  /** i18n keys of the two inputs' labels. */
  from: string;
  to: string;
  /** i18n key of "the end may not come before the start". */
  order: string;
}

/**
 * "To" may not come before "from" (days as yyyy-MM-dd compare as text). A start still being
 * typed is no day yet ("invalid-date", which its own field points at): it orders nothing.
 */
export const notBeforeStart =
  (fromSource: string, message: string): Validator =>
  (value, values) =>
    isDay(value) && isDay(values?.[fromSource]) && value < values[fromSource] ? message : undefined;

/**
 * A list's day range filter on `field`: "from" and "to" date inputs (`<field>__gte`,
 * `<field>__lte`), the end checked against the start and again whenever the start changes.
 * Give the list a DayBounds so that the days are sent as the instants they span.
 */
export const dayRangeFilters = (field: string, words: DayRangeWords) => {
  const from = `${field}__gte`;
  const to = `${field}__lte`;
  return [
    <DatePickerInput key={from} source={from} label={words.from} />,
    <RangeEndInput key={to} input={DatePickerInput} from={from} source={to} label={words.to} validate={notBeforeStart(from, words.order)} />,
  ];
};

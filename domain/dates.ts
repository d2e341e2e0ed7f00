import { format as formatFns, isValid, parseISO } from 'date-fns';

/** SPEC §9 display formats per language; screens and exported files both use them. */
export const DATE_FORMATS = {
  es: { dateTime: 'dd-MM-yyyy hh:mm a', date: 'dd-MM-yyyy' },
  en: { dateTime: 'MM/dd/yyyy HH:mm:ss', date: 'MM/dd/yyyy' },
} as const;

/** The same instant as wall-clock time in `timeZone`, so date-fns prints that zone's time. */
const inZone = (date: Date, timeZone?: string) => (timeZone ? new Date(date.toLocaleString('en-US', { timeZone })) : date);

/**
 * Formats an ISO string, Date or epoch ms for the language, in `timeZone` when given (the
 * server formats exports in the caller's zone) or the local one; '' when empty or unreadable.
 */
export const formatDate = (value: unknown, locale: string, withTime = true, timeZone?: string): string => {
  if (value === null || value === undefined || value === '') return '';
  const parsed = typeof value === 'string' ? parseISO(value) : new Date(value as number | Date);
  if (!isValid(parsed)) return '';
  const date = inZone(parsed, timeZone);
  const formats = locale === 'en' ? DATE_FORMATS.en : DATE_FORMATS.es;
  return formatFns(date, withTime ? formats.dateTime : formats.date);
};

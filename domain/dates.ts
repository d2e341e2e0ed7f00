import { format as formatFns, isValid, parseISO } from 'date-fns';

/** SPEC §9 display formats per language; screens and exported files both use them. */
export const DATE_FORMATS = {
  es: { dateTime: 'dd-MM-yyyy hh:mm a', date: 'dd-MM-yyyy' },
  en: { dateTime: 'MM/dd/yyyy HH:mm:ss', date: 'MM/dd/yyyy' },
} as const;

/** Formats an ISO string, Date or epoch ms for the language; '' when empty or unreadable. */
export const formatDate = (value: unknown, locale: string, withTime = true): string => {
  if (value === null || value === undefined || value === '') return '';
  const date = typeof value === 'string' ? parseISO(value) : new Date(value as number | Date);
  if (!isValid(date)) return '';
  const formats = locale === 'en' ? DATE_FORMATS.en : DATE_FORMATS.es;
  return formatFns(date, withTime ? formats.dateTime : formats.date);
};

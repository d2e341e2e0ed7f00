import { DATE_FORMATS } from '../../domain/dates';

/**
 * A month (yyyy-MM) as the language writes dates (SPEC §9) without the day: 03-2026 in Spanish
 * (dd-MM-yyyy), 03/2026 in English (MM/dd/yyyy).
 */
export const monthLabel = (month: string, locale: string): string => {
  const [year, number] = month.split('-');
  const format = locale === 'en' ? DATE_FORMATS.en.date : DATE_FORMATS.es.date;
  return format.replace(/dd[-/]|[-/]dd/, '').replace('MM', number).replace('yyyy', year);
};

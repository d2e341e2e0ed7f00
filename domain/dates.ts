import { format } from 'date-fns';
export type Lang = 'es' | 'en';

/** SPEC §9 date formats, the same the client shows. */
const PATTERNS = {
  es: { dateTime: 'dd-MM-yyyy hh:mm a', date: 'dd-MM-yyyy' },
  en: { dateTime: 'MM/dd/yyyy HH:mm:ss', date: 'MM/dd/yyyy' },
} as const;

export const formatDateTime = (d: Date, lang: Lang) => format(d, PATTERNS[lang].dateTime);
export const formatDate = (d: Date, lang: Lang) => format(d, PATTERNS[lang].date);

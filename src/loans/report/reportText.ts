import { useLocaleState, useTranslate } from 'react-admin';
import { formatDate } from '../../../domain/dates';
import { formatNumber } from '../../../domain/numbers';

/** The report's words (resources.prestamos.report.*) and the SPEC §9 dates and numbers in the interface's language. */
export const useReportText = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return {
    t: (key: string, options?: Record<string, unknown>) => translate(`resources.prestamos.report.${key}`, options),
    // The audit screen's words for a rating, so both screens name it alike.
    rating: (value: string) => translate(`resources.prestamos.audit.ratings.${value}`, { _: value }),
    date: (value: unknown, withTime = true) => formatDate(value, locale, withTime),
    number: (value: number) => formatNumber(value, locale),
  };
};

export type ReportText = ReturnType<typeof useReportText>;

import { useLocaleState, useResourceContext, useTranslate, type RaRecord } from 'react-admin';
import { formatDate } from '../../domain/dates';
import { CardLoanField } from './CardLoanField';

/** A phone card's second line: the loan holding the card and, when it has one, the day it expires (SPEC §9 date). */
export const CardExpiry = ({ record }: { record: RaRecord }) => {
  const translate = useTranslate();
  const resource = useResourceContext();
  const [locale] = useLocaleState();
  const day = formatDate(record.vencimiento, locale, false);
  return (
    <>
      <CardLoanField record={record} />
      {day && (
        <>
          {' · '}
          {/* A date breaks at its hyphens where a narrow card wraps; it wraps whole. */}
          <span style={{ whiteSpace: 'nowrap' }}>{translate(`resources.${resource}.screen.expires`, { date: day })}</span>
        </>
      )}
    </>
  );
};

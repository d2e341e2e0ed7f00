import { useEffect, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatDate } from '../../../domain/dates';
import { elapsedSince } from './elapsed';

/** The words redraw every minute: what a minute-grained "hace N min" needs. */
const TICK = 60_000;

/** The current time, renewed each minute while shown. */
const useNow = () => {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), TICK);
    return () => clearInterval(timer);
  }, []);
  return now;
};

/**
 * How long ago an instant was ("hace 5 min", "5 min ago"), updated each minute, in a <time>
 * element that carries the exact instant, followed by the SPEC §9 date and time.
 */
export const ElapsedTime = ({ value }: { value: string }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const now = useNow();
  const since = new Date(value);
  if (Number.isNaN(since.getTime())) return null;
  const { unit, count } = elapsedSince(since, now);
  return (
    <>
      <time dateTime={since.toISOString()}>{translate(`resources.alertas.show.ago.${unit}`, { smart_count: count })}</time>
      {` · ${formatDate(value, locale, true)}`}
    </>
  );
};

import { useEffect, useState } from 'react';
import { useGetList } from 'react-admin';
import { useAfterFirstAnswer } from '../providers/firstAnswer';
import { getSession } from '../providers/session';
import { keepCount, readKeptCount } from './keptCount';
import { NOTIFICATIONS, type Notification } from './types';

/** How many of the latest unseen ones the popover shows; the same call answers the count. */
const LATEST = 5;

/**
 * The bell's call: the latest unseen notifications and their count. On a page load it waits for
 * the screen's own first answer (providers/firstAnswer.ts); meanwhile the count is the one kept
 * from the last answer (keptCount.ts), so the bell shows a figure on its first drawing.
 */
export const useBellList = () => {
  const ready = useAfterFirstAnswer();
  const { data, total } = useGetList<Notification>(
    NOTIFICATIONS,
    { pagination: { page: 1, perPage: LATEST }, sort: { field: 'created_at', order: 'DESC' } },
    { enabled: ready },
  );
  const [kept] = useState(() => {
    const session = getSession();
    return session ? readKeptCount(session) : undefined;
  });
  useEffect(() => {
    const session = getSession();
    if (session && total !== undefined) keepCount(session, total);
  }, [total]);
  return { data, total: total ?? kept };
};

import { useCanAccess } from 'react-admin';

/**
 * The queryOptions of a screen's own query (its rows, its record) that wait for a yes to the
 * screen's access. react-admin sends that query as soon as access is answered, a no included,
 * and only then leaves for /access-denied (ra-core 5.15): HR opening the platform users sent a
 * list call the server refused (403) and logged an error. It replaces react-admin's `enabled`,
 * which also waits for checkAuth: with <Admin requireAuth> no screen draws before that answer.
 * The list's answer is already in the query client on a page load (common/raInternals/accessAnswers.ts).
 */
export const useAccessGate = (action: 'list' | 'edit' | 'show') => {
  const { canAccess } = useCanAccess({ action });
  return { enabled: canAccess === true };
};

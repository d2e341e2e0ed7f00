import { LOAN_LIST_PATHS } from '../loanPaths';

const LISTS: readonly string[] = Object.values(LOAN_LIST_PATHS);

/**
 * Where the record page's back link leads: the loan list the reader came from, when the link
 * that opened the page said so in its router state (`{ from: pathname + search }`, so the
 * list's filters come back), else the fleet trips. Only a loan list is honoured, so the state
 * cannot send the reader anywhere else.
 */
export const backPath = (state: unknown): string => {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string') return LOAN_LIST_PATHS.trips;
  const pathname = from.split(/[?#]/)[0];
  return LISTS.includes(pathname) ? from : LOAN_LIST_PATHS.trips;
};

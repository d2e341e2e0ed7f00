import { latestListOf, listPlacePath } from '../../common/crud/listPlaces';
import { LOAN_LIST_PATHS } from '../loanPaths';

const LISTS: readonly string[] = Object.values(LOAN_LIST_PATHS);

/**
 * Where the loan page's back link leads: the loan list shown last in this tab (applications,
 * trips or fleet requests) as it was shown (search, filters, sort, page: common/crud/listPlaces.ts),
 * else the fleet trips. Read from the tab's own memory, never from the address or router state,
 * so nothing can send the reader anywhere but a loan list.
 */
export const backPath = (): string => listPlacePath(latestListOf(LISTS) ?? LOAN_LIST_PATHS.trips);

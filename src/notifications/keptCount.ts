import { forgetKept, keepForAccount, readKept, type KeptOwner } from '../providers/keptForAccount';

/**
 * The bell's last unseen count, kept for its account (providers/keptForAccount.ts) so that a page
 * load shows it on the bell's first drawing: the count's own call waits for the screen's first
 * answer (providers/firstAnswer.ts), about a second on a full load, and the bell showed no figure
 * meanwhile. The call's answer replaces it as soon as it comes.
 */
export const KEPT_COUNT_KEY = 'flotilla.unseenCount';

/** The count last answered for this account, if one is kept. */
export const readKeptCount = (owner: KeptOwner): number | undefined => {
  const total = readKept(KEPT_COUNT_KEY, owner)?.total;
  return typeof total === 'number' ? total : undefined;
};

/** Keeps the count the server just answered, for the next page load. */
export const keepCount = (owner: KeptOwner, total: number) => keepForAccount(KEPT_COUNT_KEY, owner, { total });

/** Forgets the kept count (signing out). */
export const forgetKeptCount = () => forgetKept(KEPT_COUNT_KEY);

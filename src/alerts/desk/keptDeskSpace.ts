import { forgetKept, keepForAccount, readKept, type KeptOwner } from '../../providers/keptForAccount';

/**
 * The height the desk's banner took when last drawn from an answer, kept for its account
 * (providers/keptForAccount.ts): on the next page load the desk holds that much room until its
 * alerts answer, so that the screen drawn under it does not jump down when they arrive (a click
 * aimed at the screen would land elsewhere).
 */
export const DESK_SPACE_KEY = 'flotilla.deskSpace';

export const readDeskSpace = (owner: KeptOwner): number => {
  const height = readKept(DESK_SPACE_KEY, owner)?.height;
  return typeof height === 'number' && height > 0 ? height : 0;
};

/** Whether any height (none too) was kept for this account: the desk has drawn from an answer on this browser. */
export const hasKeptDeskSpace = (owner: KeptOwner): boolean => typeof readKept(DESK_SPACE_KEY, owner)?.height === 'number';

export const keepDeskSpace = (owner: KeptOwner, px: number) => keepForAccount(DESK_SPACE_KEY, owner, { height: Math.round(px) });

/** Forgets the kept height (signing out). */
export const forgetDeskSpace = () => forgetKept(DESK_SPACE_KEY);

import { forgetKept, keepForAccount, readKept, type KeptOwner } from '../../providers/keptForAccount';

/**
 * The height the desk's banner took when last drawn from an answer, and the window's width then,
 * kept for its account (providers/keptForAccount.ts): on the next page load at that width the
 * desk holds that much room until its alerts answer, so that the screen drawn under it does not
 * jump down when they arrive (a click aimed at the screen would land elsewhere). At another width
 * the banner wraps otherwise, so that load waits for the desk as an account's first one does
 * (deskHold.ts).
 */
export const DESK_SPACE_KEY = 'flotilla.deskSpace';

/** The kept height, if it was kept at this window's width. */
const keptHere = (owner: KeptOwner): number | undefined => {
  const kept = readKept(DESK_SPACE_KEY, owner);
  return kept?.width === window.innerWidth && typeof kept.height === 'number' ? kept.height : undefined;
};

export const readDeskSpace = (owner: KeptOwner): number => {
  const height = keptHere(owner);
  return height !== undefined && height > 0 ? height : 0;
};

/** Whether any height (none too) was kept for this account at this width: the desk has drawn from an answer here. */
export const hasKeptDeskSpace = (owner: KeptOwner): boolean => keptHere(owner) !== undefined;

export const keepDeskSpace = (owner: KeptOwner, px: number) => keepForAccount(DESK_SPACE_KEY, owner, { height: Math.round(px), width: window.innerWidth });

/** Forgets the kept height (signing out). */
export const forgetDeskSpace = () => forgetKept(DESK_SPACE_KEY);

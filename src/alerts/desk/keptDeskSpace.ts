/**
 * The height the desk's banner took when last drawn, kept in the browser: on the next page load
 * the desk holds that much room until its alerts have answered, so that the screen drawn under
 * it does not jump down when they arrive (a click aimed at the screen would land elsewhere).
 */
export const DESK_SPACE_KEY = 'flotilla.deskSpace';

export const readDeskSpace = (): number => {
  try {
    const kept = Number(localStorage.getItem(DESK_SPACE_KEY));
    return Number.isFinite(kept) && kept > 0 ? kept : 0;
  } catch {
    return 0;
  }
};

export const keepDeskSpace = (px: number) => {
  try {
    if (px > 0) localStorage.setItem(DESK_SPACE_KEY, String(Math.round(px)));
    else localStorage.removeItem(DESK_SPACE_KEY);
  } catch {
    // Storage refused (private mode, full): the next load only jumps as it did before.
  }
};

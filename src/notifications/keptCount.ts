/**
 * The bell's last unseen count, kept beside the session (in the storage that holds it, for its
 * account only) so that a page load shows it on the bell's first drawing: the count's own call
 * waits for the screen's first answer (providers/firstAnswer.ts), about a second on a full load,
 * and the bell showed no figure meanwhile. The call's answer replaces it as soon as it comes.
 * No React or react-admin here: the session module, in the sign-in page's bundle, forgets it.
 */
export const KEPT_COUNT_KEY = 'flotilla.unseenCount';

/** The parts of the session this module needs. */
export interface CountOwner {
  id: number | string;
  remember: boolean;
}

const storageOf = (owner: CountOwner) => (owner.remember ? localStorage : sessionStorage);

/** The count last answered for this account, if one is kept. */
export const readKeptCount = (owner: CountOwner): number | undefined => {
  try {
    const kept = JSON.parse(storageOf(owner).getItem(KEPT_COUNT_KEY) ?? 'null') as { account?: unknown; total?: unknown } | null;
    return kept?.account === String(owner.id) && typeof kept.total === 'number' ? kept.total : undefined;
  } catch {
    return undefined;
  }
};

/** Keeps the count the server just answered, for the next page load. */
export const keepCount = (owner: CountOwner, total: number) => {
  try {
    storageOf(owner).setItem(KEPT_COUNT_KEY, JSON.stringify({ account: String(owner.id), total }));
  } catch {
    // Storage full or refused: the next load waits for the answer, as before.
  }
};

/** Forgets the kept count (signing out). */
export const forgetKeptCount = () => {
  for (const storage of [localStorage, sessionStorage]) storage.removeItem(KEPT_COUNT_KEY);
};

/**
 * Small figures kept beside the session for the next page load (the bell's unseen count, the
 * alert desk's height), so that its first drawing shows them before their calls answer: in the
 * storage that holds the session, marked with its account, so that another account signing in
 * on the same browser never reads them; clearSession forgets them. No React here: the session
 * module, in the sign-in page's bundle, imports this.
 */

/** The parts of the session this module needs. */
export interface KeptOwner {
  id: number | string;
  remember: boolean;
}

const storageOf = (owner: KeptOwner) => (owner.remember ? localStorage : sessionStorage);

/** What was kept under `key` for this account, if anything. */
export const readKept = (key: string, owner: KeptOwner): Record<string, unknown> | undefined => {
  try {
    const kept = JSON.parse(storageOf(owner).getItem(key) ?? 'null') as Record<string, unknown> | null;
    return kept?.account === String(owner.id) ? kept : undefined;
  } catch {
    return undefined;
  }
};

/** Keeps `fields` under `key` for this account, for the next page load. */
export const keepForAccount = (key: string, owner: KeptOwner, fields: Record<string, unknown>) => {
  try {
    storageOf(owner).setItem(key, JSON.stringify({ account: String(owner.id), ...fields }));
  } catch {
    // Storage full or refused: the next load waits for the answer, as it would without.
  }
};

/** Forgets what is kept under `key` (signing out). */
export const forgetKept = (key: string) => {
  for (const storage of [localStorage, sessionStorage]) storage.removeItem(key);
};

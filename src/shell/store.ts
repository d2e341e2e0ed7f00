import { localStorageStore, type Store } from 'react-admin';

/** The browser's preferences, not the person's: react-admin resets the store on signing out, and these stay. */
const KEPT_ON_SIGN_OUT = ['theme'];

const keeping = (base: Store, keys: readonly string[]): Store => ({
  ...base,
  reset: () => {
    const kept = keys.flatMap((key) => {
      const value: unknown = base.getItem(key);
      return value === undefined ? [] : [[key, value] as const];
    });
    base.reset();
    for (const [key, value] of kept) base.setItem(key, value);
  },
});

/**
 * UI preferences (selected columns, list params, locale, light or dark theme) persist per
 * browser. One store for the sign-in shell and the admin, so a language chosen on the sign-in
 * page carries over.
 */
export const store = keeping(localStorageStore(undefined, 'flotilla'), KEPT_ON_SIGN_OUT);
